/**
 * A person's sign-in sessions (docs/team-and-sign-in.md#sessions): the live ones listed with where
 * and on what they were opened, one or all others ended, and an owner ending all of a member's.
 * Sessions are named by their public id; a person only ever sees and ends their own, an owner
 * also a member's of their business. Each ending is recorded in the audit log.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { SignInSession } from '@playdesk/contract';
import { audit, type AuditActor, type AuditOrigin } from '../../db/audit-log.js';
import type { Database } from '../../db/client.js';
import { memberships, sessions, users } from '../../db/schema.js';
import { liveSession, sessionAccountJoin, sessionBusinessJoin } from '../../http/auth.js';
import type { AuthSession } from '../../http/auth.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { AccountContext } from '../../http/tenancy.js';

/** A person's sessions listed at once: more are ended, oldest first, never shown. */
export const MAX_LISTED_SESSIONS = 100;

const actorOf = (auth: AuthSession): AuditActor => ({
  kind: 'user',
  id: auth.user.publicId,
  label: auth.user.email,
});

const sessionNotFound = () =>
  notFound('Session not found.').coded('resource.not_found', { resource: 'session' });

export function createSessionService(db: Database) {
  /** The live sessions of the caller, the most recently active first. */
  async function list(auth: AuthSession): Promise<SignInSession[]> {
    const rows = await db
      .select({
        publicId: sessions.publicId,
        device: sessions.device,
        browser: sessions.browser,
        os: sessions.os,
        network: sessions.ipNetwork,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
      })
      .from(sessions)
      .innerJoin(...sessionAccountJoin)
      .leftJoin(...sessionBusinessJoin)
      .where(and(eq(sessions.userId, auth.user.id), liveSession()))
      .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt))
      .limit(MAX_LISTED_SESSIONS);
    return rows.map((r) => ({
      id: r.publicId,
      device: r.device,
      browser: r.browser,
      os: r.os,
      network: r.network,
      created_at: r.createdAt.toISOString(),
      last_active_at: r.lastActiveAt.toISOString(),
      current: r.publicId === auth.sessionPublicId,
    }));
  }

  /** Ends one of the caller's own sessions (this one too: it is a sign-out). */
  async function end(auth: AuthSession, publicId: string, origin: AuditOrigin): Promise<void> {
    await db.transaction(async (tx) => {
      const [ended] = await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, auth.user.id), eq(sessions.publicId, publicId)))
        .returning({ publicId: sessions.publicId });
      if (!ended) throw sessionNotFound();
      await audit(
        tx,
        { accountId: auth.currentAccountId, actor: actorOf(auth), origin },
        {
          action: 'session.ended',
          target: { type: 'session', id: ended.publicId },
          after: { current: publicId === auth.sessionPublicId },
        },
      );
    });
  }

  /** Ends every session of the caller but this one; answers how many ended. */
  async function endOthers(auth: AuthSession, origin: AuditOrigin): Promise<number> {
    return db.transaction(async (tx) => {
      const ended = await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, auth.user.id), ne(sessions.id, auth.sessionId)))
        .returning({ id: sessions.id });
      // Recorded even when there was none: the person asked, and the log says what came of it.
      await audit(
        tx,
        { accountId: auth.currentAccountId, actor: actorOf(auth), origin },
        {
          action: 'session.others_ended',
          target: { type: 'person', id: auth.user.email },
          after: { ended: ended.length },
        },
      );
      return ended.length;
    });
  }

  /**
   * The owner ends every session of a member of their business. Every one, also those working
   * in another business at that moment: a session can switch into this business at any time,
   * so only ending them all cuts the member's access now. The member signs in again.
   */
  async function endMemberSessions(
    ctx: AccountContext,
    auth: AuthSession,
    memberPublicId: string,
    origin: AuditOrigin,
  ): Promise<{ email: string; ended: number }> {
    if (ctx.role !== 'owner')
      throw forbidden('Only the account owner can end a team mate’s sessions.').coded(
        'access.owner_only',
      );
    return db.transaction(async (tx) => {
      const [member] = await tx
        .select({ userId: users.id, email: users.email, role: memberships.role })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(users.publicId, memberPublicId), eq(memberships.accountId, ctx.account.id)));
      if (!member)
        throw notFound('Team mate not found.').coded('resource.not_found', {
          resource: 'team_mate',
        });
      if (member.userId === auth.user.id)
        throw forbidden('End your own sessions from your settings.').coded('team.self');
      if (member.role === 'owner')
        throw forbidden('The account owner cannot be changed or removed.').coded(
          'team.owner_fixed',
        );
      const ended = await tx
        .delete(sessions)
        .where(eq(sessions.userId, member.userId))
        .returning({ id: sessions.id });
      await audit(
        tx,
        { accountId: ctx.account.id, actor: actorOf(auth), origin },
        {
          action: 'session.member_sessions_ended',
          target: { type: 'person', id: member.email },
          after: { ended: ended.length },
        },
      );
      return { email: member.email, ended: ended.length };
    });
  }

  return { list, end, endOthers, endMemberSessions };
}
