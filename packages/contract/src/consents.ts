import { z } from 'zod';
import { Language } from './languages.js';
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

export const CreateConsentRequest = z.object({
  /** Shown in the console and as the CSV column; the player sees `text`. */
  name: ConsentName,
  text: ConsentText,
  mandatory: z.boolean().default(false),
  /** A confirmation email with a link; the consent stays pending until it is clicked. */
  double_opt_in: z.boolean().default(false),
});
export type CreateConsentRequest = z.input<typeof CreateConsentRequest>;

export const UpdateConsentRequest = z
  .object({
    name: ConsentName,
    text: ConsentText,
    mandatory: z.boolean(),
    double_opt_in: z.boolean(),
  })
  .partial();
export type UpdateConsentRequest = z.input<typeof UpdateConsentRequest>;

export const Consent = z.object({
  public_id: PublicId,
  name: z.string(),
  text: z.string(),
  mandatory: z.boolean(),
  double_opt_in: z.boolean(),
  /** Starts at 1; each change of `text` adds one. */
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

/** A consent as the player's form shows it (only the published text and its version). */
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
  /** The exact text the player was shown (that version's text). */
  text: z.string(),
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
