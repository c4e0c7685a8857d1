/**
 * What the game frame learns of the visit from this page (docs/insight.md#attribution): the frame
 * cannot read the host page's address or referrer itself. Pure, so it is tested without a page.
 */
import { originOf } from '../envelope.js';

/**
 * Where the visit came from, for the frame (docs/insight.md#attribution): this page's address with
 * only the campaign parameters kept (`utm_*`, `pd_placement`: nothing else of its query or hash,
 * which may be personal) and its referrer's origin. Never this page's cookies.
 */
export function visitQuery(href: string, referrer: string): string {
  const query = new URLSearchParams();
  const origin = originOf(href);
  try {
    const page = new URL(href);
    if (!origin) throw new Error('not a web page');
    const kept = new URLSearchParams();
    for (const [name, value] of page.searchParams)
      if (/^(utm_(source|medium|campaign)|pd_placement)$/.test(name)) kept.append(name, value);
    const search = kept.toString();
    query.set('parent_url', `${origin}${page.pathname}${search && `?${search}`}`.slice(0, 2000));
  } catch {
    // No address to tell.
  }
  const from = originOf(referrer);
  if (from) query.set('parent_referrer', from);
  return query.toString();
}
