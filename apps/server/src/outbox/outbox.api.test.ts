/**
 * Emails on the job queue: queued in the caller's transaction, sent once, retried with backoff
 * when the SMTP server fails, and given up after the last attempt.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.js';
import { drainJobs } from '../infra/jobs.js';
import { fileTestContext } from '../test/harness.js';
import type { SendEmail } from './mailer.js';
import {
  EMAIL_RETRY_LIMIT,
  configureMailer,
  emailJobDefinition,
  enqueue,
  moveLegacyOutbox,
  queuedEmails,
  type EmailJob,
  type OutboxJob,
} from './outbox.js';

const t = await fileTestContext();
afterAll(() => configureMailer(null));

const email = (to: string): OutboxJob => ({
  kind: 'email',
  payload: { to, subject: 'Hi', text: 'Hello' },
});

function mailbox() {
  const sent: EmailJob[] = [];
  const send: SendEmail = async (e) => void sent.push(e);
  return { sent, send };
}

async function clearEmails() {
  await t.db.execute(sql`delete from pgboss.job where name = 'email'`);
}

describe('emails on the job queue', () => {
  it('sends a queued email once', async () => {
    const { sent, send } = mailbox();
    configureMailer(send);
    await enqueue(t.db, email('a@example.com'));
    await drainJobs(t.db, [emailJobDefinition]);
    await drainJobs(t.db, [emailJobDefinition]);
    expect(sent.map((e) => e.to)).toEqual(['a@example.com']);
    const [job] = await queuedEmails(t.db);
    expect(job).toMatchObject({ state: 'completed', payload: { to: 'a@example.com' } });
  });

  it('sends nothing when the change that caused it rolls back', async () => {
    await clearEmails();
    await expect(
      t.db.transaction(async (tx) => {
        await enqueue(tx, email('never@example.com'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await queuedEmails(t.db)).toEqual([]);
  });

  it('retries a failure with backoff and gives up after the last attempt', async () => {
    await clearEmails();
    let attempts = 0;
    configureMailer(async () => {
      attempts++;
      throw new Error('SMTP down');
    });
    await enqueue(t.db, email('b@example.com'));
    await drainJobs(t.db, [emailJobDefinition]);
    const [job] = await queuedEmails(t.db);
    expect(job!.state).toBe('retry');
    const wait = await t.db.execute(
      sql`select extract(epoch from start_after - now()) as s from pgboss.job where name = 'email'`,
    );
    expect(Number((wait as unknown as { rows: { s: string }[] }).rows[0]!.s)).toBeGreaterThan(5);
    // Not due yet: nothing runs.
    expect(await drainJobs(t.db, [emailJobDefinition])).toBe(0);
    await drainJobs(t.db, [emailJobDefinition], { includeDelayed: true });
    expect(attempts).toBe(EMAIL_RETRY_LIMIT + 1);
    expect((await queuedEmails(t.db))[0]!.state).toBe('failed');
  });

  it('moves emails left in the former outbox table onto the queue', async () => {
    await clearEmails();
    await t.db.insert(outbox).values([
      { kind: 'email', payload: { to: 'old@example.com', subject: 'Old', text: 'Hi' } },
      {
        kind: 'email',
        payload: { to: 'sent@example.com', subject: 'Sent', text: 'Hi' },
        deliveredAt: new Date(),
      },
    ]);
    expect(await moveLegacyOutbox(t.db)).toBe(1);
    expect((await queuedEmails(t.db)).map((e) => e.payload.to)).toEqual(['old@example.com']);
    expect(await t.db.select().from(outbox)).toHaveLength(1);
  });
});
