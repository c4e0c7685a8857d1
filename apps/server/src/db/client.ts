/**
 * Opens the database: embedded PGlite (data under DATA_DIR) when no DATABASE_URL is given, else
 * PostgreSQL through node-postgres. Both are driven through the same Drizzle API.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { migrationsFolder } from './migrations-folder.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; accepted wherever a query runs inside `db.transaction`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      driver: 'pglite';
      dataDir: string | null;
      /** Starts from this dump (PGlite's `dumpDataDir`) instead of an empty database. */
      loadDataDir?: Blob;
    }
  | { driver: 'postgres'; url: string; poolSize?: number };

export interface OpenOptions {
  /**
   * Run the migrations (the default). Off only for a copy of a database this code has already
   * migrated: the test harness copies one migrated database into each test file's.
   */
  migrate?: boolean;
}

export async function openDatabase(
  target: DatabaseTarget,
  { migrate = true }: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (target.driver === 'pglite') {
    let path: string | undefined;
    // PGlite is one process's database: a second server on the same files would lose writes.
    let lock: DataDirLock | null = null;
    if (target.dataDir) {
      mkdirSync(target.dataDir, { recursive: true });
      lock = lockDataDir(target.dataDir);
      path = join(target.dataDir, 'pglite');
      mkdirSync(path, { recursive: true });
    }
    let client: PGlite | null = null;
    const close = async () => {
      try {
        await client?.close();
      } finally {
        lock?.release();
      }
    };
    try {
      client = await PGlite.create({ dataDir: path, loadDataDir: target.loadDataDir });
      const db = drizzlePglite(client, { schema }) as unknown as Database;
      if (migrate) await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
      return { db, driver: 'pglite', close };
    } catch (err) {
      await close().catch(() => undefined);
      throw err;
    }
  }

  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle connection can be cut by the server (restart, failover, admin command). node-postgres
  // reports that on the pool; without a listener it would crash the process. The pool replaces
  // the connection on the next query, so a warning is enough.
  pool.on('error', (err) => {
    console.warn(`PostgreSQL connection lost (${err.message}); it will be replaced.`);
  });
  // A connection cut while checked out (inside a transaction, a job's adapter) emits 'error' on
  // its client, which the pool no longer listens to: unheard, that would crash the process. The
  // query in flight fails on its own, and the pool drops the dead client when it is released
  // (issue 18: the reliability suite cuts an instance's connections under load).
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const handle: DatabaseHandle = { db, driver: 'postgres', close: () => pool.end() };
  if (!migrate) return handle;
  // Several instances may start at once: one migrates while the others wait on the lock.
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock(hashtext('playdesk:migrations'))");
    await migratePg(db as never, { migrationsFolder: migrationsFolder() });
  } finally {
    await lockClient.query("select pg_advisory_unlock(hashtext('playdesk:migrations'))");
    lockClient.release();
  }
  return handle;
}

/**
 * The driver under a Drizzle database, for the few jobs Drizzle does not do: a named prepared
 * statement (`prepared.ts`), pg-boss's adapter (`infra/jobs.ts`), the pool's gauges
 * (`http/metrics.ts`).
 */
export type DriverClient =
  { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; pool: pg.Pool };

export function driverClient(db: Database): DriverClient {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return { driver: 'pglite', client };
  if (client instanceof pg.Pool) return { driver: 'postgres', pool: client };
  throw new Error('Unknown database driver');
}
