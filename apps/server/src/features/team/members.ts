/**
 * The members of an account (docs/product-rules.md#team-mates): the list, and changing or
 * removing a member — never the owner, never oneself, never past one's own modules (./rules.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TeamMate } from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import { memberships, sessions, users } from '../../db/schema.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { AccountContext } from '../../http/tenancy.js';
import { nothingToAudit } from '../../db/audit-log.js';
import { inviter, iso, person, recordTeamChange, type Actor } from './people.js';
import { assertMayGrant, mayActOn, normaliseModules } from './rules.js';

export async function listMembers(
  db: Queryable,
  ctx: AccountContext,
  actor: Actor,
): Promise<TeamMate[]> {
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
  if (!row)
    throw notFound('Team mate not found.').coded('resource.not_found', { resource: 'team_mate' });
  if (row.role === 'owner')
    throw forbidden('The account owner cannot be changed or removed.').coded('team.owner_fixed');
  if (row.userId === actor.id)
    throw forbidden('You cannot change or remove your own access.').coded('team.self');
  return row;
}

export async function updateModules(
  db: Database,
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
    if (before.join() === modules.join()) return nothingToAudit(actor.origin);
    // The guard reads memberships on every request: the change applies to the next call.
    await tx
      .update(memberships)
      .set({ accessModules: modules })
      .where(and(eq(memberships.userId, member.userId), eq(memberships.accountId, ctx.account.id)));
    await recordTeamChange(tx, ctx, actor, 'member.modules_changed', {
      subject: member.email,
      from: before,
      to: modules,
    });
  });
  const members = await listMembers(db, ctx, actor);
  const updated = members.find((m) => m.public_id === publicId);
  if (!updated)
    throw notFound('Team mate not found.').coded('resource.not_found', { resource: 'team_mate' });
  return updated;
}

/**
 * Ends a member's access to this account at once: the membership goes, and so do their sessions
 * working in this account (their next call is a 401 and the console returns to Login). Their
 * other accounts are untouched.
 */
export async function removeMember(
  db: Database,
  ctx: AccountContext,
  actor: Actor,
  publicId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const member = await findMember(tx, ctx, actor, publicId);
    if (!mayActOn(ctx.accessModules, member.modules)) {
      throw forbidden('You cannot remove a team mate who holds modules you do not have.').coded(
        'team.modules_beyond',
      );
    }
    await tx
      .delete(memberships)
      .where(and(eq(memberships.userId, member.userId), eq(memberships.accountId, ctx.account.id)));
    await tx
      .delete(sessions)
      .where(
        and(eq(sessions.userId, member.userId), eq(sessions.currentAccountId, ctx.account.id)),
      );
    await recordTeamChange(tx, ctx, actor, 'member.removed', {
      subject: member.email,
      modules: normaliseModules(member.modules),
    });
    return member.email;
  });
}
