import {
  AcceptInvitationRequest,
  AcceptInvitationAnswer,
  ActivityListResponse,
  ActivityQuery,
  ErrorBody,
  IdParams,
  InvitationInfoResponse,
  InvitationResponse,
  InvitationLinkParams,
  InviteTeamMateRequest,
  MessageResponse,
  TeamMateParams,
  TeamMateResponse,
  TeamMatesResponse,
  UpdateTeamMateRequest,
} from '@playdesk/contract';
import { auditOriginOf } from '../../http/audit-context.js';
import { authOf, scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { consumeOrRefuse, createCounter, createRateLimiter } from '../../infra/rate-limit.js';
import { createSignInLimits } from '../auth/sign-in-limits.js';
import { createInvitationService } from './accept.js';
import { createTeamService } from './service.js';

const tags = ['team'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const config = { access: 'account', module: 'teams' } as const;
/** An invitation's email is sent again at most this often per address and hour. */
const EMAILS_PER_ADDRESS_PER_HOUR = 3;

export function teamRoutes(app: App, deps: RouteDeps): void {
  const { db } = deps;
  const service = createTeamService({ db, appUrl: deps.config.appUrl });
  const invitations = createInvitationService({
    db,
    sessionTtlDays: deps.config.sessionTtlDays,
    webauthn: deps.config.webauthn,
    signInLimits: createSignInLimits({
      perMinute: deps.config.authRateLimitPerMinute,
      redis: deps.redis,
    }),
  });
  // Each invitation or resend sends an email, which costs money and reputation: limited per
  // account (TEAM_INVITES_PER_HOUR) and per address. Counted before any work, atomically.
  const perAccount = createCounter(deps.redis, {
    name: 'team-invite:account',
    points: deps.config.teamInvitesPerHour,
    seconds: 3600,
  });
  const perAddress = createCounter(deps.redis, {
    name: 'team-invite:address',
    points: EMAILS_PER_ADDRESS_PER_HOUR,
    seconds: 3600,
  });
  const countEmail = async (accountId: string, address: string) => {
    await consumeOrRefuse(perAccount, accountId);
    await consumeOrRefuse(perAddress, `${accountId}|${address.toLowerCase()}`);
  };
  const publicLimiter = createRateLimiter({
    name: 'invitation',
    pointsPerMinute: deps.config.authRateLimitPerMinute * 3,
    redis: deps.redis,
  });
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const { user } = authOf(request);
    return { id: user.id, email: user.email, origin: auditOriginOf(request) };
  };

  app.get(
    '/team-mates',
    {
      config,
      schema: {
        tags,
        operationId: 'listTeamMates',
        summary: 'List the team mates and pending invitations',
        description:
          'Every member of the account with their modules, when they were last active and who invited them, and the invitations not yet accepted. Needs the teams module.',
        response: { 200: TeamMatesResponse, ...errors },
      },
    },
    async (request) => service.list(scopeOf(request), actorOf(request)),
  );

  app.post(
    '/team-mates/invitations',
    {
      config: { ...config, audit: ['team.invitation_sent'] },
      schema: {
        tags,
        operationId: 'inviteTeamMate',
        summary: 'Invite a team mate by email',
        description:
          'Emails a link to join the account with the given modules, valid for 7 days. A team mate can grant only modules they hold. Rate-limited per account and per address.',
        body: InviteTeamMateRequest,
        response: { 201: InvitationResponse, 409: ErrorBody, 429: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = scopeOf(request);
      await countEmail(ctx.account.id, request.body.email);
      const invitation = await service.invite(ctx, actorOf(request), request.body);
      return reply
        .status(201)
        .send({ invitation, message: `Invitation sent to ${invitation.email}.` });
    },
  );

  app.post(
    '/team-mates/invitations/:id/resend',
    {
      config: { ...config, audit: ['team.invitation_resent'] },
      schema: {
        tags,
        operationId: 'resendInvitation',
        summary: 'Send an invitation again',
        description:
          'Emails a new link (the earlier one stops working), valid for another 7 days. Rate-limited per account and per address.',
        params: IdParams,
        response: { 200: InvitationResponse, 429: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const ctx = scopeOf(request);
      await countEmail(ctx.account.id, `invitation:${request.params.id}`);
      const invitation = await service.resend(ctx, actorOf(request), request.params.id);
      return { invitation, message: `Invitation sent to ${invitation.email} again.` };
    },
  );

  app.delete(
    '/team-mates/invitations/:id',
    {
      config: { ...config, audit: ['team.invitation_revoked'] },
      schema: {
        tags,
        operationId: 'revokeInvitation',
        summary: 'Revoke an invitation',
        description: 'The invitation link stops working at once.',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const email = await service.revoke(scopeOf(request), actorOf(request), request.params.id);
      return { message: `The invitation of ${email} has been revoked.` };
    },
  );

  app.patch(
    '/team-mates/:user_public_id',
    {
      config: { ...config, audit: ['team.modules_changed'] },
      schema: {
        tags,
        operationId: 'updateTeamMate',
        summary: "Change a team mate's modules",
        description:
          'Replaces the modules of a member; it applies to their very next request. Nobody changes their own modules or an owner, and a team mate cannot grant or remove a module they lack.',
        params: TeamMateParams,
        body: UpdateTeamMateRequest,
        response: { 200: TeamMateResponse, ...errors },
      },
    },
    async (request) => {
      const member = await service.updateModules(
        scopeOf(request),
        actorOf(request),
        request.params.user_public_id,
        request.body.modules,
      );
      return { member, message: `The modules of ${member.email} have been saved.` };
    },
  );

  app.delete(
    '/team-mates/:user_public_id',
    {
      config: { ...config, audit: ['team.member_removed'] },
      schema: {
        tags,
        operationId: 'removeTeamMate',
        summary: 'Remove a team mate',
        description:
          'Ends the member’s access to this account at once (their sessions in it end); their other accounts are untouched. The owner cannot be removed.',
        params: TeamMateParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const email = await service.remove(
        scopeOf(request),
        actorOf(request),
        request.params.user_public_id,
      );
      return { message: `${email} has been removed from the team.` };
    },
  );

  app.get(
    '/team-mates/activity',
    {
      config,
      schema: {
        tags,
        operationId: 'listTeamActivity',
        summary: 'The activity log of the account',
        description:
          'Invitations sent, accepted and revoked, modules changed, members removed and first sign-ins with a provider, newest first. Owners only.',
        querystring: ActivityQuery,
        response: { 200: ActivityListResponse, ...errors },
      },
    },
    async (request) => service.activity(scopeOf(request), request.query),
  );

  app.get(
    '/invitations/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'getInvitation',
        summary: 'What a team invitation link offers',
        description:
          'The business, who invited, the invited email and modules, and whether that email already has a login. 404 for an unknown link, 409 once used, 410 when withdrawn or expired.',
        params: InvitationLinkParams,
        response: {
          200: InvitationInfoResponse,
          400: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          410: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      await publicLimiter.consume({ ip: request.ip });
      return invitations.info(request.params.id);
    },
  );

  app.post(
    '/invitations/:id/accept',
    {
      config: { access: 'public', audit: ['team.invitation_accepted'] },
      schema: {
        tags,
        operationId: 'acceptInvitation',
        summary: 'Accept a team invitation',
        description:
          'A new person gives a name and chooses a password; an existing login gives its password. Signs them in to the inviting account. The link works once.',
        params: InvitationLinkParams,
        body: AcceptInvitationRequest,
        response: {
          200: AcceptInvitationAnswer,
          400: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          410: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      await publicLimiter.consume({ ip: request.ip });
      return invitations.accept(request.params.id, request.body, auditOriginOf(request));
    },
  );
}
