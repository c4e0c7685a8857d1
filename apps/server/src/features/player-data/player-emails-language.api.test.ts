/**
 * Every email a player gets is in the player's language (issue 33 §9): the reward won email in
 * the play's language, the email-confirmation link and the double opt-in email in the form's.
 */
import { describe, expect, it } from 'vitest';
import { ConsentResponse, LeadResponse, StartSessionResponse } from '@playdesk/contract';
import { queuedEmails } from '../../outbox/outbox.js';
import { fileTestContext } from '../../test/harness.js';
import { AWARD_TEST_ENV, awardHelpers } from '../rewards/award/test-support.js';

const t = await fileTestContext(AWARD_TEST_ENV);
const owner = await t.login('owner@playdesk.test');
const { reward, game, scratch } = awardHelpers(t, owner);

const consentRes = await t.api('POST', 'consents', {
  ...owner,
  body: { name: 'Offres', text: '<p>Offres par e-mail</p>', double_opt_in: true },
});
expect(consentRes.statusCode, consentRes.body).toBe(201);
const offers = ConsentResponse.parse(consentRes.json()).consent.public_id;

/** An English scratch card with a French name, giving a code, with a form after the game. */
async function codeGame() {
  const codes = await reward({ name: `Code ${Math.random()}`, kind: 'unique_code' }, 20);
  const id = await game([{ reward_id: codes.public_id, mode: 'winner', per_player: 10 }], {
    settings: {
      lead_form: {
        mode: 'after',
        fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
        consents: [offers],
      },
    },
  });
  const res = await t.api('PATCH', `games/${id}`, {
    ...owner,
    body: { translations: { fr: { name: 'Carte du café' } } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

async function playIn(gameId: string, language: string) {
  const res = await t.api('POST', `play/games/${gameId}/sessions`, { body: { language } });
  expect(res.statusCode, res.body).toBe(201);
  const body = StartSessionResponse.parse(res.json());
  const token = body.player_token!;
  await scratch(body.session.session_id, token);
  return token;
}

const lead = async (gameId: string, body: unknown, token?: string) => {
  const res = await t.api('POST', `play/games/${gameId}/lead`, {
    body,
    ...(token ? { headers: { 'x-player': token } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return LeadResponse.parse(res.json());
};
const mailsTo = async (to: string) =>
  (await queuedEmails(t.db)).filter((m) => m.payload.to === to).map((m) => m.payload);

describe("a French player's emails (issue 33 §9)", () => {
  it('the reward and the double opt-in email are in French', async () => {
    const gameId = await codeGame();
    const token = await playIn(gameId, 'fr');
    await lead(
      gameId,
      {
        values: { email: 'camille@example.fr' },
        consents: [{ public_id: offers, given: true, version: 1 }],
        language: 'fr',
      },
      token,
    );
    const mails = await mailsTo('camille@example.fr');
    const won = mails.find((m) => m.subject.startsWith('Votre récompense de Demo Coffee Co.'));
    expect(won, JSON.stringify(mails)).toBeDefined();
    expect(won!.text).toContain('Vous avez gagné « Code ');
    expect(won!.text).toContain('en jouant à Carte du café.');
    expect(won!.text).toMatch(/Votre code : T-/);
    expect(won!.text).toContain('Retrouvez toutes vos récompenses ici : ');
    expect(won!.text).not.toMatch(/You won|Your code/);

    const optIn = mails.find((m) => m.subject === 'Merci de confirmer : Offres (Demo Coffee Co.)');
    expect(optIn, JSON.stringify(mails)).toBeDefined();
    expect(optIn!.text).toContain('Vous avez demandé à Demo Coffee Co. de vous tenir informé(e)');
    expect(optIn!.text).toMatch(/Confirmez en cliquant sur ce lien :\nhttp\S+/);
  });

  it('the email-confirmation link is in the form’s language', async () => {
    const gameId = await codeGame();
    // An English player holds the address first.
    const first = await playIn(gameId, 'en');
    await lead(gameId, { values: { email: 'lea@example.fr' }, consents: [] }, first);
    const english = await mailsTo('lea@example.fr');
    expect(english.some((m) => m.subject.startsWith('Your reward from Demo Coffee Co.'))).toBe(
      true,
    );

    // Another browser gives the same address on the French form.
    const sent = await lead(gameId, {
      values: { email: 'lea@example.fr' },
      consents: [],
      language: 'fr',
    });
    expect(sent.email_confirmation_sent).toBe(true);
    const mails = await mailsTo('lea@example.fr');
    const link = mails.find(
      (m) => m.subject === 'Confirmez votre adresse e-mail pour Demo Coffee Co.',
    );
    expect(link, JSON.stringify(mails)).toBeDefined();
    expect(link!.text).toContain(
      'le formulaire de « Carte du café », un jeu proposé par Demo Coffee Co.',
    );
    expect(link!.text).toContain('pendant 24 heures');
    expect(link!.text).toMatch(/\/email\/confirm\?token=/);
  });

  it('a reward won in an English play is emailed in English, even through a French form', async () => {
    const gameId = await codeGame();
    const token = await playIn(gameId, 'en');
    await lead(
      gameId,
      { values: { email: 'sam@example.com' }, consents: [], language: 'fr' },
      token,
    );
    const mails = await mailsTo('sam@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your reward from Demo Coffee Co\.: Code /),
    ]);
    expect(mails[0]!.text).toContain('You won "Code ');
  });
});
