/**
 * Verified players (issue 36, docs/fair-play.md), on PGlite and PostgreSQL: codes by email and SMS
 * (single use, 5 tries then a lock, resend limited, expiry), the lead form refused until the email
 * or phone is verified and accepted for good after, one mailbox one player for the participation
 * limit, disposable domains, the SMS provider (a local fake of Twilio) and the plan's monthly cap.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_FAIR_PLAY,
  GameResponse,
  LeadResponse,
  PublicLeadFormResponse,
  StartSessionResponse,
  VERIFICATION_LIMITS,
  type FairPlaySettings,
} from '@playdesk/contract';
import {
  accounts,
  games,
  playerEmailConfirmations,
  plans,
  players,
  subscriptions,
  usage,
  verificationCodes,
  verifiedContacts,
} from '../../../db/schema.js';
import { normalizeEmail } from '../../../lib/email-identity.js';
import { queuedEmails } from '../../../outbox/outbox.js';
import { startFakeSms } from '../../../test/fake-sms.js';
import { fileTestContext } from '../../../test/harness.js';
import { findVerifyingGame } from '../../player-data/verifying-game.js';
import { AWARD_TEST_ENV, awardHelpers } from '../../rewards/award/test-support.js';
import { deleteOldCodes, deleteUnusedVerifications } from './codes.js';
import { usagePeriod } from '../../usage/period.js';
import { createVerificationService } from './service.js';

const sms = await startFakeSms();
afterAll(() => sms.close());
const t = await fileTestContext({
  ...AWARD_TEST_ENV,
  ...sms.env,
  VERIFY_CODES_PER_IP_PER_HOUR: '100000',
});
const owner = await t.login('owner@playdesk.test');
const { reward, game } = awardHelpers(t, owner);
const L = VERIFICATION_LIMITS;

const FORM = {
  mode: 'before',
  fields: [
    { key: 'first_name', type: 'first_name', label: 'First name', required: false },
    { key: 'email', type: 'email', label: 'Email', required: false },
  ],
  consents: [],
};

/** A scratch card giving a code to every winner, with a form before the play and these rules. */
async function fairGame(fairPlay: Partial<FairPlaySettings>, participation = 'unlimited') {
  const codes = await reward({ name: `Code ${Math.random()}`, kind: 'unique_code' }, 50);
  const id = await game([{ reward_id: codes.public_id, mode: 'winner', per_player: 10 }], {
    settings: { lead_form: FORM, participation: { rule: participation } },
  });
  await t.db
    .update(games)
    .set({ fairPlay: { ...DEFAULT_FAIR_PLAY, ...fairPlay } })
    .where(eq(games.publicId, id));
  return id;
}

const post = (path: string, body: unknown, token?: string) =>
  t.api('POST', path, { body, ...(token ? { headers: { 'x-player': token } } : {}) });
const lead = (gameId: string, values: Record<string, string>, token?: string) =>
  post(`play/games/${gameId}/lead`, { values, consents: [] }, token);
const sendEmail = (gameId: string, email: string) =>
  post(`play/games/${gameId}/verify/email`, { email });
const confirmEmail = (gameId: string, email: string, code: string) =>
  post(`play/games/${gameId}/verify/email/confirm`, { email, code });
const sendPhone = (gameId: string, phone: string) =>
  post(`play/games/${gameId}/verify/phone`, { phone });
const confirmPhone = (gameId: string, phone: string, code: string) =>
  post(`play/games/${gameId}/verify/phone/confirm`, { phone, code });

/** The code in the newest email to `to`. */
async function emailedCode(to: string): Promise<string> {
  const mail = (await queuedEmails(t.db)).filter((m) => m.payload.to === to).at(-1);
  const found = /^(\d{6})$/m.exec(String(mail?.payload.text ?? ''));
  if (!found) throw new Error(`no code emailed to ${to}`);
  return found[1]!;
}

const count = async (table: typeof players | typeof verificationCodes | typeof verifiedContacts) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** Lets the address ask for a new code now (the 60 s resend wait passed), as time would. */
const waitForResend = (address: string) =>
  t.db
    .update(verificationCodes)
    .set({ sentAt: sql`${verificationCodes.sentAt} - interval '61 seconds'` })
    .where(eq(verificationCodes.address, address));

describe('a verified email by code', () => {
  it('refuses the form until the email is verified, then takes it, and the play and reward follow', async () => {
    const gameId = await fairGame({ verify_email: 'code' });
    const form = PublicLeadFormResponse.parse(
      (await t.api('GET', `play/games/${gameId}/lead`)).json(),
    ).lead_form;
    expect(form.verify).toEqual({ email: 'code', phone: false });
    // The form's own email field, now required.
    expect(form.fields.find((f) => f.key === 'email')).toMatchObject({ required: true });

    const playersBefore = await count(players);
    const refused = await lead(gameId, { email: 'Lea.Martin+promo@example.com' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'lead.email_unverified',
      errors: [expect.stringMatching(/^email: /)],
    });
    expect(await count(players)).toBe(playersBefore);
    // Without the form, no play.
    const start = await post(`play/games/${gameId}/sessions`, {});
    expect(start.statusCode).toBe(409);

    const sent = await sendEmail(gameId, 'Lea.Martin+promo@example.com');
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({
      address: 'lea.martin@example.com',
      mode: 'code',
      expires_in_seconds: L.codeTtlSeconds,
      resend_in_seconds: L.resendSeconds,
    });
    const code = await emailedCode('lea.martin+promo@example.com');
    // Stored hashed: the code itself is nowhere in the table.
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.address, 'lea.martin@example.com'));
    expect(JSON.stringify(row)).not.toContain(code);

    const confirmed = await confirmEmail(gameId, 'LEA.MARTIN@example.com', code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ address: 'lea.martin@example.com', verified: true });

    const accepted = await lead(gameId, {
      email: 'lea.martin+promo@example.com',
      first_name: 'Léa',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const token = LeadResponse.parse(accepted.json()).player_token!;
    const played = await post(`play/games/${gameId}/sessions`, {}, token);
    expect(played.statusCode, played.body).toBe(201);
    expect(StartSessionResponse.parse(played.json()).session.session_id).toBeTruthy();
  });

  it('keeps an email verified for the business: another game takes it without a new code', async () => {
    const first = await fairGame({ verify_email: 'code' });
    await sendEmail(first, 'sam@example.com');
    expect(
      (await confirmEmail(first, 'sam@example.com', await emailedCode('sam@example.com')))
        .statusCode,
    ).toBe(200);
    const second = await fairGame({ verify_email: 'link' });
    const res = await lead(second, { email: 'Sam@Example.com' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('verifies for one business only: another business’s game asks again', async () => {
    const ours = await fairGame({ verify_email: 'code' });
    await sendEmail(ours, 'both@example.com');
    const code = await emailedCode('both@example.com');
    expect((await confirmEmail(ours, 'both@example.com', code)).statusCode).toBe(200);

    const other = await t.login('other@playdesk.test');
    const created = await t.api('POST', 'games', {
      ...other,
      body: {
        type: 'scratch',
        name: 'Other verified',
        status: 'published',
        content: { prizes: [{ label: 'Cake', odds: 100 }] },
        settings: { lead_form: FORM, participation: { rule: 'unlimited' } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const theirs = GameResponse.parse(created.json()).game.public_id;
    await t.db
      .update(games)
      .set({ fairPlay: { ...DEFAULT_FAIR_PLAY, verify_email: 'code' } })
      .where(eq(games.publicId, theirs));
    const res = await lead(theirs, { email: 'both@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'lead.email_unverified' });
    // Nor does our code work there.
    expect((await confirmEmail(theirs, 'both@example.com', code)).statusCode).toBe(404);
  });

  it('uses a code once', async () => {
    const gameId = await fairGame({ verify_email: 'code' });
    await sendEmail(gameId, 'once@example.com');
    const code = await emailedCode('once@example.com');
    expect((await confirmEmail(gameId, 'once@example.com', code)).statusCode).toBe(200);
    const again = await confirmEmail(gameId, 'once@example.com', code);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'verify.no_code' });
  });

  it('locks the address after 5 wrong codes: the right one no longer works, and a wait follows', async () => {
    const gameId = await fairGame({ verify_email: 'code' });
    await sendEmail(gameId, 'guess@example.com');
    const code = await emailedCode('guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = L.maxTries - 1; left >= 1; left--) {
      const res = await confirmEmail(gameId, 'guess@example.com', wrong);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'verify.wrong_code', params: { tries_left: left } });
    }
    const fifth = await confirmEmail(gameId, 'guess@example.com', wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({
      code: 'verify.locked',
      params: { minutes: L.lockSeconds / 60 },
    });
    expect(Number(fifth.headers['retry-after'])).toBe(L.lockSeconds);
    const right = await confirmEmail(gameId, 'guess@example.com', code);
    expect(right.statusCode).toBe(429);
    // No new code while locked, whatever the resend wait.
    await waitForResend('guess@example.com');
    const resend = await sendEmail(gameId, 'guess@example.com');
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toMatchObject({ code: 'verify.locked' });
    expect(
      await t.db
        .select()
        .from(verifiedContacts)
        .where(eq(verifiedContacts.address, 'guess@example.com')),
    ).toEqual([]);
  });

  it('counts tries atomically: 10 wrong codes at once lock after exactly 5', async () => {
    const gameId = await fairGame({ verify_email: 'code' });
    await sendEmail(gameId, 'race@example.com');
    const code = await emailedCode('race@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => confirmEmail(gameId, 'race@example.com', wrong)),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(L.maxTries - 1);
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.address, 'race@example.com'));
    expect(row).toMatchObject({ tries: L.maxTries, codeHash: null });
  });

  it('refuses an expired code', async () => {
    const gameId = await fairGame({ verify_email: 'code' });
    await sendEmail(gameId, 'late@example.com');
    const code = await emailedCode('late@example.com');
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.address, 'late@example.com'));
    const res = await confirmEmail(gameId, 'late@example.com', code);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'verify.expired' });
  });

  it('limits resends: one a minute, five an hour', async () => {
    const gameId = await fairGame({ verify_email: 'code' });
    expect((await sendEmail(gameId, 'often@example.com')).statusCode).toBe(202);
    const soon = await sendEmail(gameId, 'often@example.com');
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'verify.resend_wait' });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 2; i <= L.sendsPerHour; i++) {
      await waitForResend('often@example.com');
      expect((await sendEmail(gameId, 'often@example.com')).statusCode).toBe(202);
    }
    await waitForResend('often@example.com');
    const sixth = await sendEmail(gameId, 'often@example.com');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'verify.send_limit',
      params: { count: L.sendsPerHour },
    });
    const mails = (await queuedEmails(t.db)).filter((m) => m.payload.to === 'often@example.com');
    expect(mails).toHaveLength(L.sendsPerHour);
  });

  it('sends nothing for a game that does not ask, and stores nothing from bad input', async () => {
    const off = await fairGame({ verify_email: 'off' });
    const res = await sendEmail(off, 'nobody@example.com');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'verify.not_asked' });

    const gameId = await fairGame({ verify_email: 'code' });
    const before = await count(verificationCodes);
    for (const email of ['', 'not-an-email', `${'x'.repeat(250)}@example.com`]) {
      const bad = await sendEmail(gameId, email);
      expect(bad.statusCode, email).toBe(400);
    }
    const badCode = await confirmEmail(gameId, 'x@example.com', 'abcdef');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toMatchObject({ errors: ['code: The code has 6 digits'] });
    expect(await count(verificationCodes)).toBe(before);
    const unknown = await sendEmail('no-such-game', 'x@example.com');
    expect(unknown.statusCode).toBe(404);
  });

  it('emails a link in link mode, whose code verifies the address', async () => {
    const gameId = await fairGame({ verify_email: 'link' });
    const sent = await sendEmail(gameId, 'linky@example.com');
    expect(sent.json()).toMatchObject({ mode: 'link' });
    const mail = (await queuedEmails(t.db))
      .filter((m) => m.payload.to === 'linky@example.com')
      .at(-1)!;
    const link = /(http\S+\/email\/verify\?\S+)/.exec(String(mail.payload.text))![1]!;
    const url = new URL(link);
    expect(url.searchParams.get('game')).toBe(gameId);
    expect(url.searchParams.get('email')).toBe('linky@example.com');
    const res = await confirmEmail(
      gameId,
      url.searchParams.get('email')!,
      url.searchParams.get('code')!,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await lead(gameId, { email: 'linky@example.com' })).statusCode).toBe(200);
  });

  it('writes the email in the form’s language', async () => {
    const gameId = await fairGame({ verify_email: 'code' });
    // The game speaks English only: a French request still gets English (the game's language).
    await post(`play/games/${gameId}/verify/email`, { email: 'lang@example.com', language: 'fr' });
    const mail = (await queuedEmails(t.db))
      .filter((m) => m.payload.to === 'lang@example.com')
      .at(-1)!;
    expect(String(mail.payload.subject)).toMatch(/^Your code for Demo Coffee Co\.: \d{6}$/);
  });
});

describe('one mailbox, one player', () => {
  it('computes the normalised email in the database as lib/email-identity does', async () => {
    const samples = [
      'Lea@Example.com',
      ' lea+promo@example.com ',
      'l.e.a+x@googlemail.com',
      'L.E.A@GMAIL.COM',
      'first.last@outlook.com',
      '+tag@example.com',
      'a+b+c@sub.example.org',
    ];
    const [account] = await t.db.select({ id: accounts.id }).from(accounts).limit(1);
    for (const email of samples) {
      const [row] = await t.db
        .insert(players)
        .values({
          publicId: `n${Math.random().toString(36).slice(2, 12)}`,
          accountId: account!.id,
          tokenHash: `t${Math.random()}`,
          email,
        })
        .returning({ normalized: players.emailNormalized });
      expect(row!.normalized, email).toBe(normalizeEmail(email));
    }
    // And the same on a confirmation link's address.
    const [claim] = await t.db
      .select({
        email: playerEmailConfirmations.email,
        normalized: playerEmailConfirmations.emailNormalized,
      })
      .from(playerEmailConfirmations)
      .limit(1);
    if (claim) expect(claim.normalized).toBe(normalizeEmail(claim.email));
    await t.db
      .delete(players)
      .where(sql`${players.publicId} like 'n%' and ${players.tokenHash} like 't0.%'`);
  });

  it('counts the participation limit per mailbox: a +tag or Gmail dots give no new play', async () => {
    const gameId = await fairGame({}, 'once');
    const first = await lead(gameId, { email: 'lea+one@gmail.com' });
    expect(first.statusCode, first.body).toBe(200);
    const token = LeadResponse.parse(first.json()).player_token!;
    expect((await post(`play/games/${gameId}/sessions`, {}, token)).statusCode).toBe(201);

    // Another browser, the same mailbox written otherwise: the form is taken, the play is not.
    const second = await lead(gameId, { email: 'L.E.A+two@googlemail.com' });
    expect(second.statusCode, second.body).toBe(200);
    expect(LeadResponse.parse(second.json()).email_confirmation_sent).toBe(true);
    const other = LeadResponse.parse(second.json()).player_token!;
    const refused = await post(`play/games/${gameId}/sessions`, {}, other);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'play.participation_limit' });

    // A third browser claiming the mailbox too: the claims count together as well.
    const third0 = await lead(gameId, { email: 'lea+three@gmail.com' });
    const claimant = LeadResponse.parse(third0.json()).player_token!;
    expect((await post(`play/games/${gameId}/sessions`, {}, claimant)).statusCode).toBe(429);

    // A different mailbox plays.
    const third = await lead(gameId, { email: 'leo@gmail.com' });
    const leo = LeadResponse.parse(third.json()).player_token!;
    expect((await post(`play/games/${gameId}/sessions`, {}, leo)).statusCode).toBe(201);
  });
});

describe('disposable email domains', () => {
  it('are refused when the game says so, with nothing stored', async () => {
    const gameId = await fairGame({ refuse_disposable_email: true });
    const before = await count(players);
    const res = await lead(gameId, { email: 'throwaway@mailinator.com' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      errors: [expect.stringMatching(/^email: This looks like a throw-away email address/)],
    });
    // A subdomain of a listed domain too.
    expect((await lead(gameId, { email: 'x@inbox.mailinator.com' })).statusCode).toBe(400);
    expect(await count(players)).toBe(before);
    expect((await lead(gameId, { email: 'real@example.com' })).statusCode).toBe(200);

    const verifying = await fairGame({ verify_email: 'code', refuse_disposable_email: true });
    const send = await sendEmail(verifying, 'throwaway@yopmail.com');
    expect(send.statusCode).toBe(400);
    expect(send.json()).toMatchObject({ code: 'lead.disposable_email' });
  });

  it('are taken when the game does not refuse them', async () => {
    const gameId = await fairGame({ refuse_disposable_email: false });
    expect((await lead(gameId, { email: 'throwaway2@mailinator.com' })).statusCode).toBe(200);
  });
});

describe('a verified phone by SMS', () => {
  it('texts a code through the provider, and the form takes the verified number', async () => {
    const gameId = await fairGame({ verify_phone: true });
    const form = PublicLeadFormResponse.parse(
      (await t.api('GET', `play/games/${gameId}/lead`)).json(),
    ).lead_form;
    expect(form.verify).toEqual({ email: 'off', phone: true });
    // The form had no phone field: one is added, required, at the top.
    expect(form.fields[0]).toMatchObject({ key: 'phone', type: 'phone', required: true });

    const refused = await lead(gameId, { phone: '+33 6 12 34 56 78' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'lead.phone_unverified' });

    const sent = await sendPhone(gameId, '0033 6 12 34 56 78');
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ address: '+33612345678', mode: 'code' });
    const message = sms.sent.at(-1)!;
    expect(message).toMatchObject({ to: '+33612345678', from: '+15005550006' });
    expect(message.body).toMatch(/^Demo Coffee Co\.: your code is \d{6}\. It works for 10 min\.$/);
    const code = sms.lastCode('+33612345678')!;
    expect(
      (await confirmPhone(gameId, '+33 (0)6 12 34 56 78'.replace('(0)', ''), code)).statusCode,
    ).toBe(200);

    const accepted = await lead(gameId, { phone: '+33 6 12 34 56 78' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [saved] = await t.db
      .select({ phone: players.phone })
      .from(players)
      .where(eq(players.publicId, LeadResponse.parse(accepted.json()).player.public_id));
    expect(saved!.phone).toBe('+33612345678');
  });

  it('refuses a number that cannot get an SMS, before sending anything', async () => {
    const gameId = await fairGame({ verify_phone: true });
    const before = sms.sent.length;
    for (const phone of ['06 12 34 56 78', '+33 1 23 45 67 89', 'call me']) {
      const res = await sendPhone(gameId, phone);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toMatchObject({ code: 'verify.invalid_phone' });
    }
    expect(sms.sent.length).toBe(before);
  });

  it('counts nothing when the provider refuses the number or fails', async () => {
    const gameId = await fairGame({ verify_phone: true });
    const smsSent = async () =>
      (await t.db.select({ sms: usage.sms }).from(usage)).reduce((n, r) => n + r.sms, 0);
    const before = await smsSent();
    sms.badNumbers.add('+447700900001');
    const bad = await sendPhone(gameId, '+44 7700 900001');
    // The mobile metadata knows this range; the provider refuses it.
    expect([400]).toContain(bad.statusCode);
    sms.failing = true;
    const failed = await sendPhone(gameId, '+33 6 99 88 77 66');
    sms.failing = false;
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'verify.sms_failed' });
    expect(await smsSent()).toBe(before);
    // The failed send did not hold the resend back.
    expect((await sendPhone(gameId, '+33 6 99 88 77 66')).statusCode).toBe(202);
  });

  it('keeps to the plan’s SMS a month, counted atomically', async () => {
    const gameId = await fairGame({ verify_phone: true });
    const [plan] = await t.db
      .select({ id: plans.id, account: accounts.id })
      .from(plans)
      .innerJoin(subscriptions, eq(subscriptions.planId, plans.id))
      .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
      .where(eq(accounts.businessName, 'Demo Coffee Co.'));
    const sentSoFar = async () =>
      (
        await t.db
          .select({ sms: usage.sms })
          .from(usage)
          .where(and(eq(usage.accountId, plan!.account), eq(usage.period, usagePeriod())))
      )[0]?.sms ?? 0;
    const sent = await sentSoFar();
    await t.db
      .update(plans)
      .set({ smsPerMonth: sent + 3 })
      .where(eq(plans.id, plan!.id));
    const numbers = Array.from({ length: 8 }, (_, i) => `+33 6 11 22 33 ${String(10 + i)}`);
    const answers = await Promise.all(numbers.map((n) => sendPhone(gameId, n)));
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(3);
    const over = answers.filter((a) => a.statusCode === 429);
    expect(over).toHaveLength(5);
    expect(over[0]!.json()).toMatchObject({ code: 'verify.sms_monthly_limit' });
    expect(await sentSoFar()).toBe(sent + 3);
  });

  it('cannot be used on a server without an SMS provider, and says why', async () => {
    const gameId = await fairGame({ verify_phone: true });
    const service = createVerificationService({
      db: t.db,
      appUrl: t.config.appUrl,
      sms: null,
      findGame: findVerifyingGame,
    });
    await expect(
      service.sendPhoneCode(gameId, { phone: '+33 6 12 34 56 70' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'verify.sms_unavailable',
      message: expect.stringContaining('SMS_ACCOUNT_SID'),
    });
  });

  it('does not text for a game that does not ask for a phone', async () => {
    const gameId = await fairGame({ verify_email: 'code' });
    const res = await sendPhone(gameId, '+33 6 12 34 56 78');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'verify.not_asked' });
    expect(
      await t.db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.channel, 'phone'),
            eq(verificationCodes.address, '+33612345679'),
          ),
        ),
    ).toEqual([]);
  });
});

describe('what is kept, and for how long', () => {
  it('forgets the verified address with the player ("Forget me")', async () => {
    const gameId = await fairGame({ verify_email: 'code' });
    await sendEmail(gameId, 'forget@example.com');
    await confirmEmail(gameId, 'forget@example.com', await emailedCode('forget@example.com'));
    const sent = await lead(gameId, { email: 'forget@example.com' });
    const token = LeadResponse.parse(sent.json()).player_token!;
    const held = () =>
      t.db
        .select()
        .from(verifiedContacts)
        .where(eq(verifiedContacts.address, 'forget@example.com'));
    expect(await held()).toHaveLength(1);
    const erased = await t.api('DELETE', 'play/players/me', { headers: { 'x-player': token } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await held()).toEqual([]);
  });

  it('deletes codes a day old and addresses verified but never used after 30 days', async () => {
    const gameId = await fairGame({ verify_email: 'code' });
    await sendEmail(gameId, 'unused@example.com');
    await confirmEmail(gameId, 'unused@example.com', await emailedCode('unused@example.com'));
    await sendEmail(gameId, 'pending@example.com');
    const later = new Date(Date.now() + 31 * 86_400_000);
    await deleteOldCodes(t.db, later);
    await deleteUnusedVerifications(t.db, later);
    expect(
      await t.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.address, 'pending@example.com')),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(verifiedContacts)
        .where(eq(verifiedContacts.address, 'unused@example.com')),
    ).toEqual([]);
    // An address a player holds stays verified.
    expect(
      await t.db
        .select()
        .from(verifiedContacts)
        .where(eq(verifiedContacts.address, 'lea.martin@example.com')),
    ).toHaveLength(1);
  });
});
