/**
 * Erasure (docs/product-rules.md#player-data): personal data goes at once — every personal column
 * of the player row, its consents, the page addresses of its plays — while the row and its plays
 * stay as anonymous statistics, so dashboards keep their counts. Each erasure is logged with who,
 * when and how many, never whose.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { erasureLog, players } from '../../db/schema.js';
import { emitPlayersErased } from '../integrations/events.js';

export type ErasureScope = (typeof erasureLog.$inferInsert)['scope'];

/** Erases the account's players matching `where`; returns how many. Run inside a transaction. */
export async function erasePlayers(
  tx: Queryable,
  accountId: string,
  where: SQL,
  log: { scope: ErasureScope; byUserId: string | null },
): Promise<number> {
  // The addresses they verified and codes waiting for them go with them
  // (docs/fair-play.md#what-is-stored-for-how-long-and-why): read from the rows before their
  // email and phone are nulled below.
  for (const table of ['verified_contacts', 'verification_codes'])
    await tx.execute(
      sql`delete from ${sql.identifier(table)} as v using ${players} where ${players.accountId} = ${accountId} and ${players.erasedAt} is null and ${where} and v.account_id = ${players.accountId} and ((v.channel = 'email' and v.address = ${players.emailNormalized}) or (v.channel = 'phone' and v.address = ${players.phone}))`,
    );
  const erased = await tx
    .update(players)
    .set({
      // Not a SHA-256 hex: no token can ever match it again, and it stays unique.
      tokenHash: sql`'erased:' || ${players.id}::text`,
      displayName: null,
      avatar: null,
      email: null,
      firstName: null,
      lastName: null,
      phone: null,
      birthDate: null,
      postcode: null,
      customFields: null,
      erasedAt: new Date(),
    })
    .where(sql`${players.accountId} = ${accountId} and ${players.erasedAt} is null and ${where}`)
    .returning({ id: players.id });
  if (erased.length === 0) return 0;
  const ids = sql`(select unnest(${`{${erased.map((r) => r.id).join(',')}}`}::uuid[]))`;
  await tx.execute(sql`delete from consent_records where player_id in ${ids}`);
  await tx.execute(sql`delete from player_consents where player_id in ${ids}`);
  await tx.execute(sql`delete from push_subscriptions where player_id in ${ids}`);
  // Links to confirm an address hold that address (email-confirm.ts).
  await tx.execute(sql`delete from player_email_confirmations where player_id in ${ids}`);
  await tx.execute(
    sql`update gameplays set source_url = null, parent_url = null where player_id in ${ids}`,
  );
  await emitPlayersErased(
    tx,
    accountId,
    erased.map((r) => r.id),
  );
  await tx.insert(erasureLog).values({
    accountId,
    scope: log.scope,
    byUserId: log.byUserId,
    count: erased.length,
  });
  return erased.length;
}
