import { describe, expect, it } from 'vitest';
import type { RedeemBatchRequest, RedeemBatchResponse } from '@playdesk/contract';
import { BATCH_MAX, KEEP_SENT, RedemptionQueue, type SendBatch } from './queue.js';
import { memoryStore } from './store.js';

function queue(store = memoryStore()) {
  let n = 0;
  let clock = Date.parse('2026-11-29T10:00:00Z');
  return new RedemptionQueue(store, {
    uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    now: () => new Date((clock += 1000)),
  });
}

const reward = (win: string, redeemed: { location: string; at: string } | null = null) => ({
  id: win,
  reward: { public_id: 'rw_latte', name: 'Free latte', value: '' },
  winner_name: null,
  code: null,
  won_at: '2026-11-28T10:00:00Z',
  expires_at: null,
  status: 'redeemed' as const,
  redeemed: redeemed
    ? { at: redeemed.at, location: { public_id: 'loc_2', name: redeemed.location }, by: 'Till 2' }
    : null,
  voided: null,
});

/** A server that redeems each win once and answers conflict for a win it saw before. */
function fakeServer() {
  const seen = new Map<string, string>(); // client_id → win
  const redeemedWins = new Set<string>(['win_elsewhere']);
  const calls: RedeemBatchRequest[] = [];
  const send: SendBatch = (body) => {
    calls.push(body);
    const results: RedeemBatchResponse['results'] = body.redemptions.map((r) => {
      const win = JSON.parse(Buffer.from(r.token!.split('.')[1]!, 'base64url').toString()).w;
      if (seen.has(r.client_id) || !redeemedWins.has(win)) {
        seen.set(r.client_id, win);
        redeemedWins.add(win);
        return {
          client_id: r.client_id,
          result: 'redeemed',
          message: 'Redeemed',
          reward: reward(win),
        };
      }
      return {
        client_id: r.client_id,
        result: 'conflict',
        message: 'Already redeemed at Harbour Street',
        reward: reward(win, { location: 'Harbour Street', at: '2026-11-29T09:00:00Z' }),
      };
    });
    return Promise.resolve({ results });
  };
  return { send, calls };
}

const token = (win: string) =>
  `PDR1.${Buffer.from(JSON.stringify({ a: 'acc1', w: win, x: null })).toString('base64url')}.sig`;

describe('the offline queue', () => {
  it('keeps redemptions as pending, newest first, across a reload (same store)', async () => {
    const store = memoryStore();
    const q = queue(store);
    await q.add({ token: token('win_1'), win: 'win_1', reward_name: 'Free latte' });
    await q.add({ token: token('win_2'), win: 'win_2', reward_name: null });
    const again = queue(store);
    const list = await again.list();
    expect(list.map((e) => [e.win, e.state])).toEqual([
      ['win_2', 'pending'],
      ['win_1', 'pending'],
    ]);
    expect(await again.pendingCount()).toBe(2);
    expect(list[1]!.client_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a second scan of the same win on this device is the same entry, not a second redemption', async () => {
    const q = queue();
    const first = await q.add({ token: token('win_1'), win: 'win_1', reward_name: null });
    const second = await q.add({ token: token('win_1'), win: 'win_1', reward_name: null });
    expect(second.client_id).toBe(first.client_id);
    expect(await q.pendingCount()).toBe(1);
    expect((await q.findWin('win_1'))?.client_id).toBe(first.client_id);
    expect(await q.findWin('win_2')).toBeUndefined();
  });

  it('sends the pending ones and records each answer: redeemed, or conflict with where and when', async () => {
    const q = queue();
    await q.add({ token: token('win_1'), win: 'win_1', reward_name: null });
    await q.add({ token: token('win_elsewhere'), win: 'win_elsewhere', reward_name: null });
    const server = fakeServer();
    const answered = await q.flush(server.send);
    expect(answered.map((e) => e.state)).toEqual(['redeemed', 'conflict']);
    const list = await q.list();
    expect(list[0]).toMatchObject({
      win: 'win_elsewhere',
      state: 'conflict',
      message: 'Already redeemed at Harbour Street',
      elsewhere: { location: 'Harbour Street', at: '2026-11-29T09:00:00Z' },
    });
    expect(list[1]).toMatchObject({ win: 'win_1', state: 'redeemed', reward_name: 'Free latte' });
    expect(await q.pendingCount()).toBe(0);
    // Nothing left to send: no call.
    await q.flush(server.send);
    expect(server.calls).toHaveLength(1);
    // The batch carried the device's ids and the time staff redeemed it.
    expect(server.calls[0]!.redemptions[0]).toMatchObject({
      client_id: list[1]!.client_id,
      redeemed_at: list[1]!.redeemed_at,
    });
  });

  it('a failed send leaves them pending for the next try, and the retry sends the same ids', async () => {
    const q = queue();
    const entry = await q.add({ token: token('win_1'), win: 'win_1', reward_name: null });
    const offline: SendBatch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(q.flush(offline)).rejects.toThrow('Failed to fetch');
    expect(await q.pendingCount()).toBe(1);
    const server = fakeServer();
    await q.flush(server.send);
    expect(server.calls[0]!.redemptions[0]!.client_id).toBe(entry.client_id);
    expect((await q.list())[0]!.state).toBe('redeemed');
  });

  it('a scan while a batch is on its way is kept (one change at a time)', async () => {
    const q = queue();
    await q.add({ token: token('win_1'), win: 'win_1', reward_name: null });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = fakeServer();
    const slow: SendBatch = async (body) => {
      await gate;
      return server.send(body);
    };
    const flushing = q.flush(slow);
    const adding = q.add({ token: token('win_2'), win: 'win_2', reward_name: null });
    release();
    await Promise.all([flushing, adding]);
    const list = await q.list();
    expect(list.map((e) => [e.win, e.state])).toEqual([
      ['win_2', 'pending'],
      ['win_1', 'redeemed'],
    ]);
  });

  it(`sends at most ${BATCH_MAX} at a time, and keeps the newest ${KEEP_SENT} answered`, async () => {
    const q = queue();
    for (let i = 0; i < BATCH_MAX + 5; i++)
      await q.add({ token: token(`win_${i}`), win: `win_${i}`, reward_name: null });
    const server = fakeServer();
    await q.flush(server.send);
    expect(server.calls.map((c) => c.redemptions.length)).toEqual([BATCH_MAX, 5]);
    const list = await q.list();
    expect(list).toHaveLength(KEEP_SENT);
    expect(list[0]!.win).toBe(`win_${BATCH_MAX + 4}`);
  });

  it('a server that answers none of a batch does not loop', async () => {
    const q = queue();
    await q.add({ token: token('win_1'), win: 'win_1', reward_name: null });
    let calls = 0;
    await q.flush(() => {
      calls++;
      return Promise.resolve({ results: [] });
    });
    expect(calls).toBe(1);
    expect(await q.pendingCount()).toBe(1);
  });

  it('sends a team mate’s redemptions for their account and location, apart from the device’s', async () => {
    const q = queue();
    const server = fakeServer();
    await q.add({ token: token('win_d'), win: 'win_d', reward_name: null });
    await q.add({
      token: token('win_a'),
      win: 'win_a',
      reward_name: null,
      account: 'acc_coffee',
      location: 'lc_soho',
    });
    await q.add({
      token: token('win_b'),
      win: 'win_b',
      reward_name: null,
      account: 'acc_bakery',
      location: 'lc_corner',
    });
    expect(await q.pendingCount('acc_coffee')).toBe(1);
    expect(await q.pendingCount()).toBe(1);
    await q.flush(server.send, 'acc_coffee');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.redemptions).toEqual([
      expect.objectContaining({ client_id: expect.any(String), location: 'lc_soho' }),
    ]);
    // The device's own and the other account's wait for their sender.
    expect(await q.pendingCount()).toBe(1);
    expect(await q.pendingCount('acc_bakery')).toBe(1);
    await q.flush(server.send);
    expect(server.calls[1]!.redemptions).toHaveLength(1);
    expect(server.calls[1]!.redemptions[0]).not.toHaveProperty('location');
  });
});
