import { z } from 'zod';
import { GAME_OVER_CODES, MOVE_CODES } from '@playdesk/games';
import { text } from './primitives.js';

/**
 * The stable keys of the errors a player or a business can see (issue 33 §9 and §10,
 * docs/product-rules.md#errors): the player app and the console show their own text for the key,
 * in their user's language, with `params`; `message` stays the English text for every other client.
 */
export const PLAYER_ERROR_CODES = [
  // The player and their token
  'player.token_missing',
  'player.unknown',
  // Games and plays
  'play.business_not_found',
  'play.game_unavailable',
  'play.rate_limited',
  'play.monthly_limit',
  'play.form_first',
  'play.participation_limit',
  'play.session_not_found',
  // A move on a play that has ended (the engines refuse with these too)
  ...GAME_OVER_CODES,
  'play.draw_period_not_found',
  // A move the game refuses: its engine's code (packages/games/src/refusals.ts)
  ...MOVE_CODES,
  // The game's form, its email link and consents
  'lead.no_form',
  'lead.invalid',
  'lead.confirm_limit',
  'lead.link_invalid',
  'lead.link_expired',
  'consent.link_invalid',
  // Verified players (docs/fair-play.md#verified-email-and-phone)
  'lead.email_unverified',
  'lead.phone_unverified',
  'lead.disposable_email',
  'verify.not_asked',
  'verify.resend_wait',
  'verify.send_limit',
  'verify.locked',
  'verify.wrong_code',
  'verify.expired',
  'verify.no_code',
  'verify.invalid_phone',
  'verify.sms_unavailable',
  'verify.sms_monthly_limit',
  'verify.sms_failed',
  // Fair play (docs/fair-play-risk.md): solve the challenge (GET play/challenge) and send it again;
  // refused, with nothing said of why
  'fair_play.challenge_required',
  'fair_play.blocked',
  // The game app (PWA) and push notifications
  'pwa.business_missing',
  'pwa.business_not_found',
  'push.invalid_subscription',
  // The counter's scanner (docs/rewards.md#redemption-in-store): pairing, the staff PIN, the lock
  'counter.pairing_invalid',
  'counter.device_unpaired',
  'counter.locked_by_staff',
  'counter.no_pin',
  'counter.pin_wrong',
  'counter.locked',
  // Live shows (docs/live.md): joining, answering
  'live.not_found',
  'live.ended',
  'live.full',
  'live.not_joined',
  'live.nickname_blocked',
  'live.nickname_taken',
  'live.team_required',
  'live.not_open',
  'live.time_up',
  'live.already_answered',
  'live.out',
  'live.bad_option',
  'live.wrong_question',
  'live.paused',
  'live.bad_message',
] as const;

/**
 * The errors a business meets most in the console (sign-in, access, plan limits, conflicts,
 * uploads): the console shows them in its user's language (issue 33 §10).
 */
export const CONSOLE_ERROR_CODES = [
  'request.too_many',
  'resource.not_found',
  'auth.invalid_credentials',
  'auth.no_membership',
  'auth.email_taken',
  'auth.reset_link_invalid',
  'auth.second_factor_invalid',
  'auth.challenge_invalid',
  'auth.two_factor_setup_required',
  'auth.reauthentication_required',
  'auth.passkey_invalid',
  'two_factor.already_enabled',
  'two_factor.setup_missing',
  'two_factor.needs_own_factor',
  'two_factor.needed_for_sso_only',
  'access.account',
  'access.module',
  'access.player_data',
  'access.owner_only',
  'plan.no_crm',
  'plan.sub_accounts',
  'plan.team_mates',
  'plan.no_sso',
  // Single sign-on (docs/single-sign-on.md)
  'auth.sso_required',
  'sso.not_available',
  'sso.flow_expired',
  'sso.response_refused',
  'sso.idp_unavailable',
  'sso.not_configured',
  'sso.domain_taken',
  'sso.needs_own_factor',
  'invitation.not_found',
  'invitation.used',
  'invitation.withdrawn',
  'invitation.expired',
  'invitation.other_email',
  'invitation.already_member',
  'team.already_member',
  'team.already_invited',
  'team.pending_limit',
  'team.modules_beyond',
  'team.owner_fixed',
  'team.self',
  'domain.taken',
  'placement.name_taken',
  'domain.limit',
  'upload.too_large',
  'upload.not_image',
  'upload.damaged',
  'upload.empty',
  'webhook.url_refused',
  'webhook.limit',
  'api_key.limit',
  'translation.file_invalid',
  'translation.import_refused',
  // Redeeming a win fair play holds for review (the console's box and the counter's scanner)
  'redeem.held',
  // Live shows: a host command that does not fit the show's phase (docs/live.md)
  'live.bad_command',
  'live.not_host',
  'live.not_quiz',
  // Live shows: the host changes the reward after it was given (docs/live.md#plays-leads-and-rewards)
  'live.rewarded',
] as const;

/** Two lists of codes as one, in a call a bundler may drop when nothing uses its result. */
const joined = <A extends readonly string[], B extends readonly string[]>(a: A, b: B) =>
  [...a, ...b] as [...A, ...B];

/** Every code (the console's first load uses none: the pure call lets its bundle drop the list). */
export const ERROR_CODES = /* @__PURE__ */ joined(PLAYER_ERROR_CODES, CONSOLE_ERROR_CODES);
export const ErrorCode = /* @__PURE__ */ z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The values a code's text uses (`{ seconds: 30 }`, `{ date: '2026-12-01T09:00:00.000Z' }`). */
export const ErrorParams = z.record(text(40), z.union([text(500), z.number()]));
export type ErrorParams = z.infer<typeof ErrorParams>;

/** Every error the API returns has this body (docs/product-rules.md#error-shape). */
export const ErrorBody = z.object({
  message: z.string().describe('What went wrong, in English.'),
  errors: z.array(z.string()).optional(),
  // A string, not the enum, and a short description: every error response of the document
  // repeats this schema (the list of codes, once, is in the document's description), and a client
  // must take a code it does not know yet; the server sends only ERROR_CODES (HttpError).
  code: z
    .string()
    .optional()
    .describe(
      'The stable key of an error a player can see, listed in the API description: a client shows ' +
        'its own text for it, in its language, with `params`.',
    ),
  params: ErrorParams.optional().describe(
    "The values the code's text uses, by name (for example `seconds`, `date`, `length`).",
  ),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The text a client shows for a failed call: errors joined by line breaks, else message, else 'Error'. */
export function errorText(body: unknown): string {
  // Only the texts: a code this client does not know yet must not hide the message.
  const parsed = ErrorBody.pick({ message: true, errors: true }).partial().safeParse(body);
  if (!parsed.success) return 'Error';
  const { errors, message } = parsed.data;
  if (errors && errors.length > 0) return errors.join('\n');
  if (message) return message;
  return 'Error';
}
