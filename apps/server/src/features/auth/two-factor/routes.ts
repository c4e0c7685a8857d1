/**
 * Two-factor routes (docs/two-factor.md). Registered by `authRoutes`, so a wrong code here counts
 * in the same sign-in limits as a wrong password.
 */
import { z } from 'zod';
import {
  AuthResponse,
  ErrorBody,
  PasskeyListResponse,
  PasskeyLoginRequest,
  PublicId,
  ReauthenticateRequest,
  ReauthenticateResponse,
  RecoveryCodesResponse,
  RegisterPasskeyRequest,
  RegisterPasskeyResponse,
  SecondFactorRequest,
  TotpEnableRequest,
  TotpSetupResponse,
  TwoFactorPolicy,
  TwoFactorStatusResponse,
  WebAuthnOptions,
} from '@playdesk/contract';
import { auditOriginOf } from '../../../http/audit-context.js';
import { authOf, scopeOf } from '../../../http/auth.js';
import type { App, RouteDeps } from '../../../http/types.js';
import { createRateLimiter } from '../../../infra/rate-limit.js';
import type { SignInLimits } from '../sign-in-limits.js';
import { createTwoFactorService, FRESH_FACTOR_MINUTES } from './service.js';

const tags = ['auth'];
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};
const FRESH = `Needs a fresh second factor: one proved at sign-in or with \`POST auth/reauthenticate\` within the last ${FRESH_FACTOR_MINUTES} minutes (else 403 \`auth.reauthentication_required\`).`;

const LAST_FOR_SSO_OWNER =
  'The last factor of an owner of a business signing in only through single sign-on stays (409 `two_factor.needed_for_sso_only`).';

export function twoFactorRoutes(app: App, deps: RouteDeps, signInLimits: SignInLimits): void {
  const service = createTwoFactorService({ db: deps.db, config: deps.config, signInLimits });
  const passkeyLimiter = createRateLimiter({
    name: 'passkey-login',
    pointsPerMinute: deps.config.authRateLimitPerMinute,
    redis: deps.redis,
  });

  app.post(
    '/login/second-factor',
    {
      config: { access: 'public', audit: ['sign_in.succeeded'] },
      schema: {
        tags,
        operationId: 'loginSecondFactor',
        summary: 'Finish a sign-in with a second factor',
        description:
          "Finishes a sign-in `POST login` (or a social sign-in) answered with a challenge: send the challenge with one of `code` (the authenticator app's), `recovery_code` (works once) or `passkey` (the assertion for `passkey_options`). The challenge lasts 5 minutes, works once and dies after 5 wrong answers; wrong answers count towards the sign-in limits. Answers the usual sign-in payload.",
        body: SecondFactorRequest,
        response: { 200: AuthResponse, ...errors },
      },
    },
    async (request) => {
      const { challenge, ...proof } = request.body;
      return service.completeSignIn(challenge, proof, auditOriginOf(request));
    },
  );

  app.post(
    '/auth/passkey-login/options',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'passkeyLoginOptions',
        summary: 'Start signing in with a passkey',
        description:
          'WebAuthn request options for signing in with a passkey alone (discoverable credential, user verification required). The challenge lasts 5 minutes and works once. Rate-limited per client address.',
        response: { 200: WebAuthnOptions, 429: ErrorBody },
      },
    },
    async (request) => {
      await passkeyLimiter.consume({ ip: request.ip });
      return service.passkeyLoginOptions();
    },
  );

  app.post(
    '/auth/passkey-login',
    {
      config: { access: 'public', audit: ['sign_in.succeeded'] },
      schema: {
        tags,
        operationId: 'passkeyLogin',
        summary: 'Sign in with a passkey',
        description:
          'Checks the passkey assertion answering `POST auth/passkey-login/options` and signs its owner in: the usual sign-in payload. A passkey is two factors in one (the device, and the PIN or biometric that unlocks it), so no second step follows.',
        body: PasskeyLoginRequest,
        response: { 200: AuthResponse, ...errors },
      },
    },
    async (request) => {
      await passkeyLimiter.consume({ ip: request.ip });
      return service.passkeyLogin(request.body.response, auditOriginOf(request));
    },
  );

  app.get(
    '/auth/two-factor',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'getTwoFactorStatus',
        summary: "The signed-in person's second factors",
        description:
          'Whether an authenticator app is on, how many passkeys and unused recovery codes there are, whether the business requires a factor the person lacks, and until when the session may remove factors.',
        response: { 200: TwoFactorStatusResponse, ...errors },
      },
    },
    async (request) => service.status(authOf(request)),
  );

  app.post(
    '/auth/reauthenticate',
    {
      config: { access: 'user', audit: ['sign_in.reauthenticated'] },
      schema: {
        tags,
        operationId: 'reauthenticate',
        summary: 'Prove a second factor again',
        description: `Proves one of the person's factors again (\`code\`, \`recovery_code\` or \`passkey\`, the assertion for \`POST auth/reauthenticate/options\`): for ${FRESH_FACTOR_MINUTES} minutes the session may remove factors. Wrong answers count towards the sign-in limits.`,
        body: ReauthenticateRequest,
        response: { 200: ReauthenticateResponse, ...errors },
      },
    },
    async (request) =>
      service.reauthenticate(authOf(request), request.body, auditOriginOf(request)),
  );

  app.post(
    '/auth/reauthenticate/options',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'reauthenticateOptions',
        summary: 'Start proving a passkey again',
        description:
          "WebAuthn request options for the person's own passkeys, answered by `POST auth/reauthenticate` with `passkey`.",
        response: { 200: WebAuthnOptions, ...errors },
      },
    },
    async (request) => service.reauthenticationOptions(authOf(request)),
  );

  app.post(
    '/auth/totp/setup',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'setupTotp',
        summary: 'Start adding an authenticator app',
        description:
          'A new secret for an authenticator app: `secret` to type by hand, `otpauth_url` and the same as a QR code (`qr_code`, an SVG data URL). Nothing is on until `POST auth/totp/enable` confirms a code; calling it again replaces a secret not yet confirmed.',
        response: { 200: TotpSetupResponse, ...errors, 503: ErrorBody },
      },
    },
    async (request) => service.setupTotp(authOf(request)),
  );

  app.post(
    '/auth/totp/enable',
    {
      config: { access: 'user', audit: ['two_factor.totp_enabled'] },
      schema: {
        tags,
        operationId: 'enableTotp',
        summary: 'Turn on the authenticator app',
        description: `Confirms the set-up with a current code of the app and turns it on. Answers 10 new recovery codes, shown this once (only their hashes are kept; earlier codes stop working). With another factor already on: ${FRESH}`,
        body: TotpEnableRequest,
        response: { 200: RecoveryCodesResponse, ...errors, 503: ErrorBody },
      },
    },
    async (request) =>
      service.enableTotp(authOf(request), request.body.code, auditOriginOf(request)),
  );

  app.delete(
    '/auth/totp',
    {
      config: { access: 'user', audit: ['two_factor.totp_removed'] },
      schema: {
        tags,
        operationId: 'removeTotp',
        summary: 'Remove the authenticator app',
        description: `Turns the authenticator app off. ${FRESH} With no factor left, the recovery codes go too. ${LAST_FOR_SSO_OWNER}`,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeTotp(authOf(request), auditOriginOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/passkeys/options',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'passkeyRegistrationOptions',
        summary: 'Start adding a passkey',
        description: `WebAuthn creation options for a new discoverable passkey (it can also sign in without a password). The challenge lasts 5 minutes and works once. With another factor already on: ${FRESH}`,
        response: { 200: WebAuthnOptions, ...errors },
      },
    },
    async (request) => service.passkeyOptions(authOf(request)),
  );

  app.post(
    '/auth/passkeys',
    {
      config: { access: 'user', audit: ['two_factor.passkey_added'] },
      schema: {
        tags,
        operationId: 'registerPasskey',
        summary: 'Add a passkey',
        description:
          "Checks the browser's answer to `POST auth/passkeys/options` and adds the passkey. With the person's first factor, also answers their 10 recovery codes, shown this once.",
        body: RegisterPasskeyRequest,
        response: { 201: RegisterPasskeyResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.registerPasskey(authOf(request), request.body, auditOriginOf(request))),
  );

  app.get(
    '/auth/passkeys',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'listPasskeys',
        summary: "The signed-in person's passkeys",
        description: 'Their passkeys and security keys, oldest first.',
        response: { 200: PasskeyListResponse, ...errors },
      },
    },
    async (request) => service.listPasskeys(authOf(request)),
  );

  app.delete(
    '/auth/passkeys/:id',
    {
      config: { access: 'user', audit: ['two_factor.passkey_removed'] },
      schema: {
        tags,
        operationId: 'removePasskey',
        summary: 'Remove a passkey',
        description: `Removes one of the person's passkeys. ${FRESH} ${LAST_FOR_SSO_OWNER}`,
        params: z.object({ id: PublicId }),
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await service.removePasskey(authOf(request), request.params.id, auditOriginOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/account-settings/two-factor',
    {
      config: { access: 'account' },
      schema: {
        tags,
        operationId: 'getTwoFactorPolicy',
        summary: 'Whether the business requires two-factor',
        description:
          'Whether everyone in the business must have a second factor. Owner of the business only.',
        response: { 200: TwoFactorPolicy, ...errors },
      },
    },
    async (request) => service.policy(scopeOf(request)),
  );

  app.put(
    '/account-settings/two-factor',
    {
      config: { access: 'account', audit: ['two_factor.requirement_changed'] },
      schema: {
        tags,
        operationId: 'setTwoFactorPolicy',
        summary: 'Require two-factor for everyone in the business',
        description:
          'Turns the requirement on or off for the business and its child accounts. On, a person without a second factor is answered 403 `auth.two_factor_setup_required` by every account route until they add one. The owner must have a factor to turn it on (409 `two_factor.needs_own_factor`). Owner of the business only.',
        body: TwoFactorPolicy,
        response: { 200: TwoFactorPolicy, ...errors },
      },
    },
    async (request) =>
      service.setPolicy(
        authOf(request),
        scopeOf(request),
        request.body.required,
        auditOriginOf(request),
      ),
  );
}
