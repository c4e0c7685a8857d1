/**
 * Process entry: read the configuration, open and migrate the database, seed, serve, and run the
 * outbox worker. Stops cleanly on SIGINT/SIGTERM.
 */
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { createMailer } from './outbox/mailer.js';
import { startOutboxWorker } from './outbox/outbox.js';
import { DEMO_LOGINS, hasDemoLogins, seedDemo, upsertPlans } from './seed/seed.js';
import { seedDemoPlayerData } from './seed/demo-players.js';
import { startRetentionJob } from './features/player-data/retention.js';
import { startRenewalJob } from './features/billing/renewal.js';

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
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { driver: 'pglite', dataDir: config.dataDir },
  );
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
  if (config.production && (config.seedDemo || (await hasDemoLogins(database.db)))) {
    app.log.warn(
      'NODE_ENV=production with demo data: the demo businesses are live, and whoever has their ' +
        'password can sign in as their owner and publish pages. For a real deploy leave SEED_DEMO ' +
        'unset and start on a database without the @playdesk.test demo logins.',
    );
  }

  const worker = config.outboxWorker
    ? startOutboxWorker(
        database.db,
        (job) =>
          createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log })(
            job.payload,
          ),
        app.log,
      )
    : null;

  // Erases inactive players' personal data; one instance per period (a lease row decides).
  const retention = startRetentionJob(database.db, app.log);
  // Test payments renew here (Stripe renews its own subscriptions and tells us by webhook).
  const renewals =
    config.payments.provider === 'test' ? startRenewalJob(database.db, app.log) : null;
  await app.listen({ port: config.port, host: config.host });
  const where = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(
    `Playdesk is running at http://localhost:${config.port} (listening on ${config.host}, database: ${where})`,
  );
  // The fixed demo password is repeated at every start for convenience; a random one is not.
  const demoLine =
    config.seedDemo && !config.production
      ? `Demo logins (password "${config.demoPassword}"): ${DEMO_LOGINS.map((l) => l.email).join(', ')}\n`
      : '';
  console.log(
    `\nPlaydesk: http://localhost:${config.port}  ·  API docs: http://localhost:${config.port}/services/api/docs\n` +
      demoLine,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await worker?.stop();
    await retention.stop();
    await renewals?.stop();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) console.error(`Playdesk cannot start. ${err.message}`);
  else console.error('Playdesk failed to start:', err);
  process.exit(1);
});
