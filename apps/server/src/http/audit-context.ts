/**
 * Who an audit entry names, from the request (docs/audit-log.md#who-and-from-where): the API key
 * when the call came with one, else the signed-in person, else the server itself; and where from
 * (IP, user agent), the request's `AuditOrigin`, which also collects the actions it writes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction } from '@playdesk/contract';
import {
  SYSTEM_ACTOR,
  type AuditActor,
  type AuditContext,
  type AuditOrigin,
} from '../db/audit-log.js';
import { scopeOf } from './auth.js';
import { viaMcpLabel } from './mcp-mark.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The audit log actions a successful call of this route writes (at least one of them):
     * apps/server/src/features/audit/audit-catalogue.api.test.ts requires it of every changing
     * route of the sensitive areas, and `registerAuditTrail` checks that the call did.
     */
    audit?: readonly AuditAction[];
  }
  interface FastifyRequest {
    /** Made by the first `auditOriginOf` of the request; null while nothing asked for it. */
    auditOrigin: AuditOrigin | null;
  }
}

/** The request's origin for its audit entries: one per request, made when first asked for. */
export function auditOriginOf(request: FastifyRequest): AuditOrigin {
  request.auditOrigin ??= {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    written: [],
    unchanged: false,
  };
  return request.auditOrigin;
}

function auditActorOf(request: FastifyRequest): AuditActor {
  const auth = request.auth;
  if (auth?.apiKey)
    return {
      kind: 'api_key',
      id: auth.apiKey.publicId,
      label: auth.apiKey.viaMcp ? viaMcpLabel(auth.apiKey.name) : auth.apiKey.name,
    };
  if (auth) return { kind: 'user', id: auth.user.publicId, label: auth.user.email };
  return SYSTEM_ACTOR;
}

/** The context of an entry about the account the route acts in (or `accountId`). */
export function auditContextOf(request: FastifyRequest, accountId?: string): AuditContext {
  return {
    accountId: accountId ?? scopeOf(request).account.id,
    actor: auditActorOf(request),
    origin: auditOriginOf(request),
  };
}

/** What to do with a successful call that wrote none of the actions its route declares. */
export type AuditDeclarationCheck = 'enforce' | 'log';

/**
 * Checks each successful call of a route declaring `config.audit` wrote one of them (through its
 * request's `AuditOrigin`): `enforce` (the API tests) answers 500 instead, `log` (production) logs
 * the miss — the change is done, its answer stands.
 */
export function registerAuditTrail(app: FastifyInstance, check: AuditDeclarationCheck): void {
  app.decorateRequest('auditOrigin', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = request.routeOptions.config.audit;
    if (!declared || reply.statusCode >= 300) return payload;
    const written = request.auditOrigin?.written ?? [];
    const unchanged = request.auditOrigin?.unchanged ?? false;
    if (unchanged || declared.some((action) => written.includes(action))) return payload;
    const message = `${request.method} ${request.routeOptions.url} declares audit ${declared.join(', ')} but wrote ${written.join(', ') || 'nothing'}`;
    if (check === 'log') {
      request.log.error(message);
      return payload;
    }
    reply.code(500).type('application/json');
    return JSON.stringify({ message });
  });
}
