/**
 * Webhook endpoints and their delivery log (docs/product-rules.md#webhooks). Every query is
 * scoped to the account; secrets are stored sealed and shown once (creation, rotation).
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_PAYLOAD_VERSION,
  WEBHOOK_TEST_EVENT,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryListQuery,
  type WebhookEndpoint,
  type WebhookEndpointListQuery,
  type WebhookPayload,
} from '@playdesk/contract';
import type { z } from 'zod';
import { audit, type AuditContext } from '../../db/audit-log.js';
import type { Database } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { paginate } from '../../db/pagination.js';
import {
  accounts,
  consents,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.js';
import { conflict, HttpError, invalidFields, notFound } from '../../http/errors.js';
import { enqueueJob } from '../../infra/jobs.js';
import { checkUrl, urlProblemReason, type GuardOptions } from '../../infra/safe-fetch.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { queueDelivery, WEBHOOK_DELIVER_JOB } from './events.js';
import { newWebhookSecret } from './signing.js';
import { consentIdOf, mustSeePlayerData } from './consent-ref.js';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found.';
export const DELIVERY_NOT_FOUND = 'Delivery not found.';

export interface WebhookServiceOptions extends GuardOptions {
  box: SecretBox | null;
}

function toEndpoint(row: EndpointRow, consentPublicId: string | null): WebhookEndpoint {
  const overlap =
    row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
      ? row.previousSecretExpiresAt.toISOString()
      : null;
  return {
    public_id: row.publicId,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEndpoint['events'],
    enabled: row.enabled,
    consent_id: consentPublicId,
    disabled_reason: row.disabledReason,
    failing_since: row.failingSince?.toISOString() ?? null,
    previous_secret_expires_at: overlap,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookAttempts.$inferSelect;

/** A payload's player without the personal fields (for a caller without player data). */
function withoutPersonalData(payload: WebhookPayload): WebhookPayload {
  if (!('player' in payload.data)) return payload;
  const { id, erased, personal_data } = payload.data.player;
  // Only the player changes: the event's type and the rest of its data stay as they were.
  return {
    ...payload,
    data: { ...payload.data, player: { id, erased, personal_data } },
  } as WebhookPayload;
}

/**
 * A delivery of the log. `personal` false: the payload's player keeps its id only, the rest of the
 * body as sent (docs/product-rules.md#player-data-permission).
 */
function toDelivery(row: DeliveryRow, attempts: AttemptRow[], personal: boolean): WebhookDelivery {
  const payload = row.payload as unknown as WebhookPayload;
  return {
    public_id: row.publicId,
    message_id: row.messageId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    next_attempt_at: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
    attempt_log: attempts.map((a): WebhookAttempt => ({
      attempt: a.attempt,
      manual: a.manual,
      status_code: a.statusCode,
      error: a.error,
      response_excerpt: a.responseExcerpt,
      duration_ms: a.durationMs,
      at: a.createdAt.toISOString(),
    })),
    payload: personal ? payload : withoutPersonalData(payload),
  };
}

/**
 * An endpoint's settings as the audit log keeps them: never its secrets, and its address without
 * the query string (where a receiving service may have put a token).
 */
function audited(row: typeof webhookEndpoints.$inferSelect): Record<string, unknown> {
  return {
    url: row.url.split('?')[0],
    description: row.description,
    events: row.events,
    enabled: row.enabled,
  };
}

export function createWebhookService(db: Database, options: WebhookServiceOptions) {
  function sealer(): SecretBox {
    if (!options.box)
      throw new HttpError(
        503,
        'Webhooks are not available: the server has no SECRETS_KEY to keep their secrets.',
      );
    return options.box;
  }

  async function find(accountId: string, publicId: string) {
    const [row] = await db
      .select({ endpoint: webhookEndpoints, consent: consents.publicId })
      .from(webhookEndpoints)
      .leftJoin(consents, eq(consents.id, webhookEndpoints.consentId))
      .where(
        and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.publicId, publicId)),
      );
    if (!row)
      throw notFound(ENDPOINT_NOT_FOUND).coded('resource.not_found', { resource: 'webhook' });
    return row;
  }

  /** The URL must be allowed (https, public address after DNS resolution): a 400 otherwise. */
  async function checkAddress(url: string) {
    const { allowLoopback, resolver, loopbackHint } = options;
    const problem = await checkUrl(url, { allowLoopback, resolver, loopbackHint });
    if (problem)
      throw invalidFields([`url: ${problem}`]).coded('webhook.url_refused', {
        reason: urlProblemReason(problem),
      });
  }

  async function list(accountId: string, q: z.output<typeof WebhookEndpointListQuery>) {
    const where = eq(webhookEndpoints.accountId, accountId);
    return paginate(
      q,
      async ({ limit, offset }) =>
        (
          await db
            .select({ endpoint: webhookEndpoints, consent: consents.publicId })
            .from(webhookEndpoints)
            .leftJoin(consents, eq(consents.id, webhookEndpoints.consentId))
            .where(where)
            .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id))
            .limit(limit)
            .offset(offset)
        ).map((r) => toEndpoint(r.endpoint, r.consent)),
      db.select({ n: count() }).from(webhookEndpoints).where(where),
    );
  }

  /**
   * `personal`: whether the caller may see players' personal data; only then may an endpoint send
   * it (docs/product-rules.md#player-data-permission).
   */
  async function create(
    accountId: string,
    input: z.output<typeof CreateWebhookEndpointRequest>,
    personal: boolean,
    who: AuditContext,
  ) {
    if (input.consent_id !== null) mustSeePlayerData(personal);
    const box = sealer();
    const [existing] = await db
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.accountId, accountId));
    if ((existing?.n ?? 0) >= WEBHOOK_LIMITS.endpointsPerAccount)
      throw conflict(
        `An account can have at most ${WEBHOOK_LIMITS.endpointsPerAccount} webhook endpoints. Delete one to add another.`,
      ).coded('webhook.limit', { max: WEBHOOK_LIMITS.endpointsPerAccount });
    await checkAddress(input.url);
    const consentId = await consentIdOf(db, accountId, input.consent_id);
    const secret = newWebhookSecret();
    const [row] = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(webhookEndpoints)
        .values({
          publicId: newPublicId(),
          accountId,
          url: input.url,
          description: input.description,
          events: [...new Set(input.events)],
          enabled: input.enabled,
          consentId: consentId ?? null,
          secretSealed: box.seal(secret),
        })
        .returning();
      await audit(tx, who, {
        action: 'webhook.created',
        target: { type: 'webhook', id: inserted[0]!.publicId },
        after: audited(inserted[0]!),
      });
      return inserted;
    });
    return { endpoint: toEndpoint(row!, input.consent_id), secret };
  }

  async function update(
    accountId: string,
    publicId: string,
    patch: z.output<typeof UpdateWebhookEndpointRequest>,
    personal: boolean,
    who: AuditContext,
  ) {
    const found = await find(accountId, publicId);
    // An endpoint that sends (or will send) personal data gets a new address, events or consent,
    // or is switched on, only by whoever may see that data; switching off or clearing the consent
    // needs nothing more (docs/product-rules.md#player-data-permission).
    const sendsPersonal =
      patch.consent_id !== undefined ? patch.consent_id !== null : found.consent !== null;
    const redirects =
      patch.url !== undefined ||
      patch.events !== undefined ||
      (patch.consent_id !== undefined && patch.consent_id !== null) ||
      patch.enabled === true;
    if (sendsPersonal && redirects) mustSeePlayerData(personal);
    if (patch.url !== undefined && patch.url !== found.endpoint.url) await checkAddress(patch.url);
    const consentId = await consentIdOf(db, accountId, patch.consent_id);
    const switchedOn = patch.enabled === true && !found.endpoint.enabled;
    const [row] = await db.transaction(async (tx) => {
      const updated = await tx
        .update(webhookEndpoints)
        .set({
          ...(patch.url !== undefined ? { url: patch.url } : {}),
          ...(patch.description !== undefined ? { description: patch.description } : {}),
          ...(patch.events !== undefined ? { events: [...new Set(patch.events)] } : {}),
          ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
          ...(consentId !== undefined ? { consentId } : {}),
          // Switched on again: a fresh start (the failing run that switched it off is over).
          ...(switchedOn ? { disabledReason: null, failingSince: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(webhookEndpoints.id, found.endpoint.id))
        .returning();
      await audit(tx, who, {
        action: 'webhook.changed',
        target: { type: 'webhook', id: publicId },
        before: audited(found.endpoint),
        after: audited(updated[0]!),
      });
      return updated;
    });
    return toEndpoint(row!, consentId === undefined ? found.consent : (patch.consent_id ?? null));
  }

  async function remove(accountId: string, publicId: string, who: AuditContext) {
    const found = await find(accountId, publicId);
    await db.transaction(async (tx) => {
      await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, found.endpoint.id));
      await audit(tx, who, {
        action: 'webhook.deleted',
        target: { type: 'webhook', id: publicId },
        before: audited(found.endpoint),
      });
    });
  }

  /** A new secret; the previous one keeps signing for the overlap (both signatures are sent). */
  async function rotate(accountId: string, publicId: string, who: AuditContext) {
    const box = sealer();
    const found = await find(accountId, publicId);
    const secret = newWebhookSecret();
    const [row] = await db.transaction(async (tx) => {
      const updated = await tx
        .update(webhookEndpoints)
        .set({
          secretSealed: box.seal(secret),
          previousSecretSealed: found.endpoint.secretSealed,
          previousSecretExpiresAt: new Date(
            Date.now() + WEBHOOK_LIMITS.rotationOverlapHours * 3_600_000,
          ),
          updatedAt: new Date(),
        })
        .where(eq(webhookEndpoints.id, found.endpoint.id))
        .returning();
      // That the secret changed, never the secret.
      await audit(tx, who, {
        action: 'webhook.changed',
        target: { type: 'webhook', id: publicId },
        after: { secret: 'rotated' },
      });
      return updated;
    });
    return { endpoint: toEndpoint(row!, found.consent), secret };
  }

  /** "Send a test event": a `webhook.test` delivery, attempted once, now. */
  async function sendTest(accountId: string, publicId: string) {
    const found = await find(accountId, publicId);
    const [account] = await db
      .select({ publicId: accounts.publicId })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const payload: WebhookPayload = {
      type: WEBHOOK_TEST_EVENT,
      version: WEBHOOK_PAYLOAD_VERSION,
      timestamp: new Date().toISOString(),
      account_id: account!.publicId,
      data: { message: 'A test event from Playdesk: your endpoint receives signed webhooks.' },
    };
    const deliveryId = await db.transaction((tx) =>
      queueDelivery(tx, {
        accountId,
        endpointId: found.endpoint.id,
        eventType: WEBHOOK_TEST_EVENT,
        payload,
        playerId: null,
      }),
    );
    return getDelivery(accountId, deliveryId, false); // a test event carries no player
  }

  async function attemptsOf(deliveryIds: string[]) {
    if (deliveryIds.length === 0) return new Map<string, AttemptRow[]>();
    const rows = await db
      .select()
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.deliveryId, deliveryIds))
      .orderBy(asc(webhookAttempts.createdAt), asc(webhookAttempts.attempt));
    const byDelivery = new Map<string, AttemptRow[]>();
    for (const r of rows)
      byDelivery.set(r.deliveryId, [...(byDelivery.get(r.deliveryId) ?? []), r]);
    return byDelivery;
  }

  async function deliveries(
    accountId: string,
    endpointPublicId: string,
    q: z.output<typeof WebhookDeliveryListQuery>,
    personal: boolean,
  ) {
    const found = await find(accountId, endpointPublicId);
    const where = and(
      eq(webhookDeliveries.accountId, accountId),
      eq(webhookDeliveries.endpointId, found.endpoint.id),
    );
    return paginate(
      q,
      async ({ limit, offset }) => {
        const rows = await db
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(limit)
          .offset(offset);
        const attempts = await attemptsOf(rows.map((r) => r.id));
        return rows.map((r) => toDelivery(r, attempts.get(r.id) ?? [], personal));
      },
      db.select({ n: count() }).from(webhookDeliveries).where(where),
    );
  }

  async function findDelivery(accountId: string, publicId: string) {
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.accountId, accountId), eq(webhookDeliveries.publicId, publicId)),
      );
    if (!row) throw notFound(DELIVERY_NOT_FOUND);
    return row;
  }

  async function getDelivery(accountId: string, publicId: string, personal: boolean) {
    const row = await findDelivery(accountId, publicId);
    return toDelivery(row, (await attemptsOf([row.id])).get(row.id) ?? [], personal);
  }

  /** Resend: one more attempt of the same message (same `webhook-id`), now. */
  async function resend(accountId: string, publicId: string, personal: boolean) {
    const found = await findDelivery(accountId, publicId);
    // Pending until the attempt is made (the log shows it under way).
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(webhookDeliveries)
        .set({ status: 'pending', updatedAt: new Date() })
        .where(eq(webhookDeliveries.id, found.id))
        .returning();
      await enqueueJob(tx, WEBHOOK_DELIVER_JOB, { deliveryId: found.id, manual: true });
      return updated!;
    });
    return toDelivery(row, (await attemptsOf([row.id])).get(row.id) ?? [], personal);
  }

  const get = async (accountId: string, publicId: string) => {
    const r = await find(accountId, publicId);
    return toEndpoint(r.endpoint, r.consent);
  };
  return { list, get, create, update, remove, rotate, sendTest, deliveries, getDelivery, resend };
}
