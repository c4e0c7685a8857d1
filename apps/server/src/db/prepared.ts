import { driverClient, type Database } from './client.js';

/**
 * Runs one statement of a hot path by name: on PostgreSQL a named prepared statement, parsed and
 * planned once per connection instead of at every call (planning was about 40 % of the time of
 * the batch of play starts' statement, issue 18), and sent as one round trip outside any
 * transaction — the statement is its own transaction. PGlite (one process, no network) runs the
 * same text with the same parameters.
 *
 * `name` identifies `text` for the connection's lifetime: one name, one text, forever. Values are
 * sent as parameters ($1, $2, …), never spliced into the text.
 */
export async function preparedRows<T>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const driver = driverClient(db);
  if (driver.driver === 'pglite') return (await driver.client.query<T>(text, values)).rows;
  return (await driver.pool.query<T & object>({ name, text, values })).rows;
}
