/**
 * Loyalty's push reminders and the form rule (issue 39 items 3, 7; docs/loyalty.md#reminders):
 * sent through the local fake push service (which checks VAPID and decrypts each message), once a
 * day per player however many times and instances run the job, in the player's language, at the
 * evening of the player's time zone, never when the business's setting is off or the plan's push
 * limit is reached; and a form earns once per player and game, retried or not.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PushPayload, type LoyaltySettingsRequest } from '@playdesk/contract';
import { queryRows } from '../../db/rows.js';
import { drainJobs } from '../../infra/jobs.js';
import { hashToken } from '../../lib/tokens.js';
import { startFakePush, type FakeSubscription } from '../../test/fake-push.js';
import { fileTestContext } from '../../test/harness.js';
import { pushLimitOf, usagePeriodNow } from '../pwa/campaigns.js';
import { configurePush } from '../pwa/runtime.js';
import { AWARD_TEST_ENV, awardHelpers } from '../rewards/award/test-support.js';
import { loyaltyEarnJobDefinition } from './earn.js';
import { jobDefinitions } from '../../jobs.js';
import { LOYALTY_REMINDER_JOB, sendReminders } from '../pwa/loyalty-reminders.js';

const t = await fileTestContext(AWARD_TEST_ENV);
const owner = await t.login('owner@playdesk.test');
const helpers = awardHelpers(t, owner);
const fake = await startFakePush();
// The fake push service listens on 127.0.0.1: loopback allowed (as only tests can).
configurePush({ agent: fake.agent, allowLoopback: true });
afterAll(() => fake.close());

const [{ id: accountId }] = (await queryRows<{ id: string }>(
  t.db,
  sql`select id from accounts where public_id = ${owner.account}`,
)) as [{ id: string }];

const SETTINGS: LoyaltySettingsRequest = {
  enabled: true,
  time_zone: 'Europe/Paris',
  rules: { play: 5, form: 15 },
  badges: [{ id: 'first-win', name: 'First win', icon: 'trophy', kind: 'first_win' }],
  expiry_days: 30,
  reminders: { streak_ends: true, points_expire: true, new_badge: true },
};
async function putSettings(body: Partial<LoyaltySettingsRequest> = {}) {
  const res = await t.api('PUT', 'loyalty', { ...owner, body: { ...SETTINGS, ...body } });
  expect(res.statusCode, res.body).toBe(200);
}

/** 18:30 in Paris (UTC+1 in December): in the evening window of a player there. */
const EVENING = new Date('2026-12-02T17:30:00Z');
const NEXT_EVENING = new Date('2026-12-03T17:30:00Z');

const gameId = await helpers.game([]);
let emails = 0;
/** A member (verified email, 100 points) subscribed to push from a device in `timeZone`. */
async function subscribedMember(opts: { language?: string; timeZone?: string } = {}) {
  const { token } = await helpers.start(gameId);
  const email = `reminded${++emails}@example.com`;
  const [row] = await queryRows<{ id: string; public_id: string }>(
    t.db,
    sql`update players set email = ${email}, identified_at = now(), language = ${opts.language ?? 'en'}
        where token_hash = ${hashToken(token)} returning id, public_id`,
  );
  await t.db.execute(
    sql`insert into verified_contacts (account_id, channel, address) values (${accountId}, 'email', ${email})`,
  );
  const given = await t.api('POST', `loyalty/members/${row!.public_id}/adjust`, {
    ...owner,
    body: { points: 100, reason: 'Welcome' },
  });
  expect(given.statusCode, given.body).toBe(200);
  const sub = fake.subscription();
  const res = await t.api('POST', 'play/push/subscriptions', {
    headers: { 'x-player': token },
    body: {
      account: owner.account,
      subscription: sub,
      time_zone: opts.timeZone ?? 'Europe/Paris',
    },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return { id: row!.id, publicId: row!.public_id, token, sub };
}

/** A streak of 3 days whose last day is the day before `EVENING` (in Paris): it ends tonight. */
const onStreak = (playerId: string) =>
  t.db.execute(
    sql`update loyalty_members set streak = 3, best_streak = 3, streak_day = '2026-12-01'
        where player_id = ${playerId}`,
  );

const received = (sub: FakeSubscription) =>
  fake.received
    .filter((r) => r.endpoint === sub.endpoint)
    .map((r) => PushPayload.parse(JSON.parse(r.payload)));

beforeEach(async () => {
  await putSettings();
  await t.db.execute(sql`delete from push_usage`);
  // Only this test's members are subscribed: each test counts its own messages.
  await t.db.execute(sql`delete from push_subscriptions`);
});

describe('push reminders', () => {
  it('sends "your streak ends tonight" once a day, even when the job runs twice or on two instances at once', async () => {
    const m = await subscribedMember();
    await onStreak(m.id);
    // Two instances at the same moment, then a replay of the job.
    const runs = await Promise.all([sendReminders(t.db, EVENING), sendReminders(t.db, EVENING)]);
    await sendReminders(t.db, new Date(EVENING.getTime() + 15 * 60_000));
    expect(runs.map((r) => r.reminded).sort()).toEqual([0, 1]);
    const got = received(m.sub);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      title: expect.stringContaining('your 3-day streak ends tonight'),
      body: 'Play one game before midnight to keep it going.',
      url: `/rewards/${owner.account}/${m.publicId}`,
      campaign: '',
    });
    expect(fake.refused).toEqual([]);
    const [row] = await queryRows<{ reminded_day: string }>(
      t.db,
      sql`select reminded_day from loyalty_members where player_id = ${m.id}`,
    );
    expect(row!.reminded_day).toBe('2026-12-02');
    // Counted against the plan's monthly push limit like any notification.
    const [usage] = await queryRows<{ sent: number }>(
      t.db,
      sql`select sent from push_usage where period = ${usagePeriodNow()}`,
    );
    expect(usage!.sent).toBe(1);
  });

  it("waits for the evening of the player's own time zone", async () => {
    const m = await subscribedMember({ timeZone: 'Asia/Tokyo' });
    await onStreak(m.id);
    // 18:30 in Paris is 02:30 the next night in Tokyo: not the evening there.
    expect((await sendReminders(t.db, EVENING)).reminded).toBe(0);
    // 18:30 in Tokyo (09:30 UTC) is the morning of the 2nd in Paris, the business's day: the
    // streak ends tonight there.
    expect((await sendReminders(t.db, new Date('2026-12-02T09:30:00Z'))).reminded).toBe(1);
    expect(received(m.sub)).toHaveLength(1);
  });

  it("speaks the player's language (their app's when they subscribed in one)", async () => {
    const fr = await subscribedMember({ language: 'fr' });
    const de = await subscribedMember({ language: 'de' });
    await onStreak(fr.id);
    await onStreak(de.id);
    await sendReminders(t.db, EVENING);
    expect(received(fr.sub)[0]!.title).toContain('votre série de 3 jours se termine ce soir');
    expect(received(de.sub)[0]!.title).toContain('Ihre Serie von 3 Tagen endet heute Abend');
  });

  it('sends nothing when the business turned the reminder off', async () => {
    await putSettings({
      reminders: { streak_ends: false, points_expire: false, new_badge: false },
    });
    const m = await subscribedMember();
    await onStreak(m.id);
    expect(await sendReminders(t.db, EVENING)).toEqual({ reminded: 0, sent: 0, limited: 0 });
    // Another reminder on does not send the one turned off.
    await putSettings({ reminders: { streak_ends: false, points_expire: false, new_badge: true } });
    expect((await sendReminders(t.db, EVENING)).reminded).toBe(0);
    expect(received(m.sub)).toEqual([]);
  });

  it("sends nothing past the plan's monthly push limit, and claims no day for it", async () => {
    const m = await subscribedMember();
    await onStreak(m.id);
    const { billingAccountId, limit } = await pushLimitOf(t.db, accountId);
    await t.db.execute(
      sql`insert into push_usage (account_id, period, sent) values (${billingAccountId}, ${usagePeriodNow()}, ${limit})`,
    );
    expect(await sendReminders(t.db, EVENING)).toEqual({ reminded: 0, sent: 0, limited: 1 });
    expect(received(m.sub)).toEqual([]);
    // Room again (a new month, a bigger plan): the day was not spent, the reminder goes.
    await t.db.execute(sql`update push_usage set sent = ${limit - 1}`);
    expect((await sendReminders(t.db, EVENING)).reminded).toBe(1);
    expect(received(m.sub)).toHaveLength(1);
  });

  it('announces points before they expire, once for the same points, with the day they go', async () => {
    const m = await subscribedMember();
    // The 100 welcome points were earned now; they expire 30 days later. Two days before:
    const earned = Date.now();
    const evening = (daysLater: number) => {
      const d = new Date(earned + daysLater * 86_400_000);
      d.setUTCHours(17, 30, 0, 0);
      return d;
    };
    expect((await sendReminders(t.db, evening(20))).reminded).toBe(0); // not yet due
    expect((await sendReminders(t.db, evening(28))).reminded).toBe(1);
    const weekday = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      timeZone: 'Europe/Paris',
    }).format(new Date(earned + 30 * 86_400_000));
    expect(received(m.sub)[0]!.title).toMatch(
      new RegExp(`100 points expire on ${weekday} \\d+ \\w+`),
    );
    // The next evening: the same points are not announced again.
    expect((await sendReminders(t.db, evening(29))).reminded).toBe(0);
    expect(received(m.sub)).toHaveLength(1);
  });

  it('announces a new badge once; the streak comes first and only one reminder a day goes', async () => {
    const m = await subscribedMember({ language: 'es' });
    await onStreak(m.id);
    // Earned by the member's first play: in the transaction that made them a member, at its time.
    await t.db.execute(
      sql`insert into loyalty_badges (player_id, badge_id, account_id, earned_at)
          select ${m.id}, 'first-win', ${accountId}, joined_at from loyalty_members
          where player_id = ${m.id}`,
    );
    await sendReminders(t.db, EVENING);
    await sendReminders(t.db, EVENING);
    expect(received(m.sub).map((p) => p.title)).toEqual([
      expect.stringContaining('tu racha de 3 días termina esta noche'),
    ]);
    // The next evening the streak is gone (no play on the 2nd): the badge's turn, once.
    await sendReminders(t.db, NEXT_EVENING);
    await sendReminders(t.db, new Date(NEXT_EVENING.getTime() + 86_400_000));
    expect(received(m.sub).map((p) => p.title)).toEqual([
      expect.stringContaining('tu racha de 3 días termina esta noche'),
      expect.stringContaining('nueva insignia, First win'),
    ]);
  });
});

describe('the reminder job', () => {
  it("is one of the server's jobs, every 15 minutes, and its handler runs", async () => {
    const job = jobDefinitions.find((d) => d.name === LOYALTY_REMINDER_JOB);
    expect(job?.schedule).toBe('*/15 * * * *');
    await expect(
      job!.handler(
        {},
        {
          db: t.db,
          log: t.app.log,
          attempt: 1,
          jobId: 'test',
          signal: new AbortController().signal,
        },
      ),
    ).resolves.toBeUndefined();
  });
});

describe('the form rule', () => {
  it('earns once per player and game, however often the form is sent', async () => {
    const formGame = await helpers.game([], {
      settings: {
        lead_form: {
          mode: 'before',
          fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
          consents: [],
        },
      },
    });
    const email = 'form.member@example.com';
    await t.db.execute(
      sql`insert into verified_contacts (account_id, channel, address) values (${accountId}, 'email', ${email})`,
    );
    const send = (token?: string) =>
      t.api('POST', `play/games/${formGame}/lead`, {
        body: { values: { email }, consents: [] },
        ...(token ? { headers: { 'x-player': token } } : {}),
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const token = (first.json() as { player_token: string }).player_token;
    // The form retried (the answer was lost), and sent again later: one earning.
    expect((await send(token)).statusCode).toBe(200);
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    expect((await send(token)).statusCode).toBe(200);
    await drainJobs(t.db, [loyaltyEarnJobDefinition]);
    const entries = await queryRows<{ reason: string; points: number }>(
      t.db,
      sql`select l.reason, l.points from loyalty_ledger l join players p on p.id = l.player_id
          where p.token_hash = ${hashToken(token)}`,
    );
    expect(entries).toEqual([{ reason: 'form', points: 15 }]);

    // Loyalty off: the form queues nothing.
    await putSettings({ enabled: false });
    const other = await t.api('POST', `play/games/${formGame}/lead`, {
      body: { values: { email: 'not.counted@example.com' }, consents: [] },
    });
    expect(other.statusCode).toBe(200);
    expect(await drainJobs(t.db, [loyaltyEarnJobDefinition])).toBe(0);
  });
});
