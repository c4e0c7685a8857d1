/**
 * API keys at the door (docs/product-rules.md#api-keys). A bearer token starting with
 * `API_KEY_PREFIX` is an API key, not a session: it is looked up by its hash on every call (so a
 * revocation holds from the next request on, on every instance), counted against its own rate
 * limit, and let through only to account routes of its modules, with its access. It acts in its
 * one account with its creator's rights, never more than the key's own.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  API_KEY_PREFIX,
  hasModule,
  PublicId,
  seesPlayerData,
  type AccessModuleKey,
} from '@playdesk/contract';
import type { Database } from '../db/client.js';
import { accounts, apiKeys, users } from '../db/schema.js';
import { createCounter } from '../infra/rate-limit.js';
import { hashToken } from '../lib/tokens.js';
import { forbidden, HttpError, invalidFields, unauthorized } from './errors.js';
import { isViaMcp } from './mcp-mark.js';
import { apiKeysMayCall, keyModuleOf } from './openapi.js';
import { loadAccountContext, type AccountContext, type SessionUser } from './tenancy.js';

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

export const INVALID_API_KEY = 'This API key is not valid.';
export const NO_PLAYER_DATA_KEY = 'This API key does not include the player_data module.';

/** The key behind a call, for handlers and logs (never the secret). */
export interface ApiKeyCaller {
  id: string;
  publicId: string;
  /** Its name (what a redemption made with it records as "by"). */
  name: string;
  /** The key's own modules: personal data in an answer needs `player_data` here too. */
  modules: readonly string[];
  /** `read`: GET only; `write`: every method of its modules. */
  access: 'read' | 'write';
  /** The call is a tool call of the MCP endpoint (http/mcp-mark.ts): the audit log says so. */
  viaMcp: boolean;
}

/** How often `last_used_at` is written at most: a busy key costs one write a minute, not one a call. */
const LAST_USED_RESOLUTION_MS = 60_000;

const READ_METHODS = new Set(['GET', 'HEAD']);

export interface ApiKeyGuardOptions {
  db: Database;
  redis: Redis | null;
  perMinute: number;
}

export interface ApiKeyVerdict {
  user: SessionUser;
  scope: AccountContext;
  key: ApiKeyCaller;
}

export function createApiKeyGuard({ db, redis, perMinute }: ApiKeyGuardOptions) {
  const limiter = createCounter(redis, { name: 'api-key', points: perMinute, seconds: 60 });

  /** Counts the call; sets the quota headers and refuses past the limit (429 + Retry-After). */
  async function consume(reply: FastifyReply, keyId: string): Promise<void> {
    let res: RateLimiterRes;
    let refused = false;
    try {
      res = await limiter.consume(keyId);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      res = err;
      refused = true;
    }
    const reset = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    const remaining = Math.max(0, res.remainingPoints);
    for (const prefix of ['RateLimit', 'X-RateLimit']) {
      reply.header(`${prefix}-Limit`, perMinute);
      reply.header(`${prefix}-Remaining`, remaining);
      reply.header(`${prefix}-Reset`, reset);
    }
    if (refused) {
      reply.header('Retry-After', reset);
      throw new HttpError(
        429,
        `This API key made too many calls. Please try again in ${reset} seconds.`,
      ).coded('request.too_many', { seconds: reset });
    }
  }

  return async function verify(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
  ): Promise<ApiKeyVerdict | null> {
    const [row] = await db
      .select({
        id: apiKeys.id,
        publicId: apiKeys.publicId,
        name: apiKeys.name,
        accountId: apiKeys.accountId,
        accountPublicId: accounts.publicId,
        modules: apiKeys.modules,
        access: apiKeys.access,
        createdBy: apiKeys.createdBy,
        lastUsedAt: apiKeys.lastUsedAt,
        expiresAt: apiKeys.expiresAt,
        revokedAt: apiKeys.revokedAt,
      })
      .from(apiKeys)
      .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
      .where(eq(apiKeys.secretHash, hashToken(token)));
    // Unknown: the caller tries it as a session token (one may start with the prefix by chance).
    if (!row) return null;
    if (row.revokedAt) throw unauthorized('This API key has been revoked.');
    const now = new Date();
    if (row.expiresAt && row.expiresAt <= now) throw unauthorized('This API key has expired.');

    await consume(reply, row.id);

    const header = request.headers['x-account'];
    const named = Array.isArray(header) ? header[0] : header;
    if (named !== undefined) {
      const checked = PublicId.safeParse(named);
      if (!checked.success)
        throw invalidFields(checked.error.issues.map((issue) => `X-ACCOUNT: ${issue.message}`));
      if (named !== row.accountPublicId)
        throw forbidden('This API key belongs to another account.');
    }

    const config = request.routeOptions.config;
    // `api_key` (the MCP endpoint, docs/mcp.md): any valid key gets in; each tool call is then
    // the REST route's own request, guarded here with that route's module and access.
    const anyModule = config.access === 'api_key';
    if (!anyModule && !apiKeysMayCall(config)) throw forbidden('API keys cannot call this route.');
    const module = config.module as AccessModuleKey;
    if (!anyModule) {
      // A counter route's `redeem` is reached with the key's `rewards` (openapi.ts keyModuleOf).
      const keyModule = keyModuleOf(module);
      if (!row.modules.includes(keyModule))
        throw forbidden(`This API key does not include the ${keyModule} module.`);
      // docs/product-rules.md#player-data-permission: a key follows the team mates' rule.
      if (config.playerData && !row.modules.includes('player_data'))
        throw forbidden(NO_PLAYER_DATA_KEY);
      if (row.access === 'read' && !READ_METHODS.has(request.method))
        throw forbidden('This API key is read-only.');
    }

    // The key works with its creator's rights in the account, never beyond them.
    const [creator] = row.createdBy
      ? await db
          .select({
            id: users.id,
            publicId: users.publicId,
            email: users.email,
            language: users.language,
          })
          .from(users)
          .where(eq(users.id, row.createdBy))
      : [];
    const scope = creator ? await loadAccountContext(db, creator.id, { id: row.accountId }) : null;
    if (!creator || !scope)
      throw unauthorized('This API key no longer works: its creator left the account.');
    if (!anyModule && scope.accessModules && !hasModule(scope.accessModules, module))
      throw forbidden(`The creator of this API key no longer has the ${module} module.`);
    if (config.playerData && !seesPlayerData(scope.accessModules))
      throw forbidden('The creator of this API key no longer has the player_data module.');

    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
    }
    return {
      user: creator,
      scope,
      key: {
        id: row.id,
        publicId: row.publicId,
        name: row.name,
        modules: row.modules,
        access: row.access,
        viaMcp: isViaMcp(request),
      },
    };
  };
}
