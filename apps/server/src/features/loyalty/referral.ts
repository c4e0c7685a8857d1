/**
 * Referral (docs/loyalty.md#referral): a player's share link carries their public id (`?ref=`);
 * the player app keeps it and sends it with the friend's first lead form, which records the
 * referrer on a player not known before (`players.referred_by`). The referrer earns the
 * `referral` rule's points once the friend is a member — their email verified for the business —
 * whichever comes last: the form with an address already verified, or the code confirmed after
 * the form. Either queues one `loyalty.earn` job; the entry's key names the friend's verified
 * address, so one friend counts once, whoever referred them and however often it is queued.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { queueEarning } from './earn.js';

/**
 * After a lead form: keeps `referrer` (a public id) on `friend` when the friend was not known
 * before (no form yet) and has no referrer, the referrer being another player of the business;
 * then queues the referral's earning when the friend has a referrer (the job checks that both are
 * members).
 */
export async function recordReferral(
  tx: Queryable,
  accountId: string,
  friend: { id: string; identifiedAt: Date | null; referredBy: string | null },
  referrer: string | null,
): Promise<void> {
  let referredBy = friend.referredBy;
  if (referrer && referredBy === null && friend.identifiedAt === null) {
    const [row] = await queryRows<{ referred_by: string | null }>(
      tx,
      sql`update players set referred_by = r.id
          from players r
          where players.id = ${friend.id} and players.referred_by is null
            and r.account_id = ${accountId} and r.public_id = ${referrer}
            and r.id <> ${friend.id} and r.erased_at is null
          returning players.referred_by`,
    );
    referredBy = row?.referred_by ?? null;
  }
  if (referredBy !== null)
    await queueEarning(tx, accountId, { kind: 'referral', friendId: friend.id });
}

/**
 * After an email is verified for a business: queues the referral's earning of each player of
 * that address who came through a share link (one indexed lookup by the normalised address).
 */
export async function queueReferralsOf(
  db: Queryable,
  accountId: string,
  emailNormalized: string,
): Promise<void> {
  const friends = await queryRows<{ id: string }>(
    db,
    sql`select id from players where account_id = ${accountId}
          and email_normalized = ${emailNormalized} and referred_by is not null`,
  );
  for (const f of friends) await queueEarning(db, accountId, { kind: 'referral', friendId: f.id });
}
