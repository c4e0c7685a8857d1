/**
 * Emails go out through the job queue (infra/jobs.ts, docs/adr/006-job-queue.md): `enqueue`
 * writes an `email` job inside the caller's transaction, so an email is sent if and only if the
 * change that causes it commits. The job is retried with exponential backoff when the SMTP
 * server fails; delivery is at least once (a crash between the SMTP server's "OK" and the job's
 * completion sends that email again).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { enqueueJob, listJobs, type JobDefinition } from '../infra/jobs.js';
import { createMailer, type SendEmail } from './mailer.js';

export const EMAIL_JOB = 'email';
/** Runs of one email before it is given up: the first and 7 retries over about 20 minutes. */
export const EMAIL_RETRY_LIMIT = 7;

export interface EmailJob {
  to: string;
  subject: string;
  text: string;
  /**
   * An HTML version besides the text (an in-store reward's QR code, docs/rewards.md#redeeming):
   * its images are attached inline and named `cid:<cid>` in it.
   */
  html?: string;
  images?: { cid: string; filename: string; png_base64: string }[];
}

export type OutboxJob = { kind: 'email'; payload: EmailJob };

/** Queues `job` in the caller's transaction (or on its own when given the database). */
export async function enqueue(db: Queryable, job: OutboxJob): Promise<void> {
  await enqueueJob(db, EMAIL_JOB, { ...job.payload });
}

let configuredMailer: SendEmail | null = null;

/** The process's mailer (main.ts, from SMTP_URL); unset, emails are written to the job's log. */
export function configureMailer(send: SendEmail | null): void {
  configuredMailer = send;
}

function isEmail(data: Record<string, unknown>): data is Record<string, unknown> & EmailJob {
  return (
    typeof data.to === 'string' && typeof data.subject === 'string' && typeof data.text === 'string'
  );
}

export const emailJobDefinition: JobDefinition = {
  name: EMAIL_JOB,
  retryLimit: EMAIL_RETRY_LIMIT,
  retryDelaySeconds: 10,
  retryBackoff: true,
  // SMTP waits are bounded well below this (mailer.ts): a run still "active" after 40 s was cut
  // short (its process died) and is retried.
  expireInSeconds: 40,
  async handler(data, ctx) {
    // Written only by `enqueue`; anything else is dropped rather than retried for ever.
    if (!isEmail(data)) {
      ctx.log.error({ jobId: ctx.jobId }, 'email job without to/subject/text dropped');
      return;
    }
    const send =
      configuredMailer ?? createMailer({ smtpUrl: undefined, from: 'unused', log: ctx.log });
    await send({ to: data.to, subject: data.subject, text: data.text });
  },
};

/** The emails queued so far, oldest first (tests read them as a mailbox). */
export async function queuedEmails(
  db: Queryable,
): Promise<{ id: string; kind: 'email'; payload: EmailJob; createdAt: Date; state: string }[]> {
  const jobs = await listJobs(db, EMAIL_JOB);
  return jobs.map((j) => ({
    id: j.id,
    kind: 'email',
    payload: j.data as unknown as EmailJob,
    createdAt: j.createdOn,
    state: j.state,
  }));
}

/**
 * Emails still waiting in the former outbox table (written before the job queue) move onto the
 * queue at start, in one transaction per batch (several instances starting at once skip each
 * other's rows). The table itself goes in a later release.
 */
export async function moveLegacyOutbox(db: Database): Promise<number> {
  let moved = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.deliveredAt), isNull(outbox.failedAt)))
        .limit(100)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        if (row.kind === 'email' && isEmail(row.payload)) {
          await enqueueJob(tx, EMAIL_JOB, {
            to: row.payload.to,
            subject: row.payload.subject,
            text: row.payload.text,
          });
        }
        await tx.delete(outbox).where(eq(outbox.id, row.id));
      }
      return rows.length;
    });
    moved += n;
    if (n === 0) return moved;
  }
}
