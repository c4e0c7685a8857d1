/**
 * The demo mailbox (docs/product-rules.md#demo-mailbox). A server without SMTP_URL, outside
 * production, sends no email: the mailer keeps each one here as well as writing it to the log, and
 * the console's Mailbox page reads them back, so an invitation, a reset link or a double opt-in
 * can be followed with a click. A table rather than a file or the process's memory: the instance
 * whose job worker "sends" an email is not necessarily the one a person's browser asks.
 */
import { count, desc, inArray } from 'drizzle-orm';
import type { PageRequest } from '@playdesk/contract';
import type { Database } from '../db/client.js';
import { paginate } from '../db/pagination.js';
import { demoMailbox } from '../db/schema.js';
import type { EmailJob } from './outbox.js';

/** Emails kept: older ones are deleted as new ones arrive. */
export const DEMO_MAILBOX_SIZE = 200;

/**
 * Keeps `email`, and deletes what falls beyond the latest `DEMO_MAILBOX_SIZE`, in one transaction:
 * the table never holds more than the limit plus the emails being written at that moment, however
 * many instances write at once (each prunes what it sees; a row two of them delete is deleted once).
 */
export async function recordDemoEmail(db: Database, email: EmailJob): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(demoMailbox)
      .values({ toAddress: email.to, subject: email.subject, body: email.text });
    const beyond = tx
      .select({ id: demoMailbox.id })
      .from(demoMailbox)
      .orderBy(desc(demoMailbox.sentAt), desc(demoMailbox.id))
      .offset(DEMO_MAILBOX_SIZE);
    await tx.delete(demoMailbox).where(inArray(demoMailbox.id, beyond));
  });
}

export interface DemoEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

/** A page of the kept emails, newest first. */
export async function listDemoEmails(
  db: Database,
  page: PageRequest,
): Promise<{ data: DemoEmail[]; meta: { page: number; page_size: number; total: number } }> {
  return paginate(
    page,
    async ({ limit, offset }) =>
      (
        await db
          .select()
          .from(demoMailbox)
          // A total order, so pages neither repeat nor skip an email.
          .orderBy(desc(demoMailbox.sentAt), desc(demoMailbox.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.body,
        sent_at: row.sentAt.toISOString(),
      })),
    db.select({ n: count() }).from(demoMailbox),
  );
}
