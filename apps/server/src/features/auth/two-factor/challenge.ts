/**
 * The sign-in step between a right password (or social sign-in) and a session, for a login with
 * a second factor (docs/two-factor.md#signing-in): a random challenge, of which only the SHA-256
 * is stored, bound to that login and the account the sign-in opens, for 5 minutes, used once, and
 * dropped after MAX_WRONG_ATTEMPTS wrong proofs.
 */
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { SecondFactorChallengeResponse, SecondFactorMethod } from '@playdesk/contract';
import type { Queryable } from '../../../db/client.js';
import { passkeys, recoveryCodes, signInChallenges, userTotp } from '../../../db/schema.js';
import { isNull } from 'drizzle-orm';
import { newSecretToken, hashToken } from '../../../lib/tokens.js';
import type { WebAuthn } from './webauthn.js';

export const CHALLENGE_TTL_SECONDS = 300;
export const MAX_WRONG_ATTEMPTS = 5;

/** The factors a login has, in the order the console offers them. */
export async function factorsOf(db: Queryable, userId: string) {
  const [totp] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)));
  const keys = await db.select().from(passkeys).where(eq(passkeys.userId, userId));
  const codes = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { totp: totp !== undefined, passkeys: keys, recoveryCodesLeft: codes.length };
}

export type Factors = Awaited<ReturnType<typeof factorsOf>>;

export const hasAnyFactor = (factors: Factors) => factors.totp || factors.passkeys.length > 0;

/** Opens the second-factor step of a sign-in of `userId` into `accountId`. */
export async function openChallenge(
  db: Queryable,
  webauthn: WebAuthn,
  userId: string,
  accountId: string,
  factors: Factors,
): Promise<SecondFactorChallengeResponse> {
  const methods: SecondFactorMethod[] = [];
  if (factors.totp) methods.push('totp');
  if (factors.passkeys.length > 0) methods.push('passkey');
  if (factors.recoveryCodesLeft > 0) methods.push('recovery_code');
  const passkeyOptions =
    factors.passkeys.length > 0 ? await webauthn.authenticationOptions(factors.passkeys) : null;
  const challenge = newSecretToken();
  // Sign-ins nobody finished are cleared as new ones start.
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date()));
  await db.insert(signInChallenges).values({
    challengeHash: hashToken(challenge),
    userId,
    accountId,
    webauthnChallenge: passkeyOptions?.challenge ?? null,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
  });
  return {
    second_factor_required: true,
    challenge,
    methods,
    ...(passkeyOptions ? { passkey_options: passkeyOptions } : {}),
  };
}
