/**
 * Delivering webhooks (docs/webhooks.md): one `webhook.deliver` job per attempt of one delivery.
 * The retry schedule is ours (WEBHOOK_RETRY_SCHEDULE_SECONDS): each attempt is recorded and the
 * next one enqueued with its delay in the same transaction, so a crash repeats at most the attempt
 * under way (at least once; receivers deduplicate by `webhook-id`). Each attempt goes through the
 * address guard (infra/safe-fetch.ts) after DNS resolution, with a time limit.
 *
 * An endpoint whose attempts have failed without a success for WEBHOOK_LIMITS.disableAfterDays is
 * switched off, and the account's owners are emailed.
 */
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_RETRY_SCHEDULE_SECONDS,
  WEBHOOK_TEST_EVENT,
  type WebhookPayload,
} from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import {
  accounts,
  memberships,
  players,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.js';
import { enqueueJob, type JobDefinition } from '../../infra/jobs.js';
import { safeRequest, UnsafeAddressError, type GuardOptions } from '../../infra/safe-fetch.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { enqueue } from '../../outbox/outbox.js';
import { WEBHOOK_DELIVER_JOB, withoutPersonalData } from './events.js';
import { signWebhook } from './signing.js';

export interface DeliverySettings extends GuardOptions {
  timeoutMs: number;
  box: SecretBox | null;
  appUrl: string;
}

let settings: DeliverySettings | null = null;

/** Set when the app is built (app.ts → webhookRoutes): the workers of this process use it. */
export function configureWebhookDelivery(s: DeliverySettings): void {
  settings = s;
}

export interface DeliverJob {
  deliveryId: string;
  /** A resend from the console: one attempt, outside the schedule. */
  manual?: boolean;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** The secrets that sign now: the current one, and the previous one during its overlap. */
export function signingSecrets(box: SecretBox, endpoint: EndpointRow, now: Date): string[] {
  const secrets = [box.open(endpoint.secretSealed)];
  if (
    endpoint.previousSecretSealed &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt > now
  )
    secrets.push(box.open(endpoint.previousSecretSealed));
  return secrets;
}

function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err).slice(0, 500);
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'Connection refused';
  if (code === 'ENOTFOUND') return 'Host name not found';
  if (code === 'EUNSAFEADDRESS') return `Blocked: ${err.message}`;
  if (err instanceof UnsafeAddressError) return `Blocked: ${err.message}`;
  return (code ? `${code}: ${err.message}` : err.message).slice(0, 500);
}

async function deliver(data: DeliverJob, db: Database): Promise<void> {
  if (!settings) throw new Error('webhook delivery is not configured (configureWebhookDelivery)');
  const { box } = settings;
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, data.deliveryId));
  if (!row) return; // the endpoint was deleted
  const { delivery, endpoint } = row;
  const manual = data.manual === true;
  const isTest = delivery.eventType === WEBHOOK_TEST_EVENT;
  // A job run again after a crash finds its attempt already recorded: nothing left to do.
  if (!manual && delivery.status !== 'pending') return;
  if (!manual && !isTest && !endpoint.enabled) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'cancelled', nextAttemptAt: null, updatedAt: new Date() })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending')));
    return;
  }

  let payload = delivery.payload as unknown as WebhookPayload;
  if (delivery.playerId) {
    const [player] = await db
      .select({ erasedAt: players.erasedAt })
      .from(players)
      .where(eq(players.id, delivery.playerId));
    if (player?.erasedAt) payload = withoutPersonalData(payload, true);
  }
  const body = JSON.stringify(payload);
  const now = new Date();
  const started = performance.now();
  let statusCode: number | null = null;
  let excerpt = '';
  let error: string | null = null;
  try {
    if (!box) throw new Error('The server has no SECRETS_KEY: webhooks cannot be signed');
    const response = await safeRequest(
      endpoint.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Playdesk-Webhooks/1.0',
          ...signWebhook(signingSecrets(box, endpoint, now), delivery.messageId, now, body),
        },
        body,
      },
      {
        allowLoopback: settings.allowLoopback,
        resolver: settings.resolver,
        timeoutMs: settings.timeoutMs,
        maxBodyBytes: WEBHOOK_LIMITS.responseExcerptBytes,
      },
    );
    statusCode = response.status;
    excerpt = response.body;
  } catch (err) {
    error = describeError(err);
  }
  const durationMs = Math.round(performance.now() - started);
  const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
  await recordAttempt(db, {
    delivery,
    endpoint,
    manual,
    isTest,
    ok,
    statusCode,
    excerpt,
    error,
    durationMs,
  });
}

async function recordAttempt(
  db: Database,
  a: {
    delivery: typeof webhookDeliveries.$inferSelect;
    endpoint: EndpointRow;
    manual: boolean;
    isTest: boolean;
    ok: boolean;
    statusCode: number | null;
    excerpt: string;
    error: string | null;
    durationMs: number;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [counted] = await tx
      .select({
        scheduled: sql<number>`count(*) filter (where not ${webhookAttempts.manual})::int`,
      })
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, a.delivery.id));
    const scheduledSoFar = (counted?.scheduled ?? 0) + (a.manual ? 0 : 1);
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1` })
      .where(eq(webhookDeliveries.id, a.delivery.id))
      .returning({ attempts: webhookDeliveries.attempts });
    await tx.insert(webhookAttempts).values({
      deliveryId: a.delivery.id,
      attempt: updated!.attempts,
      manual: a.manual,
      statusCode: a.statusCode,
      error: a.error,
      responseExcerpt: a.excerpt.slice(0, WEBHOOK_LIMITS.responseExcerptBytes),
      durationMs: a.durationMs,
    });

    // What comes next: a success ends the delivery; a scheduled failure waits for the next retry.
    const retryDelay =
      !a.ok && !a.manual && !a.isTest
        ? WEBHOOK_RETRY_SCHEDULE_SECONDS[scheduledSoFar - 1]
        : undefined;
    let status: (typeof webhookDeliveries.$inferSelect)['status'];
    if (a.ok) status = 'succeeded';
    else if (retryDelay !== undefined) status = 'pending';
    // A failed resend leaves a delivery pending only when a scheduled retry is still to come.
    else if (a.manual && a.delivery.nextAttemptAt && a.delivery.nextAttemptAt > new Date())
      status = 'pending';
    else status = 'failed';
    const nextAttemptAt =
      retryDelay !== undefined
        ? new Date(Date.now() + retryDelay * 1000)
        : status === 'pending'
          ? a.delivery.nextAttemptAt
          : null;
    await tx
      .update(webhookDeliveries)
      .set({ status, lastStatusCode: a.statusCode, nextAttemptAt, updatedAt: new Date() })
      .where(eq(webhookDeliveries.id, a.delivery.id));
    if (retryDelay !== undefined)
      await enqueueJob(
        tx,
        WEBHOOK_DELIVER_JOB,
        { deliveryId: a.delivery.id },
        { startAfterSeconds: retryDelay },
      );

    if (a.ok) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(
          and(
            eq(webhookEndpoints.id, a.endpoint.id),
            sql`${webhookEndpoints.failingSince} is not null`,
          ),
        );
    } else {
      await noteFailure(tx, a.endpoint);
    }
  });
}

/**
 * A failed attempt: starts the endpoint's failing run, or — after WEBHOOK_LIMITS.disableAfterDays
 * of it — switches the endpoint off and emails the owners (once: only the UPDATE that switches it
 * off sends).
 */
async function noteFailure(tx: Queryable, endpoint: EndpointRow): Promise<void> {
  const [run] = await tx
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning({ failingSince: webhookEndpoints.failingSince });
  const since = run?.failingSince;
  if (!since || Date.now() - since.getTime() < WEBHOOK_LIMITS.disableAfterDays * 86_400_000) return;
  const [disabled] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'failing', updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
    .returning({ url: webhookEndpoints.url });
  if (!disabled) return;
  const owners = await tx
    .select({ email: users.email, business: accounts.businessName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.accountId, endpoint.accountId), eq(memberships.role, 'owner')));
  for (const owner of owners) {
    await enqueue(tx, {
      kind: 'email',
      payload: {
        to: owner.email,
        subject: `Webhook switched off: ${disabled.url.slice(0, 100)}`,
        text:
          `Every delivery to your webhook endpoint ${disabled.url} (${owner.business}) has failed ` +
          `since ${since.toISOString()}, so we switched it off after ` +
          `${WEBHOOK_LIMITS.disableAfterDays} days.\n\n` +
          `Check the delivery log, fix the receiver, then switch the endpoint on again:\n` +
          `${settings?.appUrl ?? ''}/integrations\n`,
      },
    });
  }
}

function isDeliverJob(data: Record<string, unknown>): data is Record<string, unknown> & DeliverJob {
  return typeof data.deliveryId === 'string';
}

export const webhookJobDefinition: JobDefinition = {
  name: WEBHOOK_DELIVER_JOB,
  // The receiver's failures are retried on our schedule (above); these retries only cover our own
  // failures (database unavailable, a crash mid-attempt). The first comes after 10–20 s (pg-boss
  // doubles the delay each time, with jitter), so a connection cut delays a delivery by seconds.
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 120,
  async handler(data, ctx) {
    if (!isDeliverJob(data)) {
      ctx.log.error({ jobId: ctx.jobId }, 'webhook job without deliveryId dropped');
      return;
    }
    await deliver(data, ctx.db);
  },
};
