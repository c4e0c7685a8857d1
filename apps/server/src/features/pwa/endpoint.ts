/**
 * A push subscription's endpoint is a URL the server will POST to: only https, and never an
 * address inside our own network — the one address guard (infra/safe-fetch.ts,
 * docs/product-rules.md#outgoing-requests) at save, and again at each delivery (delivery.ts).
 */
import { checkUrl, type GuardOptions } from '../../infra/safe-fetch.js';

/** Time allowed to resolve an endpoint's host name when a browser subscribes. */
const RESOLVE_TIMEOUT_MS = 3000;

/** The problem with an endpoint, or null when it may be saved. */
export async function endpointProblem(
  endpoint: string,
  options: GuardOptions,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint is not a URL.';
  }
  if (url.protocol !== 'https:') return 'The push endpoint must be an https:// URL.';
  // A name without an address now is kept (a browser's push service may be briefly unknown to
  // our resolver): delivery resolves it again and never connects to an address refused here.
  const problem = await checkUrl(endpoint, {
    ...options,
    timeoutMs: RESOLVE_TIMEOUT_MS,
    unresolvable: 'accept',
  });
  return problem && `The push endpoint is refused: ${problem}.`;
}
