/**
 * Sign-in sessions (docs/team-and-sign-in.md#sessions): a person lists and ends only their own
 * sessions, the owner ends a member's; the business's idle and absolute lifetimes end sessions at
 * their next request; the last activity is written at most once a minute; each ending is in the
 * audit log. Timestamps are moved in the database rather than the clock.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AccountSettingsResponse,
  AuditLogResponse,
  EndedSessionsResponse,
  SessionsResponse,
} from '@playdesk/contract';
import { accounts, sessions, users } from '../../db/schema.js';
import { hashToken } from '../../lib/tokens.js';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import { fileTestContext, type Session } from '../../test/harness.js';
import { describeUserAgent, ipNetwork } from '../auth/session-origin.js';

const t = await fileTestContext();

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in from a given browser; answers the session as `api` takes it. */
async function signIn(email: string, userAgent = FIREFOX_LINUX): Promise<Session> {
  const res = await t.api('POST', 'login', {
    headers: { 'user-agent': userAgent },
    body: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Session['body']>();
  return { token: body.user.token, account: body.user.current_account.public_id, body };
}

async function list(who: Session) {
  const res = await t.api('GET', 'sessions', who);
  expect(res.statusCode, res.body).toBe(200);
  return SessionsResponse.parse(res.json()).sessions;
}

const alive = async (who: Session) => (await t.api('GET', 'user-profile', who)).statusCode;

const rowOf = async (who: Session) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(who.token)))
  )[0]!;

async function auditActions(who: Session, action: string) {
  const res = await t.api('GET', `audit-log?action=${action}&page_size=100`, who);
  expect(res.statusCode, res.body).toBe(200);
  return AuditLogResponse.parse(res.json()).data;
}

describe('where a session comes from', () => {
  it('keeps the network, never the address', () => {
    expect(ipNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(ipNetwork('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(ipNetwork('2001:db8:12:34::1')).toBe('2001:db8:12::/48');
    expect(ipNetwork('2001:0db8::1')).toBe('2001:db8:0::/48');
    expect(ipNetwork('::1')).toBe('0:0:0::/48');
    expect(ipNetwork('not an ip')).toBeNull();
    expect(ipNetwork(null)).toBeNull();
  });

  it('reads the device class, browser and system from the user agent', () => {
    expect(describeUserAgent(FIREFOX_LINUX)).toEqual({
      device: 'desktop',
      browser: 'Firefox 133',
      os: 'Linux',
    });
    expect(describeUserAgent(SAFARI_IPHONE)).toMatchObject({
      device: 'mobile',
      browser: 'Safari 17',
      os: 'iOS 17.5',
    });
    expect(describeUserAgent('')).toEqual({ device: null, browser: null, os: null });
    expect(describeUserAgent('x'.repeat(2000))).toEqual({ device: null, browser: null, os: null });
  });
});

describe('your sessions', () => {
  it('lists only your own live sessions, with this one marked, named by public ids', async () => {
    const laptop = await signIn('barista@playdesk.test');
    const phone = await signIn('barista@playdesk.test', SAFARI_IPHONE);
    const someoneElse = await signIn('other@playdesk.test');
    const mine = await list(laptop);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const current = mine.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({
      device: 'desktop',
      browser: 'Firefox 133',
      os: 'Linux',
      network: '127.0.0.0/24',
    });
    const phoneRow = await rowOf(phone);
    expect(mine.find((s) => s.id === phoneRow.publicId)).toMatchObject({
      device: 'mobile',
      current: false,
    });
    // Never a token or its hash; never another person's session.
    const text = JSON.stringify(mine);
    expect(text).not.toContain(phoneRow.tokenHash);
    expect(text).not.toContain(phone.token);
    const theirs = await rowOf(someoneElse);
    expect(mine.some((s) => s.id === theirs.publicId)).toBe(false);
  });

  it('ends one of your sessions, and never another person’s', async () => {
    const laptop = await signIn('barista@playdesk.test');
    const phone = await signIn('barista@playdesk.test', SAFARI_IPHONE);
    const someoneElse = await signIn('other@playdesk.test');
    const theirs = await rowOf(someoneElse);
    const refused = await t.api('DELETE', `sessions/${theirs.publicId}`, laptop);
    expect(refused.statusCode).toBe(404);
    expect(await alive(someoneElse)).toBe(200);

    const phoneId = (await rowOf(phone)).publicId;
    const ended = await t.api('DELETE', `sessions/${phoneId}`, laptop);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(EndedSessionsResponse.parse(ended.json()).ended).toBe(1);
    expect(await alive(phone)).toBe(401);
    expect(await alive(laptop)).toBe(200);
    expect((await t.api('DELETE', `sessions/${phoneId}`, laptop)).statusCode).toBe(404);

    const owner = await signIn('owner@playdesk.test');
    const [entry] = await auditActions(owner, 'session.ended');
    expect(entry).toMatchObject({
      actor: { kind: 'user', label: 'barista@playdesk.test' },
      target: { type: 'session', id: phoneId },
    });
  });

  it('ends every other session and keeps this one', async () => {
    const a = await signIn('barista@playdesk.test');
    const b = await signIn('barista@playdesk.test', SAFARI_IPHONE);
    const c = await signIn('barista@playdesk.test');
    const other = await signIn('other@playdesk.test');
    const res = await t.api('DELETE', 'sessions', a);
    expect(res.statusCode, res.body).toBe(200);
    expect(EndedSessionsResponse.parse(res.json()).ended).toBeGreaterThanOrEqual(2);
    expect(await alive(a)).toBe(200);
    expect(await alive(b)).toBe(401);
    expect(await alive(c)).toBe(401);
    expect(await alive(other)).toBe(200);
    expect((await list(a)).map((s) => s.current)).toEqual([true]);
    const owner = await signIn('owner@playdesk.test');
    expect((await auditActions(owner, 'session.others_ended'))[0]).toMatchObject({
      actor: { label: 'barista@playdesk.test' },
    });
  });

  it('is not reachable with an API key', async () => {
    const owner = await signIn('owner@playdesk.test');
    const key = await t.api('POST', 'api-keys', {
      ...owner,
      body: { name: 'Till', modules: ['games'], access: 'write' },
    });
    const secret = (key.json() as { secret: string }).secret;
    expect((await t.api('GET', 'sessions', { token: secret })).statusCode).toBe(403);
    expect((await t.api('DELETE', 'sessions', { token: secret })).statusCode).toBe(403);
  });
});

describe('the owner ends a member’s sessions', () => {
  const publicIdOf = async (email: string) =>
    (await t.db.select({ id: users.publicId }).from(users).where(eq(users.email, email)))[0]!.id;

  it('signs the member out everywhere, and is recorded', async () => {
    const owner = await signIn('owner@playdesk.test');
    const member1 = await signIn('member@playdesk.test');
    const member2 = await signIn('member@playdesk.test', SAFARI_IPHONE);
    const memberId = await publicIdOf('member@playdesk.test');
    const res = await t.api('DELETE', `team-mates/${memberId}/sessions`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(EndedSessionsResponse.parse(res.json()).ended).toBeGreaterThanOrEqual(2);
    expect(await alive(member1)).toBe(401);
    expect(await alive(member2)).toBe(401);
    expect(await alive(owner)).toBe(200);
    expect((await auditActions(owner, 'session.member_sessions_ended'))[0]).toMatchObject({
      actor: { label: 'owner@playdesk.test' },
      target: { type: 'person', id: 'member@playdesk.test' },
    });
  });

  it('is the owner’s alone, for members of their own business only', async () => {
    const owner = await signIn('owner@playdesk.test');
    const member = await signIn('member@playdesk.test');
    const ownerId = await publicIdOf('owner@playdesk.test');
    const baristaId = await publicIdOf('barista@playdesk.test');
    const otherId = await publicIdOf('other@playdesk.test');
    // A member (even with the teams module) cannot end the owner's or a colleague's sessions.
    const byMember = await t.api('DELETE', `team-mates/${baristaId}/sessions`, member);
    expect([403]).toContain(byMember.statusCode);
    expect((await t.api('DELETE', `team-mates/${ownerId}/sessions`, member)).statusCode).toBe(403);
    // The owner: not themselves, not a person of another business.
    expect((await t.api('DELETE', `team-mates/${ownerId}/sessions`, owner)).statusCode).toBe(403);
    const stranger = await signIn('other@playdesk.test');
    expect((await t.api('DELETE', `team-mates/${otherId}/sessions`, owner)).statusCode).toBe(404);
    expect(await alive(stranger)).toBe(200);
  });
});

describe('session lifetimes', () => {
  const businessOf = async (who: Session) =>
    (await t.db.select().from(accounts).where(eq(accounts.publicId, who.account)))[0]!;

  it('are settings of the business: defaults, owner only, bounded, recorded', async () => {
    const owner = await t.signUp('starter', 'Lifetimes Café');
    const got = await t.api('GET', 'account-settings', owner);
    expect(AccountSettingsResponse.parse(got.json()).account_settings).toMatchObject({
      session_idle_minutes: 10_080,
      session_absolute_days: t.config.sessionTtlDays,
    });
    for (const body of [
      { session_idle_minutes: 5 },
      { session_idle_minutes: 50_000 },
      { session_absolute_days: 0 },
      { session_absolute_days: 400 },
      { session_idle_minutes: 60.5 },
    ]) {
      const res = await t.api('PATCH', 'account-settings', { ...owner, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const set = await t.api('PATCH', 'account-settings', {
      ...owner,
      body: { session_idle_minutes: 60, session_absolute_days: 7 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(AccountSettingsResponse.parse(set.json()).account_settings).toMatchObject({
      session_idle_minutes: 60,
      session_absolute_days: 7,
    });
    const [entry] = await auditActions(owner, 'account.settings_changed');
    expect(entry).toMatchObject({
      before: { session_idle_minutes: 10_080, session_absolute_days: t.config.sessionTtlDays },
      after: { session_idle_minutes: 60, session_absolute_days: 7 },
    });
    // The demo member may change the language (account_managment) but not the lifetimes.
    const member = await signIn('member@playdesk.test');
    const refused = await t.api('PATCH', 'account-settings', {
      ...member,
      body: { session_idle_minutes: 30 },
    });
    expect([403]).toContain(refused.statusCode);
  });

  it('ends a session idle for longer than the business allows', async () => {
    const owner = await t.signUp('starter', 'Idle Bakery');
    await t.api('PATCH', 'account-settings', { ...owner, body: { session_idle_minutes: 30 } });
    const row = await rowOf(owner);
    await t.db
      .update(sessions)
      .set({ lastActiveAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.id, row.id));
    expect(await alive(owner)).toBe(200);
    // That request moved its last activity to now.
    const touched = await rowOf(owner);
    expect(Date.now() - touched.lastActiveAt.getTime()).toBeLessThan(10_000);
    await t.db
      .update(sessions)
      .set({ lastActiveAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.id, row.id));
    expect(await alive(owner)).toBe(401);
    expect((await businessOf(owner)).sessionIdleMinutes).toBe(30);
  });

  it('ends a session older than the absolute lifetime, even an active one', async () => {
    const owner = await t.signUp('starter', 'Absolute Deli');
    await t.api('PATCH', 'account-settings', { ...owner, body: { session_absolute_days: 2 } });
    const row = await rowOf(owner);
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '47 hours'` })
      .where(eq(sessions.id, row.id));
    expect(await alive(owner)).toBe(200);
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '49 hours'` })
      .where(eq(sessions.id, row.id));
    expect(await alive(owner)).toBe(401);
  });

  it('gives a new sign-in the business’s absolute lifetime', async () => {
    const before = await signIn('other@playdesk.test');
    await t.api('PATCH', 'account-settings', { ...before, body: { session_absolute_days: 3 } });
    const row = await rowOf(await signIn('other@playdesk.test'));
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(3, 2);
    await t.api('PATCH', 'account-settings', {
      ...before,
      body: { session_absolute_days: t.config.sessionTtlDays },
    });
  });

  it('writes the last activity at most once a minute', async () => {
    const owner = await t.signUp('starter', 'Quiet Tea Room');
    const row = await rowOf(owner);
    const fixed = new Date(Date.now() - 30_000);
    await t.db.update(sessions).set({ lastActiveAt: fixed }).where(eq(sessions.id, row.id));
    for (let i = 0; i < 3; i++) expect(await alive(owner)).toBe(200);
    expect((await rowOf(owner)).lastActiveAt.getTime()).toBe(fixed.getTime());
    const old = new Date(Date.now() - 90_000);
    await t.db.update(sessions).set({ lastActiveAt: old }).where(eq(sessions.id, row.id));
    expect(await alive(owner)).toBe(200);
    expect((await rowOf(owner)).lastActiveAt.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });
});
