/**
 * Request body limits, in bytes. Each fits the largest valid body of its routes with room to
 * spare (JSON may spell a character as a six-byte `\u` escape); a larger body is refused (413)
 * before it is read or parsed. Uploads have their own limit (MEDIA_MAX_BYTES).
 */
import { REWARD_LIMITS } from '@playdesk/contract';

export const BODY_LIMITS = {
  /** Every route not named below: sign-in forms, a schedule, the notification bar. */
  default: 64 * 1024,
  /** The player's routes (no login): a move, a name, the page a game is embedded in. */
  play: 16 * 1024,
  /** A template: its rich-text message alone may be 10 000 characters. */
  template: 128 * 1024,
  /** A game: e.g. a quiz of 50 questions with six options and an image address each. */
  game: 1024 * 1024,
  /** An experiment: up to 4 variants, each with a game's content and settings. */
  experiment: 4 * 1024 * 1024,
  /** A game's texts in one language (XLIFF or JSON, TRANSLATION_FILE_MAX characters) in JSON. */
  translationFile: 3 * 1024 * 1024,
  /** A file of reward codes (text or CSV): REWARD_LIMITS.uploadMaxBytes (64 MB). */
  rewardCodes: REWARD_LIMITS.uploadMaxBytes,
  /** A payment provider's webhook event (Stripe's are a few KB; an invoice with many lines more). */
  webhook: 512 * 1024,
  /** Single sign-on's settings (SAML metadata of up to 100 000 characters) and a SAML response. */
  sso: 256 * 1024,
} as const;
