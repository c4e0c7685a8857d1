import { API_PATH } from '@playdesk/contract/urls';
import type { z } from 'zod';
import { appT } from '../i18n/i18n';
import { errorText } from './error-body';
import { codedText, loadErrorTexts } from './error-codes';
import { loadingBar } from '../session/loading-bar';
import { sessionStore } from '../session/session';

/** A failed call. `text` is what the user sees (docs/product-rules.md#error-text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly text: string,
  ) {
    super(text);
    this.name = 'ApiError';
  }

  /** True when this 401 ended the session (state and storage already cleared). */
  sessionReset = false;
}

export const INVALID_RESPONSE = 'Invalid response';

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The app registers what a 401 does: clear all state and storage, then back to Login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Contract schema of the answer; a mismatch is an 'Invalid response'. A promise of it lets a
   * call of the first load, which does not carry zod, send its request while the schema's chunk
   * loads (api/queries.ts, docs/adr/013-console-first-load.md).
   */
  schema: S | Promise<S>;
  signal?: AbortSignal;
  /**
   * A 401 resets the session (docs/product-rules.md#unauthorized-responses). Logout opts out: it is
   * ending the session itself.
   */
  resetOn401?: boolean;
}

/**
 * Every call goes through here: bearer token and X-ACCOUNT headers, the top loading bar, the
 * error text and the 401 session reset (docs/product-rules.md#api-calls).
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  { method = 'GET', body, schema, signal, resetOn401 = true }: RequestOptions<S>,
): Promise<z.infer<S>> {
  // Awaited once the answer is in; a chunk that failed to load is then that call's error, not an
  // unhandled rejection should the request fail first.
  const answerSchema = Promise.resolve(schema);
  answerSchema.catch(() => undefined);
  const { user } = sessionStore.getState();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (user?.token) headers.Authorization = `Bearer ${user.token}`;
  if (user?.current_account.public_id) headers['X-ACCOUNT'] = user.current_account.public_id;

  loadingBar.getState().requestStarted();
  let ok = false;
  try {
    let response: Response;
    try {
      response = await fetch(`${API_PATH}/${path.replace(/^\//, '')}`, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: signal ?? null,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, null, errorTextOf(null));
    }
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      await loadErrorTexts(data);
      const error = new ApiError(response.status, data, errorTextOf(data));
      if (response.status === 401 && headers.Authorization && resetOn401) {
        error.sessionReset = true;
        onUnauthorized(error);
      }
      throw error;
    }
    const parsed = (await answerSchema).safeParse(data);
    if (!parsed.success) {
      throw new ApiError(response.status, data, appT()('error.invalid_response'));
    }
    ok = true;
    return parsed.data;
  } finally {
    loadingBar.getState().requestEnded(ok);
  }
}

/** The text to show for any error thrown by a call or a component. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.text;
  if (error instanceof Error && error.message) return error.message;
  return appT()('error.generic');
}

/**
 * The text of an error answer: the console's own text for its code, in the user's language (its
 * texts loaded first: `loadErrorTexts`), unless the answer lists field errors, which say more;
 * else the server's own words, or "Error" in the user's language when it sent none (an answer
 * that is not ours, or no answer at all).
 */
export function errorTextOf(body: unknown): string {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const coded = Array.isArray(errors) && errors.length > 0 ? null : codedText(body);
  if (coded) return coded;
  const text = errorText(body);
  return text === 'Error' ? appT()('error.generic') : text;
}
