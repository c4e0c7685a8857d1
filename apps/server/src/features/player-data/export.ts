/**
 * The Player Data export (docs/product-rules.md#player-data): CSV of the current filter, streamed
 * from the database in keyset batches — a million rows never sit in memory — through csv-stringify
 * with spreadsheet formulas escaped (a cell starting with = + - @ gets a leading quote). Each of the
 * account's consents is a column holding the player's state.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { asc, eq, sql } from 'drizzle-orm';
import type { PlayerFilterQuery } from '@playdesk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { consents, players } from '../../db/schema.js';
import { afterCursor, encodeCursor, orderBy, pageColumns, playerFilter } from './filters.js';
import { consentsOf, playerName, rewardCountsOf } from './players-service.js';

const BATCH = 1000;

const BASE_COLUMNS = [
  'name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'birth_date',
  'postcode',
  'games_played',
  'plays',
  'best_score',
  'wins',
  'rewards',
  'first_seen_at',
  'last_seen_at',
];

export async function exportPlayers(
  db: Database,
  accountId: string,
  q: z.output<typeof PlayerFilterQuery>,
): Promise<Readable> {
  const columns = await db
    .select({ publicId: consents.publicId, name: consents.name })
    .from(consents)
    .where(eq(consents.accountId, accountId))
    .orderBy(asc(consents.createdAt), asc(consents.id));
  const where = playerFilter(accountId, q);

  async function* rows() {
    let cursor: string | null = null;
    for (;;) {
      const batch = await db
        .select(pageColumns)
        .from(players)
        .where(cursor ? sql`${where} and ${afterCursor('last_seen', cursor)}` : where)
        .orderBy(orderBy('last_seen'))
        .limit(BATCH);
      if (batch.length === 0) return;
      const ids = batch.map((r) => r.id);
      const [given, won] = await Promise.all([consentsOf(db, ids), rewardCountsOf(db, ids)]);
      for (const r of batch) {
        const states = new Map((given.get(r.id) ?? []).map((c) => [c.public_id, c.state]));
        yield [
          playerName(r) ?? '',
          r.firstName ?? '',
          r.lastName ?? '',
          r.email ?? '',
          r.phone ?? '',
          r.birthDate ?? '',
          r.postcode ?? '',
          r.gamesPlayed,
          r.plays,
          r.bestScore ?? '',
          r.wins,
          won.get(r.id) ?? 0,
          r.createdAt.toISOString(),
          r.lastSeenAt.toISOString(),
          ...columns.map((c) => states.get(c.publicId) ?? ''),
          JSON.stringify(r.customFields ?? {}),
        ];
      }
      if (batch.length < BATCH) return;
      cursor = encodeCursor('last_seen', batch[batch.length - 1]!);
    }
  }

  const csv = stringify({
    header: true,
    columns: [...BASE_COLUMNS, ...columns.map((c) => `consent: ${c.name}`), 'custom_fields'],
    escape_formulas: true,
    bom: true,
  });
  const source = Readable.from(rows());
  // A failed read ends the download with an error rather than a silently short file.
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}
