/**
 * Team mates of an account (docs/product-rules.md#team-mates): the list, invitations by email,
 * changing and removing members, and the owner's activity log. Every query is filtered by the
 * account the guard resolved; the grant rules are in ./rules.ts. Over 300 lines: one service for
 * one screen's data, each operation short.
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  INVITATION_TTL_DAYS,
  MAX_PENDING_INVITATIONS,
  MAX_TEAM_MEMBERS,
  type ActivityEntry,
  type Invitation,
  type PageRequest,
  type TeamMate,
  type TeamMatesResponse,
} from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { paginate } from '../../db/pagination.js';
import { accountActivity, memberships, sessions, teamInvitations, users } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type { AccountContext } from '../../http/tenancy.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { enqueue } from '../../outbox/outbox.js';
import { recordActivity } from '../auth/activity.js';
import { countTeamMates, isUniqueViolation } from '../auth/service.js';
import { loadBillingPlan } from '../usage/plan.js';
import { activitySummary } from './activity-text.js';
import { assertMayGrant, grantableModules, mayActOn, normaliseModules } from './rules.js';

const DAY_MS = 86_400_000;
const inviter = alias(users, 'inviter');

export interface Actor {
  id: string;
  email: string;
}

const person = (p: { name: string | null; email: string | null }) =>
  p.email === null ? null : { name: p.name, email: p.email };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The invitation email (docs/product-rules.md#invitations); the link is the only secret. */
function invitationEmail(opts: {
  to: string;
  inviter: { name: string | null; email: string };
  businessName: string;
  link: string;
}) {
  const who = opts.inviter.name
    ? `${opts.inviter.name} (${opts.inviter.email})`
    : opts.inviter.email;
  return {
    kind: 'email' as const,
    payload: {
      to: opts.to,
      subject: `Join ${opts.businessName} on Playdesk`,
      text:
        `${who} invited you to help run ${opts.businessName} on Playdesk.\n\n` +
        `Open this link within ${INVITATION_TTL_DAYS} days to join:\n${opts.link}\n\n` +
        `If you did not expect this invitation, you can ignore this email.`,
    },
  };
}

export function createTeamService(deps: { db: Database; appUrl: string }) {
  const { db, appUrl } = deps;
  const linkOf = (token: string) => `${appUrl}/register-team-mate/${encodeURIComponent(token)}`;

  async function actorProfile(tx: Queryable, actor: Actor) {
    const [row] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, actor.id));
    return row ?? { name: null, email: actor.email };
  }

  async function listMembers(ctx: AccountContext, actor: Actor): Promise<TeamMate[]> {
    const rows = await db
      .select({
        publicId: users.publicId,
        userId: users.id,
        name: users.name,
        email: users.email,
        role: memberships.role,
        modules: memberships.accessModules,
        lastActiveAt: memberships.lastActiveAt,
        joinedAt: memberships.createdAt,
        inviterName: inviter.name,
        inviterEmail: inviter.email,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(inviter, eq(inviter.id, memberships.invitedBy))
      .where(eq(memberships.accountId, ctx.account.id))
      .orderBy(
        sql`case when ${memberships.role} = 'owner' then 0 else 1 end`,
        asc(memberships.createdAt),
        asc(users.email),
      );
    return rows.map((row) => {
      const modules = row.role === 'owner' ? [] : normaliseModules(row.modules);
      const isYou = row.userId === actor.id;
      return {
        public_id: row.publicId,
        name: row.name,
        email: row.email,
        role: row.role,
        modules,
        status: 'active' as const,
        last_active_at: iso(row.lastActiveAt),
        joined_at: row.joinedAt.toISOString(),
        invited_by: person({ name: row.inviterName, email: row.inviterEmail }),
        manageable: row.role === 'member' && !isYou && mayActOn(ctx.accessModules, modules),
        is_you: isYou,
      };
    });
  }

  type InvitationRow = typeof teamInvitations.$inferSelect;
  const toInvitation = (
    ctx: AccountContext,
    row: InvitationRow,
    by: { name: string | null; email: string | null },
  ): Invitation => {
    const modules = normaliseModules(row.accessModules);
    return {
      id: row.publicId,
      email: row.email,
      modules,
      status: row.expiresAt > new Date() ? 'invited' : 'expired',
      invited_by: person(by),
      sent_at: row.sentAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      manageable: mayActOn(ctx.accessModules, modules),
    };
  };

  const openInvitations = (accountId: string) =>
    and(
      eq(teamInvitations.accountId, accountId),
      isNull(teamInvitations.acceptedAt),
      isNull(teamInvitations.revokedAt),
    );

  async function list(ctx: AccountContext, actor: Actor): Promise<TeamMatesResponse> {
    const [members, invitations] = await Promise.all([
      listMembers(ctx, actor),
      db
        .select({ row: teamInvitations, name: inviter.name, email: inviter.email })
        .from(teamInvitations)
        .leftJoin(inviter, eq(inviter.id, teamInvitations.invitedBy))
        .where(openInvitations(ctx.account.id))
        .orderBy(desc(teamInvitations.sentAt), desc(teamInvitations.id)),
    ]);
    return {
      members,
      invitations: invitations.map(({ row, name, email }) =>
        toInvitation(ctx, row, { name, email }),
      ),
      viewer: {
        grantable: grantableModules(ctx.accessModules),
        sees_activity: ctx.role === 'owner',
      },
    };
  }

  async function findOpen(ctx: AccountContext, publicId: string) {
    const [row] = await db
      .select()
      .from(teamInvitations)
      .where(and(openInvitations(ctx.account.id), eq(teamInvitations.publicId, publicId)));
    if (!row) throw notFound('Invitation not found.');
    if (!mayActOn(ctx.accessModules, row.accessModules)) {
      throw forbidden('This invitation grants modules your own access does not include.');
    }
    return row;
  }

  async function invite(
    ctx: AccountContext,
    actor: Actor,
    input: { email: string; modules: string[] },
  ): Promise<Invitation> {
    const modules = normaliseModules(input.modules);
    assertMayGrant(ctx.accessModules, [], modules);
    const token = newSecretToken();
    const business = ctx.account.businessName;
    try {
      return await db.transaction(async (tx) => {
        // One invitation or member more at a time per account: the counts below stay true.
        // The plan's team-mate limit counts the whole business: lock it, not only this account.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`team:${ctx.billingAccountId}`}))`,
        );
        const [member] = await tx
          .select({ userId: memberships.userId })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(eq(memberships.accountId, ctx.account.id), eq(users.email, input.email)));
        if (member) throw conflict(`${input.email} is already a team mate of ${business}.`);
        const [open] = await tx
          .select({ id: teamInvitations.id })
          .from(teamInvitations)
          .where(and(openInvitations(ctx.account.id), eq(teamInvitations.email, input.email)));
        if (open)
          throw conflict(
            `${input.email} has already been invited. Send the invitation again from the list instead.`,
          );
        // In sequence: a transaction's one connection runs one query at a time.
        const members = await countTeamMates(tx, ctx.billingAccountId);
        const [pending] = await tx
          .select({ n: count() })
          .from(teamInvitations)
          .where(openInvitations(ctx.account.id));
        const plan = await loadBillingPlan(tx, ctx.billingAccountId);
        // The plan's team mates (docs/product-rules.md#subscription-and-payment), never above the
        // absolute cap.
        const allowed = Math.min(plan.teamMates, MAX_TEAM_MEMBERS);
        if (members >= allowed)
          throw conflict(
            `The ${plan.planName} plan allows ${allowed} team mate${allowed === 1 ? '' : 's'} and this business has ${members}. Upgrade the plan to invite more.`,
          );
        if ((pending?.n ?? 0) >= MAX_PENDING_INVITATIONS)
          throw conflict(
            `At most ${MAX_PENDING_INVITATIONS} invitations can wait for an answer. Revoke some first.`,
          );
        const [row] = await tx
          .insert(teamInvitations)
          .values({
            publicId: newPublicId(),
            accountId: ctx.account.id,
            email: input.email,
            accessModules: modules,
            tokenHash: hashToken(token),
            invitedBy: actor.id,
            expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
          })
          .returning();
        const by = await actorProfile(tx, actor);
        await enqueue(
          tx,
          invitationEmail({
            to: input.email,
            inviter: by,
            businessName: business,
            link: linkOf(token),
          }),
        );
        await recordActivity(tx, [
          {
            accountId: ctx.account.id,
            actorUserId: actor.id,
            action: 'invitation.sent',
            details: { subject: input.email, modules },
          },
        ]);
        return toInvitation(ctx, row!, by);
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict(
          `${input.email} has already been invited. Send the invitation again from the list instead.`,
        );
      throw err;
    }
  }

  /** A new link (the old one stops working) valid for another INVITATION_TTL_DAYS. */
  async function resend(ctx: AccountContext, actor: Actor, publicId: string): Promise<Invitation> {
    const row = await findOpen(ctx, publicId);
    const token = newSecretToken();
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(teamInvitations)
        .set({
          tokenHash: hashToken(token),
          sentAt: new Date(),
          expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
        })
        .where(
          and(
            eq(teamInvitations.id, row.id),
            isNull(teamInvitations.acceptedAt),
            isNull(teamInvitations.revokedAt),
          ),
        )
        .returning();
      if (!updated) throw notFound('Invitation not found.');
      const [by] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, updated.invitedBy ?? actor.id));
      const sender = await actorProfile(tx, actor);
      await enqueue(
        tx,
        invitationEmail({
          to: updated.email,
          inviter: sender,
          businessName: ctx.account.businessName,
          link: linkOf(token),
        }),
      );
      await recordActivity(tx, [
        {
          accountId: ctx.account.id,
          actorUserId: actor.id,
          action: 'invitation.resent',
          details: { subject: updated.email },
        },
      ]);
      return toInvitation(ctx, updated, by ?? { name: null, email: null });
    });
  }

  async function revoke(ctx: AccountContext, actor: Actor, publicId: string): Promise<string> {
    const row = await findOpen(ctx, publicId);
    await db.transaction(async (tx) => {
      const [revoked] = await tx
        .update(teamInvitations)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(teamInvitations.id, row.id),
            isNull(teamInvitations.acceptedAt),
            isNull(teamInvitations.revokedAt),
          ),
        )
        .returning({ id: teamInvitations.id });
      if (!revoked) throw notFound('Invitation not found.');
      await recordActivity(tx, [
        {
          accountId: ctx.account.id,
          actorUserId: actor.id,
          action: 'invitation.revoked',
          details: { subject: row.email },
        },
      ]);
    });
    return row.email;
  }

  /** The member behind a user public id, refused when the caller may not act on them. */
  async function findMember(tx: Queryable, ctx: AccountContext, actor: Actor, publicId: string) {
    const [row] = await tx
      .select({
        userId: users.id,
        email: users.email,
        role: memberships.role,
        modules: memberships.accessModules,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.accountId, ctx.account.id), eq(users.publicId, publicId)))
      // Two changes of one member run one after the other: each sees the other's result.
      .for('update', { of: memberships });
    if (!row) throw notFound('Team mate not found.');
    if (row.role === 'owner') throw forbidden('The account owner cannot be changed or removed.');
    if (row.userId === actor.id) throw forbidden('You cannot change or remove your own access.');
    return row;
  }

  async function updateModules(
    ctx: AccountContext,
    actor: Actor,
    publicId: string,
    requested: string[],
  ): Promise<TeamMate> {
    const modules = normaliseModules(requested);
    await db.transaction(async (tx) => {
      const member = await findMember(tx, ctx, actor, publicId);
      const before = normaliseModules(member.modules);
      assertMayGrant(ctx.accessModules, before, modules);
      if (before.join() === modules.join()) return;
      // The guard reads memberships on every request: the change applies to the next call.
      await tx
        .update(memberships)
        .set({ accessModules: modules })
        .where(
          and(eq(memberships.userId, member.userId), eq(memberships.accountId, ctx.account.id)),
        );
      await recordActivity(tx, [
        {
          accountId: ctx.account.id,
          actorUserId: actor.id,
          action: 'member.modules_changed',
          details: { subject: member.email, from: before, to: modules },
        },
      ]);
    });
    const members = await listMembers(ctx, actor);
    const updated = members.find((m) => m.public_id === publicId);
    if (!updated) throw notFound('Team mate not found.');
    return updated;
  }

  /**
   * Ends a member's access to this account at once: the membership goes, and so do their sessions
   * working in this account (their next call is a 401 and the console returns to Login). Their
   * other accounts are untouched.
   */
  async function remove(ctx: AccountContext, actor: Actor, publicId: string): Promise<string> {
    return db.transaction(async (tx) => {
      const member = await findMember(tx, ctx, actor, publicId);
      if (!mayActOn(ctx.accessModules, member.modules)) {
        throw forbidden('You cannot remove a team mate who holds modules you do not have.');
      }
      await tx
        .delete(memberships)
        .where(
          and(eq(memberships.userId, member.userId), eq(memberships.accountId, ctx.account.id)),
        );
      await tx
        .delete(sessions)
        .where(
          and(eq(sessions.userId, member.userId), eq(sessions.currentAccountId, ctx.account.id)),
        );
      await recordActivity(tx, [
        {
          accountId: ctx.account.id,
          actorUserId: actor.id,
          action: 'member.removed',
          details: { subject: member.email, modules: normaliseModules(member.modules) },
        },
      ]);
      return member.email;
    });
  }

  /** The activity log, newest first (owners only). */
  async function activity(
    ctx: AccountContext,
    page: PageRequest,
  ): Promise<{ data: ActivityEntry[]; meta: { page: number; page_size: number; total: number } }> {
    if (ctx.role !== 'owner') throw forbidden('Only the account owner can see the activity log.');
    const where = eq(accountActivity.accountId, ctx.account.id);
    return paginate(
      page,
      async ({ limit, offset }) =>
        (
          await db
            .select({ row: accountActivity, name: users.name, email: users.email })
            .from(accountActivity)
            .leftJoin(users, eq(users.id, accountActivity.actorUserId))
            .where(where)
            .orderBy(desc(accountActivity.createdAt), desc(accountActivity.id))
            .limit(limit)
            .offset(offset)
        ).map(({ row, name, email }) => ({
          id: row.id,
          action: row.action,
          actor: person({ name, email }),
          subject: typeof row.details.subject === 'string' ? row.details.subject : '',
          summary: activitySummary(row.action, row.details),
          created_at: row.createdAt.toISOString(),
        })),
      db.select({ n: count() }).from(accountActivity).where(where),
    );
  }

  return { list, invite, resend, revoke, updateModules, remove, activity };
}
