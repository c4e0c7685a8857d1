/**
 * Loyalty in the business's data (issue 39, items 1, 3 and 8; docs/loyalty.md): each player's
 * points and level in Player Data (list, detail, export), the members export (streamed CSV, the
 * player_data permission, tenancy), the points moving with a player's devices merged into one
 * ("one mailbox, one player"), the referral and every-game-of-the-week rules, and the business's
 * own badge images.
 */
import { and, eq, sql } from 'drizzle-orm';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAIR_PLAY,
  LoyaltyCardResponse,
  MediaResponse,
  PlayerDetailResponse,
  PlayerListResponse,
  type LoyaltySettingsRequest,
} from '@playdesk/contract';
import { SYSTEM_ACTOR } from '../../db/audit-log.js';
import { queryRows } from '../../db/rows.js';
import { accounts, games, memberships, players, users } from '../../db/schema.js';
import { queuedEmails } from '../../outbox/outbox.js';
import { drainJobs } from '../../infra/jobs.js';
import { fileTestContext } from '../../test/harness.js';
import { mergeInto } from '../player-data/merge.js';
import { AWARD_TEST_ENV } from '../rewards/award/test-support.js';
import { hashToken } from '../../lib/tokens.js';
import { earn, loyaltyEarnJobDefinition, playedEveryGameOfWeek } from './earn.js';
import { expirePoints } from './expiry.js';
import { exportMembers, MEMBER_COLUMNS } from './export.js';
import { driftedMembers } from './ledger.js';
import { queueReferralsOf } from './referral.js';
import { loyaltyHelpers } from './test-support.js';

const t = await fileTestContext(AWARD_TEST_ENV);
const owner = await t.login('owner@playdesk.test');
const other = await t.login('other@playdesk.test');
const mate = await t.login('member@playdesk.test');
const { helpers, accountId, putSettings, member, ledgerOf, balanceOf, give } = await loyaltyHelpers(
  t,
  owner,
);

const SETTINGS: LoyaltySettingsRequest = {
  enabled: true,
  time_zone: 'Europe/Paris',
  rules: { play: 5, finish: 5, win: 20, first_play_of_day: 10 },
  levels: [
    { name: 'Bean', min_points: 0 },
    { name: 'Roaster', min_points: 40 },
    { name: 'Barista', min_points: 100 },
  ],
  badges: [{ id: 'first-win', name: 'First win', icon: 'trophy', kind: 'first_win' }],
};

const [mateRow] = await t.db
  .select({ userId: users.id, accountId: accounts.id })
  .from(memberships)
  .innerJoin(users, eq(users.id, memberships.userId))
  .innerJoin(accounts, eq(accounts.id, memberships.accountId))
  .where(and(eq(users.email, 'member@playdesk.test'), eq(accounts.publicId, mate.account)));
const setMateModules = (modules: string[]) =>
  t.db
    .update(memberships)
    .set({ accessModules: modules })
    .where(
      and(eq(memberships.userId, mateRow!.userId), eq(memberships.accountId, mateRow!.accountId)),
    );

const csvOf = (body: string) =>
  parseCsv(body.replace(/^\ufeff/, ''), { columns: true }) as Record<string, string>[];

describe('Player Data shows points and level', () => {
  it('in the list, the detail and the players export; null for a player who is not a member', async () => {
    await putSettings(SETTINGS);
    const gameId = await helpers.game([]);
    const m = await member(gameId);
    await helpers.scratch(m.session.session.session_id, m.token);
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    expect(await balanceOf(m.id)).toBe(40);
    // A known player who is not a member (no verified email).
    const outsider = await helpers.playCard(gameId);
    await t.db.execute(
      sql`update players set email = 'not-verified@example.com', identified_at = now()
          where id = (select player_id from gameplays where id = ${outsider.session.session_id})`,
    );

    const list = await t.api('GET', 'players?page_size=100', owner);
    expect(list.statusCode, list.body).toBe(200);
    const rows = PlayerListResponse.parse(list.json()).data;
    expect(rows.find((p) => p.public_id === m.publicId)?.loyalty).toEqual({
      points: 40,
      level: 'Roaster',
    });
    expect(rows.find((p) => p.email === 'not-verified@example.com')?.loyalty).toBeNull();

    const detail = await t.api('GET', `players/${m.publicId}`, owner);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(PlayerDetailResponse.parse(detail.json()).player.loyalty).toEqual({
      points: 40,
      level: 'Roaster',
    });

    const exported = await t.api('GET', 'players/export', owner);
    expect(exported.statusCode).toBe(200);
    const csv = csvOf(exported.body);
    const line = csv.find((r) => r.email === m.email);
    expect(line).toMatchObject({ loyalty_points: '40', loyalty_level: 'Roaster' });
    expect(csv.find((r) => r.email === 'not-verified@example.com')).toMatchObject({
      loyalty_points: '',
      loyalty_level: '',
    });
  });
});

describe('the members export', () => {
  it('streams every member as CSV, most lifetime points first, in batches', async () => {
    await putSettings(SETTINGS);
    const gameId = await helpers.game([]);
    // More members than one batch of the stream (500) would be slow here: the keyset is checked
    // with members of equal lifetime points, which the order breaks by player id.
    const made: Awaited<ReturnType<typeof member>>[] = [];
    for (let i = 0; i < 4; i++) made.push(await member(gameId));
    expect((await give(made[0]!.publicId, 7)).statusCode).toBe(200);
    expect((await give(made[1]!.publicId, 7)).statusCode).toBe(200);
    expect((await give(made[2]!.publicId, 150, 'Opening week')).statusCode).toBe(200);

    const res = await t.api('GET', 'loyalty/members/export', owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/loyalty-members-\d{4}-\d{2}-\d{2}\.csv/);
    const csv = csvOf(res.body);
    expect(Object.keys(csv[0]!)).toEqual([...MEMBER_COLUMNS]);
    const lifetimes = csv.map((r) => Number(r.lifetime_points));
    expect(lifetimes).toEqual([...lifetimes].sort((a, b) => b - a));
    expect(csv.find((r) => r.player_id === made[2]!.publicId)).toMatchObject({
      points: '150',
      level: 'Barista',
      email: made[2]!.email,
    });
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from loyalty_members where account_id = ${accountId}`,
    );
    expect(csv.length).toBe(count!.n);
    // Each member once, whatever the batch size (the stream's batches are keyset pages).
    expect(new Set(csv.map((r) => r.player_id)).size).toBe(csv.length);
    const [audited] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'loyalty.members_exported'`,
    );
    expect(audited!.n).toBeGreaterThan(0);
  });

  it('is keyset-paged: batches of two give every member once', async () => {
    const stream = await exportMembers(
      t.db,
      accountId,
      { accountId, actor: SYSTEM_ACTOR, origin: null },
      2,
    );
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    const all = csvOf(text);
    expect(all.length).toBeGreaterThan(3);
    expect(new Set(all.map((r) => r.player_id)).size).toBe(all.length);
  });

  it('needs the player_data permission, and answers only the business of the call', async () => {
    await setMateModules(['games', 'rewards']);
    try {
      const refused = await t.api('GET', 'loyalty/members/export', mate);
      expect(refused.statusCode).toBe(403);
    } finally {
      await setMateModules(['games', 'rewards', 'player_data']);
    }
    const allowed = await t.api('GET', 'loyalty/members/export', mate);
    expect(allowed.statusCode).toBe(200);
    // Other Bakery has no members: a header and nothing of Demo Coffee Co.'s.
    const elsewhere = await t.api('GET', 'loyalty/members/export', other);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(csvOf(elsewhere.body)).toEqual([]);
    const anonymous = await t.api('GET', 'loyalty/members/export');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a player whose devices merge into one', () => {
  const playerRow = async (id: string) =>
    (await t.db.select().from(players).where(eq(players.id, id)))[0]!;

  it('moves the ledger, totals, streak and badges to the kept player, each cause still once', async () => {
    await putSettings(SETTINGS);
    const gameId = await helpers.game([]);
    const kept = await member(gameId);
    const browser = await member(gameId);
    await helpers.scratch(kept.session.session.session_id, kept.token);
    await helpers.scratch(browser.session.session.session_id, browser.token);
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    expect((await give(browser.publicId, 30, 'Birthday')).statusCode).toBe(200);
    expect((await give(browser.publicId, -10, 'Correction')).statusCode).toBe(200);
    const keptBefore = await ledgerOf(kept.id);
    const browserBefore = await ledgerOf(browser.id);
    expect(await balanceOf(browser.id)).toBe(60);

    const [from, into] = [await playerRow(browser.id), await playerRow(kept.id)];
    await t.db.transaction((tx) => mergeInto(tx, from, into, 'merged-token-hash'));

    const after = await ledgerOf(kept.id);
    expect(after).toEqual([...keptBefore, ...browserBefore]);
    expect(await ledgerOf(browser.id)).toEqual([]);
    const [row] = await queryRows<{
      balance: number;
      lifetime: number;
      debited: number;
      level: string;
      best_streak: number;
    }>(t.db, sql`select * from loyalty_members where player_id = ${kept.id}`);
    expect(row).toMatchObject({ balance: 100, lifetime: 110, debited: 10, level: 'Barista' });
    const gone = await queryRows(
      t.db,
      sql`select 1 from loyalty_members where player_id = ${browser.id}`,
    );
    expect(gone).toEqual([]);
    const badges = await queryRows<{ badge_id: string }>(
      t.db,
      sql`select badge_id from loyalty_badges where player_id = ${kept.id}`,
    );
    expect(badges.map((b) => b.badge_id)).toEqual(['first-win']);
    expect(await driftedMembers(t.db, accountId)).toEqual([]);

    // The browser's play moved to the kept player: replaying its earning adds nothing (its keys
    // moved with it), and the expiry still finds the moved points by the dates they were earned.
    const replay = await earn(t.db, {
      kind: 'play',
      gameplayId: browser.session.session.session_id,
    });
    expect(replay.earned).toBe(0);
    expect(await balanceOf(kept.id)).toBe(100);
    await expirePoints(t.db);
    expect(await driftedMembers(t.db, accountId)).toEqual([]);
  });

  it('makes the kept player a member with the points when only the browser was one', async () => {
    await putSettings(SETTINGS);
    const gameId = await helpers.game([]);
    const browser = await member(gameId);
    const kept = await helpers.playCard(gameId);
    const [keptId] = await queryRows<{ id: string }>(
      t.db,
      sql`select player_id as id from gameplays where id = ${kept.session.session_id}`,
    );
    expect((await give(browser.publicId, 25)).statusCode).toBe(200);
    const [from, into] = [await playerRow(browser.id), await playerRow(keptId!.id)];
    await t.db.transaction((tx) => mergeInto(tx, from, into, 'hash-2'));
    expect(await balanceOf(keptId!.id)).toBe(25);
    expect(await driftedMembers(t.db, accountId)).toEqual([]);
  });

  it('merges a player who never was a member without making a member', async () => {
    const gameId = await helpers.game([]);
    const a = await helpers.playCard(gameId);
    const b = await helpers.playCard(gameId);
    const ids = await queryRows<{ id: string }>(
      t.db,
      sql`select player_id as id from gameplays
          where id in (${a.session.session_id}, ${b.session.session_id}) order by started_at`,
    );
    const [from, into] = [await playerRow(ids[0]!.id), await playerRow(ids[1]!.id)];
    await t.db.transaction((tx) => mergeInto(tx, from, into, 'hash-3'));
    expect(
      await queryRows(t.db, sql`select 1 from loyalty_members where player_id = ${ids[1]!.id}`),
    ).toEqual([]);
  });
});

describe('the referral rule', () => {
  const REFERRAL: LoyaltySettingsRequest = { ...SETTINGS, rules: { referral: 100 } };
  /** A game with a form asking for the email after the play. */
  const formGame = () =>
    helpers.game([], {
      settings: {
        lead_form: {
          mode: 'after',
          fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
          consents: [],
        },
      },
    });
  const lead = (gameId: string, token: string, email: string, referrer?: string) =>
    t.api('POST', `play/games/${gameId}/lead`, {
      body: { values: { email }, ...(referrer === undefined ? {} : { referrer }) },
      headers: { 'x-player': token },
    });
  const verifyAddress = (email: string) =>
    t.db.execute(
      sql`insert into verified_contacts (account_id, channel, address)
          values (${accountId}, 'email', ${email}) on conflict do nothing`,
    );
  const referredBy = async (token: string) =>
    (
      await queryRows<{ referred_by: string | null }>(
        t.db,
        sql`select referred_by from players where token_hash = ${hashToken(token)}`,
      )
    )[0]?.referred_by ?? null;

  it('pays the referrer once the friend is a verified member, once per friend', async () => {
    await putSettings(REFERRAL);
    const gameId = await formGame();
    const referrer = await member(gameId);
    const before = await balanceOf(referrer.id);

    // The friend arrives by the link and sends the form; their email is not verified yet.
    const friend = await helpers.playCard(gameId);
    const sent = await lead(gameId, friend.token, 'friend.one@example.com', referrer.publicId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await referredBy(friend.token)).toBe(referrer.id);
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    expect(await balanceOf(referrer.id)).toBe(before);

    // The code confirmed: the verification queues the referral (as confirmEmail does).
    await verifyAddress('friend.one@example.com');
    await queueReferralsOf(t.db, accountId, 'friend.one@example.com');
    await queueReferralsOf(t.db, accountId, 'friend.one@example.com');
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    expect(await balanceOf(referrer.id)).toBe(before + 100);
    const entries = (await ledgerOf(referrer.id)).filter((e) => e.reason === 'referral');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.key).toMatch(/^earn:referral:[0-9a-f]{32}$/);
    // The key names no address.
    expect(entries[0]!.key).not.toContain('friend');

    // The same friend's form again, or a replayed job: nothing more.
    await lead(gameId, friend.token, 'friend.one@example.com', referrer.publicId);
    await earn(t.db, {
      kind: 'referral',
      friendId: (
        await queryRows<{ id: string }>(
          t.db,
          sql`select id from players where token_hash = ${hashToken(friend.token)}`,
        )
      )[0]!.id,
    });
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    expect(await balanceOf(referrer.id)).toBe(before + 100);
    expect(await driftedMembers(t.db, accountId)).toEqual([]);
  });

  it('pays when the code is confirmed through fair play after the form (the real routes)', async () => {
    await putSettings(REFERRAL);
    const plain = await formGame();
    // A game asking for a verified email: its code routes verify the address.
    const verifying = await formGame();
    await t.db
      .update(games)
      .set({ fairPlay: { ...DEFAULT_FAIR_PLAY, verify_email: 'code' } })
      .where(eq(games.publicId, verifying));
    const referrer = await member(plain);
    const before = await balanceOf(referrer.id);
    const friend = await helpers.playCard(plain);
    const email = 'friend.three@example.com';
    expect((await lead(plain, friend.token, email, referrer.publicId)).statusCode).toBe(200);
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    expect(await balanceOf(referrer.id)).toBe(before);

    const sent = await t.api('POST', `play/games/${verifying}/verify/email`, { body: { email } });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const mail = (await queuedEmails(t.db)).filter((m) => m.payload.to === email).at(-1);
    const code = /^(\d{6})$/m.exec(String(mail?.payload.text ?? ''))?.[1];
    expect(code).toBeDefined();
    const confirmed = await t.api('POST', `play/games/${verifying}/verify/email/confirm`, {
      body: { email, code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    expect(await balanceOf(referrer.id)).toBe(before + 100);
  });

  it('pays at the form when the friend’s email was verified before it', async () => {
    await putSettings(REFERRAL);
    const gameId = await formGame();
    const referrer = await member(gameId);
    const before = await balanceOf(referrer.id);
    await verifyAddress('friend.two@example.com');
    const friend = await helpers.playCard(gameId);
    expect(
      (await lead(gameId, friend.token, 'friend.two@example.com', referrer.publicId)).statusCode,
    ).toBe(200);
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    expect(await balanceOf(referrer.id)).toBe(before + 100);
  });

  it('ignores a known player, oneself, an unknown or another business’s player; 400 for a bad value', async () => {
    await putSettings(REFERRAL);
    const gameId = await formGame();
    const referrer = await member(gameId);
    // A player who already sent a form is not new: a link followed later refers nobody.
    const known = await helpers.playCard(gameId);
    expect((await lead(gameId, known.token, 'known@example.com')).statusCode).toBe(200);
    expect(
      (await lead(gameId, known.token, 'known@example.com', referrer.publicId)).statusCode,
    ).toBe(200);
    expect(await referredBy(known.token)).toBeNull();
    // Oneself.
    const self = await helpers.playCard(gameId);
    const selfId = (
      await queryRows<{ public_id: string }>(
        t.db,
        sql`select public_id from players where token_hash = ${hashToken(self.token)}`,
      )
    )[0]!.public_id;
    expect((await lead(gameId, self.token, 'self@example.com', selfId)).statusCode).toBe(200);
    expect(await referredBy(self.token)).toBeNull();
    // Nobody by that id, and a player of Other Bakery.
    const stranger = await helpers.playCard(gameId);
    expect((await lead(gameId, stranger.token, 's@example.com', 'p_nobody')).statusCode).toBe(200);
    expect(await referredBy(stranger.token)).toBeNull();
    const [bakeryPlayer] = await queryRows<{ public_id: string }>(
      t.db,
      sql`select p.public_id from players p join accounts a on a.id = p.account_id
          where a.public_id = ${other.account} limit 1`,
    );
    if (bakeryPlayer) {
      const elsewhere = await helpers.playCard(gameId);
      await lead(gameId, elsewhere.token, 'e@example.com', bakeryPlayer.public_id);
      expect(await referredBy(elsewhere.token)).toBeNull();
    }
    const bad = await lead(
      gameId,
      (await helpers.playCard(gameId)).token,
      'b@example.com',
      'x'.repeat(65),
    );
    expect(bad.statusCode).toBe(400);
    const empty = await lead(gameId, (await helpers.playCard(gameId)).token, 'c@example.com', '');
    expect(empty.statusCode).toBe(400);
  });
});

describe('the every-game-of-the-week rule', () => {
  it('pays once per week, when every published game was played in the business’s week', async () => {
    await putSettings({ ...SETTINGS, rules: { every_game_of_week: 50 } });
    // Only the two games of this test are published.
    await t.db.execute(
      sql`update games set status = 'draft' where account_id = ${accountId} and status = 'published'`,
    );
    const a = await helpers.game([]);
    const b = await helpers.game([]);
    const m = await member(a);
    const playAt = async (gameId: string, at: string) => {
      const played = await helpers.playCard(gameId, m.token);
      await t.db.execute(
        sql`update gameplays set started_at = ${at}::timestamptz - interval '1 minute',
              ended_at = ${at}::timestamptz where id = ${played.session.session_id}`,
      );
      return earn(t.db, { kind: 'play', gameplayId: played.session.session_id });
    };
    const weekEntries = async () =>
      (await ledgerOf(m.id)).filter((e) => e.reason === 'every_game_of_week');

    // Monday 23 November 2026 in Paris: game A. Not yet every game.
    await playAt(a, '2026-11-23T09:00:00Z');
    expect(await weekEntries()).toEqual([]);
    // Sunday 29 November, 23:30 in Paris (22:30 UTC): game B, the same Paris week.
    await playAt(b, '2026-11-29T22:30:00Z');
    expect(await weekEntries()).toEqual([
      {
        kind: 'earn',
        points: 50,
        reason: 'every_game_of_week',
        key: `earn:week:${m.id}:2026-11-23`,
      },
    ]);
    // Again in that week: once per week.
    await playAt(a, '2026-11-25T12:00:00Z');
    expect(await weekEntries()).toHaveLength(1);
    // Monday 30 November 00:30 in Paris (23:30 UTC on the Sunday): the next week, B alone.
    await playAt(b, '2026-11-29T23:30:00Z');
    expect(await weekEntries()).toHaveLength(1);
    // …and A on the Wednesday: that week is complete too.
    await playAt(a, '2026-12-02T10:00:00Z');
    expect((await weekEntries()).map((e) => e.key)).toEqual([
      `earn:week:${m.id}:2026-11-23`,
      `earn:week:${m.id}:2026-11-30`,
    ]);
    expect(await driftedMembers(t.db, accountId)).toEqual([]);
  });

  it('reads the week in the business’s zone: the same plays make other weeks in New York', async () => {
    // The previous test's member and plays (A: 23 Nov 09:00, 25 Nov 12:00, 2 Dec 10:00 UTC;
    // B: 29 Nov 22:30 and 23:30 UTC), read in two zones.
    const [row] = await queryRows<{ player_id: string }>(
      t.db,
      sql`select player_id from gameplays where account_id = ${accountId}
          and ended_at = '2026-11-29T23:30:00Z'::timestamptz limit 1`,
    );
    const player = row!.player_id;
    const complete = (day: string, zone: string) =>
      playedEveryGameOfWeek(t.db, accountId, player, day, zone);
    // Paris: B's 23:30 UTC play is Monday 30 Nov 00:30, so the week of 30 Nov has both games.
    expect(await complete('2026-11-30', 'Europe/Paris')).toBe(true);
    // New York: it is still Sunday 29 Nov 18:30, so the week of 30 Nov has only A.
    expect(await complete('2026-11-30', 'America/New_York')).toBe(false);
    expect(await complete('2026-11-23', 'America/New_York')).toBe(true);
    expect(await complete('2026-12-07', 'Europe/Paris')).toBe(false);
  });
});

describe('a business’s own badge images', () => {
  const PNG_1X1 = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = (contentType: string, bytes: Buffer) => {
    const boundary = '----loyalty-badge-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="badge"\r\nContent-Type: ${contentType}\r\n\r\n`,
    );
    return t.app.inject({
      method: 'POST',
      url: '/services/api/v1/media',
      payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${owner.token}`,
        'x-account': owner.account,
      },
    });
  };

  it('uploads the picture through media, saves it on the badge and shows it on the card', async () => {
    const uploaded = await upload('image/png', PNG_1X1);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = MediaResponse.parse(uploaded.json()).media;
    // Not an image: refused by the upload's own check (type by content, not by name).
    const text = await upload('image/png', Buffer.from('not a picture at all'));
    expect(text.statusCode).toBe(415);

    const saved = await putSettings({
      ...SETTINGS,
      badges: [
        { id: 'first-win', name: 'First win', icon: 'trophy', kind: 'first_win', image: url },
        { id: 'streak-3', name: 'Three days', icon: 'flame', kind: 'streak', threshold: 3 },
      ],
    });
    expect(saved.badges.map((b) => b.image)).toEqual([url, null]);
    const gameId = await helpers.game([]);
    const m = await member(gameId);
    const card = await t.api('GET', `play/accounts/${owner.account}/loyalty/me`, {
      headers: { 'x-player': m.token },
    });
    expect(card.statusCode).toBe(200);
    expect(
      LoyaltyCardResponse.parse(card.json()).card.badges.map((b) => [b.id, b.icon, b.image]),
    ).toEqual([
      ['first-win', 'trophy', url],
      ['streak-3', 'flame', null],
    ]);
  });

  it('refuses an image that is neither an upload nor an https address (400)', async () => {
    for (const image of [
      'javascript:alert(1)',
      '/media/../console/x.png',
      'http://example.com/badge.png',
      `https://example.com/${'a'.repeat(3000)}.png`,
    ]) {
      const res = await t.api('PUT', 'loyalty', {
        ...owner,
        body: {
          ...SETTINGS,
          badges: [{ id: 'b', name: 'B', icon: 'star', kind: 'first_win', image }],
        },
      });
      expect(res.statusCode, image).toBe(400);
      expect(res.json().errors[0]).toMatch(/^badges\.0\.image: /);
    }
  });
});
