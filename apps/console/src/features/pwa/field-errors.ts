import { ApiError } from '../../api/client';

/** `field: message` answers of the API, by field. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiError) {
    const list = (error.body as { errors?: unknown } | null)?.errors;
    if (Array.isArray(list))
      for (const e of list) {
        if (typeof e !== 'string') continue;
        const i = e.indexOf(': ');
        if (i > 0) out[e.slice(0, i)] = e.slice(i + 2);
      }
  }
  return out;
}
