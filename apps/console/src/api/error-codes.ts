import type { ErrorBody, ErrorParams } from '@playdesk/contract';
import { appT, loadSections, type MessageKey } from '../i18n/i18n';

/**
 * Errors with a code (docs/product-rules.md#error-codes): the console shows its own text for the
 * code, in the user's language, with the error's params; the server's English `message` for a
 * code it has no text for (a newer server, or the texts offline). The texts are a part of the
 * catalogue of their own (`errors`), loaded with the first coded error, never by the first load.
 */

/** The code and params of an error body, when it has a code (a few checks: first-load code). */
function codeOf(body: unknown): Pick<ErrorBody, 'code' | 'params'> | null {
  const { code, params } = (body ?? {}) as { code?: unknown; params?: unknown };
  if (typeof code !== 'string' || !code) return null;
  return { code, params: params && typeof params === 'object' ? (params as ErrorParams) : {} };
}

/** Loads the console's texts of the errors, when `body` has a code (once; offline: nothing). */
export async function loadErrorTexts(body: unknown): Promise<void> {
  if (codeOf(body)) await loadSections('errors');
}

/** The console's text of a coded error body in the user's language, or null without one. */
export function codedText(body: unknown): string | null {
  const coded = codeOf(body);
  if (!coded?.code) return null;
  const key = `errors.${coded.code}` as MessageKey;
  const text = appT()(key, coded.params ?? {});
  return text && text !== key ? text : null;
}
