/**
 * Process entry: read the configuration, open and migrate the database, seed, serve, and run the
 * job workers (infra/jobs.ts). Stops cleanly on SIGINT/SIGTERM.
 */
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { createMailerFor } from './outbox/mailer.js';
import { configureMailer, moveLegacyOutbox } from './outbox/outbox.js';
import { installJobs, startJobWorkers } from './infra/jobs.js';
import { serializeError } from './infra/logging.js';
import { jobDefinitions } from './jobs.js';
import { RENEWAL_JOB } from './features/billing/renewal.js';
import { configurePlayExpiry } from './features/play/expiry.js';
import { runningLine, startBanner } from './start-banner.js';
import { installTestClock } from './infra/test-clock.js';
import { DEMO_LOGINS, hasDemoLogins, seedDemo, upsertPlans } from './seed/seed.js';
import { seedDemoPlayerData } from './seed/demo-players.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  // Browser tests move the server's clock (TEST_HOOKS, refused in production): before anything.
  if (config.testHooks) installTestClock();
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { driver: 'pglite', dataDir: config.dataDir },
  );
  // The job queue's schema and queues exist before anything can enqueue (the seed sends emails).
  await installJobs(database.db, jobDefinitions);
  await moveLegacyOutbox(database.db);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const app = await buildApp({ db: database.db, config, redis });

  await upsertPlans(database.db);
  if (config.seedDemo && (await seedDemo(database.db, config.demoPassword))) {
    await seedDemoPlayerData(database.db);
    const lines = DEMO_LOGINS.map((l) => `  ${l.email.padEnd(24)} ${l.what}`).join('\n');
    // In production the password is random and this is the only place it is ever shown.
    const once = config.production ? ', shown only this once' : '';
    const seeded = `Demo data seeded. Logins (password "${config.demoPassword}"${once}):\n${lines}`;
    if (config.production) app.log.warn(seeded);
    else app.log.info(seeded);
  }
  if (config.production && !config.secretsKey)
    app.log.warn(
      'SECRETS_KEY is not set: webhook endpoints cannot be added or rotated (503) and stored secrets cannot be used. Set it to 32 random bytes (openssl rand -hex 32), the same on every instance.',
    );
  if (config.production && (config.seedDemo || (await hasDemoLogins(database.db)))) {
    app.log.warn(
      'NODE_ENV=production with demo data: the demo businesses are live, and whoever has their ' +
        'password can sign in as their owner and publish pages. For a real deploy leave SEED_DEMO ' +
        'unset and start on a database without the @playdesk.test demo logins.',
    );
  }

  // Emails, webhooks, connectors and the recurring jobs (retention; test-payment renewals, as
  // Stripe renews its own subscriptions). JOB_WORKERS=false: this instance only serves requests.
  // Without SMTP, outside production, emails are also kept for the console's Mailbox page
  // (docs/product-rules.md#demo-mailbox).
  configureMailer(createMailerFor(config, database.db, app.log));
  configurePlayExpiry({ appUrl: config.appUrl });
  const worker = config.jobWorkers
    ? await startJobWorkers(
        database.db,
        app.log,
        jobDefinitions.filter((d) => d.name !== RENEWAL_JOB || config.payments.provider === 'test'),
        { maintenanceIntervalSeconds: config.jobMaintenanceSeconds },
      )
    : null;
  await app.listen({ port: config.port, host: config.host });
  const where = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(runningLine(config, where));
  console.log(
    startBanner(
      config,
      DEMO_LOGINS.map((l) => l.email),
    ),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    // Drain (docs/deploy.md#zero-downtime-upgrades): /readyz answers 503 first so the balancer
    // stops sending new requests here; then the server stops accepting, finishes the requests in
    // flight (Fastify's close waits for them) and only then the database is closed.
    app.startDraining();
    // Work still winding down when its connections close (a job runner's last bookkeeping) must
    // not turn a clean stop into a crash: log it; an unfinished job is retried once it expires.
    process.on('unhandledRejection', (reason) => {
      app.log.warn({ err: reason }, 'error while shutting down (ignored)');
    });
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainSeconds * 1000 : 0;
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    // A request that never ends must not keep an old instance alive forever.
    setTimeout(() => {
      app.log.error('in-flight requests did not finish within 30 s; exiting');
      process.exit(1);
    }, 30_000).unref();
    await app.close();
    await worker?.stop();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) console.error(`Playdesk cannot start. ${err.message}`);
  // Rebuilt like a log line's error: a failed seed or migration statement without its parameters.
  else console.error('Playdesk failed to start:', serializeError(err));
  process.exit(1);
});
