/**
 * Builds the HTTP application: the API under /services/api/v1 (validated with the contract's zod
 * schemas and documented as OpenAPI), and the web apps. No listening, no background work: main.ts
 * and the tests decide that.
 */
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { API_PATH } from '@playdesk/contract/urls';
import { z } from 'zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAccessControl, type ApiRoute } from './http/auth.js';
import { BODY_LIMITS } from './http/body-limits.js';
import { registerErrorHandling } from './http/errors.js';
import { registerOpenApi } from './http/openapi.js';
import type { App, RouteDeps } from './http/types.js';
import { accountRoutes } from './features/accounts/routes.js';
import { apiKeyRoutes } from './features/api-keys/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { planRoutes } from './features/plans/routes.js';
import { billingRoutes } from './features/billing/routes.js';
import { testPaymentRoutes } from './features/billing/test-routes.js';
import { billingWebhookRoutes } from './features/billing/webhooks.js';
import { gameRoutes } from './features/games/routes.js';
import { playRoutes } from './features/play/routes.js';
import { templateRoutes } from './features/templates/routes.js';
import { calendarRoutes } from './features/calendar/routes.js';
import { notificationBarRoutes } from './features/notification-bar/routes.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { mediaRoutes } from './features/media/routes.js';
import { playerDataRoutes } from './features/player-data/routes.js';
import { playerDataPlayRoutes } from './features/player-data/play-routes.js';
import { rewardRoutes } from './features/rewards/routes.js';
import { rewardPlayRoutes } from './features/rewards/play-routes.js';
import { teamRoutes } from './features/team/routes.js';
import { socialAuthRoutes } from './features/auth/social/routes.js';
import { localMediaStore, type MediaStore } from './infra/media-store.js';
import { createCacheBus } from './infra/cache-bus.js';
import { registerMediaDelivery } from './web/media.js';
import { join } from 'node:path';
import { API_DOCS_CSP } from './web/csp.js';
import { locateWebBuilds, registerWebApps, type WebBuilds } from './web/static.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access rule. */
    apiRoutes: ApiRoute[];
  }
}

export interface AppDeps {
  db: Database;
  config: Config;
  redis?: Redis | null;
  logger?: FastifyServerOptions['logger'];
  /** Where uploads go; defaults to DATA_DIR/media on local disk. */
  mediaStore?: MediaStore;
  /** The built web apps; defaults to the repository's apps/console/dist and apps/play/dist. */
  webBuilds?: WebBuilds;
}

export async function buildApp({
  db,
  config,
  redis = null,
  logger,
  mediaStore,
  webBuilds = locateWebBuilds(),
}: AppDeps): Promise<App> {
  const store = mediaStore ?? localMediaStore(join(config.dataDir, 'media'));
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Routes that need more say so (BODY_LIMITS); nothing else reads a large body.
    bodyLimit: BODY_LIMITS.default,
    // Client-visible ids are short; a long URL is a mistake or an attack.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorateRequest('scope', null);
  registerErrorHandling(app);
  // Browsers must take every answer for what its content type says.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  const apiRoutes = registerAccessControl(
    app,
    { db, redis, apiKeyRateLimitPerMinute: config.apiKeyRateLimitPerMinute },
    API_PATH,
  );
  app.decorate('apiRoutes', apiRoutes);

  await registerOpenApi(app, {
    apiPrefix: API_PATH,
    serverUrl: config.appUrl,
    version: '1.2.0',
    docsCsp: API_DOCS_CSP,
  });

  const cacheBus = createCacheBus(redis);
  app.addHook('onClose', () => cacheBus.close());
  const deps: RouteDeps = { db, config, redis, cacheBus };
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
            response: { 200: z.object({ status: z.literal('ok') }) },
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
      playRoutes(scoped, deps);
      templateRoutes(scoped, deps);
      calendarRoutes(scoped, deps);
      notificationBarRoutes(scoped, deps);
      dashboardRoutes(scoped, deps);
      playerDataRoutes(scoped, deps);
      playerDataPlayRoutes(scoped, deps);
      rewardRoutes(scoped, deps);
      rewardPlayRoutes(scoped, deps);
      teamRoutes(scoped, deps);
      socialAuthRoutes(scoped, deps);
      await mediaRoutes(scoped, deps, store);
    },
    { prefix: API_PATH },
  );

  registerMediaDelivery(app, store);
  await registerWebApps(app, webBuilds);
  return app;
}
