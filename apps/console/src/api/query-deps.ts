import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The roots of the query keys whose data other features' queries also show: the calendar's
 * entries carry each game's name and status, the bar its linked game, the game editor the
 * templates, the rewards (its Rewards section) and (through Player Data's form section) the
 * consents. Each feature owns its own keys; a query that shows another feature's data says so
 * in `meta.shows`, so that feature's writes refresh it without knowing who reads it (features
 * may not import each other freely: eslint/boundaries.js).
 */
export type DataRoot = 'games' | 'templates' | 'crm' | 'rewards';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { shows?: readonly DataRoot[] };
    /**
     * `errorsInPlace`: the caller shows the failure next to what failed; no warning toast.
     * `fieldsInPlace`: the form's fields (as the server names them) whose errors the caller puts
     * under the fields (`applyServerErrors`); the toast shows only the other errors, if any.
     */
    mutationMeta: { errorsInPlace?: boolean; fieldsInPlace?: readonly string[] };
  }
}

/** Marks every query that shows data under `root` (outside its own key) as stale. */
export function invalidateShowing(client: QueryClient, root: DataRoot): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => query.meta?.shows?.includes(root) ?? false,
  });
}

/**
 * After a write of one item under `root`: its own query holds the server's answer (`data`), or is
 * dropped when the item was removed (no `data`); every list of `root` and every query showing
 * `root` go stale. One recipe for every feature's writes.
 *
 * A removed item's query is dropped only where no page shows it: the page that deleted it (an
 * editor) leaves it, and dropping its query under it would fetch it again, and the server's "not
 * found" would replace the "deleted" message. The page's leaving frees it.
 */
export async function itemWritten(
  client: QueryClient,
  root: DataRoot,
  lists: QueryKey,
  item: { key: QueryKey; data?: unknown },
): Promise<void> {
  if (item.data === undefined) client.removeQueries({ queryKey: item.key, type: 'inactive' });
  else client.setQueryData(item.key, item.data);
  await Promise.all([
    client.invalidateQueries({ queryKey: lists }),
    invalidateShowing(client, root),
  ]);
}
