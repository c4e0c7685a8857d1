/**
 * The audit log's API (docs/audit-log.md): `GET audit-log` (a page, filters), its CSV, and
 * `GET audit-log/verify` (the chain recomputed). Module `audit`: the owner, a team mate given it,
 * or an API key holding it — read-only keys included, as nothing here changes anything.
 */
import { z } from 'zod';
import {
  AuditLogFilterQuery,
  AuditLogQuery,
  AuditLogResponse,
  AuditVerifyResponse,
  ErrorBody,
} from '@playdesk/contract';
import { scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { sendCsv } from '../../http/csv-export.js';
import { AUDIT_CSV_COLUMNS, createAuditService } from './service.js';

const tags = ['audit'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const config = { access: 'account', module: 'audit' } as const;

const AuditCsv = z.string().meta({
  example:
    `${AUDIT_CSV_COLUMNS.join(',')}\n` +
    '2,2026-11-21T09:30:00.000Z,user,u_3fN8dW1k,lea.martin@example.com,api_key.created,api_key,k_8sD2fG4h,203.0.113.7,Mozilla/5.0,,"{""name"":""Till system"",""modules"":[""rewards""],""access"":""write""}",5f0c…\n',
});

export function auditRoutes(app: App, { db }: RouteDeps): void {
  const service = createAuditService(db);

  app.get(
    '/audit-log',
    {
      config,
      schema: {
        tags,
        operationId: 'listAuditLog',
        summary: 'The audit log (filters, pages)',
        description:
          'Entries of the account’s audit log, newest first: who (a user or an API key), what (an action code), on what, when, from where, and the settings before and after a change. `actor` is a user’s or API key’s public id, or the email (or key name) an entry names them by; `from` and `to` are UTC days, both included.',
        querystring: AuditLogQuery,
        response: { 200: AuditLogResponse, ...errors },
      },
    },
    async (request) => service.list(scopeOf(request).account.id, request.query),
  );

  app.get(
    '/audit-log/export',
    {
      config,
      schema: {
        tags,
        operationId: 'exportAuditLog',
        summary: 'The filtered audit log as CSV (streamed)',
        description:
          'The entries the same filters keep, newest first, as a CSV file streamed from the database; `before` and `after` as JSON.',
        querystring: AuditLogFilterQuery,
        produces: ['text/csv'],
        response: { 200: AuditCsv, ...errors },
      },
    },
    async (request, reply) => {
      const stream = service.exportCsv(scopeOf(request).account.id, request.query);
      return sendCsv(reply, stream, 'audit-log');
    },
  );

  app.get(
    '/audit-log/verify',
    {
      config,
      schema: {
        tags,
        operationId: 'verifyAuditLog',
        summary: 'Check the audit log’s hash chain',
        description:
          'Recomputes every entry’s hash from its fields and its predecessor’s hash, from the first entry on, and reports the first break: an edited entry (`hash_mismatch`), a deleted one (`missing_entry`) or a changed link (`broken_link`).',
        response: { 200: AuditVerifyResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => service.verify(scopeOf(request).account.id),
  );
}
