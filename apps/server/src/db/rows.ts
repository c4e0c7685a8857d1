import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client.js';

/**
 * Runs a raw SQL query and returns its rows. PGlite and node-postgres both answer with `{ rows }`;
 * the generic driver type does not say so, hence the one cast here.
 */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
