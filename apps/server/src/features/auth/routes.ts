import { z } from 'zod';
import {
  AuthResponse,
  ChangeLoginResponse,
  ErrorBody,
  ForgotPasswordRequest,
  LoginRequest,
  MessageResponse,
  ProfileResponse,
  PublicId,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
} from '@playdesk/contract';
import { authOf, scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createRateLimiter } from '../../infra/rate-limit.js';
import { createAuthService } from './service.js';
import { createSignInLimits } from './sign-in-limits.js';

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
  });
  // The limits are described in sign-in-limits.ts and the README's configuration table.
  const signInLimits = createSignInLimits({
    perMinute: config.authRateLimitPerMinute,
    redis: deps.redis,
  });
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
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginRequest,
        response: { 200: AuthResponse, ...errors },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const attempt = await signInLimits.begin(request.ip, email);
      try {
        return await service.login(email, password, attempt);
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
        summary: 'Create a business account',
        body: RegisterRequest,
        response: { 201: RegisterResponse, ...errors },
      },
    },
    async (request, reply) => {
      await registerLimiter.consume({ ip: request.ip });
      const { user, access_modules } = await service.register(request.body);
      return reply.status(201).send(access_modules ? { user, access_modules } : { user });
    },
  );

  app.get(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the current session token',
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
        summary: 'The signed-in user in the X-ACCOUNT account',
        response: { 200: ProfileResponse, ...errors },
      },
      config: { access: 'account' },
    },
    async (request) => service.profile(authOf(request), scopeOf(request)),
  );

  app.post(
    '/change-login/:account',
    {
      schema: {
        tags,
        summary: 'Switch the session to another account of the user',
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
        summary: 'Email a password-reset link',
        body: ForgotPasswordRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await forgotLimiter.consume({ ip: request.ip, email: request.body.email });
      await service.requestPasswordReset(request.body.email);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: ResetPasswordRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await resetLimiter.consume({ ip: request.ip });
      await service.resetPassword(request.body.token, request.body.password);
      return { message: 'Your password has been reset. Please login with your new password.' };
    },
  );
}
