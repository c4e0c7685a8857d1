import { z } from 'zod';
import { capList, PublicId, text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';

/**
 * Webhooks (docs/webhooks.md, docs/product-rules.md#webhooks): a business's endpoints, the events
 * each wants, and the log of what was sent. Every request is signed per the Standard Webhooks
 * specification (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
 */
export const WEBHOOK_EVENT_TYPES = [
  'player.created',
  'player.updated',
  'player.erased',
  'consent.given',
  'consent.withdrawn',
  'gameplay.completed',
  'reward.won',
  'reward.redeemed',
  'reward.voided',
  'game.published',
  'loyalty.points_earned',
  'loyalty.level_reached',
  'loyalty.reward_bought',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;
/** The type of the event "Send a test event" sends (no endpoint subscribes to it). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'player.created': 'A player filled in a game form for the first time',
  'player.updated': 'A known player sent a form again with new details',
  'player.erased': "A player's personal data was erased",
  'consent.given': 'A player gave a consent',
  'consent.withdrawn': 'A player withdrew a consent',
  'gameplay.completed': 'A play ended (won or lost)',
  'reward.won': 'A player won a reward',
  'reward.redeemed': 'Staff redeemed a reward won',
  'reward.voided': 'The business voided a reward won (it can no longer be redeemed)',
  'game.published': 'A game was published',
  'loyalty.points_earned': 'A loyalty member earned points',
  'loyalty.level_reached': 'A loyalty member reached a new level',
  'loyalty.reward_bought': 'A loyalty member bought a reward with points',
};

export const WEBHOOK_LIMITS = {
  endpointsPerAccount: 10,
  urlMax: 2000,
  descriptionMax: 500,
  /** Bytes of a receiver's answer kept in the log. */
  responseExcerptBytes: 1024,
  /** Days of unbroken failure after which an endpoint is switched off (its owner is emailed). */
  disableAfterDays: 5,
  /** Hours the previous secret keeps signing after a rotation. */
  rotationOverlapHours: 24,
} as const;

/** Waits before each retry: the first attempt is immediate, then 7 retries over about 28 h. */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;

/** The version of every payload below; a change that could break a receiver adds a new one. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** A whole http(s) address with a host and no user:password part; the server checks the rest. */
const WEBHOOK_URL_PATTERN = /^https?:\/\/[^\s/?#@:]+(:\d{1,5})?([/?#][^\s]*)?$/i;
const WebhookUrl = text(WEBHOOK_LIMITS.urlMax, {
  trim: true,
  tooLong: `The URL must be at most ${WEBHOOK_LIMITS.urlMax} characters`,
})
  .min(1, 'The URL is required')
  .regex(WEBHOOK_URL_PATTERN, 'Enter a full https:// address, e.g. https://example.com/webhooks')
  // The pattern above is case-insensitive; a JSON Schema pattern cannot say so but by its letters.
  .meta({
    format: 'uri',
    pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#@:]+(:\\d{1,5})?([/?#][^\\s]*)?$',
    example: 'https://cafe-aurora.example.com/webhooks/playdesk',
  });
const WebhookDescription = text(WEBHOOK_LIMITS.descriptionMax, {
  tooLong: `The description must be at most ${WEBHOOK_LIMITS.descriptionMax} characters`,
});
const WebhookEvents = capList(
  WEBHOOK_EVENT_TYPES.length,
  `At most ${WEBHOOK_EVENT_TYPES.length} events`,
  z
    .array(WebhookEventType, { error: 'Choose the events to send' })
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENT_TYPES.length),
);

export const CreateWebhookEndpointRequest = z.object({
  /** https:// (a plain http:// or private address only where the server allows it: tests, dev). */
  url: WebhookUrl,
  description: WebhookDescription.default(''),
  events: WebhookEvents,
  enabled: z.boolean().default(true),
  /**
   * A consent of the business: players' personal data (email, names, phone…) is sent only for
   * players who gave it. Null: payloads carry no personal data, only the player's id.
   */
  consent_id: PublicId.nullable().default(null),
});
export type CreateWebhookEndpointRequest = z.input<typeof CreateWebhookEndpointRequest>;

export const UpdateWebhookEndpointRequest = z
  .object({
    url: WebhookUrl,
    description: WebhookDescription,
    events: WebhookEvents,
    enabled: z.boolean(),
    consent_id: PublicId.nullable(),
  })
  .partial();
export type UpdateWebhookEndpointRequest = z.input<typeof UpdateWebhookEndpointRequest>;

export const WebhookEndpoint = z.object({
  public_id: PublicId,
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventType),
  enabled: z.boolean(),
  consent_id: z.string().nullable(),
  /** Why the server switched it off (`failing`: failed for 5 days), null otherwise. */
  disabled_reason: z.string().nullable(),
  /** Start of the current run of failed attempts; null while deliveries succeed. */
  failing_since: z.string().nullable(),
  /** Until when the secret before the last rotation still signs too. */
  previous_secret_expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointResponse = z.object({ endpoint: WebhookEndpoint });
export type WebhookEndpointResponse = z.infer<typeof WebhookEndpointResponse>;
/** Creation and rotation: the signing secret (`whsec_…`), shown this once. */
export const WebhookSecretResponse = z.object({ endpoint: WebhookEndpoint, secret: z.string() });
export type WebhookSecretResponse = z.infer<typeof WebhookSecretResponse>;
export const WebhookEndpointListQuery = PageQuery;
export const WebhookEndpointListResponse = pageOf(WebhookEndpoint);
export type WebhookEndpointListResponse = z.infer<typeof WebhookEndpointListResponse>;

// ---- Payloads: what a receiver gets (version 1) ----

/**
 * A player as payloads show them. Personal fields are present only when the endpoint's consent
 * allows it (`personal_data: true`); an erased player is never sent with them.
 */
export const WebhookPlayer = z.object({
  id: z.string(),
  erased: z.boolean(),
  personal_data: z.boolean(),
  email: z.string().nullable().optional(),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  display_name: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  birth_date: z.string().nullable().optional(),
  postcode: z.string().nullable().optional(),
  custom_fields: z
    .record(z.string(), z.union([z.string(), z.boolean()]))
    .nullable()
    .optional(),
});
/**
 * Where the player or the play came from (docs/insight.md#attribution): `source`, `medium`,
 * `campaign`, the placement's name and the experiment's variant. A player's is their first touch;
 * a play's (and so a reward's) is its visit's. Not personal data: sent to every endpoint. Absent
 * from deliveries stored before it was added.
 */
export const WebhookAttribution = z.object({
  source: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  placement: z.string().nullable(),
  variant: z.string().nullable(),
});
export type WebhookAttribution = z.infer<typeof WebhookAttribution>;
const WebhookGame = z.object({ id: z.string(), name: z.string(), type: z.string() });
const WebhookReward = z.object({ id: z.string(), name: z.string(), value: z.string() });
const WebhookWin = z.object({
  id: z.string(),
  reward: WebhookReward,
  code: z.string().nullable(),
  link: z.string().nullable(),
  won_at: z.string(),
  expires_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  /**
   * Where it was redeemed (docs/rewards.md#redeeming): the location's id and name, null at a desk
   * or by the API; absent from deliveries stored before it was added.
   */
  redeemed_location: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  /** When and why the business voided it (`reward.voided`); absent from older deliveries. */
  voided_at: z.string().nullable().optional(),
  void_reason: z.string().nullable().optional(),
  game: WebhookGame.nullable(),
  session_id: z.string().nullable(),
});

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D, description: string) =>
  z
    .object({
      type: z.literal(type),
      version: z.literal(WEBHOOK_PAYLOAD_VERSION),
      /** When the event happened (ISO 8601). */
      timestamp: z.string(),
      account_id: z.string(),
      data,
    })
    .meta({ title: type, description });

const PlayerData = z.object({ player: WebhookPlayer, attribution: WebhookAttribution.optional() });
const ConsentData = z.object({
  player: WebhookPlayer,
  consent: z.object({ id: z.string(), name: z.string(), version: z.number().int() }),
});

export const WebhookPayload = z.discriminatedUnion('type', [
  envelope('player.created', PlayerData, WEBHOOK_EVENT_DESCRIPTIONS['player.created']),
  envelope('player.updated', PlayerData, WEBHOOK_EVENT_DESCRIPTIONS['player.updated']),
  envelope('player.erased', PlayerData, WEBHOOK_EVENT_DESCRIPTIONS['player.erased']),
  envelope('consent.given', ConsentData, WEBHOOK_EVENT_DESCRIPTIONS['consent.given']),
  envelope('consent.withdrawn', ConsentData, WEBHOOK_EVENT_DESCRIPTIONS['consent.withdrawn']),
  envelope(
    'gameplay.completed',
    z.object({
      session_id: z.string(),
      game: WebhookGame,
      player: WebhookPlayer,
      status: z.enum(['won', 'lost']),
      score: z.number().int(),
      /**
       * Why it ended, as in the player's play timeline ('timeout', 'abandoned', 'solved', …);
       * absent from deliveries stored before it was added.
       */
      reason: z.string().nullable().optional(),
      /**
       * What the play came to, for a game whose end is one of its content's items (a personality
       * test's outcome id); null for the other games; absent from deliveries stored before it.
       */
      result: z.string().nullable().optional(),
      duration_ms: z.number().int().nullable(),
      started_at: z.string(),
      ended_at: z.string().nullable(),
      attribution: WebhookAttribution.optional(),
    }),
    WEBHOOK_EVENT_DESCRIPTIONS['gameplay.completed'],
  ),
  envelope(
    'reward.won',
    z.object({
      win: WebhookWin,
      player: WebhookPlayer,
      attribution: WebhookAttribution.optional(),
    }),
    WEBHOOK_EVENT_DESCRIPTIONS['reward.won'],
  ),
  envelope(
    'reward.redeemed',
    z.object({
      win: WebhookWin,
      player: WebhookPlayer,
      attribution: WebhookAttribution.optional(),
    }),
    WEBHOOK_EVENT_DESCRIPTIONS['reward.redeemed'],
  ),
  envelope(
    'reward.voided',
    z.object({
      win: WebhookWin,
      player: WebhookPlayer,
      attribution: WebhookAttribution.optional(),
    }),
    WEBHOOK_EVENT_DESCRIPTIONS['reward.voided'],
  ),
  envelope(
    'game.published',
    z.object({ game: WebhookGame.extend({ status: z.string() }) }),
    WEBHOOK_EVENT_DESCRIPTIONS['game.published'],
  ),
  envelope(
    'loyalty.points_earned',
    z.object({
      player: WebhookPlayer,
      /** The points this event earned, and why (the rules that gave them, comma-separated). */
      points: z.number().int(),
      reason: z.string(),
      balance: z.number().int(),
      lifetime: z.number().int(),
    }),
    WEBHOOK_EVENT_DESCRIPTIONS['loyalty.points_earned'],
  ),
  envelope(
    'loyalty.level_reached',
    z.object({ player: WebhookPlayer, level: z.string(), lifetime: z.number().int() }),
    WEBHOOK_EVENT_DESCRIPTIONS['loyalty.level_reached'],
  ),
  envelope(
    'loyalty.reward_bought',
    z.object({
      win: WebhookWin,
      player: WebhookPlayer,
      price: z.number().int(),
      balance: z.number().int(),
    }),
    WEBHOOK_EVENT_DESCRIPTIONS['loyalty.reward_bought'],
  ),
  envelope(
    WEBHOOK_TEST_EVENT,
    z.object({ message: z.string() }),
    'Sent by "Send a test event" in the console',
  ),
]);
export type WebhookPayload = z.infer<typeof WebhookPayload>;

export const WebhookAttempt = z.object({
  attempt: z.number().int(),
  /** A resend from the console rather than the retry schedule. */
  manual: z.boolean(),
  /** Null: no answer (timeout, refused connection, blocked address). */
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  /** The first 1 KB of the answer's body. */
  response_excerpt: z.string(),
  duration_ms: z.number().int(),
  at: z.string(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export const WebhookDelivery = z.object({
  public_id: PublicId,
  /** `webhook-id`: the same on every attempt and resend. */
  message_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  /** Every attempt, oldest first. */
  attempt_log: z.array(WebhookAttempt),
  /** The body sent (personal data removed once the player is erased). */
  payload: WebhookPayload,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveryResponse = z.object({ delivery: WebhookDelivery });
export type WebhookDeliveryResponse = z.infer<typeof WebhookDeliveryResponse>;
export const WebhookDeliveryListQuery = PageQuery;
export const WebhookDeliveryListResponse = pageOf(WebhookDelivery);
export type WebhookDeliveryListResponse = z.infer<typeof WebhookDeliveryListResponse>;
