/**
 * Social sign-in (docs/product-rules.md#social-sign-in): starting a flow, and finishing it when
 * the console hands over what the provider sent back.
 *
 * A flow is a row found by the SHA-256 of its `state`, bound to the browser that started it by a
 * cookie (only its hash is stored), used once and for 10 minutes. Finishing it signs the person in:
 * - an identity seen before → its login;
 * - a new identity whose **verified** email is a login's → linked to that login (and logged in the
 *   activity log of each of its accounts) if that login's email was confirmed (a reset link used,
 *   an invitation to it accepted, a provider's verified email); otherwise refused (409), since
 *   whoever registered the address first may not own it;
 * - otherwise, with a verified email, a new login: it joins the inviting account when the flow came
 *   from a team invitation, else a new business on the Free plan is registered (the console then
 *   opens Welcome).
 * A flow from an invitation joins only when the login's email is the invited one (claimInvitation).
 * An unverified email never links to a login, and never creates one (it could be someone else's).
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type {
  SocialCallbackRequest,
  SocialCallbackResponse,
  SocialProvider,
  SocialSignInResponse,
} from '@playdesk/contract';
import type { WebAuthnConfig } from '../../../config.js';
import { audit, type AuditOrigin } from '../../../db/audit-log.js';
import type { Database, Queryable } from '../../../db/client.js';
import { newPublicId } from '../../../db/ids.js';
import {
  memberships,
  oauthIdentities,
  oauthSignInFlows,
  plans,
  users,
} from '../../../db/schema.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../http/errors.js';
import { loadAccountContext, type SessionUser } from '../../../http/tenancy.js';
import { hashToken, newSecretToken } from '../../../lib/tokens.js';
import { recordActivity } from '../activity.js';
import { claimInvitation, findOpenInvitation } from '../invitations.js';
import {
  buildAuthPayload,
  createBusiness,
  defaultAccountId,
  openSession,
  sentence,
  userActor,
} from '../service.js';
import { factorsOf, hasAnyFactor, openChallenge } from '../two-factor/challenge.js';
import { createWebAuthn } from '../two-factor/webauthn.js';
import { ProviderUnavailableError, type ProviderClient } from './providers.js';
import { refuseWhenSsoOnly } from '../sso/enforcement.js';

export const FLOW_TTL_SECONDS = 600;
/** The plan a business registered by social sign-in starts on (it can upgrade later). */
const SOCIAL_SIGN_UP_PLAN = 'free';

/** The refusal of a social sign-in whose email is an unconfirmed password login's. */
export const unconfirmedLogin = (provider: string, email: string) =>
  `${email} already has a Playdesk login whose address is not confirmed yet. To add ${provider} to it, choose "Forgot password?", set a new password from the link we email you, then continue with ${provider} again.`;

export const FLOW_EXPIRED =
  'This sign-in has expired or was started in another browser. Please try again.';

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface SocialServiceDeps {
  db: Database;
  appUrl: string;
  sessionTtlDays: number;
  webauthn: WebAuthnConfig;
  providers: Map<SocialProvider, ProviderClient>;
}

type Outcome = SocialCallbackResponse['outcome'];

export function createSocialService({
  db,
  appUrl,
  sessionTtlDays,
  webauthn,
  providers,
}: SocialServiceDeps) {
  const passkeyChecks = createWebAuthn(db, webauthn);
  const redirectUri = (key: SocialProvider) => `${appUrl}/auth/callback/${key}`;

  function providerOf(key: string): ProviderClient {
    const provider = providers.get(key as SocialProvider);
    if (!provider) throw notFound('This sign-in provider is not available.');
    return provider;
  }

  const unavailable = (provider: ProviderClient) =>
    new HttpError(
      502,
      `${provider.name} sign-in is not available right now. Please try again later, or sign in with your email and password.`,
    );

  /** Starts a flow: the provider's URL to send the browser to, and the cookie binding it. */
  async function start(key: string, invitation: string | undefined) {
    const provider = providerOf(key);
    // A dead invitation is refused now rather than after the person has signed in.
    if (invitation) await findOpenInvitation(db, hashToken(invitation));
    const state = client.randomState();
    const codeVerifier = client.randomPKCECodeVerifier();
    const nonce = provider.oidc ? client.randomNonce() : null;
    const browser = newSecretToken();
    let url: URL;
    try {
      url = await provider.authorizationUrl(redirectUri(provider.key), {
        state,
        codeVerifier,
        nonce,
        codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
      });
    } catch (err) {
      if (err instanceof ProviderUnavailableError) throw unavailable(provider);
      throw err;
    }
    // Flows nobody finished are cleared as new ones start; the index keeps this cheap.
    await db.delete(oauthSignInFlows).where(lt(oauthSignInFlows.expiresAt, new Date()));
    await db.insert(oauthSignInFlows).values({
      stateHash: hashToken(state),
      provider: provider.key,
      browserHash: hashToken(browser),
      codeVerifier,
      nonce,
      invitationHash: invitation ? hashToken(invitation) : null,
      expiresAt: new Date(Date.now() + FLOW_TTL_SECONDS * 1000),
    });
    return { authorizationUrl: url.toString(), browser, invitation: invitation ?? null };
  }

  /** Takes the flow of `state` (once) if this browser started it and it has not expired. */
  async function takeFlow(key: SocialProvider, state: string | undefined, browser: string | null) {
    if (!state || !browser) throw badRequest(FLOW_EXPIRED);
    const [flow] = await db
      .delete(oauthSignInFlows)
      .where(
        and(
          eq(oauthSignInFlows.stateHash, hashToken(state)),
          eq(oauthSignInFlows.provider, key),
          gt(oauthSignInFlows.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!flow || !sameHash(flow.browserHash, hashToken(browser))) throw badRequest(FLOW_EXPIRED);
    return flow;
  }

  function providerError(provider: ProviderClient, error: string): HttpError {
    if (error === 'access_denied')
      return badRequest(
        `You did not allow Playdesk to use your ${provider.name} account, so you are not signed in. Try again, or sign in with your email and password.`,
      );
    return badRequest(
      `${provider.name} did not sign you in (${error.slice(0, 60)}). Please try again, or sign in with your email and password.`,
    );
  }

  async function profileFrom(
    provider: ProviderClient,
    body: SocialCallbackRequest,
    checks: { state: string; codeVerifier: string; nonce: string | null },
  ) {
    const url = new URL(redirectUri(provider.key));
    url.searchParams.set('code', body.code ?? '');
    url.searchParams.set('state', checks.state);
    if (body.iss) url.searchParams.set('iss', body.iss);
    try {
      return await provider.profile(url, checks);
    } catch (err) {
      if (err instanceof ProviderUnavailableError) throw unavailable(provider);
      // The provider refused the code (used, expired, forged) or its answer failed a check.
      if (
        err instanceof client.ResponseBodyError ||
        err instanceof client.AuthorizationResponseError
      )
        throw badRequest(
          `The sign-in with ${provider.name} could not be completed. Please try again.`,
        );
      if (err instanceof client.ClientError || err instanceof TypeError)
        throw unavailable(provider);
      throw err;
    }
  }

  async function linkIdentity(
    tx: Queryable,
    provider: ProviderClient,
    user: { id: string; email: string },
    profile: { subject: string; email: string | null },
    origin: AuditOrigin,
  ) {
    await tx.insert(oauthIdentities).values({
      userId: user.id,
      provider: provider.key,
      subject: profile.subject,
      email: profile.email,
    });
    const accounts = await tx
      .select({ accountId: memberships.accountId })
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    await recordActivity(
      tx,
      accounts.map(({ accountId }) => ({
        accountId,
        actorUserId: user.id,
        action: 'sign_in.new_provider',
        details: { subject: user.email, provider: provider.key },
      })),
      origin,
    );
  }

  async function callback(
    key: string,
    body: SocialCallbackRequest,
    browser: string | null,
    origin: AuditOrigin,
  ): Promise<SocialSignInResponse> {
    const provider = providerOf(key);
    if (body.error) {
      // The flow ends either way; the person is told what the provider said.
      await takeFlow(provider.key, body.state, browser).catch(() => undefined);
      throw providerError(provider, body.error);
    }
    const flow = await takeFlow(provider.key, body.state, browser);
    if (!body.code) throw badRequest(FLOW_EXPIRED);
    const profile = await profileFrom(provider, body, {
      state: body.state!,
      codeVerifier: flow.codeVerifier,
      nonce: flow.nonce,
    });
    const email = profile.email?.trim().toLowerCase() ?? null;

    return db.transaction(async (tx) => {
      let outcome: Outcome;
      let user: SessionUser;
      let accountId: string | null = null;
      const [known] = await tx
        .select({
          id: users.id,
          publicId: users.publicId,
          email: users.email,
          language: users.language,
          identity: oauthIdentities.id,
        })
        .from(oauthIdentities)
        .innerJoin(users, eq(users.id, oauthIdentities.userId))
        .where(
          and(
            eq(oauthIdentities.provider, provider.key),
            eq(oauthIdentities.subject, profile.subject),
          ),
        );
      if (known) {
        await tx
          .update(oauthIdentities)
          .set({ lastUsedAt: sql`now()` })
          .where(eq(oauthIdentities.id, known.identity));
        user = known;
        outcome = 'signed_in';
      } else {
        if (!email)
          throw badRequest(
            `Your ${provider.name} account did not share an email address. Allow Playdesk to see it, or sign in with your email and password.`,
          );
        if (!profile.emailVerified)
          throw conflict(
            `Your ${provider.name} email address ${email} is not verified, so it cannot be used to sign in. Verify it with ${provider.name} first, or sign in with your email and password.`,
          );
        const [existing] = await tx
          .select({
            id: users.id,
            publicId: users.publicId,
            email: users.email,
            language: users.language,
            emailConfirmedAt: users.emailConfirmedAt,
          })
          .from(users)
          .where(eq(users.email, email));
        // Registration does not confirm an address: whoever registered it first may not be its
        // owner, and linking would leave them access beside the real one.
        if (existing && !existing.emailConfirmedAt)
          throw conflict(unconfirmedLogin(provider.name, email));
        if (existing) {
          user = existing;
          outcome = 'linked';
          await linkIdentity(tx, provider, existing, profile, origin);
        } else {
          const [created] = await tx
            .insert(users)
            .values({
              publicId: newPublicId(),
              email,
              passwordHash: null,
              name: profile.name,
              // The provider verified it.
              emailConfirmedAt: new Date(),
            })
            .returning({
              id: users.id,
              publicId: users.publicId,
              email: users.email,
              language: users.language,
            });
          user = created!;
          await tx
            .insert(oauthIdentities)
            .values({ userId: user.id, provider: provider.key, subject: profile.subject, email });
          if (flow.invitationHash) {
            outcome = 'joined';
          } else {
            const [plan] = await tx.select().from(plans).where(eq(plans.key, SOCIAL_SIGN_UP_PLAN));
            if (!plan) throw new Error(`Plan ${SOCIAL_SIGN_UP_PLAN} missing`);
            const owner = profile.name ?? email.split('@')[0]!;
            accountId = await createBusiness(
              tx,
              user.id,
              `${owner}'s business`.slice(0, 120),
              plan,
            );
            outcome = 'registered';
          }
        }
      }
      let message =
        outcome === 'registered' ? 'Welcome to Playdesk!' : `Signed in with ${provider.name}.`;
      if (flow.invitationHash && outcome !== 'registered') {
        const joined = await claimInvitation(tx, flow.invitationHash, user, origin);
        accountId = joined.invitation.accountId;
        outcome = 'joined';
        message = sentence(`Welcome to ${joined.businessName}`);
      }
      // "Only through SSO" covers social sign-in too: it is another way round the identity provider.
      await refuseWhenSsoOnly(tx, user.email, user.id);
      accountId ??= await defaultAccountId(tx, user.id);
      if (!accountId)
        throw forbidden('This login is not a member of any account.').coded('auth.no_membership');
      // A login with a second factor proves it next, as after a password (docs/two-factor.md).
      const factors = await factorsOf(tx, user.id);
      if (hasAnyFactor(factors)) {
        const step = await openChallenge(tx, passkeyChecks, user.id, accountId, factors);
        await audit(
          tx,
          { accountId, actor: userActor(user), origin },
          { action: 'sign_in.second_factor_required', after: { provider: provider.key } },
        );
        return step;
      }
      const ctx = (await loadAccountContext(tx, user.id, { id: accountId }))!;
      const token = await openSession(tx, user.id, accountId, sessionTtlDays, origin);
      // Every social sign-in, in the account it opens (docs/audit-log.md#what-is-recorded).
      await audit(
        tx,
        { accountId, actor: userActor(user), origin },
        { action: 'sign_in.social', after: { provider: provider.key, outcome } },
      );
      const payload = await buildAuthPayload(tx, user, ctx, token);
      return { ...payload, outcome, message };
    });
  }

  return { start, callback, redirectUri };
}
