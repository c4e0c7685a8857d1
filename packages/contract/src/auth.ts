import { z } from 'zod';
import { POPUP_TEXTS } from '@playdesk/games';
import { AccessModules } from './modules.js';
import { ConsoleLanguage, Language } from './languages.js';
import { DifficultySchema, Email, EmailAddress, Password, PublicId, text } from './primitives.js';

const USER_TYPES = ['user', 'account', 'child_account'] as const;
export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;

export const PLAN_STATUSES = ['paid', 'pending_payment', 'past_due', 'cancelled'] as const;
/** A subscription's status; the database column takes the same values. */
export const PlanStatus = z.enum(PLAN_STATUSES);

export const AccountRef = z.object({
  public_id: PublicId,
  business_name: z.string(),
});
export type AccountRef = z.infer<typeof AccountRef>;

/** The user payload (docs/product-rules.md#user-payload) — exactly these fields. */
export const User = z.object({
  token: z.string(),
  public_id: PublicId,
  type: UserType,
  email: EmailAddress,
  /** The console's language the person chose; null: not chosen (the browser's is used). */
  language: ConsoleLanguage.nullable(),
  current_account: AccountRef,
  related_accounts: z.array(AccountRef),
  plan: z.object({ sub_accounts: z.number().int(), crm: z.boolean() }),
  account_plan: z.object({
    status: PlanStatus,
    monthly_total_impressions: z.number().int(),
  }),
});
export type User = z.infer<typeof User>;

/** Gameplays counted this calendar month (UTC) for the account's billing account. */
export const Limits = z.object({
  impressions_used: z.number().int(),
  monthly_total_impressions: z.number().int(),
  period: z.string().describe('YYYY-MM, UTC'),
});
export type Limits = z.infer<typeof Limits>;

/**
 * Per-account default game settings (docs/product-rules.md#game-settings), used when a new game is
 * created.
 */
export const GameSettings = z.object({
  background_image: z.string().nullable(),
  game_image: z.string().nullable(),
  difficulty: DifficultySchema,
  popup_texts: z.object({ fail: z.string(), win: z.string() }),
  cta_icon: z.string().nullable(),
  instructions: z.string(),
});
export type GameSettings = z.infer<typeof GameSettings>;
/**
 * An account's game settings until it changes them: the answer for an account without a settings
 * row, and the column defaults of the row (apps/server/src/db/schema.ts).
 */
export const DEFAULT_GAME_SETTINGS = {
  background_image: null,
  game_image: null,
  difficulty: 'normal',
  popup_texts: { fail: POPUP_TEXTS.fail, win: POPUP_TEXTS.win },
  cta_icon: null,
  instructions: '',
} as const satisfies GameSettings;

export const LoginRequest = z.object({
  email: Email,
  password: text(200).min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Login, register and change-login answers. `access_modules` is present only for type `user`. */
export const AuthResponse = z.object({
  user: User,
  access_modules: AccessModules.optional(),
  limits: Limits,
  /**
   * Present (true) only when a business of the person requires two-factor and they have no second
   * factor yet: every account route answers 403 `auth.two_factor_setup_required` until they add
   * one (docs/two-factor.md#required-for-everyone).
   */
  two_factor_setup_required: z.literal(true).optional(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const RegisterResponse = z.object({
  user: User,
  access_modules: AccessModules.optional(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const ProfileResponse = AuthResponse.extend({
  game_settings: GameSettings,
  /** The account's default language (`PATCH /account-settings` changes it). */
  default_language: Language,
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const ChangeLoginResponse = AuthResponse.extend({ message: z.string() });
export type ChangeLoginResponse = z.infer<typeof ChangeLoginResponse>;

export const BusinessName = text(120, {
  trim: true,
  tooLong: 'Business name must be at most 120 characters',
}).min(2, 'Business name must be at least 2 characters');

export const RegisterRequest = z.object({
  business_name: BusinessName,
  email: Email,
  password: Password,
  plan: text(40).min(1, 'Choose a plan'),
  /** The account's default language (new games start in it); English when absent. */
  language: Language.optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const ForgotPasswordRequest = z.object({ email: Email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z.object({
  token: text(200, { tooLong: 'The reset link is invalid' }).min(10, 'The reset link is invalid'),
  password: Password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
