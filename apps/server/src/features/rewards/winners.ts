/**
 * Winners of a reward and redemption (docs/product-rules.md#redemption): the winners list (a page
 * of JSON, or every winner as CSV streamed in keyset batches by http/csv-export.ts with spreadsheet
 * formulas escaped), and staff marking a win redeemed — once.
 */
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { PageRequest, Winner, WonRewardStatus } from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { csvDownload } from '../../http/csv-export.js';
import { conflict, notFound } from '../../http/errors.js';
import { playerT } from '../../i18n/player-messages.js';
import { emitEvent } from '../integrations/events.js';
import { AWARD_VOID_REASON_KEYS } from './award/awaiting.js';
import { wonStatus, wonStatusSql } from './won-status.js';

/** A `player_rewards` row with what the winners view shows of its player, game and reward. */
interface WinnerRow {
  id: string;
  public_id: string;
  code: string | null;
  link: string | null;
  won_at: Date | string;
  /** `won_at` as PostgreSQL prints it: the exact keyset cursor (a JS Date drops microseconds). */
  won_at_key: string;
  expires_at: Date | string | null;
  redeemed_at: Date | string | null;
  voided_at: Date | string | null;
  void_reason: string | null;
  held_at: Date | string | null;
  released_at: Date | string | null;
  awaiting_verification_at: Date | string | null;
  reward_public_id: string;
  reward_name: string;
  player_public_id: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  email: string | null;
  erased_at: Date | string | null;
  game_public_id: string | null;
  game_name: string | null;
}

const iso = (v: Date | string | null): string | null =>
  v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString();

const WINNER_COLUMNS = sql`
  pr.id, pr.public_id, pr.code, pr.link, pr.won_at, pr.won_at::text as won_at_key, pr.expires_at,
  pr.redeemed_at, pr.voided_at, pr.void_reason, pr.held_at, pr.released_at,
  pr.awaiting_verification_at,
  r.public_id as reward_public_id, r.name as reward_name,
  p.public_id as player_public_id, p.first_name, p.last_name, p.display_name, p.email, p.erased_at,
  g.public_id as game_public_id, g.name as game_name`;

const WINNER_FROM = sql`
  from player_rewards pr
  join rewards r on r.id = pr.reward_id
  join players p on p.id = pr.player_id
  left join games g on g.id = pr.game_id`;

/**
 * Why a win was voided, in `language` when fair play voided it (a win that waited for its
 * player's verification: awaiting.ts); a reason the business typed as it was typed.
 */
function voidReason(row: WinnerRow, language: string | null): string | null {
  if (!row.voided_at) return null;
  const key = row.awaiting_verification_at
    ? AWARD_VOID_REASON_KEYS.get(row.void_reason ?? '')
    : null;
  if (!key) return row.void_reason;
  return playerT(language).t(key.key, key.params);
}

/**
 * A win as the winners view shows it. `personal` false (a caller without the player data
 * permission, docs/product-rules.md#player-data-permission): the player is named by id only.
 */
function toWinner(row: WinnerRow, personal: boolean, language: string | null): Winner {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || row.display_name;
  return {
    id: row.public_id,
    reward: { public_id: row.reward_public_id, name: row.reward_name },
    player:
      row.erased_at !== null || row.player_public_id === null
        ? null
        : personal
          ? { public_id: row.player_public_id, name: name ?? null, email: row.email }
          : { public_id: row.player_public_id, name: null, email: null },
    game:
      row.game_public_id === null ? null : { public_id: row.game_public_id, name: row.game_name! },
    code: row.code ?? row.link,
    won_at: iso(row.won_at)!,
    expires_at: iso(row.expires_at),
    redeemed_at: iso(row.redeemed_at),
    status: wonStatus(row),
    voided_at: iso(row.voided_at ?? null),
    void_reason: voidReason(row, language),
  };
}

/** A reward's wins, in `status` now when one is asked for (the winners list's filter). */
const winsOf = (rewardId: string, status: WonRewardStatus | undefined) =>
  status === undefined
    ? sql`pr.reward_id = ${rewardId}`
    : sql`pr.reward_id = ${rewardId} and ${wonStatusSql(status)}`;

/**
 * One page of a reward's winners, newest first (`rewardId` is the reward's internal id), only those
 * in `status` when given; names and emails only when `personal`.
 */
export async function listWinners(
  db: Database,
  rewardId: string,
  page: PageRequest & { status?: WonRewardStatus | undefined },
  personal: boolean,
  /** The reader's language (the reasons fair play voided wins for). */
  language: string | null = null,
) {
  const where = winsOf(rewardId, page.status);
  const [rows, [total]] = await Promise.all([
    queryRows<WinnerRow>(
      db,
      sql`select ${WINNER_COLUMNS} ${WINNER_FROM} where ${where}
          order by pr.won_at desc, pr.id desc
          limit ${page.page_size} offset ${(page.page - 1) * page.page_size}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from player_rewards pr where ${where}`,
    ),
  ]);
  return {
    data: rows.map((row) => toWinner(row, personal, language)),
    meta: { page: page.page, page_size: page.page_size, total: Number(total?.n ?? 0) },
  };
}

const CSV_COLUMNS = [
  'won_at',
  'player',
  'email',
  'player_id',
  'code',
  'game',
  'expires_at',
  'redeemed_at',
  'status',
  'win_id',
  // Added after the others, so a sheet that reads columns by position keeps working.
  'voided_at',
  'void_reason',
];

/**
 * Every winner of a reward (in `status`, when given) as CSV, streamed newest first; never all in
 * memory. Without `personal` the name and email columns stay, empty.
 */
export function exportWinners(
  db: Database,
  rewardId: string,
  personal: boolean,
  language: string | null = null,
  status?: WonRewardStatus,
): Readable {
  return csvDownload<WinnerRow>({
    columns: CSV_COLUMNS,
    batch: (after, limit) =>
      queryRows<WinnerRow>(
        db,
        sql`select ${WINNER_COLUMNS} ${WINNER_FROM}
            where ${winsOf(rewardId, status)}
            ${after ? sql`and (pr.won_at, pr.id) < (${after.won_at_key}::timestamptz, ${after.id}::uuid)` : sql``}
            order by pr.won_at desc, pr.id desc limit ${limit}`,
      ),
    cells: (row) => {
      const w = toWinner(row, personal, language);
      return [
        w.won_at,
        w.player?.name ?? '',
        w.player?.email ?? '',
        w.player?.public_id ?? '',
        w.code ?? '',
        w.game?.name ?? '',
        w.expires_at ?? '',
        w.redeemed_at ?? '',
        w.status,
        w.id,
        w.voided_at ?? '',
        w.void_reason ?? '',
      ];
    },
  });
}

/** "23 Nov 2025, 14:05 UTC": how the console's messages say when something happened. */
export function formatWhen(value: Date | string): string {
  const d = new Date(value);
  const date = d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = d.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${date}, ${time} UTC`;
}

/** A win's public id, as the player app shows a physical prize's "win reference". */
const WIN_REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;

/** How a redemption is looked up: a code (or link), a win id, or what staff typed (either). */
export interface WinLookup {
  code?: string | undefined;
  winner_id?: string | undefined;
  typed?: string | undefined;
}

/**
 * The one win of the account a code (or link), a win id or a typed text names, and whether it was
 * named as a code or as the reward itself (for the messages). An unknown code is a 404; a code
 * several winners hold (a shared code) is a 409 asking for the winner.
 */
export async function findWin(
  tx: Queryable,
  accountId: string,
  by: WinLookup,
): Promise<{ id: string; what: 'reward' | 'code' }> {
  type Found = { id: string };
  // A win kept until its player verifies is not given yet: no one can redeem it
  // (docs/fair-play.md#wins-kept-until-the-player-verifies).
  const find = (match: SQL) =>
    queryRows<Found>(
      tx,
      sql`select pr.id from player_rewards pr
          where pr.account_id = ${accountId} and ${match}
            and pr.awaiting_verification_at is null limit 2`,
    );
  const byCode = async (code: string) => {
    // By code through the (account, code) index; a unique link is looked up as a link.
    const rows = await find(sql`pr.code = ${code}`);
    return rows.length === 0 && /^https?:\/\//i.test(code) ? find(sql`pr.link = ${code}`) : rows;
  };
  let found: Found[];
  let what: 'reward' | 'code' = 'code';
  if (by.winner_id !== undefined) {
    found = WIN_REFERENCE.test(by.winner_id) ? await find(sql`pr.public_id = ${by.winner_id}`) : [];
    what = 'reward';
  } else if (by.typed !== undefined) {
    // "Redeem a code" box: the code first; a reference-shaped text nobody holds as a code is a
    // win's reference (a physical prize). One request, one answer.
    found = await byCode(by.typed);
    if (found.length === 0 && WIN_REFERENCE.test(by.typed)) {
      found = await find(sql`pr.public_id = ${by.typed}`);
      if (found.length > 0) what = 'reward';
    }
  } else found = await byCode(by.code!);
  if (found.length === 0)
    throw notFound(
      by.winner_id !== undefined
        ? 'No such winner.'
        : by.typed !== undefined
          ? 'No winner has this code or win reference. Check it and try again.'
          : 'No winner has this code. Check it and try again.',
    );
  if (found.length > 1)
    throw conflict(
      'Several winners have this code (one code for everyone): pick the winner in the ' +
        "reward's winners list and redeem it there.",
    );
  return { id: found[0]!.id, what };
}

/** Who redeems, and where: every redemption records it (docs/rewards.md#redeeming). */
export interface Redeemer {
  /** The team mate (or the API key's creator); null for a counter device. */
  userId: string | null;
  locationId: string | null;
  deviceId: string | null;
  /** The device's name, the person's name or email, the API key's name. */
  byName: string | null;
  /**
   * When staff redeemed it (an offline queue's time, never after now); now when not given. The
   * win must not have expired by then.
   */
  at?: Date | undefined;
}

/** Why a win could not be redeemed, read after the UPDATE took nothing. */
export interface RedeemRefusal {
  /** `held`: fair play holds it for review (docs/fair-play-risk.md#review), nobody decided yet. */
  reason: 'redeemed' | 'voided' | 'held' | 'expired';
  redeemedAt: Date | null;
  expiresAt: Date | null;
  voidedAt: Date | null;
}

/**
 * THE one way a win is redeemed (the console's box, the counter, the API, the offline queue).
 * Exactly once: the UPDATE only takes a win not yet redeemed, not voided, not held for review and
 * not expired, and counts it on the reward in the same statement, so two counters redeeming at
 * once cannot both succeed (the second waits on the row lock, then finds `redeemed_at` set and
 * takes nothing). The held check is in the same WHERE, not a read before it: a review rejecting
 * the win at the same moment either comes first (the UPDATE then finds it voided) or waits for it
 * (and finds it redeemed, no longer held).
 * It tells the integrations (`reward.redeemed`) in the same transaction. Null: redeemed now;
 * otherwise why not.
 */
export async function redeemWin(
  tx: Queryable,
  accountId: string,
  winId: string,
  who: Redeemer,
): Promise<RedeemRefusal | null> {
  // An offline redemption's time is the device's clock: never in the future, never before the
  // win itself (a skewed clock would make the report's time-to-redeem negative).
  const at = who.at
    ? sql`greatest(won_at, least(${who.at.toISOString()}::timestamptz, now()))`
    : sql`now()`;
  const redeemed = await queryRows<{ id: string }>(
    tx,
    sql`with marked as (
          update player_rewards set redeemed_at = ${at}, redeemed_by = ${who.userId},
            redeemed_location_id = ${who.locationId}, redeemed_device_id = ${who.deviceId},
            redeemed_by_name = ${who.byName}, pass_updated_at = now()
          where id = ${winId} and account_id = ${accountId}
            and redeemed_at is null and voided_at is null
            and (held_at is null or released_at is not null)
            and (expires_at is null or expires_at > ${at})
          returning reward_id, id
        ), counted as (
          update rewards set redeemed = redeemed + 1
          where id = (select reward_id from marked)
        )
        select id from marked`,
  );
  if (redeemed.length > 0) {
    await emitEvent(tx, accountId, { type: 'reward.redeemed', playerRewardId: winId });
    return null;
  }
  const [now] = await queryRows<{
    redeemed_at: Date | string | null;
    expires_at: Date | string | null;
    voided_at: Date | string | null;
    held: boolean;
  }>(
    tx,
    sql`select redeemed_at, expires_at, voided_at,
          (held_at is not null and released_at is null) as held
        from player_rewards where id = ${winId}`,
  );
  const date = (v: Date | string | null | undefined) => (v ? new Date(v) : null);
  const state = {
    redeemedAt: date(now?.redeemed_at),
    expiresAt: date(now?.expires_at),
    voidedAt: date(now?.voided_at),
  };
  return {
    reason: state.redeemedAt
      ? 'redeemed'
      : state.voidedAt
        ? 'voided'
        : now?.held
          ? 'held'
          : 'expired',
    ...state,
  };
}

/** The English words of `redeem.held`: the win waits for a review (docs/fair-play-risk.md#review). */
export const HELD_MESSAGE =
  'This reward is waiting for review: it can be redeemed once it is approved in Rewards › Review.';

/** The 409 of a win held for review, coded for the console's and the scanner's own texts. */
export const heldConflict = () => conflict(HELD_MESSAGE).coded('redeem.held');

/**
 * Marks one win redeemed by staff at a desk (`byUserId`, shown as `byName`), found by its code (or
 * link) or by the win's public id, within the account. Once: a second try is a 409 saying when it
 * was redeemed; a voided or expired win is a 409 too (the console's box; the counter's routes
 * answer 410), and so is a win held for review (`redeem.held`). An unknown code is a 404; a shared code is a 409 asking for the winner.
 */
export async function redeem(
  db: Database,
  accountId: string,
  byUserId: string,
  by: WinLookup,
  personal: boolean,
  byName: string | null = null,
): Promise<Winner> {
  return db.transaction(async (tx) => {
    const win = await findWin(tx, accountId, by);
    const refused = await redeemWin(tx, accountId, win.id, {
      userId: byUserId,
      locationId: null,
      deviceId: null,
      byName,
    });
    if (refused?.reason === 'redeemed')
      throw conflict(
        `This ${win.what} was already redeemed on ${formatWhen(refused.redeemedAt!)}.`,
      );
    if (refused?.reason === 'voided')
      throw conflict(
        `This ${win.what} was voided on ${formatWhen(refused.voidedAt!)}; it can no longer be redeemed.`,
      );
    if (refused?.reason === 'held') throw heldConflict();
    if (refused)
      throw conflict(
        `This ${win.what} expired on ${formatWhen(refused.expiresAt!)}; it can no longer be redeemed.`,
      );
    const [row] = await queryRows<WinnerRow>(
      tx,
      sql`select ${WINNER_COLUMNS} ${WINNER_FROM} where pr.id = ${win.id}`,
    );
    return toWinner(row!, personal, null);
  });
}
