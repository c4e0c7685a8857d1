/**
 * The public side of an invitation (docs/product-rules.md#invitations): what the link shows, and
 * accepting it with a password. A new person chooses their name and password; someone who
 * already has a Playdesk login with the invited email gives its password and the account joins
 * their related accounts. Either way they are signed in to the account that invited them.
 */
import { eq } from 'drizzle-orm';
import type { AcceptInvitationAnswer, InvitationInfoResponse } from '@playdesk/contract';
import type { WebAuthnConfig } from '../../config.js';
import { audit, type AuditOrigin } from '../../db/audit-log.js';
import type { Database } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { users } from '../../db/schema.js';
import { conflict, invalidFields } from '../../http/errors.js';
import { loadAccountContext } from '../../http/tenancy.js';
import { hashToken } from '../../lib/tokens.js';
import { claimInvitation, findOpenInvitation } from '../auth/invitations.js';
import { assertStrongPassword } from '../auth/password-policy.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { buildAuthPayload, openSession, sentence, userActor } from '../auth/service.js';
import { factorsOf, hasAnyFactor, openChallenge } from '../auth/two-factor/challenge.js';
import { createWebAuthn } from '../auth/two-factor/webauthn.js';
import type { SignInLimits } from '../auth/sign-in-limits.js';
import { normaliseModules } from './rules.js';

export function createInvitationService(deps: {
  db: Database;
  sessionTtlDays: number;
  webauthn: WebAuthnConfig;
  /** The sign-in limits: a wrong password here counts like one on the Login page. */
  signInLimits: SignInLimits;
}) {
  const { db, sessionTtlDays, signInLimits } = deps;
  const passkeyChecks = createWebAuthn(db, deps.webauthn);

  async function info(token: string): Promise<InvitationInfoResponse> {
    const { invitation, businessName } = await findOpenInvitation(db, hashToken(token));
    const [[by], [login]] = await Promise.all([
      invitation.invitedBy
        ? db
            .select({ name: users.name, email: users.email })
            .from(users)
            .where(eq(users.id, invitation.invitedBy))
        : Promise.resolve([]),
      db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email)),
    ]);
    return {
      business_name: businessName,
      invited_by: by ?? null,
      email: invitation.email,
      modules: normaliseModules(invitation.accessModules),
      expires_at: invitation.expiresAt.toISOString(),
      has_login: Boolean(login),
    };
  }

  /** The invited email's login, or null; checked before any password work. */
  async function invitedLogin(token: string) {
    const { invitation } = await findOpenInvitation(db, hashToken(token));
    const [user] = await db.select().from(users).where(eq(users.email, invitation.email));
    return { email: invitation.email, user: user ?? null };
  }

  async function accept(
    token: string,
    input: { name?: string | undefined; password: string },
    origin: AuditOrigin,
  ): Promise<AcceptInvitationAnswer> {
    const { email, user } = await invitedLogin(token);
    let passwordHash: string | null = null;
    if (user) {
      const attempt = await signInLimits.begin(origin.ip, email);
      try {
        if (user.passwordHash === null) {
          await attempt.abandon();
          throw invalidFields([
            `password: ${email} signs in with Google, Facebook or LinkedIn: use that button below, or set a password with "Forgot password?" first`,
          ]);
        }
        if (!(await verifyPassword(user.passwordHash, input.password))) {
          await attempt.failed();
          // Not a 401: the person may be signed in as someone else, whose session must not end.
          throw invalidFields([`password: This is not the password of ${email}`]);
        }
        await attempt.succeeded();
      } finally {
        await attempt.abandon();
      }
    } else {
      if (!input.name) throw invalidFields(['name: Enter your name']);
      await assertStrongPassword(input.password, { email });
      passwordHash = await hashPassword(input.password);
    }
    return db.transaction(async (tx) => {
      // First the link, locked: of five accepts at once one goes on, the others wait here and
      // then find it used (docs/product-rules.md#invitations).
      await findOpenInvitation(tx, hashToken(token), { lock: true });
      let member = user;
      if (!member) {
        const [created] = await tx
          .insert(users)
          .values({
            publicId: newPublicId(),
            email,
            passwordHash,
            name: input.name ?? null,
            // The link was emailed to this address (docs/product-rules.md#social-sign-in).
            emailConfirmedAt: new Date(),
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        // A login with this email was made meanwhile (registration or social sign-in): it must
        // accept with its own password.
        if (!created)
          throw conflict(
            `A Playdesk login with ${email} was just created. Reload this page and accept with its password.`,
          );
        member = created;
      }
      const { invitation, businessName } = await claimInvitation(
        tx,
        hashToken(token),
        member,
        origin,
      );
      // A login with a second factor joins, then proves it as at any sign-in (docs/two-factor.md).
      const factors = await factorsOf(tx, member.id);
      if (hasAnyFactor(factors)) {
        const step = await openChallenge(
          tx,
          passkeyChecks,
          member.id,
          invitation.accountId,
          factors,
        );
        await audit(
          tx,
          { accountId: invitation.accountId, actor: userActor(member), origin },
          { action: 'sign_in.second_factor_required' },
        );
        return step;
      }
      const ctx = (await loadAccountContext(tx, member.id, { id: invitation.accountId }))!;
      const sessionToken = await openSession(
        tx,
        member.id,
        invitation.accountId,
        sessionTtlDays,
        origin,
      );
      const payload = await buildAuthPayload(tx, member, ctx, sessionToken);
      return { ...payload, message: sentence(`Welcome to ${businessName}`) };
    });
  }

  return { info, accept };
}
