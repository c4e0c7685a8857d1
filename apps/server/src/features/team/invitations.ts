/**
 * Invitations by email (docs/product-rules.md#invitations): sending one within the plan's team
 * mates, sending it again with a new link, revoking it, and the open ones the Team page lists.
 * Accepting one is accept.ts.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  INVITATION_TTL_DAYS,
  MAX_PENDING_INVITATIONS,
  MAX_TEAM_MEMBERS,
  type Invitation,
} from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { memberships, teamInvitations, users } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type { AccountContext } from '../../http/tenancy.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { enqueue } from '../../outbox/outbox.js';
import { countTeamMates, isUniqueViolation } from '../auth/service.js';
import { loadBillingPlan } from '../usage/plan.js';
import { inviter, person, recordTeamChange, type Actor, type TeamDeps } from './people.js';
import { assertMayGrant, mayActOn, normaliseModules } from './rules.js';

const DAY_MS = 86_400_000;

const linkOf = (appUrl: string, token: string) =>
  `${appUrl}/register-team-mate/${encodeURIComponent(token)}`;

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

async function actorProfile(tx: Queryable, actor: Actor) {
  const [row] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, actor.id));
  return row ?? { name: null, email: actor.email };
}

/** Emails the invitation from `actor` (in the transaction); the actor as the email names them. */
async function emailInvitation(
  tx: Queryable,
  actor: Actor,
  to: string,
  businessName: string,
  link: string,
) {
  const sender = await actorProfile(tx, actor);
  await enqueue(tx, invitationEmail({ to, inviter: sender, businessName, link }));
  return sender;
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

/** This invitation while still open: an update finds nothing once it was accepted or revoked. */
const stillOpen = (id: string) =>
  and(
    eq(teamInvitations.id, id),
    isNull(teamInvitations.acceptedAt),
    isNull(teamInvitations.revokedAt),
  );

/** The account's open invitations, newest first. */
export async function listInvitations(db: Queryable, ctx: AccountContext): Promise<Invitation[]> {
  const rows = await db
    .select({ row: teamInvitations, name: inviter.name, email: inviter.email })
    .from(teamInvitations)
    .leftJoin(inviter, eq(inviter.id, teamInvitations.invitedBy))
    .where(openInvitations(ctx.account.id))
    .orderBy(desc(teamInvitations.sentAt), desc(teamInvitations.id));
  return rows.map(({ row, name, email }) => toInvitation(ctx, row, { name, email }));
}

async function findOpen(db: Queryable, ctx: AccountContext, publicId: string) {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(and(openInvitations(ctx.account.id), eq(teamInvitations.publicId, publicId)));
  if (!row)
    throw notFound('Invitation not found.').coded('resource.not_found', { resource: 'invitation' });
  if (!mayActOn(ctx.accessModules, row.accessModules)) {
    throw forbidden('This invitation grants modules your own access does not include.').coded(
      'team.modules_beyond',
    );
  }
  return row;
}

export async function invite(
  { db, appUrl }: TeamDeps,
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
      if (member)
        throw conflict(`${input.email} is already a team mate of ${business}.`).coded(
          'team.already_member',
          { email: input.email, business },
        );
      const [open] = await tx
        .select({ id: teamInvitations.id })
        .from(teamInvitations)
        .where(and(openInvitations(ctx.account.id), eq(teamInvitations.email, input.email)));
      if (open)
        throw conflict(
          `${input.email} has already been invited. Send the invitation again from the list instead.`,
        ).coded('team.already_invited', { email: input.email });
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
        ).coded('plan.team_mates', {
          plan: plan.planName,
          allowed,
          count: members,
          action: 'upgrade',
        });
      if ((pending?.n ?? 0) >= MAX_PENDING_INVITATIONS)
        throw conflict(
          `At most ${MAX_PENDING_INVITATIONS} invitations can wait for an answer. Revoke some first.`,
        ).coded('team.pending_limit', { max: MAX_PENDING_INVITATIONS });
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
      const by = await emailInvitation(tx, actor, input.email, business, linkOf(appUrl, token));
      await recordTeamChange(tx, ctx, actor, 'invitation.sent', { subject: input.email, modules });
      return toInvitation(ctx, row!, by);
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(
        `${input.email} has already been invited. Send the invitation again from the list instead.`,
      ).coded('team.already_invited', { email: input.email });
    throw err;
  }
}

/** A new link (the old one stops working) valid for another INVITATION_TTL_DAYS. */
export async function resend(
  { db, appUrl }: TeamDeps,
  ctx: AccountContext,
  actor: Actor,
  publicId: string,
): Promise<Invitation> {
  const row = await findOpen(db, ctx, publicId);
  const token = newSecretToken();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(teamInvitations)
      .set({
        tokenHash: hashToken(token),
        sentAt: new Date(),
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
      })
      .where(stillOpen(row.id))
      .returning();
    if (!updated)
      throw notFound('Invitation not found.').coded('resource.not_found', {
        resource: 'invitation',
      });
    const [by] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, updated.invitedBy ?? actor.id));
    await emailInvitation(
      tx,
      actor,
      updated.email,
      ctx.account.businessName,
      linkOf(appUrl, token),
    );
    await recordTeamChange(tx, ctx, actor, 'invitation.resent', { subject: updated.email });
    return toInvitation(ctx, updated, by ?? { name: null, email: null });
  });
}

export async function revoke(
  db: Database,
  ctx: AccountContext,
  actor: Actor,
  publicId: string,
): Promise<string> {
  const row = await findOpen(db, ctx, publicId);
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(teamInvitations)
      .set({ revokedAt: new Date() })
      .where(stillOpen(row.id))
      .returning({ id: teamInvitations.id });
    if (!revoked)
      throw notFound('Invitation not found.').coded('resource.not_found', {
        resource: 'invitation',
      });
    await recordTeamChange(tx, ctx, actor, 'invitation.revoked', { subject: row.email });
  });
  return row.email;
}
