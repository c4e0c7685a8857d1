/**
 * Redemption at the counter (features/counter; docs/rewards.md#redemption-in-store): the keys that
 * sign redemption tokens, the offline queue's replays and the conflicts they revealed, and the
 * Apple Wallet devices registered for a pass's updates.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { accounts, users } from './accounts.js';
import { counterDevices, locations } from './locations.js';
import { playerRewards } from './rewards.js';

/**
 * An account's Ed25519 key pair for redemption tokens. The private key is sealed with the
 * server's secrets key (lib/secret-box); devices cache the public one to check tokens offline.
 * One key per account today; `kid` lets a rotated key and the old one live side by side.
 */
export const accountSigningKeys = pgTable(
  'account_signing_keys',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kid: text('kid').notNull(),
    publicKey: text('public_key').notNull(),
    privateKeySealed: text('private_key_sealed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kid] })],
);

/**
 * Each redemption a scanner sent from its offline queue, by the scanner's own id for it
 * (`client_id`), per sender: a paired device (`device_id`) or a person (`user_id`: a team mate's
 * scanner, or an API key's creator) — exactly one of the two. A batch sent again (the answer was
 * lost) gives the same answers and changes nothing.
 */
export const offlineRedemptions = pgTable(
  'offline_redemptions',
  {
    deviceId: uuid('device_id').references(() => counterDevices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    playerRewardId: uuid('player_reward_id').references(() => playerRewards.id, {
      onDelete: 'cascade',
    }),
    /** The batch result given (contract BATCH_RESULTS). */
    result: text('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Two unique keys, one per kind of sender: NULLs are distinct, so each holds for its own rows.
    uniqueIndex('offline_redemptions_device_client_idx').on(t.deviceId, t.clientId),
    uniqueIndex('offline_redemptions_user_client_idx').on(t.userId, t.clientId),
    check('offline_redemptions_one_sender', sql`num_nonnulls(${t.deviceId}, ${t.userId}) = 1`),
  ],
);

/**
 * A reward redeemed twice while offline (or offline after online): both records, never merged.
 * `kept_*` is the redemption that counted, `refused_*` the one that reached the server later.
 */
export const redemptionConflicts = pgTable(
  'redemption_conflicts',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playerRewardId: uuid('player_reward_id')
      .notNull()
      .references(() => playerRewards.id, { onDelete: 'cascade' }),
    keptAt: timestamp('kept_at', { withTimezone: true }).notNull(),
    keptLocationId: uuid('kept_location_id').references(() => locations.id, {
      onDelete: 'set null',
    }),
    keptBy: text('kept_by'),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull(),
    refusedLocationId: uuid('refused_location_id').references(() => locations.id, {
      onDelete: 'set null',
    }),
    refusedDeviceId: uuid('refused_device_id').references(() => counterDevices.id, {
      onDelete: 'set null',
    }),
    refusedBy: text('refused_by'),
    createdAt: createdAt(),
  },
  (t) => [index('redemption_conflicts_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * Apple Wallet's pass web service: a device (its library id) asks for a pass's updates with its
 * push token. `serial` is the win's public id.
 */
export const applePassRegistrations = pgTable(
  'apple_pass_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    passTypeId: text('pass_type_id').notNull(),
    serial: text('serial').notNull(),
    pushToken: text('push_token').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryId, t.passTypeId, t.serial] }),
    index('apple_pass_registrations_serial_idx').on(t.passTypeId, t.serial),
  ],
);
