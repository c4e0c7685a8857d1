/**
 * Server-wide machinery: the former email outbox, the demo mailbox and the job leases.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/**
 * The former email outbox. Emails now go through the job queue (infra/jobs.ts); rows still
 * waiting here from an older version move onto it at start (outbox.ts `moveLegacyOutbox`). To be
 * dropped in a later release.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.runAfter)
      .where(sql`delivered_at is null and failed_at is null`),
  ],
);

/**
 * The demo mailbox (docs/product-rules.md#demo-mailbox): the emails a server without SMTP_URL,
 * outside production, "sent", for the console's Mailbox page. Server-wide (no account): every
 * instance writes and reads the same rows; only the latest `DEMO_MAILBOX_SIZE` are kept.
 */
export const demoMailbox = pgTable(
  'demo_mailbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_mailbox_sent_idx').on(t.sentAt.desc(), t.id.desc())],
);

/**
 * Leases of scheduled jobs: an instance runs a job only after moving `next_run_at` forward in one
 * conditional UPDATE, so one instance at a time runs each period.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
