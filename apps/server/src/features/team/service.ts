/**
 * Team mates of an account (docs/product-rules.md#team-mates): the list, invitations by email,
 * changing and removing members, and the owner's activity log. Every query is filtered by the
 * account the guard resolved; the grant rules are in ./rules.ts. The operations live by subject:
 * members.ts, invitations.ts, activity-log.ts; this file gives the routes one service.
 */
import type { PageRequest, TeamMatesResponse } from '@playdesk/contract';
import type { AccountContext } from '../../http/tenancy.js';
import { activityLog } from './activity-log.js';
import { invite, listInvitations, resend, revoke } from './invitations.js';
import { listMembers, removeMember, updateModules } from './members.js';
import type { Actor, TeamDeps } from './people.js';
import { grantableModules } from './rules.js';

export type { Actor } from './people.js';

export function createTeamService(deps: TeamDeps) {
  const { db } = deps;

  async function list(ctx: AccountContext, actor: Actor): Promise<TeamMatesResponse> {
    const [members, invitations] = await Promise.all([
      listMembers(db, ctx, actor),
      listInvitations(db, ctx),
    ]);
    return {
      members,
      invitations,
      viewer: {
        grantable: grantableModules(ctx.accessModules),
        sees_activity: ctx.role === 'owner',
      },
    };
  }

  return {
    list,
    invite: (ctx: AccountContext, actor: Actor, input: { email: string; modules: string[] }) =>
      invite(deps, ctx, actor, input),
    resend: (ctx: AccountContext, actor: Actor, publicId: string) =>
      resend(deps, ctx, actor, publicId),
    revoke: (ctx: AccountContext, actor: Actor, publicId: string) =>
      revoke(db, ctx, actor, publicId),
    updateModules: (ctx: AccountContext, actor: Actor, publicId: string, modules: string[]) =>
      updateModules(db, ctx, actor, publicId, modules),
    remove: (ctx: AccountContext, actor: Actor, publicId: string) =>
      removeMember(db, ctx, actor, publicId),
    activity: (ctx: AccountContext, page: PageRequest) => activityLog(db, ctx, page),
  };
}
