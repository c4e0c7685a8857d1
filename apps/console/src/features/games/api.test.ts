import type { Game } from '@playdesk/contract';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { gameKeys, gameWritten } from './api';
import { DEFAULT_LIST_PARAMS } from './list-params';

const game = { public_id: 'g1', name: 'Spring quiz' } as Game;

/** A client holding the queries the console's pages read after a game change. */
async function seeded() {
  const client = new QueryClient();
  const seed = (queryKey: QueryKey, meta?: { shows: ['games'] }) =>
    client.prefetchQuery({ queryKey, queryFn: () => ({ seeded: true }), meta });
  await Promise.all([
    seed(gameKeys.list(DEFAULT_LIST_PARAMS)),
    seed(gameKeys.options),
    seed(gameKeys.detail('g1')),
    seed(['calendar', '2026-05-01', '2026-05-31'], { shows: ['games'] }),
    seed(['media', 'list', 1]),
  ]);
  const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;
  return { client, stale };
}

describe('gameWritten', () => {
  it('refreshes the pickers, the list and what shows games after a save', async () => {
    const { client, stale } = await seeded();
    await gameWritten(client, { saved: game });
    expect(stale(gameKeys.options)).toBe(true);
    expect(stale(gameKeys.list(DEFAULT_LIST_PARAMS))).toBe(true);
    expect(stale(['calendar', '2026-05-01', '2026-05-31'])).toBe(true);
    // The saved game is the server's answer: no refetch of it, nothing unrelated refetched.
    expect(client.getQueryData(gameKeys.detail('g1'))).toEqual(game);
    expect(stale(gameKeys.detail('g1'))).toBe(false);
    expect(stale(['media', 'list', 1])).toBe(false);
  });

  it('drops the deleted game and refreshes the pickers', async () => {
    const { client, stale } = await seeded();
    await gameWritten(client, { removed: 'g1' });
    expect(client.getQueryState(gameKeys.detail('g1'))).toBeUndefined();
    expect(stale(gameKeys.options)).toBe(true);
    expect(stale(['calendar', '2026-05-01', '2026-05-31'])).toBe(true);
  });

  it('keeps every list of games under one prefix', () => {
    const lists = [gameKeys.options, gameKeys.list({ ...DEFAULT_LIST_PARAMS, page: 2 })];
    for (const key of lists) expect(key.slice(0, gameKeys.lists.length)).toEqual(gameKeys.lists);
  });
});
