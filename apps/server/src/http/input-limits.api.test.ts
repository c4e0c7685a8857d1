/**
 * Every string and list a client sends has a maximum, checked before any costly work. For each
 * field of the write routes (the content of every game type included) this sends the longest
 * allowed value, which passes; one unit more, refused with a 400 naming the field; and a value as
 * large as the route's body limit lets through, refused the same. Each answer must come back
 * fast: one EmojiQ clue of a million characters used to hold the event loop for minutes.
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoGame } from '../test/fixtures.js';
import { fileTestContext } from '../test/harness.js';
import { BODY_LIMITS } from './body-limits.js';
import {
  ACCESS_MODULE_KEYS,
  API_KEY_MODULES,
  MAX_FORM_CONSENTS,
  MAX_LEAD_FIELDS,
  VERIFICATION_LIMITS,
  WEBHOOK_EVENT_TYPES,
} from '@playdesk/contract';

/** Generous: a refusal takes milliseconds; a regression takes seconds to minutes. */
const FAST_MS = 1000;
/** An accepted value does the route's real work too (a password is hashed slowly on purpose). */
const ACCEPTED_MS = 3000;

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');
/** `n` random letters (a value that is new each time, where values must be unique). */
const uniqueLetters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );
const ids = {
  game: '',
  template: '',
  entry: '',
  playable: '',
  session: '',
  player: '',
  consents: [] as string[],
  testCheckout: '',
  experiment: '',
  liveCode: '',
};

beforeAll(async () => {
  const created = await t.api('POST', 'games', {
    ...owner,
    body: { type: 'puzzle', name: 'Limits', content: { image: 'https://example.com/p.jpg' } },
  });
  ids.game = created.json<{ game: { public_id: string } }>().game.public_id;
  // The experiment the PATCH writes to (then every new one on the game is a 409, not a 400).
  const experiment = await t.api('POST', 'experiments', { ...owner, body: newExperiment() });
  ids.experiment = experiment.json<{ experiment: { public_id: string } }>().experiment.public_id;
  const template = await t.api('POST', 'templates', {
    ...owner,
    body: { kind: 'success', name: 'Limits' },
  });
  ids.template = template.json<{ template: { public_id: string } }>().template.public_id;
  const entry = await t.api('POST', 'calendar', {
    ...owner,
    body: { game_id: ids.game, days: ['2027-06-01'] },
  });
  ids.entry = entry.json<{ entries: { id: string }[] }>().entries[0]!.id;
  ids.playable = (await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle')).publicId;
  const quiz = (await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz')).publicId;
  const show = await t.api('POST', 'live-sessions', { ...owner, body: { game: quiz } });
  ids.liveCode = show.json<{ session: { code: string } }>().session.code;
  const started = await t.api('POST', `play/games/${ids.playable}/sessions`, { body: {} });
  const start = started.json<{ session: { session_id: string }; player_token: string }>();
  ids.session = start.session.session_id;
  ids.player = start.player_token;
  // A TEST MODE card page of the owner's business (the test-checkout route's id).
  const portal = await t.api('POST', 'subscription/portal', owner);
  ids.testCheckout = portal.json<{ url: string }>().url.split('/').at(-1)!;
  // As many consents as a form may show, so a full list of them is a valid one.
  for (let i = 0; i < MAX_FORM_CONSENTS; i++) {
    const consent = await t.api('POST', 'consents', {
      ...owner,
      body: { name: `Limits ${i}`, text: '<p>I agree.</p>' },
    });
    ids.consents.push(consent.json<{ consent: { public_id: string } }>().consent.public_id);
  }
  // The rewards the rewards routes write to, made before any answer is timed.
  await Promise.all([rewardOf('physical'), rewardOf('unique_code')]);
});

type Body = Record<string, unknown>;
const newExperiment = (): Body => ({
  game: ids.game,
  name: 'Limits',
  goal: 'finish',
  variants: [
    { name: 'A', share: 50 },
    { name: 'B', share: 50 },
  ],
});
/** A reward of the owner's account of `kind`, made on first use (the rewards routes' ids). */
const rewardIds = new Map<string, Promise<string>>();
const rewardOf = (kind: string) => {
  if (!rewardIds.has(kind))
    rewardIds.set(
      kind,
      t
        .api('POST', 'rewards', { ...owner, body: { name: `Limits ${kind}`, kind } })
        .then((res) => res.json<{ reward: { public_id: string } }>().reward.public_id),
    );
  return rewardIds.get(kind)!;
};
type Send = (body: Body) => Promise<LightMyRequestResponse>;
/** A webhook endpoint of the owner's account (the PATCH route's id), made on first use. */
let webhook: Promise<string> | null = null;
const webhookId = () =>
  (webhook ??= t
    .api('POST', 'integrations/webhooks', {
      ...owner,
      body: { url: 'https://93.184.215.14/hooks', events: ['reward.won'] },
    })
    .then((res) => res.json<{ endpoint: { public_id: string } }>().endpoint.public_id));
/** The public id of Demo Coffee Co.'s team member (the team routes' id). */
const memberId = async () =>
  (await t.api('GET', 'team-mates', owner))
    .json<{ members: { public_id: string; role: string }[] }>()
    .members.find((m) => m.role === 'member')!.public_id;

/** The write routes, with a valid body each field is put into, and the route's body limit. */
const ROUTES: Record<string, { send: Send; base: () => Body; limit: number }> = {
  'POST subscription/checkout': {
    send: (body) => t.api('POST', 'subscription/checkout', { ...owner, body }),
    base: () => ({ plan: 'pro' }),
    limit: BODY_LIMITS.default,
  },
  'POST billing/test-checkout/:id': {
    send: (body) => t.api('POST', `billing/test-checkout/${ids.testCheckout}`, { ...owner, body }),
    base: () => ({ card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' }),
    limit: BODY_LIMITS.default,
  },
  'POST games': {
    send: (body) => t.api('POST', 'games', { ...owner, body }),
    base: () => ({
      type: 'puzzle',
      name: 'Limits',
      content: { image: 'https://example.com/p.jpg' },
    }),
    limit: BODY_LIMITS.game,
  },
  'PATCH games/:id': {
    send: (body) => t.api('PATCH', `games/${ids.game}`, { ...owner, body }),
    base: () => ({}),
    limit: BODY_LIMITS.game,
  },
  'POST experiments': {
    send: (body) => t.api('POST', 'experiments', { ...owner, body }),
    base: newExperiment,
    limit: BODY_LIMITS.experiment,
  },
  'PATCH experiments/:id': {
    send: (body) => t.api('PATCH', `experiments/${ids.experiment}`, { ...owner, body }),
    base: () => ({}),
    limit: BODY_LIMITS.default,
  },
  'PUT games/:id/translations/:language': {
    send: (body) => t.api('PUT', `games/${ids.game}/translations/fr`, { ...owner, body }),
    base: () => ({ format: 'json', file: '{}' }),
    limit: BODY_LIMITS.translationFile,
  },
  'POST templates': {
    send: (body) => t.api('POST', 'templates', { ...owner, body }),
    base: () => ({ kind: 'success', name: 'Limits' }),
    limit: BODY_LIMITS.template,
  },
  'PATCH templates/:id': {
    send: (body) => t.api('PATCH', `templates/${ids.template}`, { ...owner, body }),
    base: () => ({}),
    limit: BODY_LIMITS.template,
  },
  'POST calendar': {
    send: (body) => t.api('POST', 'calendar', { ...owner, body }),
    base: () => ({ game_id: ids.game }),
    limit: BODY_LIMITS.default,
  },
  'PATCH calendar/:id': {
    send: (body) => t.api('PATCH', `calendar/${ids.entry}`, { ...owner, body }),
    base: () => ({ starts_on: '2027-06-01', ends_on: '2027-06-02' }),
    limit: BODY_LIMITS.default,
  },
  'PUT notification-bar': {
    send: (body) => t.api('PUT', 'notification-bar', { ...owner, body }),
    base: () => ({
      enabled: false,
      text: 'Hello',
      game_id: null,
      button_label: 'Play',
      background: '#4A3494',
      color: '#FFFFFF',
      position: 'top',
      starts_at: null,
      ends_at: null,
    }),
    limit: BODY_LIMITS.default,
  },
  'POST accounts': {
    send: (body) => t.api('POST', 'accounts', { ...owner, body }),
    base: () => ({ business_name: 'Limits' }),
    limit: BODY_LIMITS.default,
  },
  'POST register': {
    send: (body) => t.api('POST', 'register', { body }),
    base: () => ({
      business_name: 'Limits',
      email: `limits-${Math.random().toString(36).slice(2)}@example.com`,
      password: PASSWORD,
      plan: 'free',
    }),
    limit: BODY_LIMITS.default,
  },
  'POST login': {
    send: (body) => t.api('POST', 'login', { body }),
    base: () => ({ email: 'nobody@example.com', password: PASSWORD }),
    limit: BODY_LIMITS.default,
  },
  'POST forgot-password': {
    send: (body) => t.api('POST', 'forgot-password', { body }),
    base: () => ({ email: 'nobody@example.com' }),
    limit: BODY_LIMITS.default,
  },
  'POST reset-password': {
    send: (body) => t.api('POST', 'reset-password', { body }),
    base: () => ({ token: 'x'.repeat(40), password: PASSWORD }),
    limit: BODY_LIMITS.default,
  },
  'POST play/games/:id/sessions': {
    send: (body) => t.api('POST', `play/games/${ids.playable}/sessions`, { body }),
    base: () => ({}),
    limit: BODY_LIMITS.play,
  },
  'PATCH play/players/me': {
    send: (body) =>
      t.api('PATCH', 'play/players/me', { body, headers: { 'x-player': ids.player } }),
    base: () => ({}),
    limit: BODY_LIMITS.play,
  },
  'POST play/games/:id/lead': {
    send: (body) =>
      t.api('POST', `play/games/${ids.playable}/lead`, {
        body,
        headers: { 'x-player': ids.player },
      }),
    base: () => ({ values: {} }),
    limit: BODY_LIMITS.play,
  },
  ...Object.fromEntries(
    (
      [
        ['verify/email', { email: 'lea@example.com' }],
        ['verify/email/confirm', { email: 'lea@example.com', code: '123456' }],
        ['verify/phone', { phone: '+33612345678' }],
        ['verify/phone/confirm', { phone: '+33612345678', code: '123456' }],
      ] as const
    ).map(([path, base]) => [
      `POST play/games/:id/${path}`,
      {
        send: (body: Body) => t.api('POST', `play/games/${ids.playable}/${path}`, { body }),
        base: () => ({ ...base }),
        limit: BODY_LIMITS.play,
      },
    ]),
  ),
  'POST api-keys': {
    send: (body) => t.api('POST', 'api-keys', { ...owner, body }),
    base: () => ({ name: 'Limits', modules: ['games'], access: 'read' }),
    limit: BODY_LIMITS.default,
  },
  // An unknown held reward: the body is checked before the id is looked up.
  'POST rewards/review/:id/reject': {
    send: (body) => t.api('POST', 'rewards/review/w_limits01/reject', { ...owner, body }),
    base: () => ({ reason: 'A script' }),
    limit: BODY_LIMITS.default,
  },
  'POST rewards': {
    send: (body) => t.api('POST', 'rewards', { ...owner, body }),
    base: () => ({ name: 'Limits', kind: 'physical' }),
    limit: BODY_LIMITS.default,
  },
  'PATCH rewards/:id': {
    send: async (body) =>
      t.api('PATCH', `rewards/${await rewardOf('physical')}`, { ...owner, body }),
    base: () => ({}),
    limit: BODY_LIMITS.default,
  },
  'PUT loyalty': {
    send: (body) => t.api('PUT', 'loyalty', { ...owner, body }),
    base: () => ({ enabled: false }),
    limit: BODY_LIMITS.default,
  },
  // An unknown member: the body is checked before the player is looked up.
  'POST loyalty/members/:player_id/adjust': {
    send: (body) => t.api('POST', 'loyalty/members/p_limits01/adjust', { ...owner, body }),
    base: () => ({ points: 10 }),
    limit: BODY_LIMITS.default,
  },
  'POST domains': {
    send: (body) => t.api('POST', 'domains', { ...owner, body }),
    base: () => ({
      kind: 'allowed_site',
      value: `https://l${Math.random().toString(36).slice(2)}.example.com`,
    }),
    limit: BODY_LIMITS.default,
  },
  'PATCH domains/:id': {
    send: async (body) => t.api('PATCH', `domains/${await domainOf()}`, { ...owner, body }),
    base: () => ({}),
    limit: BODY_LIMITS.default,
  },
  'PUT pwa': {
    send: (body) => t.api('PUT', 'pwa', { ...owner, body }),
    base: () => ({}),
    limit: BODY_LIMITS.default,
  },
  'POST pwa/notifications': {
    send: (body) => t.api('POST', 'pwa/notifications', { ...owner, body }),
    base: () => ({
      title: 'Limits',
      body: 'Limits',
      target: { type: 'app' },
      audience: { type: 'all' },
      send_at: new Date(Date.now() + 3600_000).toISOString(),
    }),
    limit: BODY_LIMITS.default,
  },
  'POST play/push/subscriptions': {
    send: (body) =>
      t.api('POST', 'play/push/subscriptions', { body, headers: { 'x-player': ids.player } }),
    base: () => ({
      account: 'limits',
      subscription: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'a', auth: 'a' } },
    }),
    limit: BODY_LIMITS.play,
  },
  'DELETE play/push/subscriptions': {
    send: (body) =>
      t.api('DELETE', 'play/push/subscriptions', { body, headers: { 'x-player': ids.player } }),
    base: () => ({ account: 'limits', endpoint: 'https://push.example.com/x' }),
    limit: BODY_LIMITS.play,
  },
  'POST play/push/clicks': {
    send: (body) => t.api('POST', 'play/push/clicks', { body }),
    base: () => ({ campaign: 'limits' }),
    limit: BODY_LIMITS.play,
  },
  // A literal public address: saved without a DNS lookup (none is reached).
  'POST integrations/webhooks': {
    send: (body) => t.api('POST', 'integrations/webhooks', { ...owner, body }),
    base: () => ({ url: 'https://93.184.215.14/hooks', events: ['reward.won'] }),
    limit: BODY_LIMITS.default,
  },
  'PATCH integrations/webhooks/:id': {
    send: async (body) =>
      t.api('PATCH', `integrations/webhooks/${await webhookId()}`, { ...owner, body }),
    base: () => ({}),
    limit: BODY_LIMITS.default,
  },
  'POST rewards/:id/codes/generate': {
    send: async (body) =>
      t.api('POST', `rewards/${await rewardOf('unique_code')}/codes/generate`, {
        ...owner,
        body,
      }),
    base: () => ({ count: 1 }),
    limit: BODY_LIMITS.default,
  },
  'POST rewards/redeem': {
    send: (body) => t.api('POST', 'rewards/redeem', { ...owner, body }),
    base: () => ({}),
    limit: BODY_LIMITS.default,
  },
  'POST play/live/:code/join': {
    send: (body) => t.api('POST', `play/live/${ids.liveCode}/join`, { body }),
    // A new nickname each time: a nickname is unique in a show.
    base: () => ({ nickname: uniqueLetters(8) }),
    limit: BODY_LIMITS.play,
  },
  'POST placements': {
    send: (body) => t.api('POST', 'placements', { ...owner, body }),
    // A new name each time: a placement's name is unique per game.
    base: () => ({ game: ids.game, name: `Limits ${Math.random().toString(36).slice(2)}` }),
    limit: BODY_LIMITS.default,
  },
  'POST consents': {
    send: (body) => t.api('POST', 'consents', { ...owner, body }),
    base: () => ({ name: 'Limits', text: '<p>I agree.</p>' }),
    limit: BODY_LIMITS.default,
  },
  'PATCH consents/:id': {
    send: (body) => t.api('PATCH', `consents/${ids.consents[0]}`, { ...owner, body }),
    base: () => ({}),
    limit: BODY_LIMITS.default,
  },
  'PUT privacy': {
    send: (body) => t.api('PUT', 'privacy', { ...owner, body }),
    base: () => ({}),
    limit: BODY_LIMITS.default,
  },
  'POST players/erase': {
    send: (body) => t.api('POST', 'players/erase', { ...owner, body }),
    base: () => ({}),
    limit: BODY_LIMITS.default,
  },
  'POST team-mates/invitations': {
    send: (body) => t.api('POST', 'team-mates/invitations', { ...owner, body }),
    base: () => ({
      email: `limits-${Math.random().toString(36).slice(2)}@example.com`,
      modules: ['games'],
    }),
    limit: BODY_LIMITS.default,
  },
  'PATCH team-mates/:user_public_id': {
    send: async (body) => t.api('PATCH', `team-mates/${await memberId()}`, { ...owner, body }),
    base: () => ({ modules: ['games'] }),
    limit: BODY_LIMITS.default,
  },
  'POST invitations/:id/accept': {
    send: (body) => t.api('POST', `invitations/${'x'.repeat(43)}/accept`, { body }),
    base: () => ({ password: PASSWORD }),
    limit: BODY_LIMITS.default,
  },
  'POST auth/callback/:provider': {
    send: (body) => t.api('POST', 'auth/callback/google', { body }),
    base: () => ({}),
    limit: BODY_LIMITS.default,
  },
  'POST play/sessions/:id/actions': {
    send: (body) =>
      t.api('POST', `play/sessions/${ids.session}/actions`, {
        body,
        headers: { 'x-player': ids.player },
      }),
    base: () => ({ action: { type: 'guess' } }),
    limit: BODY_LIMITS.play,
  },
};

/** A password no strength rule objects to, of any length. */
const PASSWORD = 'Kx7#mQ2!vL9$';
const varied = (n: number) => Array.from({ length: n }, (_, i) => PASSWORD[i % 12]).join('');
const url = (n: number) => `https://example.com/${'a'.repeat(n - 20)}`;
const publicUrl = (n: number) => `https://93.184.215.14/${'a'.repeat(n - 22)}`;
const QUIZ = { questions: [{ text: 'Q?', options: ['A', 'B'], correct: 0 }] };
const EMOJIQ = { phrases: [{ emojis: '☕🍰', answer: 'Coffee cake' }] };
const SCRATCH = { prizes: [{ label: 'Mug', odds: 10 }] };
const domain = (n: number) => `${'a'.repeat(n - 12)}.example.com`;
/** A valid host name of exactly `k` characters (labels of at most 63). */
const longHost = (k: number, letter = 'c') => {
  const labels: string[] = [];
  let left = k;
  for (; left > 67; left -= 64) labels.push('b'.repeat(63));
  return [...labels, letter.repeat(left - 4)].join('.') + '.com';
};
let domainId: Promise<string> | null = null;
/** An allowed site of the owner's account, made on first use (the PATCH route's id). */
const domainOf = () =>
  (domainId ??= t
    .api('POST', 'domains', {
      ...owner,
      body: { kind: 'allowed_site', value: 'https://limits.example.com' },
    })
    .then((res) => res.json<{ domain: { public_id: string } }>().domain.public_id));
const FIELD = { key: 'email', type: 'email', label: 'Email', required: true };
/** A visit of the player app (its id only), that a lead's attribution fields go into. */
const VISIT = { visit_id: '6f1c2a4e-8b3d-4f5a-9c7e-1d2b3a4c5e6f' };
const CHOICE = {
  key: 'drink',
  type: 'choice',
  label: 'Drink',
  required: false,
  options: ['A', 'B'],
};
/** A game's form, off (a form switched on needs the plan's `crm` flag, which the owner has). */
const inForm = (fields: Body[] = [FIELD]): Partial<Case> => ({
  setup: { settings: { lead_form: { mode: 'off', fields, consents: [] } } },
});
/** A well-formed language tag of `n` characters (`fr-aaaaaaa-aaaaaaa…`). */
const languageTag = (n: number) => {
  let tag = 'fr';
  while (tag.length < n) {
    const room = n - tag.length;
    tag += room === 1 ? 'x' : `-${'a'.repeat(Math.min(7, room - 1))}`;
  }
  return tag;
};
const day = (i: number) => new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10);

interface Case {
  route: keyof typeof ROUTES;
  kind: 'text' | 'list';
  /** Dotted path of the field in the body, as the error names it. */
  field: string;
  /** A body (from the route's base) with other fields set for this one to make sense. */
  setup?: Body;
  max: number;
  /** A value of `n` characters (code points, as limits count them) or of `n` items. */
  value: (n: number) => unknown;
  /** Text: the unit repeated to fill a body up to the route's limit (default `a`). */
  fill?: string;
}

const text = (route: Case['route'], field: string, max: number, extra: Partial<Case> = {}) =>
  ({
    route,
    kind: 'text',
    field,
    max,
    value: (n: number) => 'a'.repeat(n),
    ...extra,
  }) satisfies Case;
const list = (
  route: Case['route'],
  field: string,
  max: number,
  item: (i: number) => unknown,
  extra: Partial<Case> = {},
) =>
  ({
    route,
    kind: 'list',
    field,
    max,
    value: (n: number) => Array.from({ length: n }, (_, i) => item(i)),
    ...extra,
  }) satisfies Case;
const inGame = (type: string, content: Body): Partial<Case> => ({ setup: { type, content } });

const CASES: Case[] = [
  // A game's settings (shared by every type).
  text('POST games', 'name', 120),
  text('POST games', 'settings.popup_texts.win', 200),
  text('POST games', 'settings.popup_texts.fail', 200),
  text('POST games', 'settings.cta.icon', 40),
  text('POST games', 'settings.cta.label', 60),
  text('POST games', 'settings.cta.link', 2000, { value: url }),
  text('POST games', 'settings.instructions', 20_000),
  text('POST games', 'settings.background_image', 2000, { value: url }),
  text('POST games', 'settings.game_image', 2000, { value: url }),
  list('POST games', 'settings.footer_buttons', 11, () => 'timer'),
  // Each game type's content.
  text('POST games', 'content.image', 2000, { value: url }),
  text('POST games', 'content.phrases.0.emojis', 240, {
    ...inGame('emojiq', EMOJIQ),
    value: (n) => `☕${' '.repeat(n - 2)}🍰`,
    fill: '😀',
  }),
  text('POST games', 'content.phrases.0.answer', 240, {
    ...inGame('emojiq', EMOJIQ),
    value: (n) => `${'a'.repeat(29)}${' '.repeat(n - 58)}${'b'.repeat(29)}`,
  }),
  text('POST games', 'content.phrases.0.hint', 120, inGame('emojiq', EMOJIQ)),
  list('POST games', 'content.phrases', 30, () => EMOJIQ.phrases[0], inGame('emojiq', EMOJIQ)),
  text('POST games', 'content.words.0', 12, {
    ...inGame('wordhunt', { words: ['TEA', 'MILK', 'CUP'] }),
    value: (n) => 'ABCDEFGHIJKLMNOP'.slice(0, n).padEnd(n, 'Q'),
  }),
  list('POST games', 'content.words', 20, (i) => `WORD${'ABCDEFGHIJKLMNOPQRSTU'[i]}`, {
    ...inGame('wordhunt', { words: [] }),
  }),
  text('POST games', 'content.questions.0.text', 500, inGame('quiz', QUIZ)),
  text('POST games', 'content.questions.0.id', 64, inGame('quiz', QUIZ)),
  text('POST games', 'content.questions.0.image', 2000, { ...inGame('quiz', QUIZ), value: url }),
  text('POST games', 'content.questions.0.options.0', 200, inGame('quiz', QUIZ)),
  list('POST games', 'content.questions', 50, () => QUIZ.questions[0], inGame('quiz', QUIZ)),
  list('POST games', 'content.questions.0.options', 6, (i) => `Option ${i}`, inGame('quiz', QUIZ)),
  text('POST games', 'content.prizes.0.label', 100, inGame('scratch', SCRATCH)),
  text('POST games', 'content.prizes.0.id', 64, inGame('scratch', SCRATCH)),
  text('POST games', 'content.cover_image', 2000, { ...inGame('scratch', SCRATCH), value: url }),
  text('POST games', 'content.no_luck_text', 200, inGame('scratch', SCRATCH)),
  list('POST games', 'content.prizes', 20, (i) => ({ label: `Prize ${i}`, odds: 1 }), {
    ...inGame('scratch', SCRATCH),
  }),
  text('POST games', 'content.words.0', 8, {
    ...inGame('wordle', { words: ['toast'] }),
    value: (n) => (n === 8 ? 'sandwich' : 'a'.repeat(n)),
  }),
  list('POST games', 'content.words', 500, () => 'toast', inGame('wordle', { words: [] })),
  // Changing a game.
  text('PATCH games/:id', 'name', 120),
  text('PATCH games/:id', 'settings.instructions', 20_000),
  text('PATCH games/:id', 'content.image', 2000, { value: url }),
  // A game's form: its fields, their choices and its consents.
  text('PATCH games/:id', 'settings.lead_form.fields.0.label', 120, inForm()),
  text('PATCH games/:id', 'settings.lead_form.fields.0.key', 40, {
    ...inForm([CHOICE]),
    value: (n) => `k${'a'.repeat(n - 1)}`,
  }),
  text('PATCH games/:id', 'settings.lead_form.fields.0.options.0', 80, inForm([CHOICE])),
  list('PATCH games/:id', 'settings.lead_form.fields.0.options', 20, (i) => `Choice ${i}`, {
    ...inForm([CHOICE]),
  }),
  list(
    'PATCH games/:id',
    'settings.lead_form.fields',
    MAX_LEAD_FIELDS,
    (i) => ({ key: `f${i}`, type: 'text', label: `Field ${i}`, required: false }),
    inForm(),
  ),
  list(
    'PATCH games/:id',
    'settings.lead_form.consents',
    MAX_FORM_CONSENTS,
    (i) => {
      return ids.consents[i % MAX_FORM_CONSENTS];
    },
    inForm(),
  ),
  // Templates.
  text('POST templates', 'name', 80),
  text('POST templates', 'title', 120),
  text('POST templates', 'message', 10_000),
  text('POST templates', 'image', 2000, { value: url }),
  text('POST templates', 'button_label', 40),
  text('POST templates', 'button_link', 2000, { value: url }),
  text('POST templates', 'colors.background', 7, {
    value: (n) => `#${'F'.repeat(n - 1)}`,
  }),
  text('PATCH templates/:id', 'message', 10_000),
  // The calendar and the notification bar.
  list('POST calendar', 'days', 62, day),
  text('POST calendar', 'starts_on', 10, {
    setup: { ends_on: '2027-03-02' },
    value: (n) => '2027-03-01'.padEnd(n, '1'),
  }),
  text('PATCH calendar/:id', 'ends_on', 10, { value: (n) => '2027-06-02'.padEnd(n, '1') }),
  text('PUT notification-bar', 'text', 200),
  text('PUT notification-bar', 'button_label', 40),
  text('PUT notification-bar', 'starts_at', 40, {
    value: (n) => `2027-01-01T00:00:00.${'0'.repeat(n - 26)}+01:00`,
  }),
  // Accounts and signing in.
  text('POST accounts', 'business_name', 120),
  text('POST register', 'business_name', 120),
  text('POST register', 'email', 254, { value: (n) => `${'a'.repeat(n - 12)}@example.com` }),
  text('POST register', 'password', 200, { value: varied }),
  text('POST login', 'email', 254, { value: (n) => `${'a'.repeat(n - 12)}@example.com` }),
  text('POST login', 'password', 200, { value: varied }),
  text('POST forgot-password', 'email', 254, {
    value: (n) => `${'a'.repeat(n - 12)}@example.com`,
  }),
  text('POST reset-password', 'token', 200),
  text('POST reset-password', 'password', 200, { value: varied }),
  // Players (no login).
  text('POST play/games/:id/sessions', 'display_name', 40),
  text('POST play/games/:id/sessions', 'source_url', 2000, { value: url }),
  text('POST play/games/:id/sessions', 'parent_url', 2000, { value: url }),
  text('PATCH play/players/me', 'display_name', 40),
  // The lead form a player sends (its values by field key, its consents, the page it is on).
  text('POST play/games/:id/lead', 'values.x', 500),
  text('POST play/games/:id/lead', 'page_url', 2000, { value: url }),
  // Where the lead came from (docs/insight.md#attribution): its visit and its play.
  ...(['utm_source', 'utm_medium', 'utm_campaign'] as const).map((field) =>
    text('POST play/games/:id/lead', `visit.${field}`, 100, { setup: { visit: VISIT } }),
  ),
  text('POST play/games/:id/lead', 'visit.referrer', 2000, { setup: { visit: VISIT }, value: url }),
  text('POST play/games/:id/lead', 'visit.host_url', 2000, { setup: { visit: VISIT }, value: url }),
  text('POST play/games/:id/lead', 'visit.placement', 64, { setup: { visit: VISIT } }),
  text('POST play/games/:id/lead', 'session_id', 64),
  text('POST play/games/:id/lead', 'referrer', 64),
  // Placements (docs/insight.md#placements).
  text('POST play/live/:code/join', 'nickname', 20, { value: uniqueLetters }),
  text('POST play/live/:code/join', 'language', 5),
  text('POST placements', 'name', 80),
  text('POST placements', 'utm_source', 100),
  text('POST placements', 'utm_medium', 100),
  text('POST placements', 'utm_campaign', 100),
  text('POST play/games/:id/lead', 'language', 35, { value: languageTag }),
  text('POST play/games/:id/sessions', 'language', 35, { value: languageTag }),
  // A game's translations (docs/product-rules.md#languages): the limits of the texts they translate.
  text('PATCH games/:id', 'translations.fr.name', 120),
  text('PATCH games/:id', 'translations.fr.popup_texts.win', 200),
  text('PUT games/:id/translations/:language', 'file', 2_000_000),
  text('PATCH games/:id', 'translations.fr.popup_texts.fail', 200),
  text('PATCH games/:id', 'translations.fr.cta.label', 60),
  text('PATCH games/:id', 'translations.fr.instructions', 20_000),
  text('POST games', 'translations.de.name', 120),
  // Experiments (their variants' overrides take a game's settings patch and content).
  text('POST experiments', 'name', 120),
  text('POST experiments', 'variants.0.name', 60),
  list('POST experiments', 'variants', 4, () => ({ name: 'V', share: 25 })),
  text('POST experiments', 'variants.1.overrides.settings.popup_texts.win', 200),
  text('POST experiments', 'variants.1.overrides.settings.cta.label', 60),
  text('PATCH experiments/:id', 'name', 120),
  list('POST play/games/:id/lead', 'consents', MAX_FORM_CONSENTS, (i) => ({
    public_id: ids.consents[i % MAX_FORM_CONSENTS],
    given: true,
    version: 1,
  })),
  // Player data in the console: consents, privacy, bulk erasure.
  text('POST consents', 'name', 80),
  text('POST consents', 'text', 5000),
  text('PATCH consents/:id', 'name', 80),
  text('PATCH consents/:id', 'text', 5000),
  text('PUT privacy', 'blocked_email_domains.0', 253, {
    setup: { blocked_email_domains: ['example.org'] },
    value: domain,
  }),
  list('PUT privacy', 'blocked_email_domains', 200, (i) => `d${i}.example.com`),
  text('POST players/erase', 'search', 120),
  // Rewards: the reward, its pool's generation, redemption.
  text('POST rewards/review/:id/reject', 'reason', 500),
  text('POST rewards', 'name', 80),
  text('POST domains', 'value', 268, { value: (n) => `https://${longHost(n - 15)}:65535/` }),
  text('POST domains', 'note', 200),
  text('PATCH domains/:id', 'note', 200),
  text('PATCH domains/:id', 'value', 268, {
    value: (n) => `https://${longHost(n - 15, 'd')}:65535/`,
  }),
  text('POST rewards', 'description', 1000),
  text('POST rewards', 'image', 2000, { value: url }),
  text('POST rewards', 'value', 40),
  text('PUT loyalty', 'levels.0.name', 40, { setup: { levels: [{ name: 'L', min_points: 0 }] } }),
  text('PUT loyalty', 'badges.0.name', 60, {
    setup: { badges: [{ id: 'b', name: 'B', icon: 'star', kind: 'first_win' }] },
  }),
  text('PUT loyalty', 'badges.0.id', 40, {
    setup: { badges: [{ id: 'b', name: 'B', icon: 'star', kind: 'first_win' }] },
  }),
  text('PUT loyalty', 'badges.0.image', 2000, {
    setup: { badges: [{ id: 'b', name: 'B', icon: 'star', kind: 'first_win' }] },
    value: url,
  }),
  list('PUT loyalty', 'levels', 10, (i) => ({ name: `L${i}`, min_points: i })),
  list('PUT loyalty', 'badges', 20, (i) => ({
    id: `b${i}`,
    name: 'B',
    icon: 'star',
    kind: 'first_win',
  })),
  list('PUT loyalty', 'rules.score_bands', 10, (i) => ({ min_score: i, points: 1 }), {
    setup: { rules: { score_bands: [] } },
  }),
  text('POST loyalty/members/:player_id/adjust', 'reason', 200),
  text('POST rewards', 'terms', 5000),
  text('POST rewards', 'how_to_redeem', 2000),
  text('POST rewards', 'shared_value', 2000, { setup: { kind: 'shared_link' }, value: url }),
  text('PATCH rewards/:id', 'name', 80),
  text('PUT pwa', 'app_name', 45),
  text('PUT pwa', 'short_name', 12),
  text('PUT pwa', 'install_text', 200),
  text('POST pwa/notifications', 'title', 60),
  text('POST pwa/notifications', 'body', 180),
  text('POST pwa/notifications', 'icon', 500, { value: url }),
  text('POST play/push/subscriptions', 'subscription.endpoint', 1000, { value: url }),
  text('DELETE play/push/subscriptions', 'endpoint', 1000, { value: url }),
  text('POST integrations/webhooks', 'url', 2000, { value: publicUrl }),
  text('POST integrations/webhooks', 'description', 500),
  list(
    'POST integrations/webhooks',
    'events',
    WEBHOOK_EVENT_TYPES.length,
    (i) => WEBHOOK_EVENT_TYPES[i % WEBHOOK_EVENT_TYPES.length],
  ),
  text('PATCH integrations/webhooks/:id', 'url', 2000, { value: publicUrl }),
  text('PATCH integrations/webhooks/:id', 'description', 500),
  list(
    'PATCH integrations/webhooks/:id',
    'events',
    WEBHOOK_EVENT_TYPES.length,
    (i) => WEBHOOK_EVENT_TYPES[i % WEBHOOK_EVENT_TYPES.length],
  ),
  text('PATCH rewards/:id', 'terms', 5000),
  text('POST rewards/:id/codes/generate', 'prefix', 20),
  text('POST rewards/redeem', 'code', 2000),
  // Verified players (docs/fair-play.md): the demo game does not ask, so a valid body is a 409.
  ...['verify/email', 'verify/email/confirm'].map((path) =>
    text(`POST play/games/:id/${path}`, 'email', 254, {
      value: (n) => `${'a'.repeat(n - 12)}@example.com`,
    }),
  ),
  ...['verify/phone', 'verify/phone/confirm'].map((path) =>
    text(`POST play/games/:id/${path}`, 'phone', VERIFICATION_LIMITS.phoneMax),
  ),
  ...['verify/email/confirm', 'verify/phone/confirm'].map((path) =>
    text(`POST play/games/:id/${path}`, 'code', 16),
  ),
  text('POST play/games/:id/verify/email', 'language', 35, { value: languageTag }),
  text('POST play/games/:id/verify/phone', 'language', 35, { value: languageTag }),
  // API keys.
  text('POST api-keys', 'name', 80),
  list('POST api-keys', 'modules', API_KEY_MODULES.length, (i) => API_KEY_MODULES[i]),
  // Team mates, invitations and social sign-in.
  text('POST team-mates/invitations', 'email', 254, {
    value: (n) => `${'a'.repeat(n - 12)}@example.com`,
  }),
  list(
    'POST team-mates/invitations',
    'modules',
    ACCESS_MODULE_KEYS.length,
    (i) => ACCESS_MODULE_KEYS[i],
  ),
  list(
    'PATCH team-mates/:user_public_id',
    'modules',
    ACCESS_MODULE_KEYS.length,
    (i) => ACCESS_MODULE_KEYS[i],
  ),
  text('POST invitations/:id/accept', 'name', 80),
  text('POST invitations/:id/accept', 'password', 200, { value: varied }),
  text('POST auth/callback/:provider', 'code', 2000),
  text('POST auth/callback/:provider', 'state', 200),
  text('POST auth/callback/:provider', 'iss', 500),
  text('POST auth/callback/:provider', 'error', 200),
  text('POST auth/callback/:provider', 'error_description', 1000),
  // Subscription and the TEST MODE checkout.
  text('POST subscription/checkout', 'plan', 40),
  text('POST billing/test-checkout/:id', 'card_number', 23, {
    value: (n) => '4242424242424242'.padEnd(n, '-'),
  }),
  text('POST billing/test-checkout/:id', 'cvc', 4, { value: (n) => '1'.repeat(n) }),
  text('POST billing/test-checkout/:id', 'name', 100),
];

/** `base` with `value` at the dotted `path` (numbers index into the arrays already there). */
function withValue(base: Body, path: string, value: unknown): Body {
  const body = structuredClone(base);
  const keys = path.split('.');
  let at: Record<string, unknown> = body;
  keys.slice(0, -1).forEach((key) => {
    at[key] ??= {};
    at = at[key] as Record<string, unknown>;
  });
  at[keys.at(-1)!] = value;
  return body;
}

async function timedSend(c: Case, value: unknown) {
  const route = ROUTES[c.route]!;
  const body = withValue({ ...route.base(), ...structuredClone(c.setup ?? {}) }, c.field, value);
  const start = performance.now();
  const res = await route.send(body);
  return { res, ms: performance.now() - start, bytes: Buffer.byteLength(JSON.stringify(body)) };
}

const fieldErrors = (res: LightMyRequestResponse, field: string) =>
  (res.json<{ errors?: string[] }>().errors ?? []).filter((e) => e.startsWith(`${field}: `));

/** A value of this case as large as fits in the route's body limit, with room for the rest. */
function hugeValue(c: Case): unknown {
  const room = ROUTES[c.route]!.limit - 4096;
  if (c.kind === 'list') {
    const item = (c.value(1) as unknown[])[0];
    return Array(Math.floor(room / (Buffer.byteLength(JSON.stringify(item)) + 1))).fill(item);
  }
  const fill = c.fill ?? 'a';
  return fill.repeat(Math.floor(room / Buffer.byteLength(fill)));
}

describe('every field has a maximum, checked before any costly work', () => {
  it.each(CASES.map((c) => [`${c.route} ${c.field} (${c.max})`, c] as const))(
    '%s',
    async (_label, c) => {
      const longest = await timedSend(c, c.value(c.max));
      expect(longest.res.statusCode, longest.res.body).toBeLessThan(500);
      expect(fieldErrors(longest.res, c.field), 'the longest value is accepted').toEqual([]);
      expect(longest.ms).toBeLessThan(ACCEPTED_MS);

      for (const value of [c.value(c.max + 1), hugeValue(c)]) {
        const refused = await timedSend(c, value);
        expect(refused.bytes).toBeLessThan(ROUTES[c.route]!.limit);
        expect(refused.res.statusCode, refused.res.body).toBe(400);
        expect(fieldErrors(refused.res, c.field), refused.res.body).toHaveLength(1);
        expect(refused.ms).toBeLessThan(FAST_MS);
      }
    },
  );

  it.each(['games', 'players', 'players/export'])(
    'refuses an over-long search of %s before it reaches the database',
    async (path) => {
      expect((await t.api('GET', `${path}?search=${'a'.repeat(120)}`, owner)).statusCode).toBe(200);
      const res = await t.api('GET', `${path}?search=${'a'.repeat(121)}`, owner);
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res, 'search')).toHaveLength(1);
    },
  );

  it('refuses an over-long rewards search before it reaches the database', async () => {
    expect((await t.api('GET', `rewards?q=${'a'.repeat(80)}`, owner)).statusCode).toBe(200);
    const res = await t.api('GET', `rewards?q=${'a'.repeat(81)}`, owner);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res, 'q')).toHaveLength(1);
  });

  it('refuses an over-long players cursor before decoding it', async () => {
    const res = await t.api('GET', `players?cursor=${'a'.repeat(201)}`, owner);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res, 'cursor')).toHaveLength(1);
  });

  it('refuses more lead-form values than a form has fields, before reading them', async () => {
    const many = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, 'a']));
    const send = (values: Body) =>
      t.api('POST', `play/games/${ids.playable}/lead`, {
        body: { values },
        headers: { 'x-player': ids.player },
      });
    expect(fieldErrors(await send(many(MAX_LEAD_FIELDS)), 'values')).toEqual([]);
    const res = await send(many(1000));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res, 'values')).toEqual([`values: Send at most ${MAX_LEAD_FIELDS} values`]);
  });

  it('refuses a body larger than its route needs with 413, before reading it', async () => {
    const notes = 'a'.repeat(BODY_LIMITS.default);
    const res = await t.api('PUT', 'notification-bar', { ...owner, body: { text: notes } });
    expect(res.statusCode).toBe(413);
    const move = { action: { type: 'guess', word: 'a'.repeat(BODY_LIMITS.play) } };
    const play = await t.api('POST', `play/sessions/${ids.session}/actions`, { body: move });
    expect(play.statusCode).toBe(413);
  });
});
