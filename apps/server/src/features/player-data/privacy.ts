/**
 * A business's privacy settings and its erasure log (docs/product-rules.md#player-data). A
 * business without a settings row has the defaults.
 */
import { count, desc, eq } from 'drizzle-orm';
import {
  RETENTION_DAYS,
  type ErasureLogQuery,
  type ErasureLogResponse,
  type PrivacySettings,
  type UpdatePrivacyRequest,
} from '@playdesk/contract';
import type { z } from 'zod';
import { audit, type AuditContext } from '../../db/audit-log.js';
import type { Database, Queryable } from '../../db/client.js';
import { paginate } from '../../db/pagination.js';
import { erasureLog, jobLeases, privacySettings, users } from '../../db/schema.js';
import { RETENTION_JOB } from './retention.js';

export async function loadPrivacy(db: Queryable, accountId: string) {
  const [row] = await db
    .select()
    .from(privacySettings)
    .where(eq(privacySettings.accountId, accountId));
  return (
    row ?? {
      accountId,
      retentionDays: RETENTION_DAYS.default,
      blockedEmailDomains: [],
      blockPlusAddresses: false,
      updatedAt: new Date(0),
    }
  );
}

/** The privacy settings an audit entry keeps: retention and the form's email rules. */
const privacyAudited = (s: Awaited<ReturnType<typeof loadPrivacy>>) => ({
  retention_days: s.retentionDays,
  blocked_email_domains: s.blockedEmailDomains,
  block_plus_addresses: s.blockPlusAddresses,
});

export function createPrivacyService(db: Database) {
  async function get(accountId: string): Promise<PrivacySettings> {
    const [settings, [lease]] = await Promise.all([
      loadPrivacy(db, accountId),
      db.select().from(jobLeases).where(eq(jobLeases.name, RETENTION_JOB)),
    ]);
    return {
      retention_days: settings.retentionDays,
      blocked_email_domains: settings.blockedEmailDomains,
      block_plus_addresses: settings.blockPlusAddresses,
      last_retention_run_at: lease?.lastRunAt?.toISOString() ?? null,
      next_retention_run_at: lease?.nextRunAt.toISOString() ?? null,
    };
  }

  async function update(
    accountId: string,
    patch: z.output<typeof UpdatePrivacyRequest>,
    who: AuditContext,
  ) {
    const changes = {
      ...(patch.retention_days !== undefined ? { retentionDays: patch.retention_days } : {}),
      ...(patch.blocked_email_domains !== undefined
        ? { blockedEmailDomains: [...new Set(patch.blocked_email_domains)] }
        : {}),
      ...(patch.block_plus_addresses !== undefined
        ? { blockPlusAddresses: patch.block_plus_addresses }
        : {}),
      updatedAt: new Date(),
    };
    const before = await loadPrivacy(db, accountId);
    await db.transaction(async (tx) => {
      await tx
        .insert(privacySettings)
        .values({ accountId, ...changes })
        .onConflictDoUpdate({ target: privacySettings.accountId, set: changes });
      const after = await loadPrivacy(tx, accountId);
      await audit(tx, who, {
        action: 'players.privacy_changed',
        before: privacyAudited(before),
        after: privacyAudited(after),
      });
    });
    return get(accountId);
  }

  async function erasures(
    accountId: string,
    q: z.output<typeof ErasureLogQuery>,
  ): Promise<ErasureLogResponse> {
    const where = eq(erasureLog.accountId, accountId);
    return paginate(
      q,
      async ({ limit, offset }) =>
        (
          await db
            .select({ entry: erasureLog, by: users.email })
            .from(erasureLog)
            .leftJoin(users, eq(users.id, erasureLog.byUserId))
            .where(where)
            .orderBy(desc(erasureLog.createdAt), desc(erasureLog.id))
            .limit(limit)
            .offset(offset)
        ).map(({ entry, by }) => ({
          id: entry.id,
          at: entry.createdAt.toISOString(),
          scope: entry.scope,
          by,
          count: entry.count,
        })),
      db.select({ n: count() }).from(erasureLog).where(where),
    );
  }

  return { get, update, erasures };
}
