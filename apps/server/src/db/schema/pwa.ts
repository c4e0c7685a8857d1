/**
 * The game app (PWA) and push notifications (features/pwa).
 */
import { sql } from 'drizzle-orm';
import {
  date,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  LANGUAGES,
  type PushTranslation,
  type PwaTranslation,
  type Translations,
} from '@playdesk/contract';
import { createdAt, id } from './columns.js';
import { accounts, users } from './accounts.js';
import { games } from './games.js';
import { players } from './players.js';

/** A business's game app: its manifest, what `/pwa/start` opens, the new-game notification. */
export const pwaSettings = pgTable('pwa_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  appName: text('app_name').notNull(),
  shortName: text('short_name').notNull(),
  themeColor: text('theme_color').notNull().default('#4A3494'),
  backgroundColor: text('background_color').notNull().default('#FFFFFF'),
  opens: text('opens', { enum: ['today', 'game', 'rewards'] })
    .notNull()
    .default('today'),
  gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
  installText: text('install_text').notNull().default(''),
  /** The language of the texts above; `translations` holds the others (issue 33 §4). */
  defaultLanguage: text('default_language', { enum: LANGUAGES }).notNull().default('en'),
  translations: jsonb('translations').$type<Translations<PwaTranslation>>().notNull().default({}),
  newGameNotifications: boolean('new_game_notifications').notNull().default(true),
  notifyTime: text('notify_time').notNull().default('09:00'),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Media keys of the generated PNGs; null: the default icon. */
  icons: jsonb('icons').$type<{
    icon_192: string;
    icon_512: string;
    maskable_512: string;
    apple_touch_180: string;
  }>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The installation's VAPID key pair (one row; the private key sealed with SECRETS_KEY). */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  () => [check('push_vapid_keys_single', sql`id = 1`)],
);

/** A player's browser push subscription at one business. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    newGame: boolean('new_game').notNull().default(true),
    /** The language the player's app was in when they subscribed (null: the player's). */
    language: text('language', { enum: LANGUAGES }),
    /**
     * The device's IANA time zone when it subscribed (null: before migration 0044, or a browser
     * that did not say): loyalty's reminders go at a local hour of it (docs/loyalty.md#reminders).
     */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_account_endpoint_idx').on(t.accountId, t.endpoint),
    index('push_subscriptions_player_idx').on(t.playerId),
  ],
);

/** A notification sent (or to be sent) to an audience; counters change only in SQL (`x = x + n`). */
export const pushCampaigns = pgTable(
  'push_campaigns',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['manual', 'new_game'] })
      .notNull()
      .default('manual'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The language of the texts above; `translations` holds the others (issue 33 §4). */
    defaultLanguage: text('default_language', { enum: LANGUAGES }).notNull().default('en'),
    translations: jsonb('translations')
      .$type<Translations<PushTranslation>>()
      .notNull()
      .default({}),
    icon: text('icon').notNull().default(''),
    url: text('url').notNull(),
    target: jsonb('target').$type<Record<string, unknown>>().notNull(),
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    status: text('status', {
      enum: ['scheduled', 'sending', 'sent', 'limit_reached', 'failed'],
    })
      .notNull()
      .default('scheduled'),
    /** The business's local day of a "new game is live" notification (one per day). */
    day: date('day', { mode: 'string' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    clicked: integer('clicked').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_campaigns_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('push_campaigns_new_game_day_idx')
      .on(t.accountId, t.day)
      .where(sql`kind = 'new_game'`),
  ],
);

/** One recipient of a campaign, in batches of the delivery job. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => pushCampaigns.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    batch: integer('batch').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
  },
  (t) => [
    primaryKey({ name: 'push_deliveries_pk', columns: [t.campaignId, t.subscriptionId] }),
    index('push_deliveries_batch_idx')
      .on(t.campaignId, t.batch)
      .where(sql`status = 'pending'`),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
  ],
);

/** Notifications counted against the billing account's monthly limit (period `YYYY-MM`). */
export const pushUsage = pgTable(
  'push_usage',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'push_usage_pk', columns: [t.accountId, t.period] })],
);
