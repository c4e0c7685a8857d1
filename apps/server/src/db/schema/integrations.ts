/**
 * Webhooks and connectors (features/integrations).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { accounts } from './accounts.js';
import { consents, players } from './players.js';

// ---- webhooks (issue 16) ----
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;

/**
 * A business's webhook endpoint (docs/webhooks.md): the signing secret is kept sealed
 * (lib/secret-box.ts) because every delivery signs with it; after a rotation the previous secret
 * signs too until `previous_secret_expires_at`. `failing_since` is the first failed attempt of an
 * unbroken run of failures: five days of them disable the endpoint.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Players' personal data is sent only to players who gave this consent; null: never. */
    consentId: uuid('consent_id').references(() => consents.id, { onDelete: 'set null' }),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // emitEvent's one query on the play path: the account's enabled endpoints.
  (t) => [index('webhook_endpoints_account_idx').on(t.accountId, t.enabled)],
);

/** One event for one endpoint: the exact body sent (so a resend repeats it) and its state. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** `webhook-id`: the same on every attempt and resend, so receivers can deduplicate. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The player the payload is about: erasure strips their data from stored payloads. */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_player_idx')
      .on(t.playerId)
      .where(sql`player_id is not null`),
  ],
);

/** Each attempt of a delivery: status code (null: no answer), first 1 KB of the answer, time. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    manual: boolean('manual').notNull().default(false),
    statusCode: integer('status_code'),
    error: text('error'),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.createdAt)],
);

/**
 * A business's Mailchimp or HubSpot connection (docs/adr/006-job-queue.md): the API key or token
 * sealed with SECRETS_KEY (lib/secret-box.ts) and its last characters for display, the audience
 * (Mailchimp), and the consent that means "marketing" — only players who gave it are sent.
 */
export const connectors = pgTable(
  'connectors',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['mailchimp', 'hubspot'] }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    secretSealed: text('secret_sealed'),
    secretHint: text('secret_hint'),
    audienceId: text('audience_id'),
    consentId: uuid('consent_id').references(() => consents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'connectors_pk', columns: [t.accountId, t.kind] })],
);

/** Each sync attempt of a connector (the console shows the latest). */
export const connectorSyncs = pgTable(
  'connector_syncs',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['mailchimp', 'hubspot'] }).notNull(),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    action: text('action', { enum: ['upsert', 'unsubscribe', 'test'] }).notNull(),
    attempt: integer('attempt').notNull().default(1),
    ok: boolean('ok').notNull(),
    statusCode: integer('status_code'),
    message: text('message').notNull(),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('connector_syncs_account_idx').on(t.accountId, t.kind, t.createdAt)],
);
