import { z } from 'zod';
import {
  ChangeLoginResponse,
  ErrorBody,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  ProfileResponse,
  UpdateUserSettingsRequest,
  UserSettingsResponse,
  PublicId,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
} from '@playdesk/contract';
import { authOf, scopeOf } from '../../http/auth.js';
import { auditOriginOf } from '../../http/audit-context.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createRateLimiter } from '../../infra/rate-limit.js';
import { createAuthService } from './service.js';
import { createSignInLimits } from './sign-in-limits.js';
import { twoFactorRoutes } from './two-factor/routes.js';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};
const tags = ['auth'];

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. Check your inbox.';

export function authRoutes(app: App, deps: RouteDeps): void {
  const { db, config } = deps;
  const service = createAuthService({
    db,
    sessionTtlDays: config.sessionTtlDays,
    appUrl: config.appUrl,
    webauthn: config.webauthn,
  });
  // The limits are described in sign-in-limits.ts and docs/configuration.md.
  const signInLimits = createSignInLimits({
    perMinute: config.authRateLimitPerMinute,
    redis: deps.redis,
  });
  twoFactorRoutes(app, deps, signInLimits);
  const registerLimiter = createRateLimiter({
    name: 'register',
    pointsPerMinute: config.authRateLimitPerMinute,
    redis: deps.redis,
  });
  // Per email per hour: each request mails the address, and earlier links stay valid, so an
  // owner is never left without a link by someone else asking for more.
  const forgotLimiter = createRateLimiter({
    name: 'forgot',
    pointsPerMinute: config.authRateLimitPerMinute,
    emailWindowSeconds: 3600,
    redis: deps.redis,
  });
  const resetLimiter = createRateLimiter({
    name: 'reset',
    pointsPerMinute: config.authRateLimitPerMinute,
    redis: deps.redis,
  });

  app.post(
    '/login',
    {
      config: { access: 'public', audit: ['sign_in.succeeded', 'sign_in.second_factor_required'] },
      schema: {
        tags,
        operationId: 'login',
        summary: 'Sign in with email and password',
        description:
          'Signs in with email and password and returns a session token with the user and their accounts. When the person has a second factor, answers `{ second_factor_required, challenge, methods }` instead, and `POST login/second-factor` finishes the sign-in. Rate-limited per client address and per email.',
        body: LoginRequest,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const attempt = await signInLimits.begin(request.ip, email);
      try {
        return await service.login(email, password, attempt, auditOriginOf(request));
      } finally {
        await attempt.abandon();
      }
    },
  );

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'register',
        summary: 'Create a business account',
        description:
          'Creates a business account and its owner, and signs the owner in. Rate-limited per client address.',
        body: RegisterRequest,
        response: { 201: RegisterResponse, ...errors },
      },
    },
    async (request, reply) => {
      await registerLimiter.consume({ ip: request.ip });
      const { user, access_modules } = await service.register(request.body, auditOriginOf(request));
      return reply.status(201).send(access_modules ? { user, access_modules } : { user });
    },
  );

  app.get(
    '/logout',
    {
      schema: {
        tags,
        operationId: 'logout',
        summary: 'Revoke the current session token',
        description: 'Revokes the session token sent with the call. Session tokens only.',
        response: { 200: MessageResponse, ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      await service.logout(authOf(request).sessionId);
      return { message: 'You have been logged out.' };
    },
  );

  app.get(
    '/user-profile',
    {
      schema: {
        tags,
        operationId: 'getUserProfile',
        summary: 'The signed-in user in the X-ACCOUNT account',
        description:
          'The signed-in user as seen in the X-ACCOUNT account: their accounts, role, modules and plan. Session tokens only.',
        response: { 200: ProfileResponse, ...errors },
      },
      // The console learns from it that a second factor must be set up first.
      config: { access: 'account', beforeTwoFactorSetup: true },
    },
    async (request) => service.profile(authOf(request), scopeOf(request)),
  );

  app.patch(
    '/user-settings',
    {
      schema: {
        tags,
        operationId: 'updateUserSettings',
        summary: "Change the signed-in person's own settings",
        description:
          "Changes the signed-in person's own settings, whatever the account: `language`, the console's language (en or fr; null: the browser's). Session tokens only.",
        body: UpdateUserSettingsRequest,
        response: { 200: UserSettingsResponse, ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      user_settings: await service.updateUserSettings(authOf(request).user.id, request.body),
    }),
  );

  app.post(
    '/change-login/:account',
    {
      schema: {
        tags,
        operationId: 'changeLogin',
        summary: 'Switch the session to another account of the user',
        description:
          "Makes another of the user's accounts the session's current account and returns the new sign-in payload.",
        params: z.object({ account: PublicId }),
        response: { 200: ChangeLoginResponse, ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => service.changeLogin(authOf(request), request.params.account),
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'forgotPassword',
        summary: 'Email a password-reset link',
        description:
          'Emails a password-reset link when the address belongs to a user. Always answers the same message, so it never tells whether an address is registered.',
        body: ForgotPasswordRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await forgotLimiter.consume({ ip: request.ip, email: request.body.email });
      await service.requestPasswordReset(request.body.email, auditOriginOf(request));
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public', audit: ['password.reset'] },
      schema: {
        tags,
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset token',
        description:
          'Sets a new password with the token from a reset email; the token works once and every other session of the user ends.',
        body: ResetPasswordRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await resetLimiter.consume({ ip: request.ip });
      await service.resetPassword(
        request.body.token,
        request.body.password,
        auditOriginOf(request),
      );
      return { message: 'Your password has been reset. Please login with your new password.' };
    },
  );
}
