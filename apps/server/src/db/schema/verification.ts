/**
 * Verified players (issue 36, docs/fair-play.md#verified-email-and-phone): the codes sent to an
 * email or a phone number and the addresses a business's players proved are theirs
 * (features/fair-play/verification). The SMS a business sent this month are counted in `usage`.
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

export const VERIFICATION_CHANNELS = ['email', 'phone'] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];

/**
 * The code last sent to one address (a normalised email, an E.164 number) for one business: one
 * row per address, a new code replaces the last. The code is kept only as a SHA-256 of the
 * business, the address and the code; `tries` counts wrong codes (5: the code is dead and
 * `locked_until` makes the address wait); `sends` counts the codes sent since `window_start`
 * (an hour), for the resend limit. Rows older than a day are deleted by the maintenance job.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: VERIFICATION_CHANNELS }).notNull(),
    address: text('address').notNull(),
    /** Null once used, or dead after too many wrong tries. */
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    sends: integer('sends').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.channel, t.address] }),
    index('verification_codes_sent_idx').on(t.sentAt),
  ],
);

/**
 * An address a player of the business proved is theirs (the code or the link reached them). It
 * stays verified for that business until the player is erased or the business deletes it.
 */
export const verifiedContacts = pgTable(
  'verified_contacts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: VERIFICATION_CHANNELS }).notNull(),
    address: text('address').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.channel, t.address] })],
);
