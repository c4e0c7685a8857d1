/**
 * A form giving a known player's email (issue 31, S1), on PGlite and PostgreSQL: typing the
 * address hands over nothing of that player (no data, no code, no lock-out, no erasure); the link
 * emailed to the address joins the two; links expire, work once and are limited per address.
 * Also the first name given on the form naming the player on the leader board (issue 31, item 11).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ConfirmPlayerEmailResponse,
  ConsentResponse,
  LeaderboardResponse,
  LeadResponse,
  PlayerDataResponse,
} from '@playdesk/contract';
import { playerEmailConfirmations, players } from '../../db/schema.js';
import { queuedEmails } from '../../outbox/outbox.js';
import { fileTestContext } from '../../test/harness.js';
import { AWARD_TEST_ENV, awardHelpers } from '../rewards/award/test-support.js';
import { CONFIRM_EMAILS_PER_HOUR, LINK_EXPIRED, LINK_NOT_VALID } from './email-confirm.js';
import { runRetentionOnce } from './retention.js';

const t = await fileTestContext(AWARD_TEST_ENV);
const owner = await t.login('owner@playdesk.test');
const { reward, game, playCard, start } = awardHelpers(t, owner);

const consent = async (name: string, doubleOptIn = false) => {
  const res = await t.api('POST', 'consents', {
    ...owner,
    body: { name, text: `<p>${name}</p>`, double_opt_in: doubleOptIn },
  });
  expect(res.statusCode, res.body).toBe(201);
  return ConsentResponse.parse(res.json()).consent.public_id;
};
const newsletter = await consent('Newsletter');
const offers = await consent('Offers by email', true);

/** A scratch card that gives a code to every winner, with a form after the game. */
const codeGame = async () => {
  const codes = await reward({ name: `Code ${Math.random()}`, kind: 'unique_code' }, 20);
  return game([{ reward_id: codes.public_id, mode: 'winner', per_player: 10 }], {
    settings: {
      lead_form: {
        mode: 'after',
        fields: [
          { key: 'first_name', type: 'first_name', label: 'First name', required: true },
          { key: 'email', type: 'email', label: 'Email', required: true },
          { key: 'postcode', type: 'postcode', label: 'Postcode', required: false },
        ],
        consents: [newsletter, offers],
      },
    },
  });
};

const lead = (gameId: string, body: unknown, token?: string) =>
  t.api('POST', `play/games/${gameId}/lead`, {
    body,
    ...(token ? { headers: { 'x-player': token } } : {}),
  });
const myData = (token: string) =>
  t.api('GET', 'play/players/me/data', { headers: { 'x-player': token } });
const confirm = (token: string) => t.api('POST', 'play/players/email/confirm', { body: { token } });
/** The token of the newest confirmation link emailed to `to`. */
const linkTokenTo = async (to: string) => {
  const mails = (await queuedEmails(t.db)).filter(
    (m) => m.payload.to === to && m.payload.subject.startsWith('Confirm your email'),
  );
  const text = String(mails.at(-1)?.payload.text ?? '');
  const match = /\/email\/confirm\?token=([^\s]+)/.exec(text);
  return match ? decodeURIComponent(match[1]!) : null;
};

/** A player who won a code, then filled the form with `email` and the newsletter ticked. */
async function knownPlayer(gameId: string, email: string, firstName: string) {
  const played = await playCard(gameId);
  const code = played.ended.reward!.code!;
  const res = await lead(
    gameId,
    {
      values: { first_name: firstName, email, postcode: 'SW1A 1AA' },
      consents: [{ public_id: newsletter, given: true, version: 1 }],
    },
    played.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(LeadResponse.parse(res.json()).email_confirmation_sent).toBe(false);
  return { token: played.token, code, publicId: LeadResponse.parse(res.json()).player.public_id };
}

describe('a form giving the email of a known player', () => {
  it('hands over no data, no code, no lock-out and no erasure', async () => {
    const gameId = await codeGame();
    const victim = await knownPlayer(gameId, 'vera@example.com', 'Vera');

    // Without X-PLAYER, and with another browser's own token, in another letter case.
    const own = await start(gameId);
    for (const attackerToken of [undefined, own.token]) {
      const res = await lead(
        gameId,
        {
          values: { first_name: 'Mallory', email: 'VERA@Example.COM' },
          consents: [{ public_id: newsletter, given: false, version: 1 }],
        },
        attackerToken,
      );
      expect(res.statusCode, res.body).toBe(200);
      const sent = LeadResponse.parse(res.json());
      expect(sent.email_confirmation_sent).toBe(true);
      expect(sent.player.public_id).not.toBe(victim.publicId);
      const token = sent.player_token ?? attackerToken!;
      if (attackerToken) expect(sent.player_token).toBeUndefined();

      const seen = await myData(token);
      expect(seen.statusCode).toBe(200);
      const data = PlayerDataResponse.parse(seen.json());
      expect(data.player.public_id).not.toBe(victim.publicId);
      expect(data.player.email).toBeNull();
      expect(data.rewards).toEqual([]);
      expect(seen.body).not.toContain(victim.code);
      expect(seen.body).not.toContain('vera@example.com');
      expect(seen.body).not.toContain('SW1A');
      // "Forget me" with that token erases the attacker's own player only.
      const forgot = await t.api('DELETE', 'play/players/me', { headers: { 'x-player': token } });
      expect(forgot.statusCode).toBe(200);
    }

    // The victim's token still works, and nothing of theirs changed.
    const after = await myData(victim.token);
    expect(after.statusCode).toBe(200);
    const data = PlayerDataResponse.parse(after.json());
    expect(data.player).toMatchObject({
      public_id: victim.publicId,
      email: 'vera@example.com',
      first_name: 'Vera',
      postcode: 'SW1A 1AA',
    });
    expect(data.consents.map((c) => [c.consent_name, c.action])).toEqual([['Newsletter', 'given']]);
    expect(data.rewards.map((r) => r.code)).toEqual([victim.code]);
    // The address got a link, and only the address; "Forget me" of the claimants deleted theirs.
    expect(await linkTokenTo('vera@example.com')).toMatch(/^[\w-]{40,}$/);
    const links = await t.db
      .select()
      .from(playerEmailConfirmations)
      .where(eq(playerEmailConfirmations.email, 'vera@example.com'));
    expect(links).toEqual([]);
  });

  it('joins the browser to the known player once the emailed link is opened', async () => {
    const gameId = await codeGame();
    const laptop = await knownPlayer(gameId, 'ada@example.com', 'Ada');
    // Ada on her phone: wins a code anonymously, then gives her email and a double opt-in.
    const phone = await playCard(gameId);
    const sent = await lead(
      gameId,
      {
        values: { first_name: 'Ada', email: 'Ada@Example.com', postcode: 'EC1A 1BB' },
        consents: [{ public_id: offers, given: true, version: 1 }],
      },
      phone.token,
    );
    const answer = LeadResponse.parse(sent.json());
    expect(answer.email_confirmation_sent).toBe(true);
    // The double opt-in waits for the address's confirmation: no link of its own.
    expect(answer.pending_consents).toEqual([offers]);
    const subjects = async () =>
      (await queuedEmails(t.db))
        .filter((m) => m.payload.to === 'ada@example.com')
        .map((m) => `${m.payload.subject}\n${m.payload.text}`);
    const before = await subjects();
    expect(
      before.filter((s) => s.startsWith('Confirm your email for Demo Coffee Co.')),
    ).toHaveLength(1);
    expect(before.filter((s) => s.startsWith('Please confirm'))).toEqual([]);
    // The phone's reward waits for the address (it is not the phone's yet).
    expect(before.filter((s) => s.includes(phone.ended.reward!.code!))).toEqual([]);

    const link = (await linkTokenTo('ada@example.com'))!;
    // Two clicks at once: the link works once.
    const clicks = await Promise.all([confirm(link), confirm(link)]);
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 404]);
    const res = clicks.find((c) => c.statusCode === 200)!;
    const confirmed = ConfirmPlayerEmailResponse.parse(res.json());
    expect(confirmed.player.public_id).toBe(laptop.publicId);
    expect(confirmed.game_public_id).toBe(gameId);

    const data = PlayerDataResponse.parse((await myData(confirmed.player_token)).json());
    expect(data.player).toMatchObject({ email: 'ada@example.com', postcode: 'EC1A 1BB' });
    expect(data.plays).toHaveLength(2);
    expect((await subjects()).filter((s) => s.includes(phone.ended.reward!.code!))).toHaveLength(1);
    expect(data.rewards.map((r) => r.code).sort()).toEqual(
      [laptop.code, phone.ended.reward!.code!].sort(),
    );
    const offersGiven = data.consents.find((c) => c.consent_name === 'Offers by email')!;
    expect(offersGiven).toMatchObject({ action: 'given', status: 'confirmed' });
    const rows = await t.db.select().from(players).where(eq(players.email, 'ada@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.plays).toBe(2);
    // The phone's player was merged away; the link works once.
    expect((await myData(phone.token)).statusCode).toBe(401);
    const again = await confirm(link);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: LINK_NOT_VALID, code: 'lead.link_invalid' });
  });

  it('gives a brand-new email to the browser at once, and refuses unknown and expired links', async () => {
    const gameId = await codeGame();
    const fresh = await lead(gameId, { values: { first_name: 'Nia', email: 'nia@example.com' } });
    expect(LeadResponse.parse(fresh.json()).email_confirmation_sent).toBe(false);
    const [nia] = await t.db.select().from(players).where(eq(players.email, 'nia@example.com'));
    expect(nia).toBeDefined();

    expect((await confirm('x'.repeat(43))).statusCode).toBe(404);
    const claim = await lead(gameId, { values: { first_name: 'Eve', email: 'nia@example.com' } });
    expect(LeadResponse.parse(claim.json()).email_confirmation_sent).toBe(true);
    await t.db
      .update(playerEmailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(playerEmailConfirmations.email, 'nia@example.com'));
    const expired = await confirm((await linkTokenTo('nia@example.com'))!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: LINK_EXPIRED, code: 'lead.link_expired' });
    // A day after expiry the retention run deletes the link (it holds the address typed).
    const niaLinks = eq(playerEmailConfirmations.email, 'nia@example.com');
    await t.db
      .update(playerEmailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(niaLinks);
    expect(await runRetentionOnce(t.db)).not.toBeNull();
    expect(await t.db.select().from(playerEmailConfirmations).where(niaLinks)).toEqual([]);
  });

  it('sends at most three links to one address an hour', async () => {
    const gameId = await codeGame();
    await knownPlayer(gameId, 'rate@example.com', 'Rita');
    const body = { values: { first_name: 'Eve', email: 'rate@example.com' } };
    // Sent at once: the count and the new link are one step per address.
    const burst = await Promise.all(
      Array.from({ length: CONFIRM_EMAILS_PER_HOUR + 2 }, () => lead(gameId, body)),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(CONFIRM_EMAILS_PER_HOUR);
    const refused = burst.find((r) => r.statusCode !== 200)!;
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json().message).toMatch(/^We have already sent 3 confirmation emails/);
    // Its code for the player's app, with the wait in minutes (docs/product-rules.md#error-codes).
    expect(refused.json()).toMatchObject({
      code: 'lead.confirm_limit',
      params: { minutes: 60, count: 3 },
    });
    const links = (await queuedEmails(t.db)).filter(
      (m) => m.payload.to === 'rate@example.com' && m.payload.subject.startsWith('Confirm'),
    );
    expect(links).toHaveLength(CONFIRM_EMAILS_PER_HOUR);
    // Another address is not affected.
    await knownPlayer(gameId, 'other-rate@example.com', 'Otto');
    const other = await lead(gameId, {
      values: { first_name: 'Eve', email: 'other-rate@example.com' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('the first name given on the form', () => {
  it('names the player on the leader board and in the answer, unless they chose a name', async () => {
    const gameId = await codeGame();
    const played = await playCard(gameId);
    const sent = LeadResponse.parse(
      (
        await lead(
          gameId,
          { values: { first_name: 'Lena', email: 'lena@example.com' } },
          played.token,
        )
      ).json(),
    );
    expect(sent.player.display_name).toBe('Lena');
    const board = LeaderboardResponse.parse(
      (
        await t.api('GET', `play/games/${gameId}/leaderboard`, {
          headers: { 'x-player': played.token },
        })
      ).json(),
    );
    expect(board.entries.find((e) => e.is_me)?.display_name).toBe('Lena');

    // A name the player chose stays.
    const named = await playCard(gameId);
    await t.api('PATCH', 'play/players/me', {
      body: { display_name: 'Ace' },
      headers: { 'x-player': named.token },
    });
    const kept = LeadResponse.parse(
      (
        await lead(
          gameId,
          { values: { first_name: 'Paul', email: 'paul@example.com' } },
          named.token,
        )
      ).json(),
    );
    expect(kept.player.display_name).toBe('Ace');
  });
});
