/**
 * Delivery on the job queue: `push.prepare` picks a campaign's audience in one SQL statement
 * (recipients numbered into batches of BATCH_SIZE), counts it against the month's limit, and
 * queues one `push.batch` job per batch; each batch encrypts and signs with `web-push` (VAPID,
 * aes128gcm), sends through the address guard (infra/safe-fetch.ts), counts sent/failed in SQL
 * and deletes the subscriptions the push service says are gone (404/410) or the guard refuses.
 * A batch that meets a transient error is retried and resends only what is still pending.
 */
import { and, eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import {
  inLanguage,
  isLanguage,
  type Language,
  type PushAudience,
  type PushPayload,
} from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import {
  accounts,
  players,
  pushCampaigns,
  pushDeliveries,
  pushSubscriptions,
  pwaSettings,
} from '../../db/schema.js';
import { enqueueJob, type JobContext, type JobDefinition } from '../../infra/jobs.js';
import { safeRequest, UnsafeAddressError } from '../../infra/safe-fetch.js';
import {
  BATCH_JOB,
  PREPARE_JOB,
  audienceWhere,
  pushLimitOf,
  reservePushQuota,
  resolveAudience,
  rowsOf,
} from './campaigns.js';
import { pushRuntime } from './runtime.js';
import { vapidKeys } from './vapid.js';
import { runNewGameCheck } from './new-game.js';

export const BATCH_SIZE = 500;
const CONCURRENCY = 20;
const BATCH_RETRIES = 4;

export async function preparePush(data: { campaignId: string }, { db }: { db: Database }) {
  const [campaign] = await db
    .select()
    .from(pushCampaigns)
    .where(and(eq(pushCampaigns.id, data.campaignId), eq(pushCampaigns.status, 'scheduled')));
  if (!campaign) return; // already prepared (a retry) or gone
  const audience =
    campaign.kind === 'new_game'
      ? ({ type: 'new_game' } as const)
      : await resolveAudience(db, campaign.accountId, campaign.audience as PushAudience);
  await db.transaction(async (tx) => {
    // Claim the campaign: one run only prepares it.
    const claimed = await tx
      .update(pushCampaigns)
      .set({ status: 'sending' })
      .where(and(eq(pushCampaigns.id, campaign.id), eq(pushCampaigns.status, 'scheduled')))
      .returning({ id: pushCampaigns.id });
    if (claimed.length === 0) return;
    const inserted = audience
      ? rowsOf<{ n: number | string }>(
          await tx.execute(sql`
            with picked as (
              insert into push_deliveries (campaign_id, subscription_id, batch)
              select ${campaign.id}::uuid, s.id, ((row_number() over (order by s.id)) - 1) / ${BATCH_SIZE}
              from push_subscriptions s where ${audienceWhere(campaign.accountId, audience)}
              on conflict do nothing
              returning 1
            ) select count(*)::int as n from picked`),
        )
      : [];
    const n = Number(inserted[0]?.n ?? 0);
    const { billingAccountId, limit } = await pushLimitOf(tx, campaign.accountId);
    if (!(await reservePushQuota(tx, billingAccountId, n, limit))) {
      await tx.delete(pushDeliveries).where(eq(pushDeliveries.campaignId, campaign.id));
      await tx
        .update(pushCampaigns)
        .set({ status: 'limit_reached', recipients: n, completedAt: new Date() })
        .where(eq(pushCampaigns.id, campaign.id));
      return;
    }
    await tx
      .update(pushCampaigns)
      .set({
        recipients: n,
        ...(n === 0 && { status: 'sent' as const, completedAt: new Date() }),
      })
      .where(eq(pushCampaigns.id, campaign.id));
    for (let batch = 0; batch * BATCH_SIZE < n; batch++)
      await enqueueJob(tx, BATCH_JOB, { campaignId: campaign.id, batch });
  });
}

export type Outcome = 'sent' | 'gone' | 'failed' | 'retry';

/**
 * One message: web-push encrypts it and signs the VAPID header; the request goes through the
 * address guard (infra/safe-fetch.ts, docs/product-rules.md#outgoing-requests), which resolves
 * the endpoint's name, refuses a private address and connects to the address it checked.
 * web-push's own sender is not used: it connects to whatever the name resolves to then.
 */
export async function sendOne(
  sub: { endpoint: string; p256dh: string; auth: string },
  payload: string,
  vapid: { subject: string; publicKey: string; privateKey: string },
): Promise<Outcome> {
  const rt = pushRuntime();
  let status: number;
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      { vapidDetails: vapid, TTL: 24 * 3600, contentEncoding: 'aes128gcm' },
    );
    ({ status } = await safeRequest(
      details.endpoint,
      {
        method: 'POST',
        headers: details.headers as Record<string, string | number>,
        body: details.body ?? undefined,
      },
      {
        allowLoopback: rt.allowLoopback,
        resolver: rt.resolver,
        timeoutMs: rt.timeoutMs,
        maxBodyBytes: 4096,
        agent: rt.agent,
      },
    ));
  } catch (err) {
    // An endpoint the guard refuses never becomes deliverable: dropped like an expired one.
    if (err instanceof UnsafeAddressError) return 'gone';
    return 'retry'; // network error, timeout, a name without address (now)
  }
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'failed';
}

export async function sendPushBatch(
  data: { campaignId: string; batch: number },
  { db, attempt }: Pick<JobContext, 'db' | 'attempt'>,
) {
  const [campaign] = await db
    .select({ c: pushCampaigns, accountPublicId: accounts.publicId })
    .from(pushCampaigns)
    .innerJoin(accounts, eq(accounts.id, pushCampaigns.accountId))
    .where(eq(pushCampaigns.id, data.campaignId));
  if (!campaign) return;
  const { c } = campaign;
  const recipients = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      // The subscriber's language: their app's when they subscribed, else the player's.
      language: sql<string | null>`coalesce(${pushSubscriptions.language}, ${players.language})`,
    })
    .from(pushDeliveries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .leftJoin(players, eq(players.id, pushSubscriptions.playerId))
    .where(
      and(
        eq(pushDeliveries.campaignId, c.id),
        eq(pushDeliveries.batch, data.batch),
        eq(pushDeliveries.status, 'pending'),
      ),
    );
  const keys = await vapidKeys(db);
  const vapid = { subject: pushRuntime().vapidSubject, ...keys };
  const [settings] = await db
    .select({ icons: pwaSettings.icons })
    .from(pwaSettings)
    .where(eq(pwaSettings.accountId, c.accountId));
  // The message in each subscriber's language, each text without a translation in the default.
  const texts = new Map<Language, string>();
  const textIn = (asked: string | null): string => {
    const language = asked && isLanguage(asked) ? asked : c.defaultLanguage;
    let text = texts.get(language);
    if (text === undefined) {
      const payload: PushPayload = {
        ...inLanguage(
          { title: c.title, body: c.body },
          { default_language: c.defaultLanguage, translations: c.translations },
          language,
        ),
        // No icon chosen: the app's own (the service worker has a default when none is uploaded).
        icon: c.icon || settings?.icons?.icon_192 || '',
        url: c.url,
        campaign: c.publicId,
      };
      text = JSON.stringify(payload);
      texts.set(language, text);
    }
    return text;
  };
  const outcomes = new Map<string, Outcome>();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, recipients.length) }, async () => {
      while (next < recipients.length) {
        const r = recipients[next++]!;
        outcomes.set(r.id, await sendOne(r, textIn(r.language), vapid));
      }
    }),
  );
  const lastAttempt = attempt > BATCH_RETRIES;
  const ids = (want: Outcome[]) =>
    [...outcomes].filter(([, o]) => want.includes(o)).map(([id]) => id);
  const sent = ids(['sent']);
  const failed = ids(lastAttempt ? ['gone', 'failed', 'retry'] : ['gone', 'failed']);
  const gone = ids(['gone']);
  const asArray = (list: string[]) => sql`${`{${list.join(',')}}`}::uuid[]`;
  await db.transaction(async (tx) => {
    if (sent.length > 0)
      await tx.execute(
        sql`update push_deliveries set status = 'sent' where campaign_id = ${c.id}::uuid and subscription_id = any(${asArray(sent)})`,
      );
    if (failed.length > 0)
      await tx.execute(
        sql`update push_deliveries set status = 'failed' where campaign_id = ${c.id}::uuid and subscription_id = any(${asArray(failed)})`,
      );
    await tx
      .update(pushCampaigns)
      .set({
        sent: sql`${pushCampaigns.sent} + ${sent.length}`,
        failed: sql`${pushCampaigns.failed} + ${failed.length}`,
      })
      .where(eq(pushCampaigns.id, c.id));
    // Expired subscriptions: the browser dropped them; keep no dead endpoint.
    if (gone.length > 0)
      await tx.execute(sql`delete from push_subscriptions where id = any(${asArray(gone)})`);
    await tx.execute(sql`
      update push_campaigns set status = 'sent', completed_at = now()
      where id = ${c.id}::uuid and status = 'sending'
        and not exists (select 1 from push_deliveries d where d.campaign_id = ${c.id}::uuid and d.status = 'pending')`);
  });
  if (!lastAttempt && ids(['retry']).length > 0)
    throw new Error(`${ids(['retry']).length} push messages could not be delivered yet; retrying.`);
}

export const pushJobDefinitions: JobDefinition[] = [
  {
    name: PREPARE_JOB,
    handler: (data, ctx) => preparePush(data as { campaignId: string }, ctx),
    retryLimit: 5,
    retryBackoff: true,
  },
  {
    name: BATCH_JOB,
    handler: (data, ctx) => sendPushBatch(data as { campaignId: string; batch: number }, ctx),
    retryLimit: BATCH_RETRIES,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  {
    name: 'push.new-game',
    // Every 5 minutes: each business's notification goes at its chosen local time.
    schedule: '*/5 * * * *',
    handler: async (_data, { db }) => {
      await runNewGameCheck(db, new Date());
    },
  },
];
