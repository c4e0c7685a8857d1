/**
 * A game that gives rewards is limited to a play a day per player — per browser without the form —
 * unless its business chose a limit (docs/product-rules.md#participation-limits): new games,
 * rewards added later, games stored without a limit, and migration 0021 for games stored with the
 * old default.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GameResponse, StartSessionResponse } from '@playdesk/contract';
import { gameplays, games, playerRewards } from '../../db/schema.js';
import { fileTestContext } from '../../test/harness.js';
import { AWARD_TEST_ENV, awardHelpers } from '../rewards/award/test-support.js';

const t = await fileTestContext(AWARD_TEST_ENV);
const owner = await t.login('owner@playdesk.test');
const helpers = awardHelpers(t, owner);

const card = { prizes: [{ label: 'Content prize', odds: 100 }] };

async function createGame(settings: Record<string, unknown>): Promise<string> {
  const res = await t.api('POST', 'games', {
    ...owner,
    body: {
      type: 'scratch',
      name: `Limit ${Math.random().toString(36).slice(2, 8)}`,
      status: 'published',
      content: card,
      settings,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return GameResponse.parse(res.json()).game.public_id;
}

async function participationOf(gameId: string) {
  const res = await t.api('GET', `games/${gameId}`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return GameResponse.parse(res.json()).game.settings.participation;
}

async function patch(gameId: string, settings: Record<string, unknown>) {
  const res = await t.api('PATCH', `games/${gameId}`, { ...owner, body: { settings } });
  expect(res.statusCode, res.body).toBe(200);
}

const tenPercent = async () => {
  const r = await helpers.reward({ name: '10 % off', kind: 'shared_code', shared_value: 'TEN' });
  return [{ reward_id: r.public_id, mode: 'odds' as const, odds: 10, per_player: 1000 }];
};

describe('a game that gives rewards', () => {
  it('refuses 40 rapid starts from one browser after the first of the day', async () => {
    const rules = await tenPercent();
    const gameId = await createGame({ rewards: { rules, consolation_reward_id: null } });
    expect(await participationOf(gameId)).toEqual({ rule: 'once_per_day' });

    const first = await t.api('POST', `play/games/${gameId}/sessions`, { body: {} });
    expect(first.statusCode, first.body).toBe(201);
    const token = StartSessionResponse.parse(first.json()).player_token!;
    const again = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.api('POST', `play/games/${gameId}/sessions`, {
          body: {},
          headers: { 'x-player': token },
        }),
      ),
    );
    expect(again.map((r) => r.statusCode)).toEqual(Array(40).fill(429));
    expect(again[0]!.json<{ message: string }>().message).toMatch(
      /^You have already played today\. You can play again from /,
    );
    // One play, so one draw at most (a re-roll needs a new play).
    const [game] = await t.db.select().from(games).where(eq(games.publicId, gameId));
    const plays = await t.db.select().from(gameplays).where(eq(gameplays.gameId, game!.id));
    expect(plays).toHaveLength(1);
    const won = await t.db.select().from(playerRewards).where(eq(playerRewards.gameId, game!.id));
    expect(won.length).toBeLessThanOrEqual(1);
  });

  it('keeps a limit the business chose, Unlimited included', async () => {
    const rules = await tenPercent();
    const rewards = { rules, consolation_reward_id: null };
    const unlimited = await createGame({ rewards, participation: { rule: 'unlimited' } });
    expect(await participationOf(unlimited)).toEqual({ rule: 'unlimited' });
    await patch(unlimited, { rewards });
    expect(await participationOf(unlimited)).toEqual({ rule: 'unlimited' });
    const weekly = await createGame({ rewards, participation: { rule: 'once_per_week' } });
    expect(await participationOf(weekly)).toEqual({ rule: 'once_per_week' });
  });

  it('gets the limit when rewards are added to a game without one', async () => {
    const gameId = await createGame({});
    expect(await participationOf(gameId)).toEqual({ rule: 'unlimited' });
    await patch(gameId, { rewards: { rules: await tenPercent(), consolation_reward_id: null } });
    expect(await participationOf(gameId)).toEqual({ rule: 'once_per_day' });

    // A limit sent with the rewards is the one kept.
    const other = await createGame({});
    await patch(other, {
      rewards: { rules: await tenPercent(), consolation_reward_id: null },
      participation: { rule: 'n_per_day', per_day: 5 },
    });
    expect(await participationOf(other)).toEqual({ rule: 'n_per_day', per_day: 5 });
  });

  it('is limited when stored without a limit, and migration 0021 limits the old default', async () => {
    const rules = await tenPercent();
    const absent = await createGame({ rewards: { rules, consolation_reward_id: null } });
    await t.db
      .update(games)
      .set({ settings: sql`${games.settings} - 'participation'` })
      .where(eq(games.publicId, absent));
    expect(await participationOf(absent)).toEqual({ rule: 'once_per_day' });
    const first = await t.api('POST', `play/games/${absent}/sessions`, { body: {} });
    const token = StartSessionResponse.parse(first.json()).player_token!;
    const second = await t.api('POST', `play/games/${absent}/sessions`, {
      body: {},
      headers: { 'x-player': token },
    });
    expect(second.statusCode).toBe(429);

    // Stored with `unlimited` by the old default: the migration's statement limits it, and
    // leaves a game without rewards alone.
    const old = await createGame({
      rewards: { rules, consolation_reward_id: null },
      participation: { rule: 'unlimited' },
    });
    const plain = await createGame({});
    const migration = readFileSync(
      new URL('../../../drizzle/0021_play_expiry_reward_limits.sql', import.meta.url),
      'utf8',
    );
    const statement = migration.split('--> statement-breakpoint').at(-1)!;
    await t.db.execute(sql.raw(statement));
    expect(await participationOf(old)).toEqual({ rule: 'once_per_day' });
    expect(await participationOf(plain)).toEqual({ rule: 'unlimited' });
  });
});
