import { z } from 'zod';
import { byLanguage, Language, translationsPatch } from './languages.js';
import { PublicId, text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';

/**
 * Consents a business asks its players for (docs/product-rules.md#player-data): reusable across
 * games, rich text (sanitised HTML with links to terms and privacy policy), mandatory or optional,
 * never pre-ticked. Every change of the text makes a new version; consent records keep the version
 * the player saw.
 */
const ConsentName = text(80, { trim: true, tooLong: 'Name must be at most 80 characters' }).min(
  1,
  'Name is required',
);
const ConsentText = text(5000, { tooLong: 'The consent text is too long' }).min(
  1,
  'The consent text is required',
);

/**
 * One language's text of a consent (rich text with its own links, sanitised like the original).
 * Missing or blank: the player sees the default language's text.
 */
export const ConsentTranslation = z.object({ text: ConsentText }).partial();
export type ConsentTranslation = z.infer<typeof ConsentTranslation>;

export const CreateConsentRequest = z.object({
  /** Shown in the console and as the CSV column; the player sees `text`. */
  name: ConsentName,
  text: ConsentText,
  mandatory: z.boolean().default(false),
  /** A confirmation email with a link; the consent stays pending until it is clicked. */
  double_opt_in: z.boolean().default(false),
  /** The language of `text`; the account's default language when absent. */
  default_language: Language.optional(),
  translations: byLanguage(ConsentTranslation).optional(),
});
export type CreateConsentRequest = z.input<typeof CreateConsentRequest>;

export const UpdateConsentRequest = z
  .object({
    name: ConsentName,
    text: ConsentText,
    mandatory: z.boolean(),
    double_opt_in: z.boolean(),
    default_language: Language,
    /** Each language sent replaces its text; `null` removes the language; others are kept. */
    translations: translationsPatch(ConsentTranslation),
  })
  .partial();
export type UpdateConsentRequest = z.input<typeof UpdateConsentRequest>;

export const Consent = z.object({
  public_id: PublicId,
  name: z.string(),
  text: z.string(),
  mandatory: z.boolean(),
  double_opt_in: z.boolean(),
  /** The language of `text`. */
  default_language: Language,
  /** The languages the consent has a text in: the default first. */
  languages: z.array(Language),
  translations: byLanguage(z.object({ text: z.string() }).partial()),
  /** Starts at 1; each change of `text` or of a translation adds one. */
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Consent = z.infer<typeof Consent>;

export const ConsentResponse = z.object({ consent: Consent });
export type ConsentResponse = z.infer<typeof ConsentResponse>;
export const ConsentListQuery = PageQuery;
export const ConsentListResponse = pageOf(Consent);
export type ConsentListResponse = z.infer<typeof ConsentListResponse>;

/**
 * A consent as the player's form shows it: the published text in the form's language (the default
 * language's where it has no translation) and its version.
 */
export const PublicConsent = Consent.pick({
  public_id: true,
  text: true,
  mandatory: true,
  double_opt_in: true,
  version: true,
});
export type PublicConsent = z.infer<typeof PublicConsent>;

/**
 * The state of one consent for one player: `pending` until a double opt-in link is clicked.
 * History entries (`ConsentRecord`) keep every give and withdraw.
 */
export const CONSENT_STATES = ['given', 'pending', 'withdrawn'] as const;
export const ConsentState = z.enum(CONSENT_STATES);
export type ConsentState = z.infer<typeof ConsentState>;

export const ConsentRecord = z.object({
  consent_public_id: PublicId,
  consent_name: z.string(),
  action: z.enum(['given', 'withdrawn']),
  /** `pending` while a double opt-in waits for its click; `confirmed` otherwise. */
  status: z.enum(['pending', 'confirmed']),
  version: z.number().int(),
  /** The exact text the player was shown (that version's text, in `text_language`). */
  text: z.string(),
  /**
   * The language of `text`: the record's language, or the consent's default language when that
   * version had no translation in it (null: recorded before languages were).
   */
  text_language: Language.nullable(),
  game_public_id: PublicId.nullable(),
  page_url: z.string().nullable(),
  /** The language the form and this text were shown in (null: recorded before languages were). */
  language: Language.nullable(),
  at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof ConsentRecord>;

/** The body of the double opt-in page's call (the token comes from the emailed link). */
export const ConfirmConsentRequest = z.object({
  token: text(200).min(20, 'This confirmation link is not valid.'),
});
export type ConfirmConsentRequest = z.infer<typeof ConfirmConsentRequest>;
