import type { PageMeta, PageRequest } from '@playdesk/contract';

/** The rows a page covers, as LIMIT and OFFSET. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * One page of a list endpoint: reads the page's rows and the total count at the same time and
 * answers `{ data, meta }`. `rows` applies the window to its query (after its ORDER BY, which must
 * be total so pages neither repeat nor skip a row); `total` counts the same filtered rows.
 */
export async function paginate<Item>(
  page: PageRequest,
  rows: (window: PageWindow) => PromiseLike<Item[]>,
  total: PromiseLike<{ n: number }[]>,
): Promise<{ data: Item[]; meta: PageMeta }> {
  const window = { limit: page.page_size, offset: (page.page - 1) * page.page_size };
  const [data, [counted]] = await Promise.all([rows(window), total]);
  return { data, meta: { page: page.page, page_size: page.page_size, total: counted?.n ?? 0 } };
}
