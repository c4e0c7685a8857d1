/**
 * Reading the audit log (docs/audit-log.md): a page of entries with filters, the same as a CSV
 * stream, and the check of the account's chain. Writing is `audit()` in db/audit-log.ts, called
 * by the features whose actions it records.
 */
import type { Readable } from 'node:stream';
import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type {
  AuditAction,
  AuditEntry,
  AuditLogFilterQuery,
  AuditLogQuery,
} from '@playdesk/contract';
import type { z } from 'zod';
import { verifyAuditChain } from '../../db/audit-log.js';
import type { Database } from '../../db/client.js';
import { paginate } from '../../db/pagination.js';
import { auditLog } from '../../db/schema.js';
import { csvDownload } from '../../http/csv-export.js';
import { invalidFields } from '../../http/errors.js';

type Row = typeof auditLog.$inferSelect;
type Filters = z.output<typeof AuditLogFilterQuery>;

const DAY_MS = 86_400_000;

export function toAuditEntry(row: Row): AuditEntry {
  return {
    seq: row.seq,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId, label: row.actorLabel },
    action: row.action as AuditAction,
    target:
      row.targetType !== null && row.targetId !== null
        ? { type: row.targetType, id: row.targetId }
        : null,
    ip: row.ip,
    user_agent: row.userAgent,
    before: row.before,
    after: row.after,
    hash: row.hash,
  };
}

/** The rows the filters keep, of one account only. */
function whereOf(accountId: string, q: Filters): SQL {
  if (q.from && q.to && q.from > q.to)
    throw invalidFields(['to: The end date is before the start date']);
  const conditions: (SQL | undefined)[] = [eq(auditLog.accountId, accountId)];
  // Who: a user's or key's public id, or the email (a key's name) the entry names them by.
  if (q.actor) conditions.push(or(eq(auditLog.actorId, q.actor), eq(auditLog.actorLabel, q.actor)));
  if (q.action) conditions.push(eq(auditLog.action, q.action));
  if (q.from) conditions.push(gte(auditLog.at, new Date(`${q.from}T00:00:00Z`)));
  // `to` is a whole UTC day: up to the start of the next.
  if (q.to) conditions.push(lt(auditLog.at, new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)));
  return and(...conditions)!;
}

export const AUDIT_CSV_COLUMNS = [
  'seq',
  'at',
  'actor_kind',
  'actor_id',
  'actor',
  'action',
  'target_type',
  'target_id',
  'ip',
  'user_agent',
  'before',
  'after',
  'hash',
] as const;

export function createAuditService(db: Database) {
  async function list(accountId: string, q: z.output<typeof AuditLogQuery>) {
    const where = whereOf(accountId, q);
    return paginate(
      q,
      async ({ limit, offset }) =>
        (
          await db
            .select()
            .from(auditLog)
            .where(where)
            // seq is unique per account: a total order, newest first.
            .orderBy(desc(auditLog.seq))
            .limit(limit)
            .offset(offset)
        ).map(toAuditEntry),
      db.select({ n: count() }).from(auditLog).where(where),
    );
  }

  /** The filtered entries as CSV, newest first, in keyset batches (http/csv-export.ts). */
  function exportCsv(accountId: string, q: Filters): Readable {
    const where = whereOf(accountId, q);
    return csvDownload<Row>({
      columns: AUDIT_CSV_COLUMNS,
      batch: (after, limit) =>
        db
          .select()
          .from(auditLog)
          .where(after ? and(where, lt(auditLog.seq, after.seq)) : where)
          .orderBy(desc(auditLog.seq))
          .limit(limit),
      cells: (row) => {
        const e = toAuditEntry(row);
        return [
          e.seq,
          e.at,
          e.actor.kind,
          e.actor.id ?? '',
          e.actor.label,
          e.action,
          e.target?.type ?? '',
          e.target?.id ?? '',
          e.ip ?? '',
          e.user_agent ?? '',
          e.before ? JSON.stringify(e.before) : '',
          e.after ? JSON.stringify(e.after) : '',
          e.hash,
        ];
      },
    });
  }

  const verify = (accountId: string) => verifyAuditChain(db, accountId);
  return { list, exportCsv, verify };
}
