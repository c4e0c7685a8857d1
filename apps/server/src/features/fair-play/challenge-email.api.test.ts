/**
 * `challenge` as the verified email (issue 36 item 7, docs/fair-play-risk.md#actions): a game that
 * challenges with it refuses a risky form with an email (409 `lead.email_unverified`) until the
 * email is verified for the business — its verify endpoints sending codes although the game asks
 * no form for one up-front —, asks a low-risk form for nothing, and keeps the proof of work for
 * play starts. `GET play/challenge?kind=lead` foresees the form's challenge from the forms counted.
 *
 * The harness exempts loopback (FAIR_PLAY_EXEMPT_NETWORKS): the judged calls come from other
 * addresses (`remoteAddress`), each test's from a network (/24) of its own.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ChallengeResponse,
  DEFAULT_FAIR_PLAY,
  FairPlayResponse,
  LeadResponse,
  PublicLeadFormResponse,
  type FairPlaySettings,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { games, players } from '../../db/schema.js';
import { queuedEmails } from '../../outbox/outbox.js';
import { fileTestContext } from '../../test/harness.js';
import { AWARD_TEST_ENV, awardHelpers } from '../rewards/award/test-support.js';

const t = await fileTestContext({ ...AWARD_TEST_ENV, VERIFY_CODES_PER_IP_PER_HOUR: '100000' });
const owner = await t.login('owner@playdesk.test');
const { game } = awardHelpers(t, owner);

/** A game with a form before the play (an email, optional), with these fair-play rules. */
async function formGame(fairPlay: Partial<FairPlaySettings>) {
  const id = await game([], {
    settings: {
      lead_form: {
        mode: 'before',
        fields: [{ key: 'email', type: 'email', label: 'Email', required: false }],
        consents: [],
      },
    },
  });
  const res = await t.api('PUT', `games/${id}/fair-play`, {
    ...owner,
    body: { ...DEFAULT_FAIR_PLAY, ...fairPlay },
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const VERIFIED_EMAIL: Partial<FairPlaySettings> = { challenge_with: 'verified_email' };

const inject = (method: 'GET' | 'POST', path: string, ip: string, body?: unknown) =>
  t.app.inject({
    method,
    url: `${API_PATH}/${path}`,
    remoteAddress: ip,
    ...(body === undefined ? {} : { payload: body as object }),
  });
const lead = (gameId: string, ip: string, values: Record<string, string>) =>
  inject('POST', `play/games/${gameId}/lead`, ip, { values, consents: [] });
const challenge = async (gameId: string, ip: string, kind?: 'play' | 'lead') => {
  const res = await inject(
    'GET',
    `play/challenge?game=${gameId}${kind ? `&kind=${kind}` : ''}`,
    ip,
  );
  expect(res.statusCode, res.body).toBe(200);
  return ChallengeResponse.parse(res.json());
};

/** The code in the newest email to `to`. */
async function emailedCode(to: string): Promise<string> {
  const mail = (await queuedEmails(t.db)).filter((m) => m.payload.to === to).at(-1);
  const found = /^(\d{6})$/m.exec(String(mail?.payload.text ?? ''));
  if (!found) throw new Error(`no code emailed to ${to}`);
  return found[1]!;
}

/** Five forms from the network: the next one is on its pace (medium risk: `challenge`). */
async function busyNetwork(gameId: string, ip: string) {
  for (let i = 0; i < 5; i++) {
    const res = await lead(gameId, ip, { email: `c${i}.${randomUUID().slice(0, 6)}@example.org` });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('challenge with the verified email', () => {
  it('refuses a risky form until its email is verified, then takes it', async () => {
    const id = await formGame(VERIFIED_EMAIL);
    const ip = '10.61.41.1';
    // The form does not ask for a verified email up-front.
    const form = PublicLeadFormResponse.parse(
      (await t.api('GET', `play/games/${id}/lead`)).json(),
    ).lead_form;
    expect(form.verify).toEqual({ email: 'off', phone: false });
    await busyNetwork(id, ip);

    const email = `risky.${randomUUID().slice(0, 8)}@example.org`;
    const before = await t.db.select({ id: players.id }).from(players);
    const refused = await lead(id, ip, { email });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'lead.email_unverified',
      params: { mode: 'code' },
      errors: [expect.stringMatching(/^email: /)],
    });
    // Nothing of the refused form is stored.
    expect(await t.db.select({ id: players.id }).from(players)).toHaveLength(before.length);

    // The player app's code step: a code is sent for this game although its form asks none.
    const sent = await inject('POST', `play/games/${id}/verify/email`, ip, { email });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ mode: 'code' });
    const confirmed = await inject('POST', `play/games/${id}/verify/email/confirm`, ip, {
      email,
      code: await emailedCode(email),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const taken = await lead(id, ip, { email });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(LeadResponse.parse(taken.json()).player_token).toBeDefined();
  });

  it('asks a low-risk form for nothing, and a form without an email for the proof of work', async () => {
    const id = await formGame(VERIFIED_EMAIL);
    const calm = await lead(id, '10.61.42.1', {
      email: `calm.${randomUUID().slice(0, 8)}@example.org`,
    });
    expect(calm.statusCode, calm.body).toBe(200);

    const ip = '10.61.43.1';
    await busyNetwork(id, ip);
    const noEmail = await lead(id, ip, {});
    expect(noEmail.statusCode, noEmail.body).toBe(403);
    expect(noEmail.json()).toMatchObject({ code: 'fair_play.challenge_required' });
  });

  it('keeps the proof of work for play starts', async () => {
    const id = await game([]);
    const res = await t.api('PUT', `games/${id}/fair-play`, {
      ...owner,
      body: { ...DEFAULT_FAIR_PLAY, ...VERIFIED_EMAIL },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ip = '10.61.48.1';
    const starts = [];
    for (let i = 0; i < 6; i++)
      starts.push(await inject('POST', `play/games/${id}/sessions`, ip, {}));
    expect(starts.map((s) => s.statusCode)).toEqual([201, 201, 201, 201, 201, 403]);
    expect(starts[5]!.json()).toMatchObject({ code: 'fair_play.challenge_required' });
  });

  it('keeps the proof of work for a game that challenges with it (the default)', async () => {
    const id = await formGame({});
    const ip = '10.61.44.1';
    await busyNetwork(id, ip);
    const refused = await lead(id, ip, { email: `pow.${randomUUID().slice(0, 8)}@example.org` });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'fair_play.challenge_required' });
    // And its verify endpoint sends no code: nothing asks for one.
    const sent = await inject('POST', `play/games/${id}/verify/email`, ip, {
      email: 'someone@example.org',
    });
    expect(sent.statusCode, sent.body).toBe(409);
    expect(sent.json()).toMatchObject({ code: 'verify.not_asked' });
  });

  it('sends no code for a game whose levels never challenge', async () => {
    const id = await formGame({
      ...VERIFIED_EMAIL,
      actions: { low: 'allow', medium: 'hold', high: 'block' },
    });
    const sent = await inject('POST', `play/games/${id}/verify/email`, '10.61.45.1', {
      email: 'someone@example.org',
    });
    expect(sent.statusCode, sent.body).toBe(409);
    expect(sent.json()).toMatchObject({ code: 'verify.not_asked' });
  });
});

describe('GET play/challenge?kind=', () => {
  it("foresees a form's challenge from the forms counted, a start's from the starts", async () => {
    const pow = await formGame({});
    const ip = '10.61.46.1';
    await busyNetwork(pow, ip);
    // Five forms from the network: the sixth is on its pace; no start was counted.
    expect(await challenge(pow, ip, 'lead')).toMatchObject({ required: true, maxnumber: 20_000 });
    expect(await challenge(pow, ip, 'play')).toMatchObject({ required: false, maxnumber: 1000 });
    expect(await challenge(pow, ip)).toMatchObject({ required: false, maxnumber: 1000 });

    // A game challenging forms with the verified email asks its form for no proof of work.
    const byEmail = await formGame(VERIFIED_EMAIL);
    const other = '10.61.47.1';
    await busyNetwork(byEmail, other);
    expect(await challenge(byEmail, other, 'lead')).toMatchObject({
      required: false,
      maxnumber: 20_000,
    });

    const bad = await inject('GET', `play/challenge?game=${pow}&kind=both`, ip);
    expect(bad.statusCode).toBe(400);
  });
});

describe('the setting', () => {
  it('reads a game stored before it existed as the proof of work, and is required in a PUT', async () => {
    const id = await formGame({});
    const { challenge_with: _dropped, ...older } = DEFAULT_FAIR_PLAY;
    await t.db
      .update(games)
      .set({ fairPlay: older as FairPlaySettings })
      .where(eq(games.publicId, id));
    const got = await t.api('GET', `games/${id}/fair-play`, owner);
    expect(FairPlayResponse.parse(got.json()).fair_play.challenge_with).toBe('proof_of_work');

    const partial = await t.api('PUT', `games/${id}/fair-play`, { ...owner, body: older });
    expect(partial.statusCode).toBe(400);
    const wrong = await t.api('PUT', `games/${id}/fair-play`, {
      ...owner,
      body: { ...DEFAULT_FAIR_PLAY, challenge_with: 'sms' },
    });
    expect(wrong.statusCode).toBe(400);
    const [stored] = await t.db
      .select({ fairPlay: games.fairPlay })
      .from(games)
      .where(eq(games.publicId, id));
    expect(stored!.fairPlay).toEqual(older);
  });
});
