/**
 * The members export (docs/loyalty.md#player-data): every member of the business as CSV, most
 * lifetime points first, streamed in keyset batches by http/csv-export.ts as the Player Data
 * export is (a million members never sit in memory; a client that stops reading stops the
 * reading). Each batch is one query walking `loyalty_members_lifetime_idx` (account, lifetime
 * desc, player) from the last row of the previous one, with the player's name and email and the
 * member's badges (one probe of the badges' primary key each).
 */
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { audit, type AuditContext } from '../../db/audit-log.js';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { CSV_BATCH, csvDownload } from '../../http/csv-export.js';
import { settingsRow, settingsValue } from './settings.js';

export const MEMBER_COLUMNS = [
  'player_id',
  'name',
  'email',
  'points',
  'lifetime_points',
  'level',
  'streak',
  'best_streak',
  'badges',
  'joined_at',
  'last_earned_at',
] as const;

interface Row {
  player_id: string;
  public_id: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  email: string | null;
  balance: number;
  lifetime: number;
  level: string | null;
  streak: number;
  best_streak: number;
  badges: string | null;
  joined_at: string | Date;
  last_earned_at: string | Date | null;
}

const iso = (at: string | Date | null) =>
  at === null ? '' : (at instanceof Date ? at : new Date(at)).toISOString();

export async function exportMembers(
  db: Database,
  accountId: string,
  who: AuditContext,
  batchSize = CSV_BATCH,
): Promise<Readable> {
  // Recorded when asked for, as the Player Data export is.
  await audit(db, who, { action: 'loyalty.members_exported' });
  const names = new Map(
    settingsValue(await settingsRow(db, accountId)).badges.map((b) => [b.id, b.name]),
  );
  return csvDownload<Row>(
    {
      columns: MEMBER_COLUMNS,
      batch: (after, limit) =>
        queryRows<Row>(
          db,
          sql`select m.player_id, p.public_id, p.first_name, p.last_name, p.display_name, p.email,
              m.balance, m.lifetime, m.level, m.streak, m.best_streak, m.joined_at,
              m.last_earned_at,
              (select string_agg(b.badge_id, ' ' order by b.earned_at) from loyalty_badges b
               where b.player_id = m.player_id) as badges
            from loyalty_members m join players p on p.id = m.player_id
            where m.account_id = ${accountId}
              ${after ? sql`and m.lifetime <= ${after.lifetime} and (m.lifetime < ${after.lifetime} or m.player_id > ${after.player_id})` : sql``}
            order by m.lifetime desc, m.player_id
            limit ${limit}`,
        ),
      cells: (r) => [
        r.public_id,
        [r.first_name, r.last_name].filter(Boolean).join(' ') || r.display_name || '',
        r.email ?? '',
        Number(r.balance),
        Number(r.lifetime),
        r.level ?? '',
        r.streak,
        r.best_streak,
        (r.badges ?? '')
          .split(' ')
          .filter(Boolean)
          .map((id) => names.get(id) ?? id)
          .join('; '),
        iso(r.joined_at),
        iso(r.last_earned_at),
      ],
    },
    batchSize,
  );
}
