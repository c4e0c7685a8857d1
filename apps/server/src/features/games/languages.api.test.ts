/**
 * One game in many languages (issue 33, docs/product-rules.md#languages): the account's default
 * language, a game's translations saved, merged and checked, and served by language with fallback.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AccountSettingsResponse,
  GameResponse,
  NotificationBarResponse,
  ProfileResponse,
  PublicGameResponse,
  PwaSettingsResponse,
  RegisterResponse,
  StartSessionResponse,
} from '@playdesk/contract';
import { DEMO_PASSWORD } from '../../config.js';
import { gameplays } from '../../db/schema.js';
import { fileTestContext } from '../../test/harness.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');

const QUIZ = {
  type: 'quiz',
  name: 'Coffee Quiz',
  status: 'published',
  settings: { popup_texts: { win: 'Well done!', fail: 'Game over' }, cta: { label: 'Order' } },
  content: {
    questions: [
      { text: 'Which bean?', options: ['Arabica', 'Robusta'], correct: 0 },
      { text: 'Which milk?', options: ['Oat', 'Cow'], correct: 1 },
    ],
  },
};
const FRENCH = {
  name: 'Quiz du café',
  popup_texts: { win: 'Bravo !' },
  content: { 'questions.0.text': 'Quel grain ?', 'questions.0.options.1': 'Robusta (fr)' },
};

async function createQuiz(body: Record<string, unknown> = {}) {
  const res = await t.api('POST', 'games', { ...owner, body: { ...QUIZ, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return GameResponse.parse(res.json()).game;
}

const patch = (id: string, body: unknown) => t.api('PATCH', `games/${id}`, { ...owner, body });
const publicGame = async (id: string, query = '', headers: Record<string, string> = {}) => {
  const res = await t.api('GET', `play/games/${id}${query}`, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return PublicGameResponse.parse(res.json()).game;
};

describe("the account's default language", () => {
  it('is chosen at registration, shown in the profile and changed in the settings', async () => {
    const res = await t.api('POST', 'register', {
      body: {
        business_name: 'Boulangerie Lyon',
        email: 'lyon@example.com',
        password: 'long-enough-1',
        plan: 'free',
        language: 'fr',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = RegisterResponse.parse(res.json()).user.token;
    const account = RegisterResponse.parse(res.json()).user.current_account.public_id;
    const me = { token, account };
    const profile = ProfileResponse.parse((await t.api('GET', 'user-profile', me)).json());
    expect(profile.default_language).toBe('fr');

    // A new game starts in the account's language.
    const game = GameResponse.parse(
      (
        await t.api('POST', 'games', {
          ...me,
          body: { type: 'wordhunt', name: 'Mots', content: { words: ['PAIN', 'CAFE', 'LAIT'] } },
        })
      ).json(),
    ).game;
    expect(game.default_language).toBe('fr');
    expect(game.languages).toEqual(['fr']);

    // What a player sees before the business writes its own texts is in its language too.
    const bar = NotificationBarResponse.parse(
      (await t.api('GET', 'notification-bar', me)).json(),
    ).notification_bar;
    expect(bar).toMatchObject({ default_language: 'fr', button_label: 'Jouer maintenant' });
    const app = PwaSettingsResponse.parse((await t.api('GET', 'pwa', me)).json()).pwa;
    expect(app.default_language).toBe('fr');
    expect(app.install_text).toBe(
      'Ajoutez Boulangerie Lyon à votre écran d’accueil : un nouveau jeu chaque jour, à portée de main.',
    );

    const changed = await t.api('PATCH', 'account-settings', {
      ...me,
      body: { default_language: 'de' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The settings also hold the session lifetimes (docs/team-and-sign-in.md#sessions).
    expect(AccountSettingsResponse.parse(changed.json()).account_settings).toMatchObject({
      default_language: 'de',
    });
    const read = await t.api('GET', 'account-settings', me);
    expect(read.json()).toMatchObject({ account_settings: { default_language: 'de' } });
    // Games already made keep their language.
    const again = GameResponse.parse((await t.api('GET', `games/${game.public_id}`, me)).json());
    expect(again.game.default_language).toBe('fr');
  });

  it('is English when not chosen, and refuses a language not shipped', async () => {
    const res = await t.api('POST', 'register', {
      body: {
        business_name: 'Tea Room',
        email: 'tearoom@example.com',
        password: 'long-enough-1',
        plan: 'free',
      },
    });
    const me = {
      token: RegisterResponse.parse(res.json()).user.token,
      account: RegisterResponse.parse(res.json()).user.current_account.public_id,
    };
    expect(ProfileResponse.parse((await t.api('GET', 'user-profile', me)).json())).toMatchObject({
      default_language: 'en',
    });
    const bad = await t.api('PATCH', 'account-settings', {
      ...me,
      body: { default_language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/^default_language: Choose a language among en, fr/);
    const badRegister = await t.api('POST', 'register', {
      body: {
        business_name: 'Bar',
        email: 'bar-xx@example.com',
        password: 'long-enough-1',
        plan: 'free',
        language: 'ja',
      },
    });
    expect(badRegister.statusCode).toBe(400);
  });
});

describe("a person's console language", () => {
  it('is null until chosen, then follows them in every sign-in payload; API keys cannot set it', async () => {
    const me = await t.login('member@playdesk.test');
    const profile = async () =>
      ProfileResponse.parse((await t.api('GET', 'user-profile', me)).json()).user.language;
    expect(await profile()).toBeNull();
    const set = await t.api('PATCH', 'user-settings', { ...me, body: { language: 'fr' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ user_settings: { language: 'fr' } });
    expect(await profile()).toBe('fr');
    const login = await t.api('POST', 'login', {
      body: { email: 'member@playdesk.test', password: DEMO_PASSWORD },
    });
    expect(login.json().user.language).toBe('fr');
    expect(
      (await t.api('PATCH', 'user-settings', { ...me, body: { language: 'de' } })).json().errors,
    ).toEqual([expect.stringMatching(/^language: Choose a console language among en, fr/)]);
    const cleared = await t.api('PATCH', 'user-settings', { ...me, body: { language: null } });
    expect(cleared.json()).toEqual({ user_settings: { language: null } });
    expect(await profile()).toBeNull();
  });
});

describe("a game's translations", () => {
  it('are saved at creation and listed among the languages', async () => {
    const game = await createQuiz({ translations: { fr: FRENCH } });
    expect(game.default_language).toBe('en');
    expect(game.languages).toEqual(['en', 'fr']);
    expect(game.translations).toEqual({ fr: FRENCH });
    // The content itself stays in the default language.
    expect(game.type === 'quiz' && game.content.questions[0]!.text).toBe('Which bean?');
  });

  it('are merged one language at a time; null removes one', async () => {
    const game = await createQuiz({ translations: { fr: FRENCH } });
    const german = { name: 'Kaffee-Quiz', cta: { label: 'Bestellen' } };
    const res = await patch(game.public_id, { translations: { de: german } });
    expect(res.statusCode, res.body).toBe(200);
    const merged = GameResponse.parse(res.json()).game;
    expect(merged.translations).toEqual({ fr: FRENCH, de: german });
    expect(merged.languages).toEqual(['en', 'fr', 'de']);
    // Another field changed alone leaves the translations as they are.
    const renamed = GameResponse.parse(
      (await patch(game.public_id, { name: 'Coffee Quiz 2' })).json(),
    ).game;
    expect(renamed.translations).toEqual({ fr: FRENCH, de: german });
    // A language sent again is replaced whole; null removes one.
    const replaced = GameResponse.parse(
      (await patch(game.public_id, { translations: { fr: { name: 'Quiz' }, de: null } })).json(),
    ).game;
    expect(replaced.translations).toEqual({ fr: { name: 'Quiz' } });
    expect(replaced.languages).toEqual(['en', 'fr']);
  });

  it('are checked: languages shipped, lengths, content paths and rules, not the default', async () => {
    const game = await createQuiz();
    const errorsOf = async (body: unknown) => {
      const res = await patch(game.public_id, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors as string[];
    };
    expect((await errorsOf({ translations: { xx: { name: 'X' } } }))[0]).toMatch(/^translations/);
    expect(await errorsOf({ translations: { fr: { name: 'x'.repeat(121) } } })).toEqual([
      'translations.fr.name: Name must be at most 120 characters',
    ]);
    expect(
      (await errorsOf({ translations: { fr: { popup_texts: { win: 'x'.repeat(201) } } } }))[0],
    ).toMatch(/^translations\.fr\.popup_texts\.win: /);
    expect(await errorsOf({ translations: { fr: { colour: 'bleu' } } })).toEqual([
      expect.stringContaining('colour'),
    ]);
    expect(
      await errorsOf({ translations: { fr: { content: { 'questions.5.text': 'Quoi ?' } } } }),
    ).toEqual([
      'translations.fr.content.questions.5.text: The content has no text here to translate',
    ]);
    // The content's own rules: a question has at most 500 characters, options differ.
    expect(
      await errorsOf({
        translations: { fr: { content: { 'questions.0.text': 'q'.repeat(501) } } },
      }),
    ).toEqual([
      'translations.fr.content.questions.0.text: Questions can have at most 500 characters',
    ]);
    expect(
      (
        await errorsOf({
          translations: { fr: { content: { 'questions.0.options.1': 'arabica' } } },
        })
      )[0],
    ).toMatch(/^translations\.fr\.content\.questions\.0\.options\.1: This option is the same/);
    expect(await errorsOf({ translations: { en: { name: 'Coffee' } } })).toEqual([
      "translations.en: This is the game's default language; its texts are the game's own",
    ]);
    // Making a translated language the default asks to remove its translation first.
    await patch(game.public_id, { translations: { fr: FRENCH } });
    expect((await errorsOf({ default_language: 'fr' }))[0]).toMatch(/^default_language: /);
    const switched = await patch(game.public_id, {
      default_language: 'fr',
      translations: { fr: null },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(GameResponse.parse(switched.json()).game.languages).toEqual(['fr']);
  });
});

describe('GET play/games/{id} by language', () => {
  it('serves the asked language with a fallback per text to the default', async () => {
    const game = await createQuiz({ translations: { fr: FRENCH } });
    const fr = await publicGame(game.public_id, '?lang=fr');
    expect(fr).toMatchObject({
      language: 'fr',
      languages: ['en', 'fr'],
      name: 'Quiz du café',
      // The French pop-up has no fail text: the English one shows.
      popup_texts: { win: 'Bravo !', fail: 'Game over' },
      cta: { label: 'Order' },
    });
    const en = await publicGame(game.public_id);
    expect(en).toMatchObject({ language: 'en', name: 'Coffee Quiz' });
    // A region of a language the game has, then the Accept-Language header, then the default.
    expect((await publicGame(game.public_id, '?lang=fr-CA')).language).toBe('fr');
    const header = { 'accept-language': 'de-DE,fr;q=0.8,en;q=0.5' };
    expect((await publicGame(game.public_id, '', header)).language).toBe('fr');
    expect((await publicGame(game.public_id, '?lang=it', header)).language).toBe('fr');
    expect((await publicGame(game.public_id, '?lang=it')).language).toBe('en');
    // A malformed language is a 400.
    const bad = await t.api('GET', `play/games/${game.public_id}?lang=not%20a%20language`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['lang: Use a language code such as fr or pt-BR']);
  });

  it("plays in the player's language and records it", async () => {
    // Both questions translated: a play draws them in its own order.
    const fr = { ...FRENCH, content: { ...FRENCH.content, 'questions.1.text': 'Quel lait ?' } };
    const game = await createQuiz({ translations: { fr } });
    const res = await t.api('POST', `play/games/${game.public_id}/sessions`, {
      body: { language: 'fr' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const session = StartSessionResponse.parse(res.json()).session;
    const view = JSON.stringify(session.view);
    expect(view).toMatch(/Quel grain \?|Quel lait \?/);
    expect(view).not.toMatch(/Which bean\?|Which milk\?/);
    const english = await t.api('POST', `play/games/${game.public_id}/sessions`, {
      body: { language: 'pt' },
    });
    const rows = await t.db
      .select({ language: gameplays.language })
      .from(gameplays)
      .where(eq(gameplays.id, session.session_id));
    expect(rows).toEqual([{ language: 'fr' }]);
    const [other] = await t.db
      .select({ language: gameplays.language })
      .from(gameplays)
      .where(eq(gameplays.id, StartSessionResponse.parse(english.json()).session.session_id));
    expect(other).toEqual({ language: 'en' });
  });
});

describe('one set of results, with the language recorded', () => {
  it('records the lead and consent language, and filters the CRM and dashboard by it', async () => {
    const consent = await t.api('POST', 'consents', {
      ...owner,
      body: { name: 'News FR', text: 'Send me news' },
    });
    expect(consent.statusCode, consent.body).toBe(201);
    const consentId = consent.json<{ consent: { public_id: string } }>().consent.public_id;
    const game = await createQuiz({
      name: 'Lead Quiz',
      translations: { fr: FRENCH, de: { name: 'Quiz DE' } },
      settings: {
        lead_form: {
          mode: 'after',
          fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
          consents: [consentId],
        },
      },
    });
    const lead = async (email: string, language?: string) => {
      const started = StartSessionResponse.parse(
        (
          await t.api('POST', `play/games/${game.public_id}/sessions`, {
            body: language ? { language } : {},
          })
        ).json(),
      );
      const res = await t.api('POST', `play/games/${game.public_id}/lead`, {
        body: {
          values: { email },
          consents: [{ public_id: consentId, given: true, version: 1 }],
          ...(language ? { language } : {}),
        },
        headers: { 'x-player': started.player_token! },
      });
      expect(res.statusCode, res.body).toBe(200);
      return started.player.public_id;
    };
    const french = await lead('amelie@example.fr', 'fr-FR');
    const german = await lead('jonas@example.de', 'de');
    await lead('sam@example.com');

    const detail = await t.api('GET', `players/${french}`, owner);
    expect(detail.statusCode, detail.body).toBe(200);
    const player = detail.json<{
      player: {
        language: string;
        consent_history: { language: string }[];
        plays_timeline: { language: string }[];
      };
    }>().player;
    expect(player.language).toBe('fr');
    expect(player.consent_history.map((r) => r.language)).toEqual(['fr']);
    expect(player.plays_timeline.map((p) => p.language)).toEqual(['fr']);

    const list = (await t.api('GET', 'players?language=de', owner)).json<{
      data: { public_id: string; language: string }[];
    }>();
    expect(list.data.map((p) => p.public_id)).toEqual([german]);
    const csv = (await t.api('GET', 'players/export?language=fr', owner)).body;
    expect(csv).toContain('amelie@example.fr');
    expect(csv).not.toContain('jonas@example.de');
    expect(csv.split('\n')[0]).toContain('language');
    expect((await t.api('GET', 'players?language=xx', owner)).statusCode).toBe(400);

    const today = new Date().toISOString().slice(0, 10);
    const all = (await t.api('GET', `dashboard?from=${today}&to=${today}`, owner)).json<{
      totals: { plays: number };
      languages: { language: string; plays: number }[];
    }>();
    expect(all.languages.find((l) => l.language === 'fr')?.plays).toBeGreaterThanOrEqual(1);
    const de = await t.api('GET', `dashboard?from=${today}&to=${today}&language=de`, owner);
    expect(de.statusCode, de.body).toBe(200);
    expect(de.json()).toMatchObject({
      totals: { plays: 1, new_players: 1 },
      languages: [{ language: 'de', plays: 1, wins: 0 }],
      top_games: [{ public_id: game.public_id, plays: 1 }],
    });
    expect(de.json<{ days: { plays: number }[] }>().days).toEqual([
      { date: today, plays: 1, wins: 0 },
    ]);

    // A player who started in English and fills the form in German is German from then on: the
    // new players by language move with them (the rollup's update trigger).
    const newPlayers = async (language: string) =>
      (await t.api('GET', `dashboard?from=${today}&to=${today}&language=${language}`, owner)).json<{
        totals: { new_players: number };
      }>().totals.new_players;
    const [enBefore, deBefore] = [await newPlayers('en'), await newPlayers('de')];
    const started = StartSessionResponse.parse(
      (await t.api('POST', `play/games/${game.public_id}/sessions`, { body: {} })).json(),
    );
    expect([await newPlayers('en'), await newPlayers('de')]).toEqual([enBefore + 1, deBefore]);
    const form = await t.api('POST', `play/games/${game.public_id}/lead`, {
      body: { values: { email: 'lea@example.de' }, consents: [], language: 'de' },
      headers: { 'x-player': started.player_token! },
    });
    expect(form.statusCode, form.body).toBe(200);
    expect([await newPlayers('en'), await newPlayers('de')]).toEqual([enBefore, deBefore + 1]);
  });
});

describe('word games in their language', () => {
  it('checks a French Wordle against French words and plays it in French, accents optional', async () => {
    const create = (body: Record<string, unknown>) =>
      t.api('POST', 'games', {
        ...owner,
        body: { type: 'wordle', name: 'Le mot', status: 'published', ...body },
      });
    // English words are not French words: refused with the word named.
    const english = await create({ default_language: 'fr', content: { words: ['smile'] } });
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual([expect.stringMatching(/^content\.words\.0: “smile”/)]);

    const res = await create({ default_language: 'fr', content: { words: ['école'] } });
    expect(res.statusCode, res.body).toBe(201);
    const game = GameResponse.parse(res.json()).game;
    const start = await t.api('POST', `play/games/${game.public_id}/sessions`, { body: {} });
    const { session, player_token } = StartSessionResponse.parse(start.json());
    const guess = (word: string) =>
      t.api('POST', `play/sessions/${session.session_id}/actions`, {
        body: { action: { type: 'guess', word } },
        headers: { 'x-player': player_token! },
      });
    // A French word typed without its accent is a guess (`tasse` has no accent to drop).
    expect((await guess('tasse')).statusCode).toBe(200);
    const won = await guess('ecole');
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().session.outcome).toMatchObject({ status: 'won' });
  });

  it('refuses a word game in a language it has no words for (Arabic), not a quiz', async () => {
    const wordle = await t.api('POST', 'games', {
      ...owner,
      body: { type: 'wordle', name: 'كلمة', default_language: 'ar', content: { words: ['toast'] } },
    });
    expect(wordle.statusCode).toBe(400);
    expect(wordle.json().errors).toEqual([
      'content: Wordle can be played in en, fr, de, es, it, nl, pt, not ar',
    ]);
    const quiz = await createQuiz({ name: 'مسابقة القهوة', default_language: 'ar' });
    expect(quiz.default_language).toBe('ar');
    const served = await t.api('GET', `play/games/${quiz.public_id}`);
    expect(served.json().game).toMatchObject({ language: 'ar', languages: ['ar'] });
  });

  it('refuses a translation whose words are not words of its language', async () => {
    const res = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'wordle',
        name: 'Coffee word',
        content: { words: ['toast'] },
        translations: { fr: { content: { 'words.0': 'zzzzz' } } },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.stringMatching(/^translations\.fr\.content\.words\.0: /),
    ]);
  });
});
