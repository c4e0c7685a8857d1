import { z } from 'zod';
import { PublicId, text } from './primitives.js';

/**
 * Mailchimp and HubSpot connectors (docs/adr/006-job-queue.md#connectors): players who gave the
 * chosen marketing consent are upserted (Mailchimp: audience members with FNAME/LNAME and tags for
 * the games played and rewards won; HubSpot: contacts by email with the game, score and reward);
 * withdrawing the consent unsubscribes them (HubSpot: opts them out); erased players are never
 * sent. Keys are stored encrypted and only their last 4 characters are ever shown.
 */
export const CONNECTOR_KINDS = ['mailchimp', 'hubspot'] as const;
export type ConnectorKind = (typeof CONNECTOR_KINDS)[number];

export const CONNECTOR_LIMITS = {
  keyMax: 200,
  audienceMax: 100,
  /** Sync attempts the settings answer lists. */
  recentSyncs: 20,
} as const;

/** Mailchimp API keys end in their data centre: `…-us21`. */
export const MAILCHIMP_KEY_PATTERN = /^[0-9a-f]{32}-[a-z]{2,4}\d{1,3}$/;

const MailchimpKey = text(CONNECTOR_LIMITS.keyMax, {
  trim: true,
  tooLong: `The API key must be at most ${CONNECTOR_LIMITS.keyMax} characters`,
}).regex(MAILCHIMP_KEY_PATTERN, 'A Mailchimp API key looks like 0123…cdef-us21');
const AudienceId = text(CONNECTOR_LIMITS.audienceMax, {
  trim: true,
  tooLong: `The audience id must be at most ${CONNECTOR_LIMITS.audienceMax} characters`,
}).regex(/^[A-Za-z0-9]*$/, 'The audience id has letters and digits only (e.g. a1b2c3d4e5)');
const HubspotToken = text(CONNECTOR_LIMITS.keyMax, {
  trim: true,
  tooLong: `The access token must be at most ${CONNECTOR_LIMITS.keyMax} characters`,
}).regex(/^[A-Za-z0-9_-]{10,}$/, 'A HubSpot private app token looks like pat-na1-…');

/**
 * PUT: only the fields sent change. `api_key`/`access_token` absent keeps the stored one (the form
 * shows it masked); enabling needs a key, the consent and (Mailchimp) the audience.
 */
export const UpdateMailchimpRequest = z
  .object({
    api_key: MailchimpKey,
    audience_id: AudienceId,
    consent_id: PublicId.nullable(),
    enabled: z.boolean(),
  })
  .partial();
export type UpdateMailchimpRequest = z.input<typeof UpdateMailchimpRequest>;

export const UpdateHubspotRequest = z
  .object({
    access_token: HubspotToken,
    consent_id: PublicId.nullable(),
    enabled: z.boolean(),
  })
  .partial();
export type UpdateHubspotRequest = z.input<typeof UpdateHubspotRequest>;

export const ConnectorSync = z.object({
  /** `upsert`, `unsubscribe` (opt-out) or `test` (test connection). */
  action: z.enum(['upsert', 'unsubscribe', 'test']),
  event_type: z.string(),
  /** The player's public id (null for a test, or a player since deleted). */
  player_id: z.string().nullable(),
  attempt: z.number().int(),
  ok: z.boolean(),
  status_code: z.number().int().nullable(),
  message: z.string(),
  duration_ms: z.number().int(),
  created_at: z.string(),
});
export type ConnectorSync = z.infer<typeof ConnectorSync>;

const ConnectorBase = {
  enabled: z.boolean(),
  consent_id: z.string().nullable(),
  /** The recent sync attempts, newest first. */
  recent_syncs: z.array(ConnectorSync),
  updated_at: z.string().nullable(),
};

export const MailchimpSettings = z.object({
  ...ConnectorBase,
  /** `••••abcd-us21`: never the key itself. Null: none saved. */
  api_key_masked: z.string().nullable(),
  /** The data centre read from the key (`us21`). */
  data_center: z.string().nullable(),
  audience_id: z.string().nullable(),
});
export type MailchimpSettings = z.infer<typeof MailchimpSettings>;
export const MailchimpResponse = z.object({ mailchimp: MailchimpSettings });
export type MailchimpResponse = z.infer<typeof MailchimpResponse>;

export const HubspotSettings = z.object({
  ...ConnectorBase,
  access_token_masked: z.string().nullable(),
});
export type HubspotSettings = z.infer<typeof HubspotSettings>;
export const HubspotResponse = z.object({ hubspot: HubspotSettings });
export type HubspotResponse = z.infer<typeof HubspotResponse>;

/** "Test connection": whether the saved key works, in words for the business owner. */
export const ConnectorTestResponse = z.object({
  ok: z.boolean(),
  message: z.string(),
  status_code: z.number().int().nullable(),
});
export type ConnectorTestResponse = z.infer<typeof ConnectorTestResponse>;
