/**
 * Social sign-in routes (docs/product-rules.md#social-sign-in). The browser binding of a flow is a
 * cookie set as docs/product-rules.md#social-sign-in says: on the configured cookie domain (COOKIE_DOMAIN), path `/`, `Secure`
 * outside local development (an APP_URL of plain http on this machine), and `HttpOnly` with
 * `SameSite=Lax` so the console's own call after the provider's redirect carries it.
 */
import {
  AuthProvidersResponse,
  ErrorBody,
  SocialCallbackRequest,
  SocialSignInResponse,
  SocialProviderParams,
  SocialStartQuery,
  SocialStartResponse,
} from '@playdesk/contract';
import { auditOriginOf } from '../../../http/audit-context.js';
import type { App, RouteDeps } from '../../../http/types.js';
import { flowCookie } from '../flow-cookie.js';
import { createRateLimiter } from '../../../infra/rate-limit.js';
import { createProviders } from './providers.js';
import { createSocialService, FLOW_TTL_SECONDS } from './service.js';

const tags = ['auth'];
export const FLOW_COOKIE = 'playdesk_social';

export function socialAuthRoutes(app: App, deps: RouteDeps): void {
  const { config } = deps;
  const providers = createProviders(config.social);
  const service = createSocialService({
    db: deps.db,
    appUrl: config.appUrl,
    sessionTtlDays: config.sessionTtlDays,
    webauthn: config.webauthn,
    providers,
  });
  const limiter = createRateLimiter({
    name: 'social',
    pointsPerMinute: config.authRateLimitPerMinute,
    redis: deps.redis,
  });
  const binding = flowCookie(config, FLOW_COOKIE);
  const cookie = binding.set;
  const browserOf = binding.read;

  app.get(
    '/auth/providers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'listAuthProviders',
        summary: 'The social sign-in providers offered',
        description:
          'The providers this installation has a client id and secret for, in the order the sign-in buttons show. Empty when none is configured.',
        response: { 200: AuthProvidersResponse },
      },
    },
    async () => ({
      providers: [...providers.values()].map((p) => ({ key: p.key, name: p.name })),
    }),
  );

  app.get(
    '/auth/:provider/start',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'startSocialSignIn',
        summary: 'Start signing in with a provider',
        description:
          "Answers the provider's authorization URL (code flow with PKCE, state and, for OpenID Connect, a nonce) and sets a short-lived cookie binding the sign-in to this browser. With `invitation`, finishing it accepts that team invitation.",
        params: SocialProviderParams,
        querystring: SocialStartQuery,
        response: {
          200: SocialStartResponse,
          400: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          410: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      await limiter.consume({ ip: request.ip });
      const flow = await service.start(request.params.provider, request.query.invitation);
      reply.header('set-cookie', cookie(flow.browser, FLOW_TTL_SECONDS));
      reply.header('cache-control', 'no-store');
      return { authorization_url: flow.authorizationUrl };
    },
  );

  app.post(
    '/auth/callback/:provider',
    {
      config: { access: 'public', audit: ['sign_in.social', 'sign_in.second_factor_required'] },
      schema: {
        tags,
        operationId: 'finishSocialSignIn',
        summary: 'Finish signing in with a provider',
        description:
          'Takes the code and state the provider sent to /auth/callback/{provider}, checks the state against this browser’s sign-in, exchanges the code and signs the person in: a known identity, a login with the same verified email (linked), an invitation, or a new business. A login with a second factor is answered its challenge instead (`POST login/second-factor` finishes).',
        params: SocialProviderParams,
        body: SocialCallbackRequest,
        response: {
          200: SocialSignInResponse,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          410: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      await limiter.consume({ ip: request.ip });
      // The binding is spent whatever happens next.
      reply.header('set-cookie', cookie('', 0));
      return service.callback(
        request.params.provider,
        request.body,
        browserOf(request),
        auditOriginOf(request),
      );
    },
  );
}
