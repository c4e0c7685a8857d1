/**
 * The audit log's writer and its chain (docs/audit-log.md). Every security- or money-relevant
 * action calls `audit(tx, ctx, entry)` in the transaction of the change it records, so an entry
 * is written exactly when the change is. Entries are only ever inserted: there is no update or
 * delete here, and migration 0039's trigger refuses both (but the cascade of an account's
 * deletion).
 *
 * Each entry carries `hash = sha256(prev_hash + canonical JSON of the entry)`, `prev_hash` being
 * the hash of the account's previous entry, and a `seq` counting 1, 2, 3… per account: an edited
 * entry no longer matches its hash, a deleted one leaves a gap and a broken link
 * (`verifyAuditChain`).
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditActorKind } from '@playdesk/contract';
import type { Queryable, Transaction } from './client.js';
import { auditLog, auditLogAnchors, users } from './schema.js';

export interface AuditActor {
  kind: AuditActorKind;
  /** The user's or API key's public id; null for the server itself. */
  id: string | null;
  /** Their email, or the key's name. */
  label: string;
}

/**
 * The request an entry is written in (`auditOriginOf` in http/audit-context.ts makes one per
 * request): where it comes from, and what it has recorded so far for the route declaration check.
 */
export interface AuditOrigin {
  ip: string;
  userAgent: string | null;
  /** Actions written during the request. */
  written: AuditAction[];
  /** The call changed nothing (revoking a revoked key): it has nothing to record. */
  unchanged: boolean;
}

/** Who acts, in which account, from where. */
export interface AuditContext {
  accountId: string;
  actor: AuditActor;
  /**
   * The request the change is made in; null for work outside one (a job). Passed along rather
   * than found in an AsyncLocalStorage: its promise hooks cost every request of the process about
   * a third of the public game read's throughput (docs/benchmarks.md).
   */
  origin: AuditOrigin | null;
}

export interface AuditEntryInput {
  action: AuditAction;
  target?: { type: string; id: string } | null;
  /** Settings before and after a change: bounded, secrets removed (`boundedSettings`). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export const SYSTEM_ACTOR: AuditActor = { kind: 'system', id: null, label: 'Playdesk' };

/** Bounds of what one entry keeps: an entry is a record, never a copy of the data. */
export const AUDIT_LIMITS = { label: 254, targetId: 200, userAgent: 512, ip: 64, json: 8_192 };

/**
 * Keys never recorded, whatever their nesting: passwords, tokens, API secrets, reward codes, PINs,
 * signing keys. Their value becomes `[redacted]`: the entry still says the field changed.
 */
const SECRET_KEY = /pass(word)?|secret|token|api_?key|^pin$|pin_hash|^codes?$|signing|private/i;
export const REDACTED = '[redacted]';

function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return '…';
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => redact(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1)]),
    );
  if (typeof value === 'string' && value.length > 1_000) return `${value.slice(0, 1_000)}…`;
  return value;
}

/** Settings as an entry keeps them: secrets redacted, at most AUDIT_LIMITS.json of JSON. */
export function boundedSettings(
  value: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (!value) return null;
  const clean = redact(value) as Record<string, unknown>;
  return JSON.stringify(clean).length > AUDIT_LIMITS.json
    ? { truncated: true, keys: Object.keys(clean).slice(0, 50) }
    : clean;
}

/** JSON with object keys sorted at every level: the same entry always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

type Row = typeof auditLog.$inferSelect;
type HashedFields = Omit<Row, 'id' | 'hash' | 'prevHash'>;

/** The entry's hash: every stored field but its id and the hashes themselves. */
export function entryHash(prevHash: string, row: HashedFields): string {
  const body = canonicalJson({
    account_id: row.accountId,
    seq: row.seq,
    at: row.at.toISOString(),
    actor_kind: row.actorKind,
    actor_id: row.actorId,
    actor_label: row.actorLabel,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    ip: row.ip,
    user_agent: row.userAgent,
    before: row.before,
    after: row.after,
  });
  return createHash('sha256').update(prevHash).update(body).digest('hex');
}

// ---- The request an entry is written in ----

/**
 * Says the call changed nothing, so its route's declared actions are rightly not written (a
 * repeated revocation, a change to the same value): the declaration check lets it pass.
 */
export function nothingToAudit(origin: AuditOrigin | null): void {
  if (origin) origin.unchanged = true;
}

/** A user as the audit log names them, by internal id (null when gone). */
export async function userActorById(db: Queryable, userId: string): Promise<AuditActor | null> {
  const [row] = await db
    .select({ publicId: users.publicId, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { kind: 'user', id: row.publicId, label: row.email } : null;
}

const clip = (value: string | null | undefined, max: number): string | null =>
  value == null ? null : value.slice(0, max);

/**
 * Namespace of the advisory locks that serialise one account's appends (the second key is the
 * account id's hash): two transactions appending at once would both read the same last entry and
 * write two entries claiming the same predecessor. The lock is held until the transaction ends,
 * so the second waits for the first's entry, then chains to it. An advisory lock rather than the
 * account's row: it does not block the changes to the account itself.
 */
const AUDIT_LOCK_SPACE = 0x4155_4449; // "AUDI"

/** Holds the account's chain for the rest of the transaction (appends, the retention prune). */
export async function lockAuditChain(tx: Queryable, accountId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${AUDIT_LOCK_SPACE}::int, hashtext(${accountId}))`,
  );
}

async function append(tx: Transaction, ctx: AuditContext, entry: AuditEntryInput) {
  const { origin } = ctx;
  await lockAuditChain(tx, ctx.accountId);
  // Read after the lock: in READ COMMITTED this statement sees the entry of whoever held it.
  const [last] = await tx
    .select({ seq: auditLog.seq, hash: auditLog.hash })
    .from(auditLog)
    .where(eq(auditLog.accountId, ctx.accountId))
    .orderBy(desc(auditLog.seq))
    .limit(1);
  // The retention job keeps an account's newest entry; should a chain have none left, it
  // continues from its anchor, the last entry removed.
  const [anchor] = last
    ? []
    : await tx
        .select({ seq: auditLogAnchors.seq, hash: auditLogAnchors.hash })
        .from(auditLogAnchors)
        .where(eq(auditLogAnchors.accountId, ctx.accountId));
  const head = last ?? anchor;
  const fields: HashedFields = {
    accountId: ctx.accountId,
    seq: (head?.seq ?? 0) + 1,
    // Milliseconds, as the hash reads it back from the column.
    at: new Date(Date.now()),
    actorKind: ctx.actor.kind,
    actorId: clip(ctx.actor.id, AUDIT_LIMITS.targetId),
    actorLabel: clip(ctx.actor.label, AUDIT_LIMITS.label) ?? '',
    action: entry.action,
    targetType: clip(entry.target?.type, 40),
    targetId: clip(entry.target?.id, AUDIT_LIMITS.targetId),
    ip: clip(origin?.ip, AUDIT_LIMITS.ip),
    userAgent: clip(origin?.userAgent, AUDIT_LIMITS.userAgent),
    before: boundedSettings(entry.before),
    after: boundedSettings(entry.after),
  };
  const prevHash = head?.hash ?? '';
  await tx.insert(auditLog).values({ ...fields, prevHash, hash: entryHash(prevHash, fields) });
  origin?.written.push(entry.action);
}

/**
 * Appends entries to the account's log. Pass the transaction of the change recorded; given the
 * database itself (an action with no transaction of its own, a failed sign-in) it opens one, as
 * the lock needs a transaction to last.
 */
export async function audit(
  db: Queryable,
  ctx: AuditContext,
  ...entries: AuditEntryInput[]
): Promise<void> {
  const write = async (tx: Transaction) => {
    for (const entry of entries) await append(tx, ctx, entry);
  };
  if (db instanceof PgTransaction) await write(db as Transaction);
  else await db.transaction(write);
}

// ---- Verification ----

export type ChainBreakReason = 'hash_mismatch' | 'broken_link' | 'missing_entry';
export interface ChainVerdict {
  ok: boolean;
  entries: number;
  first_break?: { seq: number; reason: ChainBreakReason };
  /** Where the chain starts after a retention prune: the last removed entry. */
  anchor?: { seq: number; hash: string; at: string };
}

const VERIFY_BATCH = 1_000;

/**
 * Recomputes an account's chain from its first entry, a batch at a time: the first entry whose
 * number is not the next one (a deleted entry), whose `prev_hash` is not its predecessor's hash
 * (a deleted or inserted entry), or whose hash does not match its fields (an edited entry).
 */
export async function verifyAuditChain(db: Queryable, accountId: string): Promise<ChainVerdict> {
  // After a retention prune the chain starts after the anchor, linked to its hash.
  const [stored] = await db
    .select()
    .from(auditLogAnchors)
    .where(eq(auditLogAnchors.accountId, accountId));
  const anchor = stored
    ? { anchor: { seq: stored.seq, hash: stored.hash, at: stored.at.toISOString() } }
    : {};
  let expectedSeq = (stored?.seq ?? 0) + 1;
  let prevHash = stored?.hash ?? '';
  let entries = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, accountId), gt(auditLog.seq, expectedSeq - 1)))
      .orderBy(asc(auditLog.seq))
      .limit(VERIFY_BATCH);
    for (const row of rows) {
      if (row.seq !== expectedSeq)
        return {
          ok: false,
          entries,
          first_break: { seq: expectedSeq, reason: 'missing_entry' },
          ...anchor,
        };
      if (row.prevHash !== prevHash)
        return {
          ok: false,
          entries,
          first_break: { seq: row.seq, reason: 'broken_link' },
          ...anchor,
        };
      if (entryHash(prevHash, row) !== row.hash)
        return {
          ok: false,
          entries,
          first_break: { seq: row.seq, reason: 'hash_mismatch' },
          ...anchor,
        };
      entries += 1;
      expectedSeq += 1;
      prevHash = row.hash;
    }
    if (rows.length < VERIFY_BATCH) return { ok: true, entries, ...anchor };
  }
}
