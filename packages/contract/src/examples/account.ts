/** Examples: sign-in, accounts, plans, billing, the calendar, the notification bar, API keys, privacy. */
import type { z } from 'zod';
import { ACCOUNT, GAME, NOW, answerExample, pageOf, requestExample } from './register.js';
import { CreateAccountRequest, CreateAccountResponse } from '../accounts.js';
import {
  AccountSettingsResponse,
  UpdateAccountSettingsRequest,
  UpdateUserSettingsRequest,
  UserSettingsResponse,
} from '../languages.js';
import {
  ApiKeyListResponse,
  CreateApiKeyRequest,
  CreatedApiKeyResponse,
  type ApiKey,
} from '../api-keys.js';
import {
  AuthResponse,
  ChangeLoginResponse,
  DEFAULT_GAME_SETTINGS,
  ForgotPasswordRequest,
  LoginRequest,
  MessageResponse,
  ProfileResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  type User,
} from '../auth.js';
import {
  CheckoutRequest,
  CheckoutResponse,
  InvoiceListResponse,
  PortalResponse,
  SubscriptionChangeResponse,
  SubscriptionResponse,
  TestCheckoutPayRequest,
  TestCheckoutPayResponse,
  TestCheckoutSession,
  WebhookResponse,
} from '../billing.js';
import {
  CalendarEntriesResponse,
  CalendarEntryResponse,
  CalendarResponse,
  CreateCalendarEntriesRequest,
  MoveCalendarEntryRequest,
  type CalendarEntry,
} from '../calendar.js';
import {
  NotificationBarInput,
  NotificationBarResponse,
  PublicNotificationBarResponse,
} from '../notification-bar.js';
import {
  AuthProvidersResponse,
  SocialCallbackRequest,
  SocialCallbackResponse,
  SocialStartResponse,
} from '../social.js';
import { ChooseFreePlanResponse, PlanList, type Plan } from '../plans.js';
import { ErasureLogResponse, PrivacyResponse, UpdatePrivacyRequest } from '../privacy.js';

// ---- Sign-in and the signed-in user ----

const USER: User = {
  token: 'Vb1mJ0cQ2x…',
  public_id: 'u_3fN8dW1k',
  type: 'account',
  email: 'lea.martin@example.com',
  language: 'fr',
  current_account: ACCOUNT,
  related_accounts: [ACCOUNT, { public_id: 'a_L2pV6nYs', business_name: 'Café Aurora — Station' }],
  plan: { sub_accounts: 3, crm: true },
  account_plan: { status: 'paid', monthly_total_impressions: 50_000 },
};
export const AUTH: z.output<typeof AuthResponse> = {
  user: USER,
  limits: { impressions_used: 1_284, monthly_total_impressions: 50_000, period: '2026-11' },
};
requestExample(LoginRequest, { email: 'lea.martin@example.com', password: 'steamed milk foam' });
answerExample(AuthResponse, AUTH);
requestExample(RegisterRequest, {
  business_name: 'Café Aurora',
  email: 'lea.martin@example.com',
  password: 'steamed milk foam',
  plan: 'free',
  language: 'fr',
});
answerExample(RegisterResponse, { user: USER });
answerExample(ProfileResponse, {
  ...AUTH,
  game_settings: {
    ...DEFAULT_GAME_SETTINGS,
    popup_texts: { ...DEFAULT_GAME_SETTINGS.popup_texts },
  },
  default_language: 'fr',
});
requestExample(UpdateAccountSettingsRequest, { default_language: 'fr', session_idle_minutes: 480 });
answerExample(AccountSettingsResponse, {
  account_settings: {
    default_language: 'fr',
    session_idle_minutes: 480,
    session_absolute_days: 30,
  },
});
requestExample(UpdateUserSettingsRequest, { language: 'fr' });
answerExample(UserSettingsResponse, { user_settings: { language: 'fr' } });
answerExample(ChangeLoginResponse, { ...AUTH, message: 'You are now working in Café Aurora' });
requestExample(ForgotPasswordRequest, { email: 'lea.martin@example.com' });
requestExample(ResetPasswordRequest, {
  token: 'rst_9Xc2LmQ8vB4n',
  password: 'oat milk cortado',
});
answerExample(MessageResponse, { message: 'Done' });
requestExample(CreateAccountRequest, { business_name: 'Café Aurora — Station' });
answerExample(CreateAccountResponse, {
  message: 'Account created',
  account: { public_id: 'a_L2pV6nYs', business_name: 'Café Aurora — Station' },
  related_accounts: [ACCOUNT, { public_id: 'a_L2pV6nYs', business_name: 'Café Aurora — Station' }],
});

// ---- Plans and billing ----

const PLAN: Plan = {
  key: 'pro',
  name: 'Pro',
  price_cents: 2_900,
  monthly_total_impressions: 50_000,
  sub_accounts: 3,
  crm: true,
  sso: true,
  team_mates: 5,
  sms_per_month: 500,
};
answerExample(PlanList, { plans: [PLAN] });
answerExample(ChooseFreePlanResponse, { ...AUTH, message: 'You are on the free plan' });
requestExample(CheckoutRequest, { plan: 'pro' });
answerExample(CheckoutResponse, {
  url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3',
  outcome: 'checkout',
  message: 'Continue to payment',
});
answerExample(PortalResponse, { url: 'https://billing.stripe.com/p/session/test_YWNjdF8x' });
const SUBSCRIPTION: z.output<typeof SubscriptionResponse> = {
  status: 'paid',
  plan: PLAN,
  provider: 'stripe',
  current_period_end: '2026-12-01T00:00:00.000Z',
  cancel_at_period_end: false,
  scheduled_plan: null,
  payment_method: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2028 },
  usage: { period: '2026-11', gameplays: 1_284, limit: 50_000, sms: 37, sms_limit: 500 },
  can_manage: true,
};
answerExample(SubscriptionResponse, SUBSCRIPTION);
answerExample(SubscriptionChangeResponse, {
  subscription: { ...SUBSCRIPTION, cancel_at_period_end: true },
  message: 'Your subscription ends on 1 December 2026',
});
answerExample(
  InvoiceListResponse,
  pageOf({
    public_id: 'in_5tR7wE2q',
    number: 'AURORA-0012',
    created_at: '2026-11-01T00:00:00.000Z',
    amount_cents: 2_900,
    status: 'paid',
    url: 'https://invoice.stripe.com/i/acct_1/test_YWNjdA',
    description: 'Pro plan, November 2026',
  }),
);

// ---- Calendar ----

const ENTRY: CalendarEntry = {
  id: 'c_8pL3sD6f',
  game: { ...GAME, type: 'quiz', status: 'published' },
  starts_on: '2026-12-01',
  ends_on: '2026-12-24',
};
requestExample(CreateCalendarEntriesRequest, {
  game_id: GAME.public_id,
  starts_on: '2026-12-01',
  ends_on: '2026-12-24',
});
requestExample(MoveCalendarEntryRequest, { starts_on: '2026-12-02', ends_on: '2026-12-26' });
answerExample(CalendarResponse, { entries: [ENTRY] });
answerExample(CalendarEntriesResponse, { entries: [ENTRY] });
answerExample(CalendarEntryResponse, { entry: ENTRY });

// ---- Notification bar ----

requestExample(NotificationBarInput, {
  enabled: true,
  text: 'Win a free flat white: play the Coffee Lovers Quiz!',
  game_id: GAME.public_id,
  button_label: 'Play now',
  background: '#6F4E37',
  color: '#FFFFFF',
  position: 'top',
  starts_at: '2026-12-01T07:00:00Z',
  ends_at: '2026-12-24T19:00:00Z',
  translations: {
    fr: {
      text: 'Gagnez un flat white : jouez au Quiz des amateurs de café !',
      button_label: 'Jouer',
    },
  },
});
answerExample(NotificationBarResponse, {
  notification_bar: {
    enabled: true,
    text: 'Win a free flat white: play the Coffee Lovers Quiz!',
    game: GAME,
    button_label: 'Play now',
    background: '#6F4E37',
    color: '#FFFFFF',
    position: 'top',
    starts_at: '2026-12-01T07:00:00.000Z',
    ends_at: '2026-12-24T19:00:00.000Z',
    default_language: 'en',
    languages: ['en', 'fr'],
    translations: {
      fr: {
        text: 'Gagnez un flat white : jouez au Quiz des amateurs de café !',
        button_label: 'Jouer',
      },
    },
  },
});
answerExample(PublicNotificationBarResponse, {
  notification_bar: {
    text: 'Win a free flat white: play the Coffee Lovers Quiz!',
    button_label: 'Play now',
    background: '#6F4E37',
    color: '#FFFFFF',
    position: 'top',
    game_url: 'https://playdesk.example.com/play/g_7hK2pQx9',
  },
});

// ---- API keys ----

const API_KEY: ApiKey = {
  id: 'k_2wQ9eR4t',
  name: 'Till system',
  prefix: 'pdk_Xy12',
  modules: ['games', 'rewards'],
  access: 'write',
  created_by: { email: 'lea.martin@example.com' },
  created_at: NOW,
  last_used_at: null,
  expires_at: '2027-11-21T00:00:00.000Z',
  revoked_at: null,
};
requestExample(CreateApiKeyRequest, {
  name: 'Till system',
  modules: ['games', 'rewards'],
  access: 'write',
  expires_at: '2027-11-21T00:00:00Z',
});
answerExample(ApiKeyListResponse, { data: [API_KEY] });
answerExample(CreatedApiKeyResponse, {
  api_key: API_KEY,
  secret: 'pdk_Xy12_q8VnR3tB7mK1cL5zP0wH9sD2',
});

// ---- Privacy ----

requestExample(UpdatePrivacyRequest, {
  retention_days: 365,
  blocked_email_domains: ['mailinator.com'],
  block_plus_addresses: false,
});
answerExample(PrivacyResponse, {
  privacy: {
    retention_days: 365,
    blocked_email_domains: ['mailinator.com'],
    block_plus_addresses: false,
    last_retention_run_at: '2026-11-21T03:00:00.000Z',
    next_retention_run_at: '2026-11-22T03:00:00.000Z',
  },
});
answerExample(
  ErasureLogResponse,
  pageOf({
    id: 'e_4hJ7kL1m',
    at: NOW,
    scope: 'one' as const,
    by: 'lea.martin@example.com',
    count: 1,
  }),
);

// ---- Sign-in with Google, Facebook and LinkedIn ----

answerExample(AuthProvidersResponse, {
  providers: [
    { key: 'google', name: 'Google' },
    { key: 'linkedin', name: 'LinkedIn' },
  ],
});
answerExample(SocialStartResponse, {
  authorization_url:
    'https://accounts.google.com/o/oauth2/v2/auth?client_id=1234-aurora.apps.googleusercontent.com&response_type=code&scope=openid%20email%20profile&state=st_Fq8Lz2Wn5Rb1Xc7V&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256',
});
requestExample(SocialCallbackRequest, {
  code: '4/0AeanS0Zr8yT2uV5wX1qB9cD',
  state: 'st_Fq8Lz2Wn5Rb1Xc7V',
  iss: 'https://accounts.google.com',
});
answerExample(SocialCallbackResponse, {
  ...AUTH,
  outcome: 'signed_in',
  message: 'Signed in with Google.',
});

// ---- Test payments (PAYMENTS=test) and the payment provider's webhook ----

answerExample(TestCheckoutSession, {
  public_id: 'cs_6yH1jN4m',
  mode: 'subscribe',
  business_name: 'Café Aurora',
  plan: PLAN,
  amount_cents: PLAN.price_cents,
  status: 'open',
  success_path: '/subscription?checkout=success',
  cancel_path: '/subscription?checkout=cancelled',
});
requestExample(TestCheckoutPayRequest, {
  card_number: '4242 4242 4242 4242',
  exp_month: 8,
  exp_year: 2028,
  cvc: '123',
  name: 'Léa Martin',
});
answerExample(TestCheckoutPayResponse, {
  ...AUTH,
  redirect_path: '/subscription?checkout=success',
  message: 'Payment received. Your Pro plan is active.',
});
answerExample(WebhookResponse, { received: true });
