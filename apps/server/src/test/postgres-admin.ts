/**
 * The tests' own statements on the PostgreSQL server of DATABASE_URL, outside any app: creating,
 * copying and dropping the throw-away databases they run on (harness.ts, its global setup, tests
 * that start servers of their own).
 */
import pg from 'pg';

/** Runs one statement on its own connection to `baseUrl` and returns its rows. */
export async function adminQuery<T extends object = object>(
  baseUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<T[]> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return (await admin.query<T>(statement, values)).rows;
  } finally {
    await admin.end();
  }
}

/** `baseUrl` pointed at database `name` on the same server. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
