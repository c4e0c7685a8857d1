/**
 * Authentication and tenancy guards. `requireUser` resolves the bearer token to a live session;
 * `requireAccount(module)` additionally resolves the account named in `X-ACCOUNT` (or, when the
 * header is absent, the session's current account), refuses accounts the user does not belong to,
 * and enforces the module rules for team members (docs/product-rules.md#access-modules). Every
 * account-scoped route uses it, so handlers only ever see an account the caller may act on.
 * A bearer token that is an API key (`pdk_…`) goes through `api-key-guard.ts` instead: bound to
 * its account, its modules and its access (docs/product-rules.md#api-keys). A counter device's
 * token (`pdc_…`) goes through `counter-guard.ts`, on the `device` and `counter` routes only.
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  hasModule,
  PublicId,
  seesPlayerData,
  SESSION_IDLE_MINUTES,
  type AccessModuleKey,
} from '@playdesk/contract';
import type { Database } from '../db/client.js';
import type { Redis } from 'ioredis';
import { accounts, sessions, users } from '../db/schema.js';
import { hashToken } from '../lib/tokens.js';
import {
  createApiKeyGuard,
  INVALID_API_KEY,
  isApiKeyToken,
  type ApiKeyCaller,
} from './api-key-guard.js';
import {
  createDeviceGuard,
  DEVICE_ONLY,
  isDeviceToken,
  type CounterCaller,
} from './counter-guard.js';
import { forbidden, invalidFields, unauthorized } from './errors.js';
import {
  loadAccountContext,
  membershipToucher,
  needsTwoFactorSetup,
  type AccountContext,
  type SessionUser,
} from './tenancy.js';

export type { SessionUser } from './tenancy.js';

export interface AuthSession {
  /** Empty for an API key: it has no session (and never reaches the routes that use one). */
  sessionId: string;
  /** The session's public id (GET sessions names it so); empty for an API key. */
  sessionPublicId?: string;
  token: string;
  currentAccountId: string;
  /** When the session last proved a second factor (null: never; an API key: never). */
  secondFactorAt?: Date | null;
  /** For an API key: its creator, whose rights in the account it works with. */
  user: SessionUser;
  /** Set when the call came with an API key rather than a session token. */
  apiKey?: ApiKeyCaller;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthSession | null;
    scope: AccountContext | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/** The session's account, and that account's business (its parent) when it is a child. */
const sessionAccount = alias(accounts, 'session_account');
const sessionBusiness = alias(accounts, 'session_business');

/**
 * A session is live while it has not passed its expiry (set at sign-in from the business's
 * absolute lifetime), nor the business's absolute lifetime as it is now (an owner who shortens
 * it ends older sessions at once), nor its idle lifetime since its last request
 * (docs/team-and-sign-in.md#sessions). The business's setting is its top-level account's.
 * Use with `sessionAccountJoin` and `sessionBusinessJoin`.
 */
export function liveSession(now: Date = new Date()): SQL {
  const idle = sql`coalesce(${sessionBusiness.sessionIdleMinutes}, ${sessionAccount.sessionIdleMinutes}, ${SESSION_IDLE_MINUTES.default})`;
  const absolute = sql`coalesce(${sessionBusiness.sessionAbsoluteDays}, ${sessionAccount.sessionAbsoluteDays})`;
  return and(
    gt(sessions.expiresAt, now),
    sql`${sessions.lastActiveAt} > ${now}::timestamptz - make_interval(mins => ${idle})`,
    sql`(${absolute} is null or ${sessions.createdAt} > ${now}::timestamptz - make_interval(days => ${absolute}))`,
  )!;
}

/** The joins `liveSession` reads: the session's account and that account's business. */
export const sessionAccountJoin = [
  sessionAccount,
  eq(sessionAccount.id, sessions.currentAccountId),
] as const;
export const sessionBusinessJoin = [
  sessionBusiness,
  eq(sessionBusiness.id, sessionAccount.parentAccountId),
] as const;

/**
 * How stale `sessions.last_active_at` may get before a request writes it. Reading the session is
 * one query on every request; writing its last activity on every request too would double the
 * work and turn every read-only call into a write (row locks, WAL, vacuum). The session's last
 * activity is read by that same query, so a request writes it only when it is over a minute old
 * — at most one write a minute per session, with no memory to share between instances (the
 * statement's own condition skips a row another instance just wrote). The idle lifetime is
 * counted in minutes (15 at least), so a minute of lag never matters.
 */
export const SESSION_TOUCH_EVERY_MS = 60_000;

export async function findSession(db: Database, token: string): Promise<AuthSession | null> {
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      sessionPublicId: sessions.publicId,
      lastActiveAt: sessions.lastActiveAt,
      currentAccountId: sessions.currentAccountId,
      secondFactorAt: sessions.secondFactorAt,
      userId: users.id,
      publicId: users.publicId,
      email: users.email,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(...sessionAccountJoin)
    .leftJoin(...sessionBusinessJoin)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), liveSession(now)));
  if (!row) return null;
  if (now.getTime() - row.lastActiveAt.getTime() >= SESSION_TOUCH_EVERY_MS)
    await db
      .update(sessions)
      .set({ lastActiveAt: now })
      .where(
        and(
          eq(sessions.id, row.sessionId),
          sql`${sessions.lastActiveAt} < ${now}::timestamptz - interval '1 minute'`,
        ),
      );
  return {
    sessionId: row.sessionId,
    sessionPublicId: row.sessionPublicId,
    token,
    currentAccountId: row.currentAccountId,
    secondFactorAt: row.secondFactorAt,
    user: { id: row.userId, publicId: row.publicId, email: row.email, language: row.language },
  };
}

/** Narrowing helpers for handlers behind the guards. */
export function authOf(request: FastifyRequest): AuthSession {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function scopeOf(request: FastifyRequest): AccountContext {
  if (!request.scope) throw unauthorized();
  return request.scope;
}

/**
 * Whether the caller of an account route may see players' personal data in an answer: an owner,
 * or a member with `full` or `player_data`; for an API key, the key must hold `player_data` too
 * (docs/product-rules.md#player-data-permission).
 */
export function callerSeesPlayerData(request: FastifyRequest): boolean {
  const key = request.auth?.apiKey;
  return (
    seesPlayerData(scopeOf(request).accessModules) && (!key || key.modules.includes('player_data'))
  );
}

/**
 * How a route may be reached: `public` (anyone), `user` (a valid session), `account` (a valid
 * session acting in an account it belongs to, optionally needing a module), `device` (a paired
 * counter device's token, locked or not), or `counter` (an unlocked paired device, or what
 * `account` lets through for the route's module — `redeem`, included in `rewards` — and an API
 * key with `rewards`; docs/rewards.md#redemption-in-store), or `api_key` (an API key only, whatever
 * its modules: the MCP endpoint, whose tool calls are each the REST route's own request, guarded
 * as that route; docs/mcp.md). Every API route must declare it —
 * `registerAccessControl` refuses to start otherwise — so no route is unguarded by omission.
 */
export type RouteAccess = 'public' | 'user' | 'account' | 'device' | 'counter' | 'api_key';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    module?: AccessModuleKey;
    /** false: API keys never reach this route, whatever its module (key management itself). */
    apiKeys?: boolean;
    /**
     * true: the route shows or changes players' personal data, and a team member (or an API key)
     * needs the `player_data` permission besides the module
     * (docs/product-rules.md#player-data-permission).
     */
    playerData?: boolean;
    /**
     * true: reachable by a person whose business requires two-factor before they have set one up
     * (their profile, which tells the console to lead them to the set-up); every other account
     * route answers 403 `auth.two_factor_setup_required` (docs/two-factor.md#required-for-everyone).
     */
    beforeTwoFactorSetup?: boolean;
  }
}

/** The 403 of an account route for a person who must first add a second factor. */
export const TWO_FACTOR_SETUP_REQUIRED =
  'Your business requires two-factor sign-in. Add an authenticator app or a passkey to continue.';

/** The 403 of a counter device's token on a route that is not the counter's. */
export const NOT_FOR_DEVICES = 'A counter device can only reach the counter routes.';

/** The 403 of a route that needs the player data permission its caller lacks. */
export const NO_PLAYER_DATA = 'Your role in this account does not include the player_data module.';

async function authenticate(db: Database, request: FastifyRequest): Promise<AuthSession> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const session = await findSession(db, token);
  if (!session)
    throw unauthorized(
      isApiKeyToken(token) ? INVALID_API_KEY : 'Your session has ended. Please login again.',
    );
  return session;
}

async function resolveAccount(
  db: Database,
  request: FastifyRequest,
  auth: AuthSession,
  module?: AccessModuleKey,
  playerData = false,
  beforeTwoFactorSetup = false,
) {
  const header = request.headers['x-account'];
  const named = Array.isArray(header) ? header[0] : header;
  // Headers get the same text rule as every other input before they reach a query.
  const checked = named ? PublicId.safeParse(named) : undefined;
  if (checked && !checked.success) {
    throw invalidFields(checked.error.issues.map((issue) => `X-ACCOUNT: ${issue.message}`));
  }
  const ctx = named
    ? await loadAccountContext(db, auth.user.id, { publicId: named })
    : await loadAccountContext(db, auth.user.id, { id: auth.currentAccountId });
  if (!ctx) throw forbidden('You do not have access to this account.').coded('access.account');
  if (!beforeTwoFactorSetup && (await needsTwoFactorSetup(db, auth.user.id, ctx)))
    throw forbidden(TWO_FACTOR_SETUP_REQUIRED).coded('auth.two_factor_setup_required');
  if (module && ctx.accessModules && !hasModule(ctx.accessModules, module)) {
    throw forbidden(`Your role in this account does not include the ${module} module.`).coded(
      'access.module',
      { module },
    );
  }
  // docs/product-rules.md#player-data-permission: the module of the screen, and the permission.
  if (playerData && !seesPlayerData(ctx.accessModules))
    throw forbidden(NO_PLAYER_DATA).coded('access.player_data');
  return ctx;
}

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
  module: AccessModuleKey | undefined;
  /** Needs the `player_data` permission besides the module. */
  playerData: boolean;
  /** The audit log actions a successful call writes (`config.audit`; docs/audit-log.md). */
  audit: readonly string[];
  /**
   * In the OpenAPI document: every route but those a server has only in development (the demo
   * mailbox, `schema.hide`), so the document is the same on every server.
   */
  documented: boolean;
  /** Its response schemas by status (`schema.response`): what http/serializer.ts writes. */
  responses: Readonly<Record<string, unknown>>;
}

/**
 * Installs the guards and returns the catalogue of API routes with their access rules (filled in
 * as routes register; the tenancy tests walk it).
 */
export interface AccessControlDeps {
  db: Database;
  redis: Redis | null;
  /** Calls one API key may make per minute. */
  apiKeyRateLimitPerMinute: number;
}

/** The 401 of the MCP endpoint for anything but an API key. */
export const API_KEY_ONLY =
  'This endpoint takes an API key (Authorization: Bearer pdk_…), created on the console’s API keys page.';

export function registerAccessControl(
  app: FastifyInstance,
  { db, redis, apiKeyRateLimitPerMinute }: AccessControlDeps,
  apiPrefix: string,
  /** Routes outside the API prefix that the catalogue walks too (the MCP endpoint). */
  otherPaths: readonly string[] = [],
): ApiRoute[] {
  const verifyApiKey = createApiKeyGuard({ db, redis, perMinute: apiKeyRateLimitPerMinute });
  const verifyDevice = createDeviceGuard(db);
  const touchMembership = membershipToucher();
  const catalogue: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix) && !otherPaths.includes(route.url)) return;
    const access = route.config?.access;
    if (!access)
      throw new Error(
        `API route ${String(route.method)} ${route.url} does not declare config.access`,
      );
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      catalogue.push({
        method,
        url: route.url,
        access,
        module: route.config?.module,
        playerData: route.config?.playerData === true,
        audit: route.config?.audit ?? [],
        documented: (route.schema as { hide?: boolean } | undefined)?.hide !== true,
        responses: (route.schema?.response as Record<string, unknown> | undefined) ?? {},
      });
    }
  });
  // onRequest runs before the body is parsed: unauthenticated callers are refused without work.
  app.addHook('onRequest', async (request, reply) => {
    const { access, module, playerData, beforeTwoFactorSetup } = request.routeOptions.config;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    if (token && isDeviceToken(token)) {
      if (access !== 'device' && access !== 'counter') throw forbidden(NOT_FOR_DEVICES);
      // `device` routes take a locked device (to unlock it); `counter` routes an unlocked one.
      await verifyDevice(request, token, access === 'counter');
      return;
    }
    if (access === 'device') throw unauthorized(DEVICE_ONLY);
    const verdict =
      token && isApiKeyToken(token) ? await verifyApiKey(request, reply, token) : null;
    if (access === 'api_key' && !verdict)
      throw unauthorized(token && isApiKeyToken(token) ? INVALID_API_KEY : API_KEY_ONLY);
    if (verdict) {
      const { user, scope, key } = verdict;
      request.auth = {
        sessionId: '',
        token: '',
        currentAccountId: scope.account.id,
        user,
        apiKey: key,
      };
      request.scope = scope;
      if (access === 'counter') request.counter = counterCallerOf(scope, user.id, key.name);
      return;
    }
    request.auth = await authenticate(db, request);
    if (access === 'account' || access === 'counter') {
      request.scope = await resolveAccount(
        db,
        request,
        request.auth,
        module,
        playerData,
        beforeTwoFactorSetup === true,
      );
      // The team list's "last active" (docs/product-rules.md#team-mates); at most every 5 minutes.
      await touchMembership(db, request.auth.user.id, request.scope.account.id);
      if (access === 'counter')
        request.counter = counterCallerOf(
          request.scope,
          request.auth.user.id,
          request.auth.user.email,
        );
    }
  });
  return catalogue;
}

/** A person (or an API key) at the counter: acts in the account the guard resolved. */
function counterCallerOf(scope: AccountContext, userId: string, byName: string): CounterCaller {
  return {
    accountId: scope.account.id,
    accountPublicId: scope.account.publicId,
    device: null,
    userId,
    byName,
  };
}
