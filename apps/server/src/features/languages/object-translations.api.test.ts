/**
 * Everything a player sees besides a game's own texts, in many languages (issue 33 §4, §7, §9;
 * docs/product-rules.md#languages): a game's form, consents (and the records of what was shown),
 * rewards, the notification bar, the game app and its push notifications, templates. Each is
 * saved, merged one language at a time, checked, and served in the player's language with a
 * fallback per text to the default language.
 */
import { describe, expect, it } from 'vitest';
import {
  ConsentResponse,
  GameResponse,
  PublicLeadFormResponse,
} from '@playdesk/contract';
import { fileTestContext } from '../../test/harness.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');

const QUIZ = {
  type: 'quiz',
  status: 'published',
  content: {
    questions: [
      { text: 'Which bean?', options: ['Arabica', 'Robusta'], correct: 0 },
      { text: 'Which milk?', options: ['Oat', 'Cow'], correct: 1 },
    ],
  },
};

async function createConsent(body: Record<string, unknown>) {
  const res = await t.api('POST', 'consents', { ...owner, body });
  expect(res.statusCode, res.body).toBe(201);
  return ConsentResponse.parse(res.json()).consent;
}

const FORM_FR = {
  lead_form: {
    fields: {
      email: { label: 'Adresse e-mail' },
      visits: { label: 'Vous venez…', options: ['Chaque jour', ''] },
    },
  },
};

async function gameWithForm(consents: string[], name = 'Form Quiz') {
  const res = await t.api('POST', 'games', {
    ...owner,
    body: {
      ...QUIZ,
      name,
      default_language: 'en',
      translations: { fr: { name: 'Quiz formulaire', ...FORM_FR } },
      settings: {
        lead_form: {
          mode: 'before',
          fields: [
            { key: 'email', type: 'email', label: 'Email', required: true },
            {
              key: 'visits',
              type: 'choice',
              label: 'You come…',
              required: true,
              options: ['Daily', 'Weekly'],
            },
            { key: 'first_name', type: 'first_name', label: 'First name', required: false },
          ],
          consents,
        },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return GameResponse.parse(res.json()).game;
}

const leadForm = async (id: string, query = '', headers: Record<string, string> = {}) => {
  const res = await t.api('GET', `play/games/${id}/lead${query}`, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return PublicLeadFormResponse.parse(res.json()).lead_form;
};

describe("a game's form in the player's language", () => {
  it('saves the labels and choices by field key, merged with the other texts and checked', async () => {
    const game = await gameWithForm([]);
    expect(game.translations.fr?.lead_form?.fields?.email?.label).toBe('Adresse e-mail');
    // Another text of French sent alone replaces French's texts; German is added next to it.
    const res = await t.api('PATCH', `games/${game.public_id}`, {
      ...owner,
      body: { translations: { de: { lead_form: { fields: { email: { label: 'E-Mail' } } } } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = GameResponse.parse(res.json()).game;
    expect(saved.translations.fr?.lead_form?.fields?.email?.label).toBe('Adresse e-mail');
    expect(saved.translations.de?.lead_form?.fields?.email?.label).toBe('E-Mail');

    const tooLong = await t.api('PATCH', `games/${game.public_id}`, {
      ...owner,
      body: {
        translations: { fr: { lead_form: { fields: { email: { label: 'x'.repeat(121) } } } } },
      },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Label must be at most 120 characters');
    const badKey = await t.api('PATCH', `games/${game.public_id}`, {
      ...owner,
      body: { translations: { fr: { lead_form: { fields: { 'Bad Key': { label: 'x' } } } } } },
    });
    expect(badKey.statusCode).toBe(400);
    const inDefault = await t.api('PATCH', `games/${game.public_id}`, {
      ...owner,
      body: { translations: { en: { lead_form: { fields: { email: { label: 'Mail' } } } } } },
    });
    expect(inDefault.statusCode).toBe(400);
  });

  it('serves each label and choice in the asked language, the default where one is missing', async () => {
    const game = await gameWithForm([]);
    const fr = await leadForm(game.public_id, '?lang=fr');
    expect(fr.fields.map((f) => [f.key, f.label, f.options])).toEqual([
      ['email', 'Adresse e-mail', []],
      // The blank second choice is the default language's.
      ['visits', 'Vous venez…', ['Chaque jour', 'Weekly']],
      ['first_name', 'First name', []],
    ]);
    // The browser's language, and the default for a language the game does not have.
    expect(
      (await leadForm(game.public_id, '', { 'accept-language': 'fr-CA' })).fields[0]!.label,
    ).toBe('Adresse e-mail');
    expect((await leadForm(game.public_id, '?lang=it')).fields[0]!.label).toBe('Email');
    expect((await leadForm(game.public_id)).fields[1]!.options).toEqual(['Daily', 'Weekly']);
  });

  it("keeps a choice made in the form's language as the game's own option", async () => {
    const game = await gameWithForm([]);
    const res = await t.api('POST', `play/games/${game.public_id}/lead`, {
      body: {
        values: { email: 'choix@example.fr', visits: 'Chaque jour' },
        consents: [],
        language: 'fr',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const player = res.json<{ player: { public_id: string } }>().player.public_id;
    const detail = await t.api('GET', `players/${player}`, owner);
    expect(detail.body).toContain('Daily');
    expect(detail.body).not.toContain('Chaque jour');
  });
});

describe('consents in many languages', () => {
  it('start in the account language, save translations sanitised, merge them and refuse bad ones', async () => {
    const consent = await createConsent({
      name: 'Newsletter ML',
      text: '<p>Send me news. <a href="https://example.com/privacy">Privacy</a></p>',
      translations: {
        fr: {
          text: '<p>Envoyez-moi les nouveautés. <a href="https://example.com/fr/confidentialite">Confidentialité</a><script>x()</script></p>',
        },
      },
    });
    expect(consent.default_language).toBe('en');
    expect(consent.languages).toEqual(['en', 'fr']);
    expect(consent.translations.fr?.text).toContain('https://example.com/fr/confidentialite');
    expect(consent.translations.fr?.text).not.toContain('<script');
    expect(consent.version).toBe(1);

    const patch = (body: unknown) =>
      t.api('PATCH', `consents/${consent.public_id}`, { ...owner, body });
    const merged = await patch({ translations: { de: { text: 'Schickt mir Neuigkeiten.' } } });
    expect(merged.statusCode, merged.body).toBe(200);
    const after = ConsentResponse.parse(merged.json()).consent;
    expect(after.languages).toEqual(['en', 'fr', 'de']);
    // A translation is part of the text the player sees: a new version.
    expect(after.version).toBe(2);
    // The same texts again change nothing, not even the version.
    const same = ConsentResponse.parse(
      (await patch({ translations: { de: { text: 'Schickt mir Neuigkeiten.' } } })).json(),
    ).consent;
    expect(same.version).toBe(2);
    const removed = ConsentResponse.parse((await patch({ translations: { de: null } })).json());
    expect(removed.consent.languages).toEqual(['en', 'fr']);
    expect(removed.consent.version).toBe(3);

    const tooLong = await patch({ translations: { fr: { text: 'x'.repeat(5001) } } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('The consent text is too long');
    const inDefault = await patch({ translations: { en: { text: 'Hi' } } });
    expect(inDefault.statusCode).toBe(400);
    expect(inDefault.body).toContain('translations.en');
    const toTranslated = await patch({ default_language: 'fr' });
    expect(toTranslated.statusCode).toBe(400);
    expect(toTranslated.body).toContain('default_language');
    const unknown = await patch({ translations: { xx: { text: 'Hi' } } });
    expect(unknown.statusCode).toBe(400);
  });

  it("are shown in the form's language and recorded with that version's exact text and language", async () => {
    const consent = await createConsent({
      name: 'Offers ML',
      text: 'Send me offers',
      mandatory: true,
      translations: { fr: { text: 'Envoyez-moi des offres' } },
    });
    const game = await gameWithForm([consent.public_id], 'Consent Quiz');
    const fr = await leadForm(game.public_id, '?lang=fr');
    expect(fr.consents).toEqual([
      expect.objectContaining({ text: 'Envoyez-moi des offres', version: 1 }),
    ]);
    // Italian is not one of the game's languages: the form is English, and so are its consents.
    const it_ = await leadForm(game.public_id, '?lang=it');
    expect(it_.consents[0]!.text).toBe('Send me offers');

    const send = async (email: string, language: string) => {
      // The form comes before the game: sent first, it makes the player.
      const res = await t.api('POST', `play/games/${game.public_id}/lead`, {
        body: {
          values: { email, visits: 'Daily' },
          consents: [{ public_id: consent.public_id, given: true, version: 1 }],
          language,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ player: { public_id: string } }>().player.public_id;
    };
    const french = await send('offres@example.fr', 'fr');
    const italian = await send('offerte@example.it', 'it');

    // The French text changes afterwards: the record keeps the version the player saw.
    const changed = await t.api('PATCH', `consents/${consent.public_id}`, {
      ...owner,
      body: { translations: { fr: { text: 'Nouvelles offres' } } },
    });
    expect(ConsentResponse.parse(changed.json()).consent.version).toBe(2);

    const history = async (player: string) =>
      (await t.api('GET', `players/${player}`, owner)).json<{
        player: {
          consent_history: {
            version: number;
            text: string;
            language: string;
            text_language: string;
          }[];
        };
      }>().player.consent_history;
    expect(await history(french)).toEqual([
      expect.objectContaining({
        version: 1,
        text: 'Envoyez-moi des offres',
        language: 'fr',
        text_language: 'fr',
      }),
    ]);
    // The game had no Italian: the form was English, and so was the text.
    expect(await history(italian)).toEqual([
      expect.objectContaining({ version: 1, text: 'Send me offers', text_language: 'en' }),
    ]);
    expect((await leadForm(game.public_id, '?lang=fr')).consents[0]).toMatchObject({
      text: 'Nouvelles offres',
      version: 2,
    });
  });
});
