/**
 * The texts of an error answer (docs/product-rules.md#error-shape), read without zod: every failed
 * call is read here, the first load's included, and the first load does not carry zod and the
 * contract's schemas (docs/adr/013-console-first-load.md). It reads what the contract's
 * `ErrorBody.pick({ message: true, errors: true }).partial()` accepts — an object whose `message`,
 * if any, is a string and whose `errors`, if any, are strings — and error-body.test.ts checks the
 * two against each other.
 */
export interface ErrorTexts {
  readonly message?: string;
  readonly errors?: readonly string[];
}

/** The message and errors of an error body, or null when it is not one. */
export function readErrorTexts(body: unknown): ErrorTexts | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { message, errors } = body as Record<string, unknown>;
  if (message !== undefined && typeof message !== 'string') return null;
  if (errors !== undefined) {
    if (!Array.isArray(errors) || !errors.every((e): e is string => typeof e === 'string')) {
      return null;
    }
    return message === undefined ? { errors } : { message, errors };
  }
  return message === undefined ? {} : { message };
}

/**
 * The text a client shows for a failed call: errors joined by line breaks, else message, else
 * 'Error' (the contract's `errorText`, without its schema).
 */
export function errorText(body: unknown): string {
  const texts = readErrorTexts(body);
  if (!texts) return 'Error';
  if (texts.errors && texts.errors.length > 0) return texts.errors.join('\n');
  if (texts.message) return texts.message;
  return 'Error';
}
