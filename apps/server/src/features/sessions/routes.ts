/**
 * Sign-in sessions (docs/team-and-sign-in.md#sessions): `GET sessions`, `DELETE sessions/{id}`,
 * `DELETE sessions` (every other), and the owner's `DELETE team-mates/{id}/sessions`. A person's
 * own sessions need only a session (`user`); API keys never reach them.
 */
import {
  EndedSessionsResponse,
  ErrorBody,
  SessionParams,
  SessionsResponse,
  TeamMateParams,
} from '@playdesk/contract';
import { auditOriginOf } from '../../http/audit-context.js';
import { authOf, scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createSessionService } from './service.js';

const tags = ['sessions'];
const own = { access: 'user', apiKeys: false } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const others = (n: number) => (n === 1 ? '1 other session' : `${n} other sessions`);

export function sessionRoutes(app: App, { db }: RouteDeps): void {
  const service = createSessionService(db);

  app.get(
    '/sessions',
    {
      config: own,
      schema: {
        tags,
        operationId: 'listSessions',
        summary: 'Your active sessions',
        description:
          'The signed-in person’s live sessions, the most recently active first: the device class, browser and system, the network it signed in from (a /24 or /48, never the address), when it started and was last active (to the minute), and which one is this request’s.',
        response: { 200: SessionsResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ sessions: await service.list(authOf(request)) }),
  );

  app.delete(
    '/sessions/:id',
    {
      config: { ...own, audit: ['session.ended'] },
      schema: {
        tags,
        operationId: 'endSession',
        summary: 'End one of your sessions',
        description:
          'Signs one of your sessions out: its next request is a 401. Ending this request’s own session is a sign-out. Another person’s session is a 404.',
        params: SessionParams,
        response: { 200: EndedSessionsResponse, ...errors },
      },
    },
    async (request) => {
      await service.end(authOf(request), request.params.id, auditOriginOf(request));
      return { message: 'The session has been signed out.', ended: 1 };
    },
  );

  app.delete(
    '/sessions',
    {
      config: { ...own, audit: ['session.others_ended'] },
      schema: {
        tags,
        operationId: 'endOtherSessions',
        summary: 'End all your other sessions',
        description:
          'Signs out every session of yours but this one (“sign out everywhere else”); answers how many ended.',
        response: { 200: EndedSessionsResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const ended = await service.endOthers(authOf(request), auditOriginOf(request));
      return { message: `Signed out of ${others(ended)}.`, ended };
    },
  );

  app.delete(
    '/team-mates/:user_public_id/sessions',
    {
      config: {
        access: 'account',
        module: 'teams',
        apiKeys: false,
        audit: ['session.member_sessions_ended'],
      },
      schema: {
        tags: ['team'],
        operationId: 'endTeamMateSessions',
        summary: 'End all sessions of a team mate',
        description:
          'The owner signs a member out everywhere at once (a lost laptop, a shared password): every session of theirs ends, also one working in another business at that moment, since it could switch into this one. They can sign in again; to take their access away, remove them. Owners only.',
        params: TeamMateParams,
        response: { 200: EndedSessionsResponse, ...errors },
      },
    },
    async (request) => {
      const { email, ended } = await service.endMemberSessions(
        scopeOf(request),
        authOf(request),
        request.params.user_public_id,
        auditOriginOf(request),
      );
      return { message: `${email} has been signed out everywhere.`, ended };
    },
  );
}
