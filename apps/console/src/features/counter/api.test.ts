import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { counterKeys, heldDecided } from './api';
import type { ReportFilters } from './report/report-model';

const filters = { from: '2026-11-01', to: '2026-11-30', reward: '', location: '' } as ReportFilters;

async function seeded() {
  const client = new QueryClient();
  const seed = (queryKey: QueryKey, meta?: { shows: ('rewards' | 'games')[] }) =>
    client.prefetchQuery({ queryKey, queryFn: () => ({ seeded: true }), meta });
  await Promise.all([
    seed(counterKeys.heldPage(1), { shows: ['rewards', 'games'] }),
    seed(counterKeys.heldCount, { shows: ['rewards'] }),
    // The rewards list (its stock) and a reward's winners, in the rewards feature.
    seed(['rewards', 'list', { page: 1, q: '' }]),
    seed(['rewards', 'winners', 'rw1', 1]),
    // The redemption report shows rewards; the locations do not.
    seed(counterKeys.report(filters, 1), {
      shows: ['rewards'],
    }),
    seed(counterKeys.locationPage(1)),
  ]);
  const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;
  return { client, stale };
}

describe('a decision on a held reward', () => {
  it('refreshes the queue, its count, the rewards’ stock and winners, and the report', async () => {
    const { client, stale } = await seeded();
    await heldDecided(client);
    expect(stale(counterKeys.heldPage(1))).toBe(true);
    expect(stale(counterKeys.heldCount)).toBe(true);
    expect(stale(['rewards', 'list', { page: 1, q: '' }])).toBe(true);
    expect(stale(['rewards', 'winners', 'rw1', 1])).toBe(true);
    expect(stale(counterKeys.report(filters, 1))).toBe(true);
    expect(stale(counterKeys.locationPage(1))).toBe(false);
  });
});
