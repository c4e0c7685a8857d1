/**
 * API keys of an account (docs/product-rules.md#api-keys): create (the secret is answered once
 * and only its hash kept), list, revoke; each creation and revocation is written to the account's
 * activity. Checking a key on a call is the guard's job (http/api-key-guard.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  hasModule,
  MAX_API_KEYS_PER_ACCOUNT,
  type ApiKey,
  type ApiKeyModule,
  type CreateApiKeyRequest,
} from '@playdesk/contract';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import {
  audit,
  nothingToAudit,
  SYSTEM_ACTOR,
  userActorById,
  type AuditOrigin,
} from '../../db/audit-log.js';
import { accounts, apiKeys, users } from '../../db/schema.js';
import { conflict, forbidden, invalidFields, notFound } from '../../http/errors.js';
import type { AccountContext } from '../../http/tenancy.js';
import { hashToken } from '../../lib/tokens.js';

/** Characters of the secret shown in the list: the prefix and 8 random ones (48 of 256 bits). */
const VISIBLE_LENGTH = API_KEY_PREFIX.length + 8;

type Row = typeof apiKeys.$inferSelect;

function toApiKey(row: Row, creatorEmail: string | null): ApiKey {
  return {
    id: row.publicId,
    name: row.name,
    prefix: row.prefix,
    modules: row.modules as ApiKeyModule[],
    access: row.access,
    created_by: creatorEmail === null ? null : { email: creatorEmail },
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** A new secret: the recognisable prefix and 256 random bits. */
export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** An audit log entry (docs/audit-log.md); the team's activity view shows it too. */
async function recordActivity(
  db: Queryable,
  entry: {
    accountId: string;
    actorUserId: string;
    action: 'api_key.created' | 'api_key.revoked';
    details: { api_key_id: string } & Record<string, unknown>;
  },
  origin: AuditOrigin,
): Promise<void> {
  const { subject: _subject, api_key_id, ...after } = entry.details;
  await audit(
    db,
    {
      accountId: entry.accountId,
      actor: (await userActorById(db, entry.actorUserId)) ?? SYSTEM_ACTOR,
      origin,
    },
    { action: entry.action, target: { type: 'api_key', id: api_key_id }, after },
  );
}

export function createApiKeyService(db: Database) {
  async function list(accountId: string): Promise<ApiKey[]> {
    const rows = await db
      .select({ key: apiKeys, email: users.email })
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdBy))
      .where(eq(apiKeys.accountId, accountId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    return rows.map(({ key, email }) => toApiKey(key, email));
  }

  async function create(
    scope: AccountContext,
    creator: { id: string; email: string },
    input: z.output<typeof CreateApiKeyRequest>,
    origin: AuditOrigin,
  ): Promise<{ api_key: ApiKey; secret: string }> {
    // No escalation: a key never holds a module its creator lacks (owners hold them all).
    const lacking = input.modules.filter(
      (module) => scope.accessModules && !hasModule(scope.accessModules, module),
    );
    if (lacking.length > 0)
      throw forbidden(
        `You cannot give a key the ${lacking.join(', ')} module: your role does not include it.`,
      );
    const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now())
      throw invalidFields(['expires_at: Expiry must be in the future']);

    const secret = newApiKeySecret();
    const row = await db.transaction(async (tx) => {
      // The account row is locked so that two creations at once cannot both pass the limit.
      await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.id, scope.account.id))
        .for('update');
      const [active] = await tx
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.accountId, scope.account.id), isNull(apiKeys.revokedAt)));
      if ((active?.n ?? 0) >= MAX_API_KEYS_PER_ACCOUNT)
        throw conflict(
          `An account can hold at most ${MAX_API_KEYS_PER_ACCOUNT} API keys. Revoke one you no longer use first.`,
        ).coded('api_key.limit', { max: MAX_API_KEYS_PER_ACCOUNT });
      const [inserted] = await tx
        .insert(apiKeys)
        .values({
          publicId: newPublicId(),
          accountId: scope.account.id,
          name: input.name,
          secretHash: hashToken(secret),
          prefix: secret.slice(0, VISIBLE_LENGTH),
          modules: input.modules,
          access: input.access,
          createdBy: creator.id,
          expiresAt,
        })
        .returning();
      await recordActivity(
        tx,
        {
          accountId: scope.account.id,
          actorUserId: creator.id,
          action: 'api_key.created',
          details: {
            subject: inserted!.name,
            api_key_id: inserted!.publicId,
            name: inserted!.name,
            prefix: inserted!.prefix,
            modules: inserted!.modules,
            access: inserted!.access,
            expires_at: inserted!.expiresAt?.toISOString() ?? null,
          },
        },
        origin,
      );
      return inserted!;
    });
    return { api_key: toApiKey(row, creator.email), secret };
  }

  /** Revokes a key of the account; revoking a revoked key changes nothing. */
  async function revoke(
    accountId: string,
    actorUserId: string,
    publicId: string,
    origin: AuditOrigin,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.publicId, publicId)))
        .for('update');
      if (!row)
        throw notFound('API key not found.').coded('resource.not_found', { resource: 'api_key' });
      if (row.revokedAt) return nothingToAudit(origin);
      await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, row.id));
      await recordActivity(
        tx,
        {
          accountId,
          actorUserId,
          action: 'api_key.revoked',
          details: {
            subject: row.name,
            api_key_id: row.publicId,
            name: row.name,
            prefix: row.prefix,
          },
        },
        origin,
      );
    });
  }

  return { list, create, revoke };
}
