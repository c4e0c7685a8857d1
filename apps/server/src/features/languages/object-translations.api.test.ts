/**
 * Everything a player sees besides a game's own texts, in many languages (issue 33 §4, §7, §9;
 * docs/product-rules.md#languages): a game's form, consents (and the records of what was shown),
 * rewards, the notification bar, the game app and its push notifications, templates. Each is
 * saved, merged one language at a time, checked, and served in the player's language with a
 * fallback per text to the default language.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AccountRewardsResponse,
  ConsentResponse,
  NotificationBarResponse,
  PublicNotificationBarResponse,
  PushNotificationResponse,
  PushPayload,
  PwaSettingsResponse,
  PwaStartResponse,
  PublicGameResponse,
  RewardResponse,
  TemplateResponse,
  WebAppManifest,
  SessionResponse,
  StartSessionResponse,
  GameResponse,
  PublicLeadFormResponse,
} from '@playdesk/contract';
import { newPublicId } from '../../db/ids.js';
import { accounts, calendarEntries, games, pushSubscriptions } from '../../db/schema.js';
import { drainJobs } from '../../infra/jobs.js';
import { jobDefinitions } from '../../jobs.js';
import { queuedEmails } from '../../outbox/outbox.js';
import { startFakePush } from '../../test/fake-push.js';
import { fakeDns } from '../../test/fake-dns.js';
import { fileTestContext } from '../../test/harness.js';
import { createPlayer } from '../play/players.js';
import { runNewGameCheck } from '../pwa/new-game.js';
import { configurePush } from '../pwa/runtime.js';
import { AWARD_TEST_ENV } from '../rewards/award/test-support.js';

const { resolver } = fakeDns();
const t = await fileTestContext(AWARD_TEST_ENV, { addressResolver: resolver });
const owner = await t.login('owner@playdesk.test');
const [coffee] = await t.db
  .select({ publicId: accounts.publicId })
  .from(accounts)
  .where(eq(accounts.businessName, 'Demo Coffee Co.'));
const ACCOUNT = coffee!.publicId;
const fake = await startFakePush();
// The fake push service listens on 127.0.0.1: loopback allowed (as only tests can).
configurePush({ agent: fake.agent, allowLoopback: true });
afterAll(() => fake.close());
const [coffeeAccount] = await t.db
  .select()
  .from(accounts)
  .where(eq(accounts.publicId, owner.account));

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

describe('rewards in many languages', () => {
  const REWARD = {
    name: 'Free coffee',
    description: 'Any size',
    value: '4 €',
    terms: 'One per visit',
    how_to_redeem: 'Show the code',
    kind: 'unique_code',
  };
  async function createReward(body: Record<string, unknown> = {}) {
    const res = await t.api('POST', 'rewards', { ...owner, body: { ...REWARD, ...body } });
    expect(res.statusCode, res.body).toBe(201);
    const reward = RewardResponse.parse(res.json()).reward;
    const codes = await t.api('POST', `rewards/${reward.public_id}/codes/generate`, {
      ...owner,
      body: { count: 5, prefix: 'ML-', length: 8 },
    });
    expect(codes.statusCode, codes.body).toBeLessThan(300);
    return reward;
  }

  it('saves, merges and checks the translations of its texts', async () => {
    const reward = await createReward({
      translations: { fr: { name: 'Café offert', terms: 'Un par visite' } },
    });
    expect(reward.default_language).toBe('en');
    expect(reward.languages).toEqual(['en', 'fr']);
    const patch = (body: unknown) =>
      t.api('PATCH', `rewards/${reward.public_id}`, { ...owner, body });
    const merged = RewardResponse.parse(
      (await patch({ translations: { de: { name: 'Gratis Kaffee' } } })).json(),
    ).reward;
    expect(merged.translations).toEqual({
      fr: { name: 'Café offert', terms: 'Un par visite' },
      de: { name: 'Gratis Kaffee' },
    });
    const removed = RewardResponse.parse((await patch({ translations: { de: null } })).json());
    expect(removed.reward.languages).toEqual(['en', 'fr']);
    const tooLong = await patch({ translations: { fr: { name: 'x'.repeat(200) } } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Name must be at most');
    const inDefault = await patch({ translations: { en: { name: 'Coffee' } } });
    expect(inDefault.statusCode).toBe(400);
    expect(inDefault.body).toContain('translations.en');
    // The default language may move to one it has no translation in.
    const moved = await patch({ default_language: 'de' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(RewardResponse.parse(moved.json()).reward.languages).toEqual(['de', 'fr']);
  });

  it("shows a won reward in the play's language: the pop-up, the rewards front and the email", async () => {
    const reward = await createReward({
      name: 'Free croissant',
      translations: { fr: { name: 'Croissant offert', how_to_redeem: 'Montrez le code' } },
    });
    const res = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'scratch',
        name: 'Scratch ML',
        status: 'published',
        content: { prizes: [{ label: 'Prize', odds: 100 }] },
        translations: { fr: { name: 'Grattage' } },
        settings: {
          participation: { rule: 'unlimited' },
          rewards: {
            rules: [{ reward_id: reward.public_id, mode: 'winner', per_player: 5 }],
            consolation_reward_id: null,
          },
          lead_form: {
            mode: 'after',
            fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
            consents: [],
          },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const gameId = GameResponse.parse(res.json()).game.public_id;

    const started = StartSessionResponse.parse(
      (await t.api('POST', `play/games/${gameId}/sessions`, { body: { language: 'fr' } })).json(),
    );
    const token = started.player_token!;
    const ended = await t.api('POST', `play/sessions/${started.session.session_id}/actions`, {
      body: { action: { type: 'scratch', percent: 100 } },
      headers: { 'x-player': token },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const won = SessionResponse.parse(ended.json()).session.reward!.reward;
    // Translated texts in French, the others (no French) in English.
    expect(won).toMatchObject({
      name: 'Croissant offert',
      how_to_redeem: 'Montrez le code',
      description: 'Any size',
      terms: 'One per visit',
    });

    const front = async (query: string, headers: Record<string, string> = {}) => {
      const r = await t.api('GET', `play/accounts/${ACCOUNT}/rewards?show_all=1${query}`, {
        headers,
      });
      expect(r.statusCode, r.body).toBe(200);
      return AccountRewardsResponse.parse(r.json());
    };
    const offered = (f: AccountRewardsResponse) =>
      f.rewards.find((r) => r.reward.public_id === reward.public_id)!;
    expect(offered(await front('&lang=fr')).reward.name).toBe('Croissant offert');
    expect(offered(await front('&lang=fr')).offers[0]!.game.name).toBe('Grattage');
    expect(offered(await front('', { 'accept-language': 'fr-FR,en;q=0.5' })).reward.name).toBe(
      'Croissant offert',
    );
    expect(offered(await front('&lang=de')).reward.name).toBe('Free croissant');
    // The player's own rewards: in the player's language when no language is asked.
    const mine = await front('', { 'x-player': token });
    expect(mine.won.find((w) => w.reward.public_id === reward.public_id)?.reward.name).toBe(
      'Croissant offert',
    );

    const email = `croissant-${Date.now()}@example.fr`;
    const lead = await t.api('POST', `play/games/${gameId}/lead`, {
      body: { values: { email }, consents: [], language: 'fr' },
      headers: { 'x-player': token },
    });
    expect(lead.statusCode, lead.body).toBe(200);
    const mails = (await queuedEmails(t.db)).filter((m) => m.payload.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload.subject).toContain('Croissant offert');
    expect(String(mails[0]!.payload.text)).toContain('Montrez le code');
    expect(String(mails[0]!.payload.text)).toContain('One per visit');
  });
});

describe('the notification bar in many languages', () => {
  const BAR = {
    enabled: true,
    text: 'Play and win a latte!',
    game_id: null,
    button_label: 'Play now',
    background: '#4A3494',
    color: '#FFFFFF',
    position: 'top',
    starts_at: null,
    ends_at: null,
  };
  const put = (body: Record<string, unknown>) =>
    t.api('PUT', 'notification-bar', { ...owner, body: { ...BAR, ...body } });
  const shown = async (query = '', headers: Record<string, string> = {}) => {
    const res = await t.api('GET', `play/accounts/${owner.account}/notification-bar${query}`, {
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.vary).toContain('Accept-Language');
    return PublicNotificationBarResponse.parse(res.json()).notification_bar!;
  };

  it('saves translations merged one language at a time, kept when not sent, and checked', async () => {
    const first = await put({ translations: { fr: { text: 'Jouez et gagnez un latte !' } } });
    expect(first.statusCode, first.body).toBe(200);
    expect(NotificationBarResponse.parse(first.json()).notification_bar).toMatchObject({
      default_language: 'en',
      languages: ['en', 'fr'],
    });
    await put({ translations: { de: { text: 'Spielen und gewinnen!', button_label: 'Spielen' } } });
    // Saved without translations: those saved stay.
    const kept = NotificationBarResponse.parse((await put({ text: 'Play now and win!' })).json());
    expect(kept.notification_bar.languages).toEqual(['en', 'fr', 'de']);
    const removed = NotificationBarResponse.parse(
      (await put({ translations: { de: null } })).json(),
    );
    expect(removed.notification_bar.translations).toEqual({
      fr: { text: 'Jouez et gagnez un latte !' },
    });
    const tooLong = await put({ translations: { fr: { button_label: 'x'.repeat(41) } } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Button label must be at most 40 characters');
    const inDefault = await put({ translations: { en: { text: 'Hello' } } });
    expect(inDefault.statusCode).toBe(400);
    expect(inDefault.body).toContain('translations.en');
  });

  it("is shown in the page's or the browser's language, each missing text in the default", async () => {
    await put({
      text: 'Play and win a latte!',
      translations: { fr: { text: 'Jouez et gagnez !' } },
    });
    expect(await shown('?lang=fr')).toMatchObject({
      text: 'Jouez et gagnez !',
      button_label: 'Play now',
    });
    expect((await shown('', { 'accept-language': 'fr-BE,fr;q=0.9' })).text).toBe(
      'Jouez et gagnez !',
    );
    expect((await shown('?lang=de')).text).toBe('Play and win a latte!');
    expect((await shown()).text).toBe('Play and win a latte!');
    expect(
      (await t.api('GET', `play/accounts/${owner.account}/notification-bar?lang=!!`)).statusCode,
    ).toBe(400);
  });
});

describe('the game app and its notifications in many languages', () => {
  const putPwa = (body: unknown) => t.api('PUT', 'pwa', { ...owner, body });

  it('saves the app texts merged by language and serves the manifest and start in the player language', async () => {
    const saved = await putPwa({
      app_name: 'Coffee Games',
      short_name: 'Coffee',
      install_text: 'Add our games to your home screen.',
      translations: { fr: { app_name: 'Les jeux du café', install_text: 'Ajoutez nos jeux.' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await putPwa({ translations: { de: { app_name: 'Kaffeespiele' } } });
    const pwa = PwaSettingsResponse.parse((await t.api('GET', 'pwa', owner)).json()).pwa;
    expect(pwa.languages).toEqual(['en', 'fr', 'de']);
    expect(
      (await putPwa({ translations: { fr: { short_name: 'x'.repeat(13) } } })).statusCode,
    ).toBe(400);
    expect((await putPwa({ translations: { en: { app_name: 'Games' } } })).statusCode).toBe(400);

    const manifest = async (query = '', headers: Record<string, string> = {}) => {
      const res = await t.api(
        'GET',
        `play/accounts/${owner.account}/manifest.webmanifest${query}`,
        { headers },
      );
      expect(res.statusCode, res.body).toBe(200);
      return WebAppManifest.parse(res.json());
    };
    expect(await manifest('?lang=fr')).toMatchObject({
      name: 'Les jeux du café',
      short_name: 'Coffee',
    });
    expect((await manifest('', { 'accept-language': 'de-AT' })).name).toBe('Kaffeespiele');
    expect((await manifest('?lang=es')).name).toBe('Coffee Games');

    const start = PwaStartResponse.parse(
      (await t.api('GET', `play/pwa/start?account=${owner.account}&lang=fr`)).json(),
    ).pwa;
    expect(start).toMatchObject({
      app_name: 'Les jeux du café',
      install_text: 'Ajoutez nos jeux.',
    });
    expect(start.manifest_url).toContain('?lang=fr');
  });

  it("sends each subscriber a notification in their language, the default's texts where one is missing", async () => {
    await t.db.delete(pushSubscriptions);
    const subscriber = async (playerLanguage: 'fr' | 'en' | 'it', appLanguage?: string) => {
      const { token } = await createPlayer(t.db, coffeeAccount!.id, undefined, playerLanguage);
      const sub = fake.subscription();
      const res = await t.api('POST', 'play/push/subscriptions', {
        headers: { 'x-player': token },
        body: {
          account: owner.account,
          subscription: sub,
          ...(appLanguage ? { language: appLanguage } : {}),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return sub.endpoint;
    };
    // The player's language; the app's language when it subscribed (German); a language the
    // notification has no texts in (Italian).
    const french = await subscriber('fr');
    const german = await subscriber('en', 'de-DE');
    const italian = await subscriber('it');

    const send = (body: Record<string, unknown>) =>
      t.api('POST', 'pwa/notifications', {
        ...owner,
        body: { target: { type: 'app' }, audience: { type: 'all' }, ...body },
      });
    expect(
      (await send({ title: 'Hi', body: 'Play', translations: { en: { title: 'Hey' } } }))
        .statusCode,
    ).toBe(400);
    const tooLong = await send({
      title: 'Hi',
      body: 'Play',
      translations: { fr: { title: 'x'.repeat(61) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Title must be at most 60 characters');

    const before = fake.received.length;
    const res = await send({
      title: 'Double points today',
      body: 'Play before noon',
      translations: {
        fr: { title: 'Points doublés aujourd’hui', body: 'Jouez avant midi' },
        de: { title: 'Doppelte Punkte heute' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(PushNotificationResponse.parse(res.json()).notification.languages).toEqual([
      'en',
      'fr',
      'de',
    ]);
    await drainJobs(t.db, jobDefinitions, { includeDelayed: true });
    const got = new Map(
      fake.received
        .slice(before)
        .map((r) => [r.endpoint, PushPayload.parse(JSON.parse(r.payload))]),
    );
    expect(fake.refused).toEqual([]);
    expect(got.get(french)).toMatchObject({
      title: 'Points doublés aujourd’hui',
      body: 'Jouez avant midi',
    });
    expect(got.get(german)).toMatchObject({
      title: 'Doppelte Punkte heute',
      body: 'Play before noon',
    });
    expect(got.get(italian)).toMatchObject({
      title: 'Double points today',
      body: 'Play before noon',
    });
  });

  it("says a new game is live in each subscriber's language, with the app's and game's names in it", async () => {
    await t.db.delete(pushSubscriptions);
    await t.db.delete(calendarEntries).where(eq(calendarEntries.accountId, coffeeAccount!.id));
    await putPwa({ new_game_notifications: true, notify_time: '09:00', time_zone: 'UTC' });
    const game = await t.api('POST', 'games', {
      ...owner,
      body: { ...QUIZ, name: 'Morning Quiz', translations: { fr: { name: 'Quiz du matin' } } },
    });
    expect(game.statusCode, game.body).toBe(201);
    const gameId = GameResponse.parse(game.json()).game.public_id;
    const [row] = await t.db.select().from(games).where(eq(games.publicId, gameId));
    await t.db.insert(calendarEntries).values({
      publicId: newPublicId(),
      accountId: coffeeAccount!.id,
      gameId: row!.id,
      startsOn: '2026-05-04',
      endsOn: '2026-05-04',
    });
    const endpoints: Record<string, string> = {};
    for (const language of ['fr', 'en'] as const) {
      const { token } = await createPlayer(t.db, coffeeAccount!.id, undefined, language);
      const sub = fake.subscription();
      await t.api('POST', 'play/push/subscriptions', {
        headers: { 'x-player': token },
        body: { account: owner.account, subscription: sub },
      });
      endpoints[language] = sub.endpoint;
    }
    const before = fake.received.length;
    expect(await runNewGameCheck(t.db, new Date('2026-05-04T09:10:00Z'))).toBe(1);
    await drainJobs(t.db, jobDefinitions, { includeDelayed: true });
    const got = new Map(
      fake.received.slice(before).map((r) => [r.endpoint, JSON.parse(r.payload)]),
    );
    expect(got.get(endpoints.fr!)).toMatchObject({
      title: 'Les jeux du café : un nouveau jeu vous attend',
      body: 'Jouez à Quiz du matin dès maintenant.',
    });
    expect(got.get(endpoints.en!)).toMatchObject({
      title: 'Coffee Games: a new game is live',
      body: 'Play Morning Quiz now.',
    });
  });
});

describe('templates in many languages', () => {
  it('saves sanitised translations merged by language, checked, and shows them with the game', async () => {
    const created = await t.api('POST', 'templates', {
      ...owner,
      body: {
        kind: 'success',
        name: 'Won ML',
        title: 'You won!',
        message: '<p>Show this screen.</p>',
        button_label: 'Menu',
        translations: {
          fr: { title: 'Gagné !', message: '<p>Montrez cet écran.<script>x()</script></p>' },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = TemplateResponse.parse(created.json()).template;
    expect(template.translations.fr?.message).toBe('<p>Montrez cet écran.</p>');
    const patch = (body: unknown) =>
      t.api('PATCH', `templates/${template.public_id}`, { ...owner, body });
    const merged = TemplateResponse.parse(
      (await patch({ translations: { de: { title: 'Gewonnen!' } } })).json(),
    ).template;
    expect(merged.languages).toEqual(['en', 'fr', 'de']);
    expect(
      (await patch({ translations: { fr: { button_label: 'x'.repeat(41) } } })).statusCode,
    ).toBe(400);
    expect((await patch({ translations: { en: { title: 'Yay' } } })).statusCode).toBe(400);

    const game = await t.api('POST', 'games', {
      ...owner,
      body: {
        ...QUIZ,
        name: 'Template Quiz',
        translations: { fr: { name: 'Quiz modèle' } },
        settings: { templates: { success: template.public_id } },
      },
    });
    expect(game.statusCode, game.body).toBe(201);
    const id = GameResponse.parse(game.json()).game.public_id;
    const shown = async (lang: string) =>
      PublicGameResponse.parse((await t.api('GET', `play/games/${id}?lang=${lang}`)).json()).game
        .templates.success;
    expect(await shown('fr')).toMatchObject({
      title: 'Gagné !',
      message: '<p>Montrez cet écran.</p>',
      button_label: 'Menu',
    });
    // German is not one of the game's languages: the game, and its template, are in English.
    expect(await shown('de')).toMatchObject({ title: 'You won!' });
  });
});
