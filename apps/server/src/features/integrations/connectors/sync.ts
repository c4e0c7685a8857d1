/**
 * The `connector.sync` job: tells Mailchimp or HubSpot what changed about one player. It reads the
 * player and their consent as they are NOW (not as the event saw them), so retries and jobs run
 * out of order converge on the current state, and a repeated run sends the same idempotent
 * request (PUT member / upsert by email / opt-out) again. Rules:
 * - the player gave the connector's consent → upsert (Mailchimp member subscribed with FNAME/LNAME
 *   and tags for games played, rewards won and results (a personality test's outcome); HubSpot
 *   contact with game, score, reward and latest result);
 * - the event is a withdrawal (or a consent event while withdrawn) → unsubscribe / opt out;
 * - erased, unknown (no email) or never-consenting players → nothing is sent.
 * Each attempt that talks to the service is written to `connector_syncs` (the console's log).
 * Network errors, timeouts, 429 and 5xx are retried with backoff; refused credentials and other
 * 4xx are logged and not retried (the owner fixes the key, later events sync again).
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  connectors,
  connectorSyncs,
  gameplays,
  games,
  playerConsents,
  playerRewards,
  players,
  rewards,
} from '../../../db/schema.js';
import type { JobDefinition } from '../../../infra/jobs.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import type { IntegrationEvent } from '../events.js';
import { ConnectorApiError, hubspotClient, mailchimpClient } from './clients.js';
import { CONNECTOR_SYNC_JOB, type ConnectorSyncJob } from './dispatch.js';

export interface ConnectorRuntime {
  box: SecretBox | null;
  mailchimpApiUrl: string | undefined;
  hubspotApiUrl: string | undefined;
  timeoutMs: number;
}

let runtime: ConnectorRuntime = {
  box: null,
  mailchimpApiUrl: undefined,
  hubspotApiUrl: undefined,
  timeoutMs: 10_000,
};

/** Set once from the configuration (routes.ts); the job reads it. */
export function configureConnectors(r: ConnectorRuntime): void {
  runtime = r;
}
export function connectorRuntime(): ConnectorRuntime {
  return runtime;
}

type ConnectorRow = typeof connectors.$inferSelect;
type PlayerRow = typeof players.$inferSelect;

/** The player an event is about (account-scoped), or null. */
async function playerOf(
  db: Database,
  accountId: string,
  event: IntegrationEvent,
): Promise<PlayerRow | null> {
  let playerId: string | null = null;
  switch (event.type) {
    case 'player.created':
    case 'player.updated':
    case 'player.erased':
    case 'consent.given':
    case 'consent.withdrawn':
    case 'loyalty.points_earned':
    case 'loyalty.level_reached':
      playerId = event.playerId;
      break;
    case 'gameplay.completed':
    case 'reward.won': {
      const [row] = await db
        .select({ playerId: gameplays.playerId })
        .from(gameplays)
        .where(and(eq(gameplays.id, event.gameplayId), eq(gameplays.accountId, accountId)));
      playerId = row?.playerId ?? null;
      break;
    }
    case 'reward.redeemed':
    case 'reward.voided':
    case 'loyalty.reward_bought': {
      const [row] = await db
        .select({ playerId: playerRewards.playerId })
        .from(playerRewards)
        .where(
          and(eq(playerRewards.id, event.playerRewardId), eq(playerRewards.accountId, accountId)),
        );
      playerId = row?.playerId ?? null;
      break;
    }
    case 'game.published':
      return null;
  }
  if (!playerId) return null;
  const [player] = await db
    .select()
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.accountId, accountId)));
  return player ?? null;
}

async function consentState(db: Database, playerId: string, consentId: string) {
  const [row] = await db
    .select({ state: playerConsents.state })
    .from(playerConsents)
    .where(and(eq(playerConsents.playerId, playerId), eq(playerConsents.consentId, consentId)));
  return row?.state ?? null;
}

/** Games played and rewards won, newest first (at most 20 of each). */
async function history(db: Database, player: PlayerRow) {
  const played = await db
    .select({ name: games.name, last: sql<Date>`max(${gameplays.startedAt})` })
    .from(gameplays)
    .innerJoin(games, eq(games.id, gameplays.gameId))
    .where(and(eq(gameplays.playerId, player.id), eq(gameplays.accountId, player.accountId)))
    .groupBy(games.name)
    .orderBy(desc(sql`max(${gameplays.startedAt})`))
    .limit(20);
  const won = await db
    .select({ name: rewards.name })
    .from(playerRewards)
    .innerJoin(rewards, eq(rewards.id, playerRewards.rewardId))
    .where(
      and(eq(playerRewards.playerId, player.id), eq(playerRewards.accountId, player.accountId)),
    )
    .orderBy(desc(playerRewards.wonAt))
    .limit(20);
  // What the player's plays came to (a personality test's outcome), newest first, once per game.
  const results = await db
    .select({ game: games.name, result: gameplays.result })
    .from(gameplays)
    .innerJoin(games, eq(games.id, gameplays.gameId))
    .where(
      and(
        eq(gameplays.playerId, player.id),
        eq(gameplays.accountId, player.accountId),
        isNotNull(gameplays.result),
      ),
    )
    .orderBy(desc(gameplays.endedAt))
    .limit(20);
  const latest = new Map<string, string>();
  for (const r of results) if (r.result && !latest.has(r.game)) latest.set(r.game, r.result);
  return {
    games: played.map((g) => g.name),
    rewards: [...new Set(won.map((r) => r.name))],
    results: [...latest].map(([game, result]) => `${game}: ${result}`),
  };
}

export function openSecret(row: ConnectorRow): string | null {
  if (!row.secretSealed || !runtime.box) return null;
  try {
    return runtime.box.open(row.secretSealed);
  } catch {
    return null;
  }
}

type Action = 'upsert' | 'unsubscribe';

/** Runs the service call, records the attempt, and says whether to retry. */
async function attempt(
  db: Database,
  row: ConnectorRow,
  record: { playerId: string; eventType: string; action: Action; attempt: number },
  run: () => Promise<{ status: number; message: string }>,
): Promise<void> {
  const started = Date.now();
  let ok = true;
  let status: number | null = null;
  let message: string;
  let retry: ConnectorApiError | null = null;
  try {
    const done = await run();
    status = done.status;
    message = done.message;
  } catch (err) {
    ok = false;
    if (err instanceof ConnectorApiError) {
      status = err.status;
      message = err.message;
      if (err.retryable) retry = err;
    } else {
      message = err instanceof Error ? err.message : String(err);
      retry = new ConnectorApiError(message, null, true);
    }
  }
  await db.insert(connectorSyncs).values({
    accountId: row.accountId,
    kind: row.kind,
    playerId: record.playerId,
    eventType: record.eventType,
    action: record.action,
    attempt: record.attempt,
    ok,
    statusCode: status,
    message: message.slice(0, 500),
    durationMs: Date.now() - started,
  });
  if (retry) throw retry;
}

export const connectorSyncJobDefinition: JobDefinition = {
  name: CONNECTOR_SYNC_JOB,
  // 1 min, 2, 4 … 4 h: about 8 hours of retries with jitter.
  retryLimit: 8,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 120,
  async handler(data, ctx) {
    const { accountId, kind, event } = data as ConnectorSyncJob;
    const [row] = await ctx.db
      .select()
      .from(connectors)
      .where(and(eq(connectors.accountId, accountId), eq(connectors.kind, kind)));
    if (!row?.enabled || !row.consentId) return;
    const secret = openSecret(row);
    if (!secret || (kind === 'mailchimp' && !row.audienceId)) return;

    const player = await playerOf(ctx.db, accountId, event);
    // Erased players and players without an address are never sent.
    if (!player || player.erasedAt || !player.email) return;
    const email = player.email;
    const state = await consentState(ctx.db, player.id, row.consentId);
    const consentEvent = event.type === 'consent.given' || event.type === 'consent.withdrawn';
    let action: Action;
    if (state === 'given') action = 'upsert';
    else if (state === 'withdrawn' && consentEvent) action = 'unsubscribe';
    else return;

    const options = {
      timeoutMs: runtime.timeoutMs,
      baseUrl: kind === 'mailchimp' ? runtime.mailchimpApiUrl : runtime.hubspotApiUrl,
    };
    const record = { playerId: player.id, eventType: event.type, action, attempt: ctx.attempt };
    if (kind === 'mailchimp') {
      const client = mailchimpClient(secret, row.audienceId!, options);
      await attempt(ctx.db, row, record, async () => {
        if (action === 'unsubscribe') {
          const r = await client.unsubscribe(email);
          return {
            status: r.status,
            message: r.known
              ? 'Unsubscribed from the audience'
              : 'Not in the audience: nothing to do',
          };
        }
        const h = await history(ctx.db, player);
        const tags = [
          ...h.games.map((g) => `Game: ${g}`),
          ...h.rewards.map((r) => `Won: ${r}`),
          ...h.results.map((r) => `Result: ${r}`),
        ];
        const status = await client.upsert({
          email,
          firstName: player.firstName,
          lastName: player.lastName,
          tags: tags.map((t) => t.slice(0, 100)),
        });
        return { status, message: `Subscribed with ${tags.length} tag(s)` };
      });
    } else {
      const client = hubspotClient(secret, options);
      await attempt(ctx.db, row, record, async () => {
        if (action === 'unsubscribe') {
          const r = await client.optOut(email);
          return {
            status: r.status,
            message: r.known ? 'Marked as opted out' : 'Not a HubSpot contact: nothing to do',
          };
        }
        const h = await history(ctx.db, player);
        const status = await client.upsert({
          email,
          firstName: player.firstName,
          lastName: player.lastName,
          game: h.games[0] ?? null,
          score: player.bestScore,
          reward: h.rewards[0] ?? null,
          result: h.results[0] ?? null,
        });
        return { status, message: 'Contact created or updated' };
      });
    }
  },
};
