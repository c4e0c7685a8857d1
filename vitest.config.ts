import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Three kinds of suites:
 * - `unit`: pure code (engines, contract, console rules) — no database;
 * - `api-pglite`: server tests on an embedded PGlite database, always;
 * - `api-postgres`: the same server tests on PostgreSQL, only when DATABASE_URL is set.
 * Server tests are named `*.api.test.ts`; each test file gets a database of its own, a copy of
 * one that each worker migrates and seeds once (apps/server/src/test/harness.ts).
 */
const serverTests = ['apps/server/src/**/*.api.test.ts'];

const unitTests = [
  'packages/**/src/**/*.test.ts',
  'apps/**/src/**/*.test.{ts,tsx}',
  'eslint/**/*.test.ts',
  'scripts/**/*.test.ts',
];
/**
 * Unit files that test what a module does on its first use in a process (a language loaded only
 * when first asked): each runs in modules of its own (project `unit-fresh`), since in the `unit`
 * project a file may come after another that used them.
 */
const freshModuleTests = [
  'apps/server/src/infra/dictionary.test.ts',
  'apps/console/src/i18n/i18n.test.ts',
];

const apiProject = (driver: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `api-${driver}`,
    include: serverTests,
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker keeps the server's modules loaded from one test file to the next instead of
    // importing them again for each file (about 40 % of the CPU these projects take). Every file
    // still builds its own app on its own database; the server's module-level state is either set
    // by that app (mailer, webhook and push settings) or keyed by random ids. The demo rows' ids are
    // the same in every file of a worker (copies of one seeded database), so nothing may be keyed
    // by them at module level: such memories belong to the app (e.g. http/tenancy.ts's
    // `membershipToucher`).
    isolate: false,
    // Drops the template databases the workers copy, once the run is over.
    ...(driver === 'postgres'
      ? { globalSetup: ['apps/server/src/test/postgres-global-setup.ts'] }
      : {}),
  },
});

export default defineConfig({
  test: {
    // PGlite is ~2 s and a few hundred MB per instance, and CI has two cores: keep workers few.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: unitTests,
          exclude: [...serverTests, ...freshModuleTests, '**/node_modules/**'],
          environment: 'node',
          // As in the API projects: a worker keeps the modules it imported from one file to the
          // next (importing them again for every file was 526 of the 769 s its files took, summed;
          // the project's CPU time went from 130 to 55 s). The few files that stub globals,
          // environment variables or timers undo it after each test; the others passed with every
          // file in one worker and files and tests shuffled (`--maxWorkers=1 --sequence.shuffle`,
          // two seeds).
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-fresh',
          include: freshModuleTests,
          environment: 'node',
        },
      },
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
