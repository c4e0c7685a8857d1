/**
 * Claiming a team invitation (docs/product-rules.md#invitations): the step shared by accepting
 * with a password (features/team) and accepting with a social sign-in (./social). It lives in
 * auth because accepting is a way of signing in; the team feature builds on it.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuditOrigin } from '../../db/audit-log.js';
import type { Queryable } from '../../db/client.js';
import { accounts, memberships, teamInvitations, users } from '../../db/schema.js';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors.js';
import { recordActivity } from './activity.js';
import { isUniqueViolation } from './service.js';

export const INVITATION_NOT_FOUND =
  'This invitation link is not valid. Ask the person who invited you to send a new one.';

type InvitationRow = typeof teamInvitations.$inferSelect;

/** The refusal of an invitation accepted by a login of another email. */
export const invitationForSomeoneElse = (invited: string, signedIn: string) =>
  `This invitation was sent to ${invited}, but you signed in as ${signedIn}. Sign in as ${invited}, or ask the person who invited you to invite ${signedIn}.`;

export const INVITATION_USED =
  'This invitation has already been used. Sign in to open the account.';

/**
 * The invitation of a link (by the SHA-256 of its token), with its business, if it can still be accepted; otherwise the error
 * that says why not: unknown (404), used (409), withdrawn or expired (410).
 *
 * With `lock`, inside a transaction, the invitation's row stays locked until it ends: an accept
 * of the same link at the same moment waits here, then finds it used (409) rather than racing
 * to create the same login (a unique violation, once a 500).
 */
export async function findOpenInvitation(
  db: Queryable,
  tokenHash: string,
  opts: { lock?: boolean } = {},
) {
  const query = db
    .select({ invitation: teamInvitations, businessName: accounts.businessName })
    .from(teamInvitations)
    .innerJoin(accounts, eq(accounts.id, teamInvitations.accountId))
    .where(eq(teamInvitations.tokenHash, tokenHash));
  const [row] = await (opts.lock ? query.for('update', { of: teamInvitations }) : query);
  if (!row) throw notFound(INVITATION_NOT_FOUND).coded('invitation.not_found');
  const { invitation } = row;
  if (invitation.acceptedAt) throw conflict(INVITATION_USED).coded('invitation.used');
  if (invitation.revokedAt)
    throw new HttpError(
      410,
      'This invitation has been withdrawn. Ask the person who invited you to send a new one.',
    ).coded('invitation.withdrawn');
  if (invitation.expiresAt <= new Date())
    throw new HttpError(
      410,
      'This invitation has expired. Ask the person who invited you to send a new one.',
    ).coded('invitation.expired');
  return row;
}

/**
 * Accepts the invitation for `userId` inside the caller's transaction: marks it used in the same
 * statement that checks it is still open (so a link works once, even twice at the same moment),
 * makes the user a member with the invited modules, and logs it. Returns the account joined.
 */
export async function claimInvitation(
  tx: Queryable,
  tokenHash: string,
  user: { id: string; email: string },
  origin: AuditOrigin,
): Promise<{ invitation: InvitationRow; businessName: string }> {
  const { invitation, businessName } = await findOpenInvitation(tx, tokenHash, { lock: true });
  // Whatever the way in (a password, a social sign-in), only the login of the invited email
  // joins: a link forwarded, or opened while signed in to another provider account, is refused.
  if (user.email.toLowerCase() !== invitation.email.toLowerCase())
    throw forbidden(invitationForSomeoneElse(invitation.email, user.email)).coded(
      'invitation.other_email',
      { invited: invitation.email, signed_in: user.email },
    );
  const [claimed] = await tx
    .update(teamInvitations)
    .set({ acceptedAt: new Date(), acceptedBy: user.id })
    .where(
      and(
        eq(teamInvitations.tokenHash, tokenHash),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!claimed) throw conflict(INVITATION_USED).coded('invitation.used');
  // Accepting a link that was emailed to the address proves the mailbox.
  await tx
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, user.id));
  const [existing] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.accountId, claimed.accountId)));
  if (existing)
    throw conflict(`You are already a member of ${businessName}. Sign in to open it.`).coded(
      'invitation.already_member',
      { business: businessName },
    );
  try {
    await tx.insert(memberships).values({
      userId: user.id,
      accountId: claimed.accountId,
      role: 'member',
      accessModules: claimed.accessModules,
      invitedBy: claimed.invitedBy,
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(`You are already a member of ${businessName}. Sign in to open it.`).coded(
        'invitation.already_member',
        { business: businessName },
      );
    throw err;
  }
  await recordActivity(
    tx,
    [
      {
        accountId: claimed.accountId,
        actorUserId: user.id,
        action: 'invitation.accepted',
        details: {
          subject: user.email,
          invited_email: claimed.email,
          modules: claimed.accessModules,
        },
      },
    ],
    origin,
  );
  return { invitation: claimed, businessName };
}
