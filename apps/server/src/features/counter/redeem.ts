/**
 * Redeeming at the counter (docs/rewards.md#redeeming): check a scanned token or a typed code,
 * redeem it exactly once (through winners.ts `redeemWin`, the one way a win is redeemed), replay a
 * scanner's offline queue (docs/rewards.md#offline-and-conflicts), and void a win.
 */
import { sql } from 'drizzle-orm';
import type {
  CounterRedeemRequest,
  CounterReward,
  OfflineRedemption,
  RedeemBatchResponse,
  RedeemCheckRequest,
} from '@playdesk/contract';
import type { z } from 'zod';
import { audit, type AuditContext } from '../../db/audit-log.js';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { queryRows } from '../../db/rows.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.js';
import { emitEvent } from '../integrations/events.js';
import {
  findWin,
  formatWhen,
  HELD_MESSAGE,
  redeemWin,
  type RedeemRefusal,
} from '../rewards/winners.js';
import { wonStatus } from '../rewards/won-status.js';
import type { CounterCaller } from './caller.js';
import { tokenAccount, verifyRedemptionToken, type SigningKeys } from './tokens.js';

type TokenOrCode = RedeemCheckRequest;
type BatchItem = z.output<typeof OfflineRedemption>;
type BatchResult = RedeemBatchResponse['results'][number];

/** One message for a forged token and another business's: nothing tells them apart. */
export const NOT_OUR_TOKEN = 'This QR code is not a reward of this business.';

/**
 * The 409s of `POST redeem`, whose body carries the reward: already redeemed (where and when), or
 * held for review (`code` `redeem.held`: docs/fair-play-risk.md#review).
 */
export class RedeemConflict extends Error {
  constructor(
    readonly reward: CounterReward,
    message: string = alreadyRedeemedMessage(reward),
    readonly code: 'redeem.held' | undefined = undefined,
  ) {
    super(message);
  }
}

export function alreadyRedeemedMessage(reward: CounterReward): string {
  const place = reward.redeemed?.location?.name;
  const at = reward.redeemed ? formatWhen(reward.redeemed.at) : '';
  return place ? `Already redeemed at ${place} on ${at}.` : `Already redeemed on ${at}.`;
}

const gone = (message: string) => new HttpError(410, message);

interface CounterRow {
  id: string;
  public_id: string;
  code: string | null;
  won_at: Date | string;
  expires_at: Date | string | null;
  redeemed_at: Date | string | null;
  redeemed_by_name: string | null;
  voided_at: Date | string | null;
  void_reason: string | null;
  held_at: Date | string | null;
  released_at: Date | string | null;
  reward_public_id: string;
  reward_name: string;
  reward_value: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  erased_at: Date | string | null;
  location_public_id: string | null;
  location_name: string | null;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** The wins (internal ids) as the counter sees them, in the order given. */
export async function counterRewards(
  db: Queryable,
  accountId: string,
  ids: string[],
): Promise<Map<string, CounterReward>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<CounterRow>(
    db,
    sql`select pr.id, pr.public_id, pr.code, pr.won_at, pr.expires_at, pr.redeemed_at,
          pr.redeemed_by_name, pr.voided_at, pr.void_reason, pr.held_at, pr.released_at,
          r.public_id as reward_public_id, r.name as reward_name, r.value as reward_value,
          p.first_name, p.last_name, p.display_name, p.erased_at,
          l.public_id as location_public_id, l.name as location_name
        from player_rewards pr
        join rewards r on r.id = pr.reward_id
        join players p on p.id = pr.player_id
        left join locations l on l.id = pr.redeemed_location_id
        where pr.account_id = ${accountId}
          and pr.id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  const now = Date.now();
  return new Map(
    rows.map((r) => {
      const name =
        r.erased_at !== null
          ? null
          : [r.first_name, r.last_name].filter(Boolean).join(' ') || r.display_name || null;
      const status = wonStatus(r, now);
      const reward: CounterReward = {
        id: r.public_id,
        reward: { public_id: r.reward_public_id, name: r.reward_name, value: r.reward_value },
        winner_name: name,
        code: r.code,
        won_at: iso(r.won_at),
        expires_at: r.expires_at === null ? null : iso(r.expires_at),
        status,
        redeemed: r.redeemed_at
          ? {
              at: iso(r.redeemed_at),
              location:
                r.location_public_id === null
                  ? null
                  : { public_id: r.location_public_id, name: r.location_name! },
              by: r.redeemed_by_name,
            }
          : null,
        voided: r.voided_at ? { at: iso(r.voided_at), reason: r.void_reason ?? '' } : null,
      };
      return [r.id, reward] as const;
    }),
  );
}

async function counterReward(db: Queryable, accountId: string, id: string) {
  const reward = (await counterRewards(db, accountId, [id])).get(id);
  if (!reward) throw notFound('No such reward.');
  return reward;
}

/**
 * The win a scanned token or a typed code names, within the caller's account. A token is checked
 * with the account's own keys: one of another business (or forged, or changed) is the same 400,
 * which says nothing of the other business. A typed text is tried as a code, then as a win
 * reference (winners.ts).
 */
export async function resolveWin(
  db: Queryable,
  keys: SigningKeys,
  caller: CounterCaller,
  input: TokenOrCode,
): Promise<string> {
  if (input.token !== undefined) {
    if (tokenAccount(input.token) !== caller.accountPublicId) throw badRequest(NOT_OUR_TOKEN);
    const payload = verifyRedemptionToken(input.token, await keys.publicKeys(caller.accountId));
    if (!payload) throw badRequest(NOT_OUR_TOKEN);
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`select id from player_rewards
          where account_id = ${caller.accountId} and public_id = ${payload.w}`,
    );
    if (!row) throw notFound('No winner has this reward any more.');
    return row.id;
  }
  return (await findWin(db, caller.accountId, { typed: input.code! })).id;
}

/**
 * Where the caller redeems: a device at its own location (naming another is a 403); a team mate or
 * an API key at the location it names (of its account, not deleted), or none.
 */
async function locationOf(
  db: Queryable,
  caller: CounterCaller,
  named: string | undefined,
): Promise<string | null> {
  const [row] =
    named === undefined
      ? []
      : await queryRows<{ id: string }>(
          db,
          sql`select id from locations
              where account_id = ${caller.accountId} and public_id = ${named}
                and deleted_at is null`,
        );
  if (caller.device) {
    if (named !== undefined && row?.id !== caller.device.locationId)
      throw forbidden('This counter device redeems only at its own location.');
    return caller.device.locationId;
  }
  if (named === undefined) return null;
  if (!row) throw notFound('No such location.');
  return row.id;
}

/** `POST redeem/check`: the reward's state, changing nothing. */
export async function checkReward(
  db: Database,
  keys: SigningKeys,
  caller: CounterCaller,
  input: TokenOrCode,
): Promise<CounterReward> {
  const id = await resolveWin(db, keys, caller, input);
  return counterReward(db, caller.accountId, id);
}

const refusalMessage = (refused: RedeemRefusal) =>
  refused.reason === 'voided'
    ? `This reward was voided on ${formatWhen(refused.voidedAt!)}; it can no longer be redeemed.`
    : `This reward expired on ${formatWhen(refused.expiresAt!)}; it can no longer be redeemed.`;

/**
 * `POST redeem`: redeems once (winners.ts `redeemWin`, one conditional UPDATE). Already redeemed,
 * or held for review, throws RedeemConflict (409 with the reward); expired or voided is a 410.
 */
export async function redeemAtCounter(
  db: Database,
  keys: SigningKeys,
  caller: CounterCaller,
  input: CounterRedeemRequest,
): Promise<CounterReward> {
  const outcome = await db.transaction(async (tx) => {
    const id = await resolveWin(tx, keys, caller, input);
    const locationId = await locationOf(tx, caller, input.location);
    const refused = await redeemWin(tx, caller.accountId, id, {
      userId: caller.userId,
      locationId,
      deviceId: caller.device?.id ?? null,
      byName: caller.byName,
    });
    return { id, refused };
  });
  const reward = await counterReward(db, caller.accountId, outcome.id);
  if (!outcome.refused) return reward;
  if (outcome.refused.reason === 'redeemed') throw new RedeemConflict(reward);
  if (outcome.refused.reason === 'held')
    throw new RedeemConflict(reward, HELD_MESSAGE, 'redeem.held');
  throw gone(refusalMessage(outcome.refused));
}

const BATCH_MESSAGES: Record<BatchResult['result'], string> = {
  redeemed: 'Redeemed.',
  conflict: 'Already redeemed before this one reached the server: kept as a conflict.',
  expired: 'This reward had expired; it was not redeemed.',
  voided: 'This reward was voided; it was not redeemed.',
  held: 'This reward is waiting for review; it was not redeemed.',
  not_found: 'No winner has this code or reward.',
  invalid: NOT_OUR_TOKEN,
};

/**
 * Where each item of a batch was redeemed (public id → internal id), checked before any item
 * runs: a device names only its own location (403 otherwise), a person only locations of the
 * account (404 otherwise) — one deleted since is accepted: the redemption was made there while
 * the scanner listed it, and the record keeps naming it.
 */
async function batchLocations(
  db: Queryable,
  caller: CounterCaller,
  items: readonly BatchItem[],
): Promise<Map<string, string>> {
  const named = [...new Set(items.flatMap((i) => (i.location === undefined ? [] : [i.location])))];
  if (named.length === 0) return new Map();
  const rows = await queryRows<{ id: string; public_id: string }>(
    db,
    sql`select id, public_id from locations
        where account_id = ${caller.accountId} and public_id = any(${`{${named.join(',')}}`}::text[])`,
  );
  const found = new Map(rows.map((r) => [r.public_id, r.id]));
  if (caller.device) {
    if (named.some((n) => found.get(n) !== caller.device!.locationId))
      throw forbidden('This counter device redeems only at its own location.');
  } else if (named.some((n) => !found.has(n))) throw notFound('No such location.');
  return found;
}

/**
 * `POST redeem/batch`: a scanner's offline queue — a paired device's, at its location, or a
 * person's (a team mate's scanner, an API key), at the location each item names. Each item runs in
 * its own transaction (one bad item never spoils the others). Idempotent per sender and
 * client_id: the `offline_redemptions` row is inserted first, so a batch sent twice at once waits
 * on the first and gives its answers, and a batch sent again later finds them. An item whose
 * reward was already redeemed (online, or by another queue) is a `conflict`, recorded with both
 * redemptions for the owner.
 */
export async function redeemBatch(
  db: Database,
  keys: SigningKeys,
  caller: CounterCaller,
  items: readonly BatchItem[],
): Promise<BatchResult[]> {
  const device = caller.device;
  const userId = device ? null : caller.userId;
  if (!device && !userId)
    throw forbidden('Only a counter device or a person sends an offline batch.');
  // The sender's key: exactly one of the two columns (its unique index).
  const sender = device
    ? {
        deviceId: device.id,
        userId: null,
        match: sql`device_id = ${device.id}`,
        conflict: sql`(device_id, client_id)`,
      }
    : {
        deviceId: null,
        userId,
        match: sql`user_id = ${userId}`,
        conflict: sql`(user_id, client_id)`,
      };
  const places = await batchLocations(db, caller, items);
  const results: { client_id: string; result: BatchResult['result']; id: string | null }[] = [];
  for (const item of items) {
    const locationId = device
      ? device.locationId
      : item.location === undefined
        ? null
        : places.get(item.location)!;
    const done = await db.transaction(async (tx) => {
      const claimed = await queryRows<{ client_id: string }>(
        tx,
        sql`insert into offline_redemptions (device_id, user_id, client_id, result)
            values (${sender.deviceId}, ${sender.userId}, ${item.client_id}, 'invalid')
            on conflict ${sender.conflict} do nothing
            returning client_id`,
      );
      if (claimed.length === 0) {
        const [seen] = await queryRows<{ result: BatchResult['result']; id: string | null }>(
          tx,
          sql`select result, player_reward_id as id from offline_redemptions
              where ${sender.match} and client_id = ${item.client_id}`,
        );
        return { result: seen!.result, id: seen!.id };
      }
      let id: string | null = null;
      let result: BatchResult['result'];
      try {
        id = await resolveWin(tx, keys, caller, item);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        result = err.statusCode === 404 ? 'not_found' : 'invalid';
      }
      if (id !== null) {
        const at = new Date(item.redeemed_at);
        const refused = await redeemWin(tx, caller.accountId, id, {
          userId: caller.userId,
          locationId,
          deviceId: device?.id ?? null,
          byName: caller.byName,
          at,
        });
        if (refused === null) result = 'redeemed';
        else if (refused.reason !== 'redeemed') result = refused.reason;
        else {
          // Both redemptions are kept for the owner: the one that counted and this one.
          result = 'conflict';
          await tx.execute(sql`
            insert into redemption_conflicts (public_id, account_id, player_reward_id,
              kept_at, kept_location_id, kept_by,
              refused_at, refused_location_id, refused_device_id, refused_by)
            select ${newPublicId()}, account_id, id, redeemed_at, redeemed_location_id,
              redeemed_by_name, greatest(won_at, least(${at.toISOString()}::timestamptz, now())),
              ${locationId}, ${device?.id ?? null}, ${caller.byName}
            from player_rewards where id = ${id}`);
        }
      }
      await tx.execute(sql`
        update offline_redemptions set result = ${result!}, player_reward_id = ${id}
        where ${sender.match} and client_id = ${item.client_id}`);
      return { result: result!, id };
    });
    results.push({ client_id: item.client_id, result: done.result, id: done.id });
  }
  const rewards = await counterRewards(
    db,
    caller.accountId,
    results.flatMap((r) => (r.id ? [r.id] : [])),
  );
  return results.map((r) => ({
    client_id: r.client_id,
    result: r.result,
    message:
      r.result === 'conflict' && r.id
        ? conflictMessage(rewards.get(r.id))
        : BATCH_MESSAGES[r.result],
    reward: r.id ? (rewards.get(r.id) ?? null) : null,
  }));
}

function conflictMessage(reward: CounterReward | undefined): string {
  return reward
    ? `${alreadyRedeemedMessage(reward)} Kept as a conflict for the owner.`
    : BATCH_MESSAGES.conflict;
}

/**
 * `POST rewards/given/{id}/void`: the business cancels a win not yet redeemed, with why. One
 * conditional UPDATE (a redemption at the same moment wins or loses, never both); the wallet pass
 * shows it on its next update; `reward.voided` goes to the integrations.
 */
export async function voidWin(
  db: Database,
  caller: { accountId: string; userId: string | null; audit: AuditContext },
  winPublicId: string,
  reason: string,
): Promise<CounterReward> {
  const id = await db.transaction(async (tx) => {
    const [found] = await queryRows<{
      id: string;
      redeemed_at: Date | string | null;
      voided_at: Date | string | null;
    }>(
      tx,
      sql`select id, redeemed_at, voided_at from player_rewards
          where account_id = ${caller.accountId} and public_id = ${winPublicId}`,
    );
    if (!found) throw notFound('No such reward given.');
    const voided = await queryRows<{ id: string }>(
      tx,
      sql`update player_rewards
          set voided_at = now(), void_reason = ${reason}, voided_by = ${caller.userId},
            pass_updated_at = now()
          where id = ${found.id} and redeemed_at is null and voided_at is null
          returning id`,
    );
    if (voided.length === 0) {
      const [now] = await queryRows<{
        redeemed_at: Date | string | null;
        voided_at: Date | string | null;
      }>(tx, sql`select redeemed_at, voided_at from player_rewards where id = ${found.id}`);
      if (now?.voided_at)
        throw conflict(`This reward was already voided on ${formatWhen(now.voided_at)}.`);
      throw conflict(
        `This reward was redeemed on ${formatWhen(now!.redeemed_at!)}; it can no longer be voided.`,
      );
    }
    await emitEvent(tx, caller.accountId, { type: 'reward.voided', playerRewardId: found.id });
    await audit(tx, caller.audit, {
      action: 'reward.voided',
      target: { type: 'reward_given', id: winPublicId },
      after: { reason },
    });
    return found.id;
  });
  return counterReward(db, caller.accountId, id);
}
