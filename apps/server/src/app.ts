/**
 * Builds the HTTP application: the API under /services/api/v1 (validated with the contract's zod
 * schemas and documented as OpenAPI), and the web apps. No listening, no background work: main.ts
 * and the tests decide that.
 */
import Fastify, { type FastifyLoggerOptions, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { API_PATH } from '@playdesk/contract/urls';
import { z } from 'zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAccessControl, type ApiRoute } from './http/auth.js';
import { registerAuditTrail, type AuditDeclarationCheck } from './http/audit-context.js';
import { BODY_LIMITS } from './http/body-limits.js';
import { registerErrorHandling } from './http/errors.js';
import { registerJsonBodies } from './http/json-body.js';
import { serializerCompiler } from './http/serializer.js';
import { registerOpenApi } from './http/openapi.js';
import { registerStrictBodies } from './http/strict-bodies.js';
import { loggerOptions } from './infra/logging.js';
import type { App, RouteDeps } from './http/types.js';
import { accountRoutes } from './features/accounts/routes.js';
import { apiKeyRoutes } from './features/api-keys/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { planRoutes } from './features/plans/routes.js';
import { billingRoutes } from './features/billing/routes.js';
import { testPaymentRoutes } from './features/billing/test-routes.js';
import { billingWebhookRoutes } from './features/billing/webhooks.js';
import { experimentRoutes } from './features/experiments/routes.js';
import { gameRoutes } from './features/games/routes.js';
import { placementRoutes } from './features/placements/routes.js';
import { counterDeviceRoutes } from './features/counter/routes.js';
import { playRoutes } from './features/play/routes.js';
import { createPublicGameCache } from './features/play/public-game.js';
import { templateRoutes } from './features/templates/routes.js';
import { calendarRoutes } from './features/calendar/routes.js';
import { notificationBarRoutes } from './features/notification-bar/routes.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { insightRoutes } from './features/insight/routes.js';
import { stepsRoutes } from './features/insight/steps-routes.js';
import { mediaRoutes } from './features/media/routes.js';
import { playerDataRoutes } from './features/player-data/routes.js';
import { playerDataPlayRoutes } from './features/player-data/play-routes.js';
import { findVerifyingGame } from './features/player-data/verifying-game.js';
import { verificationPlayRoutes } from './features/fair-play/verification/routes.js';
import { rewardRoutes } from './features/rewards/routes.js';
import { counterRedeemRoutes } from './features/counter/redeem-routes.js';
import { configureTokenSigning } from './features/counter/signing.js';
import { fairPlayRiskRoutes } from './features/fair-play/risk-routes.js';
import { rewardPlayRoutes } from './features/rewards/play-routes.js';
import { loyaltyRoutes } from './features/loyalty/routes.js';
import { loyaltyPlayRoutes } from './features/loyalty/play-routes.js';
import { walletRoutes } from './features/counter/wallet/routes.js';
import { registerAppleService } from './features/counter/wallet/apple-service.js';
import { webhookRoutes } from './features/integrations/routes.js';
import { connectorRoutes } from './features/integrations/connectors/routes.js';
import { mailboxRoutes } from './features/mailbox/routes.js';
import { testHookRoutes } from './test-hooks.js';
import { teamRoutes } from './features/team/routes.js';
import { sessionRoutes } from './features/sessions/routes.js';
import fastifyWebsocket from '@fastify/websocket';
import { createLive } from './features/live/live.js';
import { liveRoutes } from './features/live/routes.js';
import { LIVE_MAX_FRAME_BYTES, registerLiveSocket } from './features/live/socket.js';
import { auditRoutes } from './features/audit/routes.js';
import { domainRoutes, EMBED_REFUSAL, embedGuardOf } from './features/domains/routes.js';
import { createDomainDirectory } from './features/domains/directory.js';
import { socialAuthRoutes } from './features/auth/social/routes.js';
import { ssoRoutes } from './features/auth/sso/routes.js';
import { pwaRoutes } from './features/pwa/routes.js';
import { pwaPlayRoutes } from './features/pwa/play-routes.js';
import { registerPlayerServiceWorker } from './features/pwa/web.js';
import type { MediaStore } from './infra/media-store.js';
import { mediaStoreFromConfig } from './infra/media-store-config.js';
import { registerHealth } from './http/health.js';
import { MCP_PATH, registerMcp } from './mcp/server.js';
import { registerMetrics } from './http/metrics.js';
import { randomUUID } from 'node:crypto';
import { createCacheBus } from './infra/cache-bus.js';
import type { AddressResolver } from './infra/safe-fetch.js';
import { registerMediaDelivery } from './web/media.js';
import { API_DOCS_CSP } from './web/csp.js';
import { locateWebBuilds, registerWebApps, type WebBuilds } from './web/static.js';
import { locateEmbedRuntime, registerEmbedScript } from './web/embed-script.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access rule. */
    apiRoutes: ApiRoute[];
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface AppDeps {
  db: Database;
  config: Config;
  redis?: Redis | null;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (tests read it); standard output otherwise. */
  logStream?: FastifyLoggerOptions['stream'];
  /** Where uploads go; defaults to DATA_DIR/media on local disk. */
  mediaStore?: MediaStore;
  /** The built web apps; defaults to the repository's apps/console/dist and apps/play/dist. */
  webBuilds?: WebBuilds;
  /** Resolves host names for the outgoing-address guard; the system's resolver by default. */
  addressResolver?: AddressResolver;
  /** Hooks added before any route (the API tests' check of answers against the document). */
  beforeRoutes?: (app: App) => void;
  /**
   * Routes a test adds to the API, registered after the product's own (the MCP drift test: a
   * new route is a tool without a change to the MCP code).
   */
  extraApiRoutes?: (api: App) => void;
  /** A route that declares audit actions and wrote none: a 500 (tests) or a logged error. */
  auditDeclarations?: AuditDeclarationCheck;
}

export async function buildApp({
  db,
  config,
  redis = null,
  logger,
  logStream,
  mediaStore,
  webBuilds = locateWebBuilds(),
  addressResolver,
  beforeRoutes,
  extraApiRoutes,
  auditDeclarations = 'log',
}: AppDeps): Promise<App> {
  const configuredStore = mediaStore ? null : mediaStoreFromConfig(config);
  const store = mediaStore ?? configuredStore!;
  const app = Fastify({
    // Never a query's parameters nor a link's token (infra/logging.ts).
    logger: logger ?? loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    // Routes that need more say so (BODY_LIMITS); nothing else reads a large body.
    bodyLimit: BODY_LIMITS.default,
    // Client-visible ids are short; a long URL is a mistake or an attack.
    routerOptions: { maxParamLength: 200 },
    // Request ids follow a request across instances: the balancer's X-Request-ID when it is a
    // plausible id, else a new one (docs/deploy.md#logs).
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorateRequest('scope', null);
  app.decorateRequest('counter', null);
  app.decorateRequest('device', null);
  registerErrorHandling(app);
  registerJsonBodies(app);
  registerHealth(app, { db, redis });
  registerMetrics(app, { db, metricsToken: config.metricsToken });
  if (configuredStore?.close) app.addHook('onClose', async () => configuredStore.close?.());
  // Browsers must take every answer for what its content type says.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-request-id', request.id);
  });
  beforeRoutes?.(app as unknown as App);
  registerAuditTrail(app, auditDeclarations);
  const apiRoutes = registerAccessControl(
    app,
    { db, redis, apiKeyRateLimitPerMinute: config.apiKeyRateLimitPerMinute },
    API_PATH,
    [MCP_PATH],
  );
  app.decorate('apiRoutes', apiRoutes);
  registerStrictBodies(app, API_PATH);

  await registerOpenApi(app, {
    apiPrefix: API_PATH,
    serverUrl: config.appUrl,
    version: '1.2.0',
    docsCsp: API_DOCS_CSP,
    hookAnswers: (url): Record<string, string> => (embedGuardOf(url) ? { 403: EMBED_REFUSAL } : {}),
  });

  const cacheBus = createCacheBus(redis);
  app.addHook('onClose', () => cacheBus.close());
  const deps: RouteDeps = { db, config, redis, cacheBus, addressResolver };
  // In-store wins show a signed token (award/won.ts); the keys are sealed with SECRETS_KEY.
  configureTokenSigning(config);
  const domainDirectory = createDomainDirectory(db, cacheBus);
  const publicGames = createPublicGameCache(db, cacheBus);
  // Live shows' sockets share the server's port (ADR 022); the REST routes and the socket share
  // one service and this instance's hub.
  await app.register(fastifyWebsocket, { options: { maxPayload: LIVE_MAX_FRAME_BYTES } });
  const live = createLive(deps, (error) => app.log.error({ err: error }, 'live: a fan-out failed'));
  app.addHook('onClose', async () => live.hub.close());
  await app.register(
    async (api) => {
      const scoped = api as unknown as App;
      scoped.get(
        '/health',
        {
          config: { access: 'public' },
          schema: {
            tags: ['meta'],
            operationId: 'getHealth',
            summary: 'Liveness check',
            description: 'Answers `ok` while the server runs. No credentials needed.',
            response: {
              200: z.object({ status: z.literal('ok') }).meta({ example: { status: 'ok' } }),
            },
          },
        },
        async () => ({ status: 'ok' as const }),
      );
      authRoutes(scoped, deps);
      accountRoutes(scoped, deps);
      apiKeyRoutes(scoped, deps);
      planRoutes(scoped, deps);
      billingRoutes(scoped, deps);
      testPaymentRoutes(scoped, deps);
      await billingWebhookRoutes(scoped, deps);
      gameRoutes(scoped, deps);
      experimentRoutes(scoped, deps);
      playRoutes(scoped, deps, publicGames);
      templateRoutes(scoped, deps);
      calendarRoutes(scoped, deps);
      placementRoutes(scoped, deps);
      notificationBarRoutes(scoped, deps);
      dashboardRoutes(scoped, deps);
      insightRoutes(scoped, deps);
      stepsRoutes(scoped, deps);
      playerDataRoutes(scoped, deps);
      playerDataPlayRoutes(scoped, deps);
      verificationPlayRoutes(scoped, deps, findVerifyingGame);
      rewardRoutes(scoped, deps);
      rewardPlayRoutes(scoped, deps);
      loyaltyRoutes(scoped, deps);
      loyaltyPlayRoutes(scoped, deps);
      fairPlayRiskRoutes(scoped, deps);
      counterDeviceRoutes(scoped, deps);
      counterRedeemRoutes(scoped, deps);
      walletRoutes(scoped, deps, store);
      webhookRoutes(scoped, deps);
      connectorRoutes(scoped, deps);
      teamRoutes(scoped, deps);
      auditRoutes(scoped, deps);
      sessionRoutes(scoped, deps);
      liveRoutes(scoped, deps, live);
      mailboxRoutes(scoped, deps);
      domainRoutes(scoped, deps, domainDirectory);
      socialAuthRoutes(scoped, deps);
      ssoRoutes(scoped, deps);
      await mediaRoutes(scoped, deps, store);
      pwaRoutes(scoped, deps, store);
      pwaPlayRoutes(scoped, deps, store);
      // Browser tests only (TEST_HOOKS; never in production): after pwaRoutes, which set push up.
      testHookRoutes(scoped, deps);
      extraApiRoutes?.(scoped);
    },
    { prefix: API_PATH },
  );

  // The API's operations as MCP tools for a business's AI assistant (docs/mcp.md).
  registerMcp(app, { db, version: '1.2.0' });
  registerLiveSocket(app, live, { heartbeatMs: config.liveHeartbeatSeconds * 1000 });
  registerMediaDelivery(app, store);
  // Apple's pass web service: Apple's own paths, outside the API (features/counter/wallet).
  registerAppleService(app, { db, config, store });
  registerPlayerServiceWorker(app, webBuilds.playDir);
  registerEmbedScript(app, locateEmbedRuntime());
  await registerWebApps(
    app,
    webBuilds,
    { directory: domainDirectory, mainHost: new URL(config.appUrl).hostname },
    publicGames,
  );
  return app;
}
