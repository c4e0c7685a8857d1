/**
 * Authentication and tenancy guards. `requireUser` resolves the bearer token to a live session;
 * `requireAccount(module)` additionally resolves the account named in `X-ACCOUNT` (or, when the
 * header is absent, the session's current account), refuses accounts the user does not belong to,
 * and enforces the module rules for team members (docs/product-rules.md#access-modules). Every
 * account-scoped route uses it, so handlers only ever see an account the caller may act on.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasModule, PublicId, type AccessModuleKey } from '@playdesk/contract';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { hashToken } from '../lib/tokens.js';
import { forbidden, invalidFields, unauthorized } from './errors.js';
import { loadAccountContext, type AccountContext } from './tenancy.js';

export interface AuthSession {
  sessionId: string;
  token: string;
  currentAccountId: string;
  user: { id: string; publicId: string; email: string };
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

export async function findSession(db: Database, token: string): Promise<AuthSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      currentAccountId: sessions.currentAccountId,
      userId: users.id,
      publicId: users.publicId,
      email: users.email,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    token,
    currentAccountId: row.currentAccountId,
    user: { id: row.userId, publicId: row.publicId, email: row.email },
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
 * How a route may be reached: `public` (anyone), `user` (a valid session), or `account` (a valid
 * session acting in an account it belongs to, optionally needing a module). Every API route must
 * declare it — `registerAccessControl` refuses to start otherwise — so no route is unguarded by
 * omission.
 */
export type RouteAccess = 'public' | 'user' | 'account';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    module?: AccessModuleKey;
  }
}

async function authenticate(db: Database, request: FastifyRequest): Promise<AuthSession> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const session = await findSession(db, token);
  if (!session) throw unauthorized('Your session has ended. Please login again.');
  return session;
}

async function resolveAccount(
  db: Database,
  request: FastifyRequest,
  auth: AuthSession,
  module?: AccessModuleKey,
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
  if (!ctx) throw forbidden('You do not have access to this account.');
  if (module && ctx.accessModules && !hasModule(ctx.accessModules, module)) {
    throw forbidden(`Your role in this account does not include the ${module} module.`);
  }
  return ctx;
}

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
  module: AccessModuleKey | undefined;
}

/**
 * Installs the guards and returns the catalogue of API routes with their access rules (filled in
 * as routes register; the tenancy tests walk it).
 */
export function registerAccessControl(
  app: FastifyInstance,
  db: Database,
  apiPrefix: string,
): ApiRoute[] {
  const catalogue: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix)) return;
    const access = route.config?.access;
    if (!access)
      throw new Error(
        `API route ${String(route.method)} ${route.url} does not declare config.access`,
      );
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      catalogue.push({ method, url: route.url, access, module: route.config?.module });
    }
  });
  // onRequest runs before the body is parsed: unauthenticated callers are refused without work.
  app.addHook('onRequest', async (request) => {
    const { access, module } = request.routeOptions.config;
    if (!access || access === 'public') return;
    request.auth = await authenticate(db, request);
    if (access === 'account')
      request.scope = await resolveAccount(db, request, request.auth, module);
  });
  return catalogue;
}
