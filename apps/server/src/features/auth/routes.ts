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
import { revokeSession } from './sessions.js';
import { createAuthService } from './service.js';

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
  const loginLimiter = createRateLimiter({
    name: 'login',
    pointsPerMinute: config.authRateLimitPerMinute,
    redis: deps.redis,
  });
  const resetLimiter = createRateLimiter({
    name: 'forgot',
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
      await loginLimiter.consume({ ip: request.ip, email: request.body.email });
      return service.login(request.body.email, request.body.password);
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
      await loginLimiter.consume({ ip: request.ip });
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
      await revokeSession(db, authOf(request).sessionId);
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
      await resetLimiter.consume({ ip: request.ip, email: request.body.email });
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
