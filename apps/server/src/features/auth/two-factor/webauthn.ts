/**
 * Passkeys and security keys (WebAuthn) with `@simplewebauthn/server`: the options a browser
 * needs, the challenges handed out (stored as SHA-256, used once, 5 minutes), and the checks of
 * what it answers. The relying party is `config.webauthn` (docs/two-factor.md#passkeys).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { PasskeyAssertion, PasskeyAttestation, WebAuthnOptions } from '@playdesk/contract';
import type { WebAuthnConfig } from '../../../config.js';
import type { Queryable } from '../../../db/client.js';
import { passkeys, webauthnChallenges, type WEBAUTHN_PURPOSES } from '../../../db/schema.js';
import { unauthorized } from '../../../http/errors.js';
import { hashToken } from '../../../lib/tokens.js';

export const WEBAUTHN_CHALLENGE_SECONDS = 300;
const RP_NAME = 'Playdesk';

type Purpose = (typeof WEBAUTHN_PURPOSES)[number];
type Passkey = typeof passkeys.$inferSelect;

export const passkeyRefused = () =>
  unauthorized('This passkey could not be checked. Please try again.').coded(
    'auth.passkey_invalid',
  );

/** The challenge a browser signed, read from its client data (null when unreadable). */
export function signedChallenge(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const data = JSON.parse(
      Buffer.from(response.response.clientDataJSON, 'base64url').toString(),
    ) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' && data.challenge.length <= 200
      ? data.challenge
      : null;
  } catch {
    return null;
  }
}

async function storeChallenge(
  db: Queryable,
  challenge: string,
  purpose: Purpose,
  userId: string | null,
) {
  // Challenges nobody answered are cleared as new ones are handed out.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  await db.insert(webauthnChallenges).values({
    challengeHash: hashToken(challenge),
    purpose,
    userId,
    expiresAt: new Date(Date.now() + WEBAUTHN_CHALLENGE_SECONDS * 1000),
  });
}

/** Takes (once) the stored challenge the response signed, if it is of this purpose and live. */
async function takeChallenge(
  db: Queryable,
  response: { response: { clientDataJSON: string } },
  purpose: Purpose,
): Promise<{ challenge: string; userId: string | null } | null> {
  const challenge = signedChallenge(response);
  if (!challenge) return null;
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challengeHash, hashToken(challenge)),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ userId: webauthnChallenges.userId });
  return row ? { challenge, userId: row.userId } : null;
}

/** The library's options as the API answers them (plain JSON). */
const asOptions = (
  options: PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON,
): WebAuthnOptions => ({ ...options }) as WebAuthnOptions;

const credentialOf = (key: Passkey) => ({
  id: key.credentialId,
  publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
  counter: key.signCount,
  transports: key.transports,
});

export function createWebAuthn(db: Queryable, config: WebAuthnConfig) {
  /** Options to register a new passkey for `user`; discoverable, so it also signs in alone. */
  async function registrationOptions(
    user: { id: string; publicId: string; email: string },
    existing: Passkey[],
  ): Promise<WebAuthnOptions> {
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: config.rpId,
      userName: user.email,
      userID: new Uint8Array(Buffer.from(user.publicId)),
      attestationType: 'none',
      timeout: WEBAUTHN_CHALLENGE_SECONDS * 1000,
      excludeCredentials: existing.map((key) => ({
        id: key.credentialId,
        transports: key.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await storeChallenge(db, options.challenge, 'register', user.id);
    return asOptions(options);
  }

  /** Checks a new passkey's answer against `userId`'s challenge; its credential, or null. */
  async function verifyRegistration(userId: string, response: PasskeyAttestation) {
    const taken = await takeChallenge(db, response, 'register');
    if (!taken || taken.userId !== userId) return null;
    try {
      const result = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: taken.challenge,
        expectedOrigin: config.origins,
        expectedRPID: config.rpId,
        requireUserVerification: false,
      });
      if (!result.verified) return null;
      const { credential, userVerified } = result.registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        signCount: credential.counter,
        transports: response.response.transports ?? [],
        userVerified,
      };
    } catch {
      return null;
    }
  }

  /** Options to sign in with a passkey: `keys` for a second factor, none for any discoverable one. */
  async function authenticationOptions(keys: Passkey[] | null): Promise<WebAuthnOptions> {
    const options = await generateAuthenticationOptions({
      rpID: config.rpId,
      timeout: WEBAUTHN_CHALLENGE_SECONDS * 1000,
      userVerification: keys ? 'preferred' : 'required',
      ...(keys
        ? { allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports })) }
        : {}),
    });
    return asOptions(options);
  }

  /** Options for a passwordless sign-in; the challenge is stored until answered. */
  async function loginOptions(): Promise<WebAuthnOptions> {
    const options = await authenticationOptions(null);
    await storeChallenge(db, options.challenge, 'login', null);
    return options;
  }

  /**
   * Checks an assertion by one of the stored passkeys against `expectedChallenge` and records the
   * new signature counter; the passkey, or null. `userId`: the key must be that login's.
   */
  async function verifyAssertion(
    response: PasskeyAssertion,
    expectedChallenge: string,
    opts: { userId?: string; requireUserVerification: boolean },
  ): Promise<Passkey | null> {
    const [key] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
    if (!key || (opts.userId !== undefined && key.userId !== opts.userId)) return null;
    try {
      const result = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: config.origins,
        expectedRPID: config.rpId,
        credential: credentialOf(key),
        requireUserVerification: opts.requireUserVerification,
      });
      if (!result.verified) return null;
      await db
        .update(passkeys)
        .set({ signCount: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
        .where(eq(passkeys.id, key.id));
      return key;
    } catch {
      return null;
    }
  }

  /** A passwordless sign-in's assertion: the passkey, with user verification, or null. */
  async function verifyLogin(response: PasskeyAssertion): Promise<Passkey | null> {
    const taken = await takeChallenge(db, response, 'login');
    if (!taken) return null;
    return verifyAssertion(response, taken.challenge, { requireUserVerification: true });
  }

  /** Options for a signed-in person to prove one of their passkeys again (`reauthenticate`). */
  async function reauthenticationOptions(
    userId: string,
    keys: Passkey[],
  ): Promise<WebAuthnOptions> {
    const options = await authenticationOptions(keys);
    await storeChallenge(db, options.challenge, 'reauthenticate', userId);
    return options;
  }

  /** A reauthentication's assertion by one of `userId`'s passkeys, or null. */
  async function verifyReauthentication(
    userId: string,
    response: PasskeyAssertion,
  ): Promise<Passkey | null> {
    const taken = await takeChallenge(db, response, 'reauthenticate');
    if (!taken || taken.userId !== userId) return null;
    return verifyAssertion(response, taken.challenge, { userId, requireUserVerification: false });
  }

  return {
    registrationOptions,
    verifyRegistration,
    authenticationOptions,
    loginOptions,
    verifyAssertion,
    verifyLogin,
    reauthenticationOptions,
    verifyReauthentication,
  };
}

export type WebAuthn = ReturnType<typeof createWebAuthn>;
