/**
 * Global setup of the api-postgres project (vitest.config.ts). Each worker builds a template
 * database that its test files copy (harness.ts); a worker is killed with no chance to clean up,
 * so the templates are dropped here once all the run's tests have finished. Their names start
 * with a prefix unique to the run: a run started at the same time on the same server keeps its own.
 */
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { adminQuery } from './postgres-admin.js';

export default function setup(project: TestProject): () => Promise<void> {
  const prefix = `playdesk_template_${randomBytes(4).toString('hex')}_`;
  project.provide('templateDatabasePrefix', prefix);
  return async () => {
    const baseUrl = process.env.DATABASE_URL!;
    const templates = await adminQuery<{ datname: string }>(
      baseUrl,
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of templates)
      await adminQuery(baseUrl, `drop database "${datname}" with (force)`);
  };
}
