import type { Reward } from '@playdesk/contract';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateShowing } from '../../api/query-deps';
import { rewardKeys, rewardListPath, rewardWritten, winnersCsvPath, winnersPath } from './api';

const reward = { public_id: 'rw1', name: 'Free coffee' } as Reward;
// The game editor's reward pickers (features/games) declare that they show rewards.
const picker = ['games', 'reward-options'];

async function seeded() {
  const client = new QueryClient();
  const seed = (queryKey: QueryKey, meta?: { shows: ('rewards' | 'games')[] }) =>
    client.prefetchQuery({ queryKey, queryFn: () => ({ seeded: true }), meta });
  await Promise.all([
    seed(rewardKeys.list({ page: 1, q: '' }), { shows: ['games'] }),
    seed(rewardKeys.one('rw1'), { shows: ['games'] }),
    seed(rewardKeys.winnerPage('rw1', 1)),
    seed(picker, { shows: ['rewards'] }),
    seed(['games', 'list', 'options']),
  ]);
  const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;
  return { client, stale };
}

describe('rewardWritten', () => {
  it('refreshes the lists and the game editor’s pickers after a save', async () => {
    const { client, stale } = await seeded();
    await rewardWritten(client, { saved: reward });
    expect(stale(rewardKeys.list({ page: 1, q: '' }))).toBe(true);
    expect(stale(picker)).toBe(true);
    expect(client.getQueryData(rewardKeys.one('rw1'))).toEqual(reward);
    expect(stale(rewardKeys.one('rw1'))).toBe(false);
    expect(stale(rewardKeys.winnerPage('rw1', 1))).toBe(false);
    expect(stale(['games', 'list', 'options'])).toBe(false);
  });

  it('drops the deleted reward', async () => {
    const { client, stale } = await seeded();
    await rewardWritten(client, { removed: 'rw1' });
    expect(client.getQueryState(rewardKeys.one('rw1'))).toBeUndefined();
    expect(stale(picker)).toBe(true);
  });

  it('is refreshed by game writes (the games that give each reward)', async () => {
    const { client, stale } = await seeded();
    await invalidateShowing(client, 'games');
    expect(stale(rewardKeys.list({ page: 1, q: '' }))).toBe(true);
    expect(stale(rewardKeys.one('rw1'))).toBe(true);
    expect(stale(picker)).toBe(false);
  });
});

describe('paths', () => {
  it('asks for a page of rewards, with the search when there is one', () => {
    expect(rewardListPath({ page: 2, q: '' })).toBe('rewards?page=2&page_size=20');
    expect(rewardListPath({ page: 1, q: ' free co ' })).toBe(
      'rewards?page=1&page_size=20&q=free+co',
    );
    expect(winnersCsvPath('a/b')).toBe('rewards/a%2Fb/winners?format=csv');
    expect(winnersCsvPath('rw1', 'held')).toBe('rewards/rw1/winners?format=csv&status=held');
    expect(winnersPath('rw1', 2, 'held')).toBe(
      'rewards/rw1/winners?page=2&page_size=20&status=held',
    );
    expect(winnersPath('rw1', 1)).toBe('rewards/rw1/winners?page=1&page_size=20');
  });
});
