/**
 * Examples: templates, consents, the lead form a player fills in, a player's own data, and the
 * console's Player Data (list, detail, erasure).
 */
import {
  ConfirmConsentRequest,
  ConsentListResponse,
  ConsentResponse,
  CreateConsentRequest,
  UpdateConsentRequest,
  type Consent,
  type ConsentRecord,
} from '../consents.js';
import {
  ConfirmPlayerEmailRequest,
  ConfirmPlayerEmailResponse,
  ErasePlayersRequest,
  ErasePlayersResponse,
  LeadRequest,
  LeadResponse,
  PlayerDataResponse,
  PlayerDetailResponse,
  PlayerListResponse,
  PublicLeadFormResponse,
  type PlayerRewardRecord,
  type PlayerSummary,
  type PlayRecord,
} from '../players.js';
import {
  CreateTemplateRequest,
  TemplateListResponse,
  TemplateResponse,
  UpdateTemplateRequest,
  type Template,
} from '../templates.js';
import {
  ACCOUNT,
  GAME,
  LEA,
  NOW,
  PLAYER,
  answerExample,
  pageOf,
  requestExample,
} from './register.js';

// ---- Templates ----

const TEMPLATE: Template = {
  public_id: 't_5mK8rW2e',
  kind: 'success',
  name: 'Free flat white',
  title: 'You won!',
  message: '<p>Show this screen at the counter for a free flat white.</p>',
  image: null,
  button_label: 'See the menu',
  button_link: 'https://cafe-aurora.example.com/menu',
  colors: { background: '#FFF8F0', text: '#3B2A1A', button: '#6F4E37', button_text: '#FFFFFF' },
  default_language: 'en',
  languages: ['en', 'fr'],
  translations: {
    fr: {
      title: 'Gagné !',
      message: '<p>Montrez cet écran au comptoir : un flat white vous est offert.</p>',
      button_label: 'Voir la carte',
    },
  },
  updated_at: NOW,
};
requestExample(CreateTemplateRequest, {
  kind: 'success',
  name: TEMPLATE.name,
  title: TEMPLATE.title,
  message: TEMPLATE.message,
  button_label: TEMPLATE.button_label,
  button_link: TEMPLATE.button_link,
  colors: TEMPLATE.colors,
});
requestExample(UpdateTemplateRequest, {
  title: 'Bravo!',
  colors: { button: '#8B5E3C' },
  translations: { fr: { title: 'Bravo !' } },
});
answerExample(TemplateResponse, { template: TEMPLATE });
answerExample(TemplateListResponse, pageOf(TEMPLATE));

// ---- Consents ----

const CONSENT: Consent = {
  public_id: 'cn_6tY3uI9o',
  name: 'Newsletter',
  text: '<p>Send me Café Aurora’s news and offers by email. See our <a href="https://cafe-aurora.example.com/privacy">privacy policy</a>.</p>',
  mandatory: false,
  double_opt_in: true,
  default_language: 'en',
  languages: ['en', 'fr'],
  translations: {
    fr: {
      text: '<p>Recevez par e-mail les nouveautés et offres du Café Aurora. Voir notre <a href="https://cafe-aurora.example.com/fr/confidentialite">politique de confidentialité</a>.</p>',
    },
  },
  version: 2,
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: NOW,
};
requestExample(CreateConsentRequest, {
  name: CONSENT.name,
  text: CONSENT.text,
  mandatory: false,
  double_opt_in: true,
});
requestExample(UpdateConsentRequest, {
  mandatory: false,
  double_opt_in: true,
  translations: { fr: CONSENT.translations.fr!, de: null },
});
answerExample(ConsentResponse, { consent: CONSENT });
answerExample(ConsentListResponse, pageOf(CONSENT));

// ---- The lead form, on the player's side ----

answerExample(PublicLeadFormResponse, {
  lead_form: {
    mode: 'after',
    fields: [
      { key: 'first_name', type: 'first_name', label: 'First name', required: true, options: [] },
      { key: 'email', type: 'email', label: 'Email', required: true, options: [] },
      {
        key: 'favourite_drink',
        type: 'choice',
        label: 'Your favourite drink',
        required: false,
        options: ['Flat white', 'Cappuccino', 'Cold brew'],
      },
    ],
    consents: [
      {
        public_id: CONSENT.public_id,
        text: CONSENT.text,
        mandatory: false,
        double_opt_in: true,
        version: 2,
      },
    ],
    participation: { rule: 'once_per_day', per_day: null },
    known: false,
    verify: { email: 'code', phone: false },
  },
});
const PAGE = 'https://cafe-aurora.example.com/games';
requestExample(LeadRequest, {
  values: { first_name: 'Léa', email: LEA.email, favourite_drink: 'Flat white' },
  consents: [{ public_id: CONSENT.public_id, given: true, version: 2 }],
  page_url: PAGE,
  language: 'fr',
});
answerExample(LeadResponse, {
  player: PLAYER,
  player_token: 'plt_R7uE2wQ9zX4cV1bN8mK3',
  pending_consents: [CONSENT.public_id],
  email_confirmation_sent: true,
});
requestExample(ConfirmPlayerEmailRequest, { token: 'pec_Hq3Zr8Lw1Tn6Vb2Xs9Kd' });
answerExample(ConfirmPlayerEmailResponse, {
  message: 'Thank you, your email is confirmed.',
  account_public_id: ACCOUNT.public_id,
  game_public_id: GAME.public_id,
  player_token: 'plt_R7uE2wQ9zX4cV1bN8mK3',
  player: PLAYER,
});
requestExample(ConfirmConsentRequest, { token: 'cnc_Pm5Wq2Yt8Rz1Ls4Kx7Nb' });

// ---- A player's data ----

const PLAY: PlayRecord = {
  game_public_id: GAME.public_id,
  game_name: GAME.name,
  status: 'won',
  score: 3,
  reason: 'completed',
  result: null,
  started_at: '2026-11-21T09:30:00.000Z',
  ended_at: '2026-11-21T09:30:21.400Z',
  duration_ms: 21_400,
  language: 'fr',
  risk: { score: 0, level: 'low', reasons: [] },
};
const CONSENT_GIVEN: ConsentRecord = {
  consent_public_id: CONSENT.public_id,
  consent_name: CONSENT.name,
  action: 'given',
  status: 'confirmed',
  version: 2,
  text: CONSENT.translations.fr!.text!,
  text_language: 'fr',
  game_public_id: GAME.public_id,
  page_url: PAGE,
  language: 'fr',
  at: '2026-11-21T09:30:40.000Z',
  confirmed_at: '2026-11-21T09:34:02.000Z',
};
const REWARD_WON: PlayerRewardRecord = {
  id: 'w_6dF3gH8j',
  reward: { public_id: 'r_9cV2bN5m', name: 'A free flat white' },
  game: GAME,
  code: 'AURORA-7KQ2MX9P',
  won_at: '2026-11-21T09:30:21.400Z',
  expires_at: '2026-12-21T09:30:21.400Z',
  redeemed_at: null,
  status: 'active',
};
const PERSONAL = {
  ...PLAYER,
  first_name: 'Léa',
  last_name: null,
  email: LEA.email,
  phone: null,
  birth_date: null,
  postcode: null,
  custom_fields: [{ key: 'favourite_drink', label: 'Your favourite drink', value: 'Flat white' }],
};
answerExample(PlayerDataResponse, {
  business: ACCOUNT,
  player: {
    ...PERSONAL,
    first_seen_at: '2026-11-21T09:30:00.000Z',
    last_seen_at: '2026-11-21T09:34:02.000Z',
  },
  plays: [PLAY],
  consents: [CONSENT_GIVEN],
  rewards: [REWARD_WON],
});

// ---- Player Data in the console ----

const SUMMARY: PlayerSummary = {
  public_id: PLAYER.public_id,
  name: 'Léa',
  email: LEA.email,
  games_played: 1,
  plays: 1,
  best_score: 3,
  wins: 1,
  rewards: 1,
  consents: [{ public_id: CONSENT.public_id, name: CONSENT.name, state: 'given' }],
  first_seen_at: '2026-11-21T09:30:00.000Z',
  last_seen_at: '2026-11-21T09:34:02.000Z',
  language: 'fr',
  source: 'counter-qr',
  medium: 'qr',
  campaign: null,
  placement: 'Counter QR',
  variant: null,
  risk: { score: 0, level: 'low', reasons: [] },
  loyalty: { points: 120, level: 'Silver' },
};
/** A player fair play flagged: their highest risk, with its reasons. */
const FLAGGED: PlayerSummary = {
  ...SUMMARY,
  public_id: 'p_9Xq4Rt2M',
  name: null,
  email: 'win.4812@mailinator.com',
  best_score: 5,
  consents: [],
  language: 'en',
  source: 'direct',
  medium: 'none',
  placement: null,
  risk: {
    score: 75,
    level: 'high',
    reasons: [
      { code: 'network_velocity', points: 35, text: '8 plays from this network in 10 minutes' },
      { code: 'disposable_email', points: 40, text: 'Disposable email domain' },
    ],
  },
};
answerExample(PlayerListResponse, {
  data: [FLAGGED, SUMMARY],
  meta: { page: 1, page_size: 20, total: 2, total_exact: true, next_cursor: null },
});
answerExample(PlayerDetailResponse, {
  player: {
    ...SUMMARY,
    personal: PERSONAL,
    plays_timeline: [PLAY],
    consent_history: [CONSENT_GIVEN],
    rewards_won: [REWARD_WON],
  },
});
requestExample(ErasePlayersRequest, { to: '2025-11-21', won: 'no' });
answerExample(ErasePlayersResponse, { message: '12 players erased.', erased: 12 });
