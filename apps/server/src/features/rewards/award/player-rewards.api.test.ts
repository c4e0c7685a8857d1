/**
 * The player side of rewards on PGlite and PostgreSQL: the rewards front's data (and that a
 * player token of another business shows nothing), reward emails through the job queue (at the end
 * of the play, or when the form comes after), rewards kept when a confirmed email merges players,
 * and the fairness record: commitment on publish, reveal on pause or rule change, and
 * scripts/verify-draws.ts agreeing with the server — and disagreeing when a draw is tampered with.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AccountRewardsResponse,
  DrawListResponse,
  GameFairnessResponse,
  GameResponse,
} from '@playdesk/contract';
import { queryRows } from '../../../db/rows.js';
import { accounts } from '../../../db/schema.js';
import { queuedEmails } from '../../../outbox/outbox.js';
import { fileTestContext } from '../../../test/harness.js';
import { verifyDraws, type GetJson } from '../../../../../../scripts/verify-draws.js';
import { commitmentOf } from './draw.js';
import { AWARD_TEST_ENV, awardHelpers } from './test-support.js';

const t = await fileTestContext(AWARD_TEST_ENV);
const owner = await t.login('owner@playdesk.test');
const other = await t.login('other@playdesk.test');
const { reward, game, start, scratch, playCard } = awardHelpers(t, owner);

const [coffee] = await t.db
  .select({ publicId: accounts.publicId })
  .from(accounts)
  .where(eq(accounts.businessName, 'Demo Coffee Co.'));
const ACCOUNT = coffee!.publicId;

/** The public API as the verification script sees it. */
const get: GetJson = async (path) => {
  const res = await t.api('GET', path);
  if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${res.body}`);
  return res.json();
};

const front = async (token?: string) => {
  const res = await t.api('GET', `play/accounts/${ACCOUNT}/rewards?show_all=1`, {
    ...(token ? { headers: { 'x-player': token } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return AccountRewardsResponse.parse(res.json());
};

const emailsTo = async (to: string) =>
  (await queuedEmails(t.db)).filter((m) => m.payload.to === to);

const LEAD_AFTER = {
  lead_form: {
    mode: 'after',
    fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
    consents: [],
  },
};

async function sendLead(gameId: string, token: string, email: string) {
  const res = await t.api('POST', `play/games/${gameId}/lead`, {
    body: { values: { email } },
    headers: { 'x-player': token },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the rewards front', () => {
  it('lists what live games give, and the player’s own rewards with their token only', async () => {
    const mug = await reward({ name: 'Front mug', kind: 'physical', how_to_redeem: 'Ask us.' });
    const gameId = await game([{ reward_id: mug.public_id, mode: 'odds', odds: 100 }]);
    const anonymous = await front();
    expect(anonymous.business_name).toBe('Demo Coffee Co.');
    expect(anonymous.player).toBeNull();
    expect(anonymous.won).toEqual([]);
    const entry = anonymous.rewards.find((r) => r.reward.public_id === mug.public_id)!;
    expect(entry.offers).toEqual([
      {
        game: expect.objectContaining({ public_id: gameId }),
        mode: 'odds',
        odds: 100,
        min_score: null,
      },
    ]);
    expect(entry.can_win).toBe(true);
    // The demo quiz gives free coffees to every winner.
    expect(anonymous.rewards.map((r) => r.reward.name)).toEqual(
      expect.arrayContaining(['Free coffee', '10 % off', 'Coffee Co. tote bag']),
    );
    const drawing = anonymous.fairness.find((f) => f.game.public_id === gameId)!;
    expect(drawing.commitments).toHaveLength(1);
    expect(drawing.commitments[0]!.seed).toBeNull();

    const { token, ended } = await playCard(gameId);
    expect(ended.reward?.reward.name).toBe('Front mug');
    const mine = await front(token);
    expect(mine.player?.public_id).toBeTruthy();
    expect(mine.won.map((w) => w.id)).toEqual([ended.reward!.id]);
    expect(mine.won[0]).toEqual(ended.reward);
    // The per-player cap (one) is reached: nothing more to win of it for this player.
    expect(mine.rewards.find((r) => r.reward.public_id === mug.public_id)!.can_win).toBe(false);

    // A player of another business is nobody here.
    const bakery = await t.api('GET', 'games', other);
    const bakeryGame = bakery.json<{ data: { public_id: string }[] }>().data[0]!.public_id;
    const stranger = await start(bakeryGame);
    const seen = await front(stranger.token);
    expect(seen.player).toBeNull();
    expect(seen.won).toEqual([]);
  });

  it('hides an instant win until its play ends', async () => {
    const hidden = await reward({ name: 'Hidden', kind: 'shared_code', shared_value: 'HIDE' });
    const gameId = await game([{ reward_id: hidden.public_id, mode: 'odds', odds: 100 }]);
    const s = await start(gameId);
    expect(JSON.stringify(s.session)).not.toContain('HIDE');
    expect((await front(s.token)).won).toEqual([]);
    const draws = DrawListResponse.parse((await t.api('GET', `play/games/${gameId}/draws`)).json());
    expect(draws.data).toEqual([]);
    const ended = await scratch(s.session.session_id, s.token);
    expect(ended.reward?.code).toBe('HIDE');
    expect((await front(s.token)).won).toHaveLength(1);
    const after = DrawListResponse.parse((await t.api('GET', `play/games/${gameId}/draws`)).json());
    expect(after.data).toHaveLength(1);
    expect(after.data[0]).toMatchObject({ play_id: s.session.session_id, result: 'won' });
  });

  it('answers 404 for an unknown business or game', async () => {
    expect((await t.api('GET', 'play/accounts/nobody/rewards')).statusCode).toBe(404);
    expect((await t.api('GET', 'play/games/nogame/fairness')).statusCode).toBe(404);
    expect((await t.api('GET', 'play/games/nogame/draws')).statusCode).toBe(404);
    const bad = await t.api('GET', `play/games/nogame/draws?commitment=xyz`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('reward emails', () => {
  it('emails the reward when the form comes after the game, and at the end once known', async () => {
    const code = await reward({ name: 'Mailed coffee', kind: 'unique_code' }, 5);
    const gameId = await game([{ reward_id: code.public_id, mode: 'winner', per_player: 2 }], {
      settings: LEAD_AFTER,
    });
    const email = `winner-${Date.now()}@example.com`;
    const { token, ended } = await playCard(gameId);
    expect(ended.reward?.code).toMatch(/^T-/);
    await sendLead(gameId, token, email);
    const first = await emailsTo(email);
    expect(first).toHaveLength(1);
    expect(first[0]!.payload.subject).toBe('Your reward from Demo Coffee Co.: Mailed coffee');
    expect(String(first[0]!.payload.text)).toContain(`Your code: ${ended.reward!.code}`);
    // Sending the form again emails nothing twice.
    await sendLead(gameId, token, email);
    expect(await emailsTo(email)).toHaveLength(1);
    // The next win of a known player is emailed when the play ends.
    const again = await playCard(gameId, token);
    const mails = await emailsTo(email);
    expect(mails).toHaveLength(2);
    expect(String(mails[1]!.payload.text)).toContain(again.ended.reward!.code!);
  });

  it('keeps the rewards of a browser merged into the known player of that email', async () => {
    const mug = await reward({ name: 'Merged mug', kind: 'physical' });
    const gameId = await game([{ reward_id: mug.public_id, mode: 'winner', per_player: 5 }], {
      settings: LEAD_AFTER,
    });
    const email = `merge-${Date.now()}@example.com`;
    const known = await playCard(gameId);
    await sendLead(gameId, known.token, email);
    const browser = await playCard(gameId);
    await sendLead(gameId, browser.token, email);
    // The merge waits for the link emailed to the address (docs/product-rules.md#one-player-per-person).
    const link = (await emailsTo(email)).find((m) => m.payload.subject.startsWith('Confirm'))!;
    const token = decodeURIComponent(/token=([^\s]+)/.exec(String(link.payload.text))![1]!);
    const confirmed = await t.api('POST', 'play/players/email/confirm', { body: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const mine = await front(confirmed.json<{ player_token: string }>().player_token);
    expect(mine.won.map((w) => w.id).sort()).toEqual(
      [known.ended.reward!.id, browser.ended.reward!.id].sort(),
    );
  });
});

describe('fairness', () => {
  it('commits on publish, reveals on pause, and the verification script agrees', async () => {
    const prize = await reward({ name: 'Fair prize', kind: 'physical' });
    const bag = await reward({ name: 'Fair bag', kind: 'physical' });
    const thanks = await reward({ name: 'Fair thanks', kind: 'shared_code', shared_value: 'TY' });
    const rules = [
      {
        reward_id: bag.public_id,
        mode: 'moments' as const,
        per_player: 5,
        moments: {
          mode: 'random' as const,
          count: 2,
          starts_at: new Date(Date.now() - 3_600_000).toISOString(),
          ends_at: new Date(Date.now() - 60_000).toISOString(),
        },
      },
      { reward_id: prize.public_id, mode: 'odds' as const, odds: 30, per_player: 100 },
    ];
    const gameId = await game(rules, { status: 'draft', consolation: thanks.public_id });
    const draft = GameResponse.parse((await t.api('GET', `games/${gameId}`, owner)).json());
    expect(draft.game.settings.rewards.fairness).toEqual([]);

    const published = await t.api('PATCH', `games/${gameId}`, {
      ...owner,
      body: { status: 'published' },
    });
    const committed = GameResponse.parse(published.json()).game.settings.rewards.fairness;
    expect(committed).toHaveLength(1);
    expect(committed[0]).toMatchObject({ seed: null, revealed_at: null });
    expect(committed[0]!.commitment).toMatch(/^[0-9a-f]{64}$/);

    const token = (await playCard(gameId)).token;
    for (let i = 0; i < 24; i++) await playCard(gameId, token);
    const running = await verifyDraws(get, gameId);
    expect(running.agreed).toBe(true);
    expect(running.periods[0]).toMatchObject({ revealed: false, draws: 25, recomputed: 0 });
    // Both moments were past: the first two plays won them.
    const page = DrawListResponse.parse((await t.api('GET', `play/games/${gameId}/draws`)).json());
    expect(page.data.slice(0, 2).map((d) => d.moment?.rule_id)).toEqual(['r1', 'r1']);

    // Changing the draw rules ends the period (its seed revealed) and opens the next one.
    await t.api('PATCH', `games/${gameId}`, {
      ...owner,
      body: {
        settings: {
          rewards: {
            rules: [
              { ...rules[0], id: 'r1' },
              { ...rules[1], id: 'r2', odds: 50 },
            ],
            consolation_reward_id: thanks.public_id,
          },
        },
      },
    });
    for (let i = 0; i < 10; i++) await playCard(gameId, token);
    await t.api('PATCH', `games/${gameId}`, { ...owner, body: { status: 'paused' } });

    const fairness = GameFairnessResponse.parse(
      (await t.api('GET', `play/games/${gameId}/fairness`)).json(),
    );
    expect(fairness.periods).toHaveLength(2);
    for (const period of fairness.periods) {
      expect(period.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(commitmentOf(period.seed!)).toBe(period.commitment);
    }
    expect(fairness.periods[1]!.moments?.filter((m) => m.play_id)).toHaveLength(2);
    const paused = GameResponse.parse((await t.api('GET', `games/${gameId}`, owner)).json());
    expect(paused.game.settings.rewards.fairness.map((f) => f.commitment)).toEqual(
      fairness.periods.map((p) => p.commitment),
    );

    const report = await verifyDraws(get, gameId);
    expect(report.agreed, JSON.stringify(report.periods.map((p) => p.problems))).toBe(true);
    expect(report.periods.map((p) => [p.draws, p.recomputed])).toEqual([
      [10, 10],
      [25, 25],
    ]);
    expect(report.periods.every((p) => p.commitment_matches)).toBe(true);

    // A draw changed after the fact is caught.
    const tampered: GetJson = async (path) => {
      const body = (await get(path)) as { data?: { ticket: number; result: string }[] };
      if (body.data?.[3])
        body.data[3] = { ...body.data[3], ticket: (body.data[3].ticket + 1) % 10_000_000 };
      return body;
    };
    const caught = await verifyDraws(tampered, gameId);
    expect(caught.agreed).toBe(false);
    expect(caught.periods.some((p) => p.problems.some((m) => m.includes('recomputed')))).toBe(true);

    // A seed that does not hash to the commitment is caught too.
    const swapped: GetJson = async (path) => {
      const body = (await get(path)) as { periods?: { seed: string | null }[] };
      body.periods?.forEach((p) => (p.seed = 'ab'.repeat(32)));
      return body;
    };
    expect((await verifyDraws(swapped, gameId)).agreed).toBe(false);

    // Republishing commits to a new seed.
    await t.api('PATCH', `games/${gameId}`, { ...owner, body: { status: 'published' } });
    const [open] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from reward_commitments c join games g on g.id = c.game_id
          where g.public_id = ${gameId} and c.revealed_at is null`,
    );
    expect(open!.n).toBe(1);
  });
});
