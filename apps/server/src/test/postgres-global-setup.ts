/**
 * Global setup of the api-postgres project (vitest.config.ts). Each worker builds a template
 * database that its test files copy (harness.ts); a worker is killed with no chance to clean up,
 * so the templates are dropped here once all the run's tests have finished. Their names start
 * with a prefix unique to the run: a run started at the same time on the same server keeps its own.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => Promise<void> {
  const prefix = `playdesk_template_${randomBytes(4).toString('hex')}_`;
  project.provide('templateDatabasePrefix', prefix);
  return async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`drop database "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
