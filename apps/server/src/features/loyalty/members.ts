/**
 * Who is a member (docs/loyalty.md#members): a player of the business whose email is verified for
 * it (fair play's verified addresses: the form's code or link reached them, docs/fair-play.md).
 * The email is one player per business (docs/fair-play.md#one-mailbox-one-player), so the points
 * follow the person to every device they verify on.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

export async function isMember(
  tx: Queryable,
  accountId: string,
  playerId: string,
): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from players p
        join verified_contacts v on v.account_id = p.account_id and v.channel = 'email'
          and v.address = p.email_normalized
        where p.id = ${playerId} and p.account_id = ${accountId} and p.erased_at is null`,
  );
  return rows.length > 0;
}
