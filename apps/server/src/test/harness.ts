/**
 * Test harness: a fresh database per test file — in-memory PGlite, or (TEST_DB_DRIVER=postgres)
 * a throw-away database created on the DATABASE_URL server and dropped afterwards — migrated,
 * seeded with the plans and demo businesses, and the app built on it (no port: `inject`).
 *
 * Migrating and seeding took seconds per file, so a worker does it once and each file gets a
 * copy: a PGlite dump loaded into a new instance, or a PostgreSQL database created from a
 * template. The copies hold the same rows and ids in every file of a worker: module-level state
 * the server keys by them carries over from one file to the next (vitest.config.ts says which).
 */
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, inject } from 'vitest';
import { API_PATH } from '@playdesk/contract/urls';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { driverClient, openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { adminQuery, databaseUrl } from './postgres-admin.js';
import type { App } from '../http/types.js';
import { DEMO_PASSWORD, seedDemo, upsertPlans } from '../seed/seed.js';
import { installJobs } from '../infra/jobs.js';
import { createResponseCheck, type OpenApiDocument } from './response-check.js';
import { jobDefinitions } from '../jobs.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** How the names of this run's PostgreSQL template databases start (postgres-global-setup.ts). */
    templateDatabasePrefix: string;
  }
}

export interface TestContext {
  app: App;
  db: Database;
  config: Config;
  driver: 'pglite' | 'postgres';
  /** Calls the API: `path` is relative to /services/api/v1. */
  api(
    method: InjectOptions['method'],
    path: string,
    opts?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  /** Signs in a user and returns their token and current account. */
  login(
    email: string,
    password?: string,
  ): Promise<{ token: string; account: string; body: LoginBody }>;
  /** Registers a new business on `plan` (a fresh owner email) and signs its owner in. */
  signUp(plan: string, businessName: string): Promise<Session>;
  /**
   * The answers so far that the served OpenAPI document does not allow, emptied
   * (test/response-check.ts); a file's context fails the test that caused them.
   */
  takeMismatches(): string[];
  close(): Promise<void>;
}

/** A signed-in user as `login` answers; spread it into `api`'s options: `{ ...owner, body }`. */
export type Session = Awaited<ReturnType<TestContext['login']>>;

interface CallOptions {
  token?: string;
  account?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface LoginBody {
  user: {
    token: string;
    current_account: { public_id: string };
    related_accounts: { public_id: string }[];
  };
}

/** What every file's database starts with, on top of the migrations. */
async function fillDatabase(db: Database): Promise<void> {
  // The job queue's schema and queues, as main.ts installs them (tests run jobs with drainJobs).
  await installJobs(db, jobDefinitions);
  await upsertPlans(db);
  await seedDemo(db);
}

// Built at most once per worker: a worker keeps this module from one file to the next
// (`isolate: false`). A failed build stays failed, so every file reports it rather than each
// spending seconds on it again.
let pgliteDump: Promise<Blob> | undefined;
let postgresTemplate: Promise<string> | undefined;
/**
 * The OpenAPI document the apps serve, by their settings: an app's document depends only on its
 * settings and routes, so a worker generates it once per settings instead of once per file
 * (0.8 s of the 2.4 s a file's context took). An app with extra routes gets its own.
 */
const servedDocuments = new Map<string, Promise<OpenApiDocument>>();

function buildPgliteDump(): Promise<Blob> {
  return (pgliteDump ??= (async () => {
    const handle = await openDatabase({ driver: 'pglite', dataDir: null });
    try {
      await fillDatabase(handle.db);
      const found = driverClient(handle.db);
      if (found.driver !== 'pglite') throw new Error('Expected a PGlite database');
      // Written to the data files now, a copy opens without replaying the log.
      await found.client.exec('checkpoint');
      // Uncompressed: every file loads it, and unpacking is cheaper than inflating.
      return await found.client.dumpDataDir('none');
    } finally {
      await handle.close();
    }
  })());
}

/**
 * A throw-away database's commits do not wait for their log to reach the disk
 * (`synchronous_commit = off`, a setting of the database, which a copy does not inherit): only a
 * crash of the PostgreSQL server itself could lose the last of them, and a test's database does
 * not outlive its run. What the tests read and the server's transactions see is the same.
 */
async function createDatabase(baseUrl: string, name: string, template?: string): Promise<void> {
  await adminQuery(baseUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  await adminQuery(baseUrl, `alter database ${name} set synchronous_commit = off`);
}

/** Creates database `name`, migrated and filled, and closes it. */
async function createFilledDatabase(baseUrl: string, name: string): Promise<void> {
  await createDatabase(baseUrl, name);
  const handle = await openDatabase({ driver: 'postgres', url: databaseUrl(baseUrl, name) });
  try {
    await fillDatabase(handle.db);
  } finally {
    // PostgreSQL copies no template that has a connection open; a kept one is opened again.
    await handle.close();
  }
}

function buildPostgresTemplate(baseUrl: string, prefix: string): Promise<string> {
  return (postgresTemplate ??= (async () => {
    // A name of this worker's own (no other worker copies it while it is built), under the run's
    // prefix, which the project's global setup drops after the run (postgres-global-setup.ts).
    const name = `${prefix}${randomBytes(6).toString('hex')}`;
    await createFilledDatabase(baseUrl, name);
    return name;
  })());
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
  if (driver === 'pglite') {
    const dump = await buildPgliteDump();
    return openDatabase({ driver: 'pglite', dataDir: null, loadDataDir: dump }, { migrate: false });
  }

  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_DRIVER=postgres needs DATABASE_URL');
  const name = `playdesk_test_${randomBytes(6).toString('hex')}`;
  if (process.env.VITEST) {
    const template = await buildPostgresTemplate(baseUrl, inject('templateDatabasePrefix'));
    await createDatabase(baseUrl, name, template);
  } else {
    // Outside Vitest (`npm run test:fuzz`, one context) no global setup would drop a template.
    await createFilledDatabase(baseUrl, name);
  }
  const handle = await openDatabase(
    { driver: 'postgres', url: databaseUrl(baseUrl, name), poolSize: 10 },
    { migrate: false },
  );
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function createTestContext(
  env: Record<string, string> = {},
  overrides: Partial<Pick<AppDeps, 'webBuilds' | 'addressResolver' | 'extraApiRoutes'>> = {},
): Promise<TestContext> {
  const handle = await openTestDatabase();
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: '/tmp/playdesk-test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Every test call comes from loopback: fair play judges only the calls that say they come
    // from elsewhere (`remoteAddress`, as fair-play's tests do).
    FAIR_PLAY_EXEMPT_NETWORKS: '127.0.0.1,::1',
    ...env,
  });
  const check = createResponseCheck(API_PATH);
  const app = await buildApp({
    db: handle.db,
    config,
    logger: false,
    auditDeclarations: 'enforce',
    ...overrides,
    beforeRoutes: (built) => check.install(built),
  });
  await app.ready();
  const served = async () =>
    (await app.inject({ method: 'GET', url: '/services/api/docs/json' })).json<OpenApiDocument>();
  if (overrides.extraApiRoutes) check.start(await served());
  else {
    const key = JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));
    let doc = servedDocuments.get(key);
    if (!doc) {
      doc = served();
      servedDocuments.set(key, doc);
      // A failed generation is not kept: the next file tries again and reports its own error.
      doc.catch(() => servedDocuments.delete(key));
    }
    check.start(await doc);
  }

  const api: TestContext['api'] = (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.account) headers['x-account'] = opts.account;
    return app.inject({
      method,
      url: `${API_PATH}/${path.replace(/^\//, '')}`,
      headers,
      ...(opts.body === undefined ? {} : { payload: opts.body as InjectOptions['payload'] }),
    });
  };

  const login: TestContext['login'] = async (email, password = DEMO_PASSWORD) => {
    const res = await api('POST', 'login', { body: { email, password } });
    if (res.statusCode !== 200)
      throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    const body = res.json<LoginBody>();
    return { token: body.user.token, account: body.user.current_account.public_id, body };
  };

  return {
    app,
    db: handle.db,
    config,
    driver: handle.driver,
    api,
    login,
    async signUp(plan, businessName) {
      const email = `shop-${randomBytes(8).toString('hex')}@example.test`;
      const password = `shop-${randomBytes(8).toString('hex')}`;
      const res = await api('POST', 'register', {
        body: { business_name: businessName, email, password, plan },
      });
      if (res.statusCode !== 201)
        throw new Error(`register ${email} failed: ${res.statusCode} ${res.body}`);
      return login(email, password);
    },
    takeMismatches: () => check.take(),
    async close() {
      // A connection whose request was still being answered when the close began holds the
      // close until it ends. CI's Node 24 step twice saw a test file's close (mcp.api.test.ts)
      // wait past its hook's 60 s: after 10 s the connections left are cut, and the cut is
      // reported with what was still open, so the file's own outcome stands and the cause shows.
      const cut = setTimeout(() => {
        app.server.getConnections((_error, count) => {
          console.warn(`test app close: ${count} connection(s) still open after 10 s; cut`);
          app.server.closeAllConnections();
        });
      }, 10_000);
      cut.unref();
      try {
        await app.close();
      } finally {
        clearTimeout(cut);
      }
      await handle.close();
      failOnMismatches(check.take());
    },
  };
}

/**
 * The start of an API test file: one test context for all its tests, closed after them. Called
 * with top-level await, so the file's tests read `t` (and the sessions signed in next to it) as
 * plain constants: `const t = await fileTestContext();`.
 */
export async function fileTestContext(
  ...args: Parameters<typeof createTestContext>
): Promise<TestContext> {
  const t = await createTestContext(...args);
  afterEach(() => failOnMismatches(t.takeMismatches()));
  afterAll(() => t.close());
  return t;
}

/** Fails the test (or the file) with the answers the document does not allow. */
function failOnMismatches(found: string[]): void {
  if (found.length === 0) return;
  throw new Error(
    `${found.length} answer(s) differ from the served OpenAPI document:\n- ${found.join('\n- ')}`,
  );
}
