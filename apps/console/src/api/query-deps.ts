import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of the query keys whose data other features' queries also show: the calendar's
 * entries carry each game's name and status, the bar its linked game, the game editor the
 * templates. Each feature owns its own keys; a query that shows another feature's data says so in
 * `meta.shows`, so that feature's writes refresh it without knowing who reads it (features may
 * not import each other freely: eslint/boundaries.js).
 */
export type DataRoot = 'games' | 'templates';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { shows?: readonly DataRoot[] };
  }
}

/** Marks every query that shows data under `root` (outside its own key) as stale. */
export function invalidateShowing(client: QueryClient, root: DataRoot): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => query.meta?.shows?.includes(root) ?? false,
  });
}
