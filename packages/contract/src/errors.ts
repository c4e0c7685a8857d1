import { z } from 'zod';
import { GAME_OVER_CODES, MOVE_CODES } from '@playdesk/games';
import { text } from './primitives.js';

/**
 * The stable keys of the errors a player can see (issue 33 §9, docs/product-rules.md#errors): the
 * player app shows its own text for the key, in the player's language, with `params`; `message`
 * stays the English text for every other client.
 */
export const ERROR_CODES = [
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
  // The game app (PWA) and push notifications
  'pwa.business_missing',
  'pwa.business_not_found',
  'push.invalid_subscription',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
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
