/**
 * An account's domains (docs/product-rules.md#domains): allowed sites and custom domains, their
 * limits, and the DNS verification of custom domains.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  DOMAIN_LIMITS,
  parseDomainValue,
  txtRecordName,
  txtRecordValue,
  type CreateDomainRequest,
  type Domain,
  type DomainListQuery,
  type UpdateDomainRequest,
} from '@playdesk/contract';
import type { z } from 'zod';
import { audit, type AuditContext } from '../../db/audit-log.js';
import type { Database } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { paginate } from '../../db/pagination.js';
import { domains } from '../../db/schema.js';
import { conflict, invalidFields, notFound } from '../../http/errors.js';
import { DnsLookupError, type DnsResolver } from './dns.js';
import type { DomainDirectory } from './directory.js';
import { txtProblem } from './txt-proof.js';

type Row = typeof domains.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const DOMAIN_NOT_FOUND = 'Domain not found.';

/** A domain as the audit log keeps it (never its verification token). */
function audited(row: Row): Record<string, unknown> {
  return { value: row.value, note: row.note, status: row.status };
}

export function createDomainService(
  db: Database,
  opts: { cnameTarget: string; resolver: DnsResolver; directory: DomainDirectory },
) {
  const toDomain = (row: Row): Domain => ({
    public_id: row.publicId,
    kind: row.kind,
    value: row.value,
    note: row.note,
    status: row.status,
    status_reason: row.statusReason,
    dns:
      row.kind === 'custom_domain' && row.verificationToken
        ? {
            cname: { name: row.value, target: opts.cnameTarget },
            txt: { name: txtRecordName(row.value), value: txtRecordValue(row.verificationToken) },
          }
        : null,
    checked_at: iso(row.checkedAt),
    verified_at: iso(row.verifiedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });

  async function find(accountId: string, publicId: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(domains)
      .where(and(eq(domains.accountId, accountId), eq(domains.publicId, publicId)));
    if (!row) throw notFound(DOMAIN_NOT_FOUND).coded('resource.not_found', { resource: 'domain' });
    return row;
  }

  /** The same value twice in one account, or a custom domain another business holds. */
  async function refuseTaken(accountId: string, kind: Row['kind'], value: string, except?: string) {
    const where: SQL[] = [eq(domains.kind, kind), eq(domains.value, value)];
    if (kind === 'allowed_site') where.push(eq(domains.accountId, accountId));
    const [row] = await db
      .select({ publicId: domains.publicId, accountId: domains.accountId })
      .from(domains)
      .where(and(...where));
    if (!row || row.publicId === except) return;
    if (row.accountId !== accountId)
      throw conflict(`${value} is already used by another business on Playdesk.`).coded(
        'domain.taken',
        { domain: value },
      );
    throw invalidFields([`value: ${value} is already on your list`]);
  }

  const newToken = () => randomBytes(18).toString('base64url');

  async function list(accountId: string, q: z.output<typeof DomainListQuery>) {
    const where = eq(domains.accountId, accountId);
    return paginate(
      q,
      async ({ limit, offset }) =>
        (
          await db
            .select()
            .from(domains)
            .where(where)
            .orderBy(asc(domains.kind), desc(domains.createdAt), desc(domains.id))
            .limit(limit)
            .offset(offset)
        ).map(toDomain),
      db.select({ n: count() }).from(domains).where(where),
    );
  }

  async function create(
    accountId: string,
    input: z.output<typeof CreateDomainRequest>,
    who: AuditContext,
  ) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(domains)
      .where(and(eq(domains.accountId, accountId), eq(domains.kind, input.kind)));
    const limit = DOMAIN_LIMITS[input.kind];
    if (n >= limit)
      throw conflict(
        input.kind === 'allowed_site'
          ? `You can list at most ${limit} allowed sites. Use a wildcard like https://*.example.com to cover several.`
          : `You can add at most ${limit} custom domains.`,
      ).coded('domain.limit', { kind: input.kind, limit });
    if (input.kind === 'custom_domain' && isOurHost(input.value))
      throw invalidFields([`value: ${input.value} is Playdesk's own address, not your domain`]);
    await refuseTaken(accountId, input.kind, input.value);
    const custom = input.kind === 'custom_domain';
    const [row] = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(domains)
        .values({
          publicId: newPublicId(),
          accountId,
          kind: input.kind,
          value: input.value,
          note: input.note,
          status: custom ? 'pending' : 'active',
          verificationToken: custom ? newToken() : null,
        })
        .returning();
      await audit(tx, who, {
        action: 'domain.added',
        target: { type: input.kind, id: inserted[0]!.publicId },
        after: audited(inserted[0]!),
      });
      return inserted;
    });
    opts.directory.changed(accountId);
    return toDomain(row!);
  }

  const isOurHost = (host: string) =>
    host === opts.cnameTarget || host.endsWith(`.${opts.cnameTarget}`);

  async function update(
    accountId: string,
    publicId: string,
    patch: z.output<typeof UpdateDomainRequest>,
    who: AuditContext,
  ) {
    const row = await find(accountId, publicId);
    const changes: Partial<typeof domains.$inferInsert> = { updatedAt: new Date() };
    if (patch.note !== undefined) changes.note = patch.note;
    if (patch.value !== undefined) {
      const parsed = parseDomainValue(row.kind, patch.value);
      if (!parsed.ok) throw invalidFields([`value: ${parsed.reason}`]);
      if (parsed.value !== row.value) {
        if (row.kind === 'custom_domain' && isOurHost(parsed.value))
          throw invalidFields([
            `value: ${parsed.value} is Playdesk's own address, not your domain`,
          ]);
        await refuseTaken(accountId, row.kind, parsed.value, row.publicId);
        changes.value = parsed.value;
        if (row.kind === 'custom_domain') {
          // Another host is another proof: verification starts over with a new token.
          Object.assign(changes, {
            status: 'pending',
            statusReason: null,
            verificationToken: newToken(),
            checkedAt: null,
            verifiedAt: null,
          });
        }
      }
    }
    const [updated] = await db.transaction(async (tx) => {
      const done = await tx.update(domains).set(changes).where(eq(domains.id, row.id)).returning();
      await audit(tx, who, {
        action: 'domain.changed',
        target: { type: row.kind, id: row.publicId },
        before: audited(row),
        after: audited(done[0]!),
      });
      return done;
    });
    opts.directory.changed(accountId);
    return toDomain(updated!);
  }

  async function remove(accountId: string, publicId: string, who: AuditContext) {
    const row = await find(accountId, publicId);
    await db.transaction(async (tx) => {
      await tx.delete(domains).where(eq(domains.id, row.id));
      await audit(tx, who, {
        action: 'domain.removed',
        target: { type: row.kind, id: row.publicId },
        before: audited(row),
      });
    });
    opts.directory.changed(accountId);
  }

  /** The reason a custom domain's DNS does not prove it yet, or null when it does. */
  async function dnsProblem(host: string, token: string): Promise<string | null> {
    const txt = await txtProblem(opts.resolver, host, token);
    if (txt) return txt;
    try {
      const cname = await opts.resolver.cname(host);
      if (cname.length === 0)
        return `${host} has no CNAME record. Point it at ${opts.cnameTarget}.`;
      if (!cname.includes(opts.cnameTarget))
        return `${host} points at ${cname[0]}, not at ${opts.cnameTarget}.`;
      return null;
    } catch (err) {
      if (err instanceof DnsLookupError)
        return `The DNS lookup failed (${err.code}). Try again in a few minutes.`;
      throw err;
    }
  }

  async function verify(accountId: string, publicId: string, who: AuditContext) {
    const row = await find(accountId, publicId);
    if (row.kind !== 'custom_domain' || !row.verificationToken)
      throw invalidFields(['id: Only custom domains are verified; an allowed site needs no check']);
    const problem = await dnsProblem(row.value, row.verificationToken);
    const now = new Date();
    const [updated] = await db.transaction(async (tx) => {
      const done = await tx
        .update(domains)
        .set(
          problem
            ? { status: 'failed', statusReason: problem, checkedAt: now, verifiedAt: null }
            : { status: 'verified', statusReason: null, checkedAt: now, verifiedAt: now },
        )
        .where(eq(domains.id, row.id))
        .returning();
      await audit(tx, who, {
        action: problem ? 'domain.verification_failed' : 'domain.verified',
        target: { type: row.kind, id: row.publicId },
        before: audited(row),
        after: audited(done[0]!),
      });
      return done;
    });
    opts.directory.changed(accountId);
    return toDomain(updated!);
  }

  return { list, create, update, remove, verify };
}
