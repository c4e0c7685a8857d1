/**
 * A business's shops and the counter devices paired to them (features/counter;
 * docs/rewards.md#redemption-in-store). Redemptions name the location and the device, so these come
 * before the rewards' tables.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { accounts } from './accounts.js';

/**
 * A shop. Deleting one keeps its redemptions' record: the row stays with `deleted_at` set (the
 * report still names it), its devices are unpaired, and lists leave it out.
 */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    timeZone: text('time_zone').notNull(),
    /**
     * Where it is (WGS 84 degrees), both or neither: an Apple Wallet pass is shown on the lock
     * screen near the business's located shops.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The staff PIN's hash (scrypt with its salt, lib/passwords); null: no device can unlock. */
    pinHash: text('pin_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('locations_account_idx')
      .on(t.accountId, t.createdAt)
      .where(sql`deleted_at is null`),
    check(
      'locations_coordinates_check',
      sql`(latitude is null) = (longitude is null) and (latitude is null or (latitude between -90 and 90 and longitude between -180 and 180))`,
    ),
  ],
);

/**
 * A phone or tablet at a location's counter. Created with a pairing code (hashed, short-lived);
 * the device trades it once for its own token (hashed), then a right staff PIN unlocks it until
 * `unlocked_until`. Five wrong PINs in a row lock it until `locked_until` — `failed_pins` is
 * counted by one conditional UPDATE, so parallel guesses cannot slip past the limit. Unpairing
 * deletes the row: the next request with its token is refused.
 */
export const counterDevices = pgTable(
  'counter_devices',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pairingCodeHash: text('pairing_code_hash'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    tokenHash: text('token_hash').unique(),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    unlockedUntil: timestamp('unlocked_until', { withTimezone: true }),
    failedPins: integer('failed_pins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('counter_devices_location_idx').on(t.locationId, t.createdAt),
    index('counter_devices_pairing_idx')
      .on(t.pairingCodeHash)
      .where(sql`pairing_code_hash is not null`),
    check('counter_devices_failed_pins_check', sql`failed_pins >= 0`),
  ],
);
