/**
 * Single sign-on routes (docs/single-sign-on.md). The settings are the owner's; the sign-in routes
 * are public: the start (bound to the browser by a cookie, as social sign-in's: HttpOnly,
 * SameSite=Lax, Secure outside local development), the identity provider's answers (SAML ACS,
 * OIDC callback) redirecting to the console's /auth/callback/sso with a one-time code, and the
 * console's trade of that code for the session.
 */
import { parse as parseQuery } from 'node:querystring';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBody,
  OidcCallbackQuery,
  PublicId,
  SamlAcsRequest,
  SsoCompleteRequest,
  SsoCompleteResponse,
  SsoDomainParams,
  SsoDomainResponse,
  SsoSettingsResponse,
  SsoStartQuery,
  SsoStartResponse,
  UpdateSsoSettingsRequest,
} from '@playdesk/contract';
import { auditContextOf, auditOriginOf } from '../../../http/audit-context.js';
import { authOf, scopeOf } from '../../../http/auth.js';
import { BODY_LIMITS } from '../../../http/body-limits.js';
import { forbidden, notFound } from '../../../http/errors.js';
import type { App, RouteDeps } from '../../../http/types.js';
import { flowCookie } from '../flow-cookie.js';
import { createRateLimiter } from '../../../infra/rate-limit.js';
import { createSecretBox } from '../../../lib/secret-box.js';
import { createDnsResolver, type DnsResolver } from '../../domains/dns.js';
import { accounts } from '../../../db/schema.js';
import { eq } from 'drizzle-orm';
import { createSsoService, FLOW_TTL_SECONDS } from './service.js';

const tags = ['auth'];
export const SSO_COOKIE = 'playdesk_sso';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const settingsConfig = { access: 'account', module: 'account_managment', apiKeys: false } as const;

const redirect = (location: string) =>
  z.null().meta({
    description: 'To the console’s /auth/callback/sso with a one-time code.',
    headers: { Location: { description: location, type: 'string', format: 'uri' } },
  });

export function ssoRoutes(
  app: App,
  deps: RouteDeps,
  resolver: DnsResolver = createDnsResolver(deps.config.domains.dnsServers),
): void {
  const { config, db } = deps;
  const service = createSsoService({
    db,
    appUrl: config.appUrl,
    sessionTtlDays: config.sessionTtlDays,
    dns: resolver,
    box: config.secretsKey ? createSecretBox(config.secretsKey) : null,
    allowLoopback: config.domains.allowPrivateFetch,
    addressResolver: deps.addressResolver,
  });
  const limiter = createRateLimiter({
    name: 'sso',
    pointsPerMinute: config.authRateLimitPerMinute,
    redis: deps.redis,
  });
  const binding = flowCookie(config, SSO_COOKIE);
  const cookie = binding.set;
  const browserOf = binding.read;
  const consoleCallback = (code: string) =>
    `${config.appUrl}/auth/callback/sso?code=${encodeURIComponent(code)}`;

  const ownerScope = (request: FastifyRequest) => {
    const scope = scopeOf(request);
    if (scope.role !== 'owner')
      throw forbidden('Only an owner of the business can see and change its single sign-on.').coded(
        'access.owner_only',
      );
    return {
      accountId: scope.account.id,
      accountPublicId: scope.account.publicId,
      billingAccountId: scope.billingAccountId,
    };
  };

  app.get(
    '/sso',
    {
      config: settingsConfig,
      schema: {
        tags,
        operationId: 'getSsoSettings',
        summary: "The business's single sign-on settings",
        description:
          'The identity provider (SAML or OpenID Connect), the email domains with the TXT record each needs, the default modules of people created at their first sign-in, whether only single sign-on is accepted, and what to give the identity provider. The OIDC client secret is never answered. `included_in_plan` says whether the plan includes single sign-on. Owners only.',
        response: { 200: SsoSettingsResponse, ...errors },
      },
    },
    async (request) => ({ sso: await service.get(ownerScope(request)) }),
  );

  app.put(
    '/sso',
    {
      config: { ...settingsConfig, audit: ['sso.settings_changed'] },
      bodyLimit: BODY_LIMITS.sso,
      schema: {
        tags,
        operationId: 'updateSsoSettings',
        summary: "Change the business's single sign-on",
        description:
          'Only the fields sent change. SAML: `saml_metadata_xml` (pasted) or `saml_metadata_url` (fetched by the server, which refuses private addresses, within 5 s and 100 000 characters) gives the identity provider; OIDC: `oidc_issuer` (discovery), `oidc_client_id`, `oidc_client_secret` (stored encrypted). `domains` is the whole list of email domains (new ones start pending). `enforced`: the password no longer works for the verified domains’ people but the owners’ (break-glass, always with their second factor), and their other sessions end; turning it on needs a second factor on the owner’s own login (409 `sso.needs_own_factor`). Owners only, on a plan that includes single sign-on (403 `plan.no_sso` otherwise).',
        body: UpdateSsoSettingsRequest,
        response: { 200: SsoSettingsResponse, ...errors, 503: ErrorBody },
      },
    },
    async (request) => {
      const scope = { ...ownerScope(request), userId: authOf(request).user.id };
      return { sso: await service.update(scope, request.body, auditContextOf(request)) };
    },
  );

  app.post(
    '/sso/domains/:domain/verify',
    {
      config: {
        ...settingsConfig,
        audit: ['sso.domain_verified', 'sso.domain_verification_failed'],
      },
      schema: {
        tags,
        operationId: 'verifySsoDomain',
        summary: 'Check the TXT record of a single sign-on domain',
        description:
          'Looks the TXT record `_playdesk.{domain}` up, as for custom domains: `verified` when it holds `playdesk-verify={token}`, else `failed` with the reason. A domain is verified by one business at most (409 `sso.domain_taken`). Owners only, on a plan with single sign-on.',
        params: SsoDomainParams,
        response: { 200: SsoDomainResponse, ...errors },
      },
    },
    async (request) => ({
      domain: await service.verifyDomain(
        ownerScope(request),
        request.params.domain,
        auditContextOf(request),
      ),
    }),
  );

  app.get(
    '/auth/sso/start',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'startSsoSignIn',
        summary: 'Start signing in with the business’s identity provider',
        description:
          'For an email whose domain a business verified for single sign-on: redirects (302) to its identity provider (SAML AuthnRequest, or OIDC code flow with PKCE, state and nonce) and sets a 10-minute cookie binding the sign-in to this browser. With `Accept: application/json` it answers the address instead. 404 `sso.not_available` when the email has no single sign-on: sign in with the password.',
        querystring: SsoStartQuery,
        response: {
          200: SsoStartResponse,
          302: z.null().meta({
            description: 'To the identity provider.',
            headers: {
              Location: {
                description: 'The identity provider’s sign-in address.',
                type: 'string',
                format: 'uri',
              },
            },
          }),
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      await limiter.consume({ ip: request.ip });
      const { url, browser } = await service.start(request.query.email);
      reply.header('set-cookie', cookie(browser, FLOW_TTL_SECONDS));
      reply.header('cache-control', 'no-store');
      if ((request.headers.accept ?? '').includes('application/json'))
        return { authorization_url: url };
      return (reply as FastifyReply).redirect(url, 302);
    },
  );

  // The identity provider posts a form: parsed here only, within the route's limit.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMITS.sso },
      (_request, body, done) => {
        const fields = parseQuery(body as string, '&', '=', { maxKeys: 10 });
        done(
          null,
          Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
          ),
        );
      },
    );
    scope.post(
      '/auth/sso/saml/acs',
      {
        config: { access: 'public', audit: ['sign_in.sso_succeeded'] },
        bodyLimit: BODY_LIMITS.sso,
        schema: {
          tags,
          operationId: 'samlAssertionConsumer',
          summary: 'Receive the SAML response (assertion consumer service)',
          description:
            'Where the identity provider posts its SAML response (HTTP-POST binding, form fields `SAMLResponse` and `RelayState`). Accepted only in answer to a sign-in started here (InResponseTo), with a signed assertion for this business (audience), sent to this address (recipient, destination), within its validity (2 minutes of clock skew), used once. Redirects (303) to the console with a one-time code; a refused response is a 400 `sso.response_refused` naming the reason, and signs nobody in.',
          consumes: ['application/x-www-form-urlencoded'],
          body: SamlAcsRequest,
          response: {
            303: redirect('`<APP_URL>/auth/callback/sso?code=…`'),
            ...errors,
            429: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        await limiter.consume({ ip: request.ip });
        const code = await service.acs(request.body.SAMLResponse, auditOriginOf(request));
        return (reply as FastifyReply)
          .header('cache-control', 'no-store')
          .redirect(consoleCallback(code), 303);
      },
    );
  });

  app.get(
    '/auth/sso/oidc/callback',
    {
      config: { access: 'public', audit: ['sign_in.sso_succeeded'] },
      schema: {
        tags,
        operationId: 'oidcSsoCallback',
        summary: 'Receive the OpenID Connect answer',
        description:
          'The redirect URI to register at the identity provider. Checks the state against this browser’s sign-in (cookie), exchanges the code with the PKCE verifier, checks the ID token (issuer, audience, nonce, expiry) and signs the person in; redirects (303) to the console with a one-time code. A refused answer is a 400 (`sso.flow_expired`, `sso.response_refused`).',
        querystring: OidcCallbackQuery,
        response: {
          303: redirect('`<APP_URL>/auth/callback/sso?code=…`'),
          ...errors,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      await limiter.consume({ ip: request.ip });
      const browser = browserOf(request);
      const code = await service.oidcCallback(request.query, browser, auditOriginOf(request));
      return (reply as FastifyReply)
        .header('cache-control', 'no-store')
        .redirect(consoleCallback(code), 303);
    },
  );

  app.post(
    '/auth/sso/complete',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'completeSsoSignIn',
        summary: 'Trade the one-time code for the session',
        description:
          'The console’s call on /auth/callback/sso: the code (one minute, once) and the cookie of the browser that started the sign-in give the usual sign-in answer. `outcome` is `created` when the person joined the business at this sign-in (just in time).',
        body: SsoCompleteRequest,
        response: { 200: SsoCompleteResponse, ...errors, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      await limiter.consume({ ip: request.ip });
      reply.header('set-cookie', cookie('', 0));
      return service.complete(request.body.code, browserOf(request), auditOriginOf(request));
    },
  );

  app.get(
    '/auth/sso/saml/metadata/:account',
    {
      config: {
        access: 'public',
        textExamples: { 'application/samlmetadata+xml': '<EntityDescriptor …/>' },
      },
      schema: {
        tags,
        operationId: 'getSamlServiceProviderMetadata',
        summary: 'The SAML metadata to give the identity provider',
        description:
          'The service provider metadata of a business: its entity id (this address) and the assertion consumer service, assertions signed. Import it at the identity provider, or copy the two values from the console.',
        params: z.object({ account: PublicId }),
        produces: ['application/samlmetadata+xml'],
        response: {
          200: z.string().meta({ example: '<EntityDescriptor entityID="…"/>' }),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const [account] = await db
        .select({ publicId: accounts.publicId })
        .from(accounts)
        .where(eq(accounts.publicId, request.params.account));
      if (!account)
        throw notFound('Account not found.').coded('resource.not_found', { resource: 'account' });
      return (reply as FastifyReply)
        .type('application/samlmetadata+xml; charset=utf-8')
        .send(service.metadata(account.publicId));
    },
  );
}
