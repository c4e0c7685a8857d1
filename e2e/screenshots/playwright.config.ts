import { defineConfig } from '@playwright/test';
import rootConfig from '../../playwright.config';

/**
 * `npm run screenshots`: the pictures in docs/screenshots/, taken from the built product on a fresh
 * PGlite database with the demo data (scripts/e2e-server.mjs, as the browser tests run it). One
 * worker, one server, on SCREENSHOTS_PORT (default 4600: clear of the browser tests' 4310…). Its
 * file is `*.shots.ts`, which the browser tests' own run (testMatch `*.spec.ts`) never picks up.
 */
const port = Number(process.env.SCREENSHOTS_PORT ?? 4600);

export default defineConfig({
  testDir: '.',
  testMatch: '*.shots.ts',
  outputDir: '../../test-results/screenshots',
  timeout: 600_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: rootConfig.use?.launchOptions,
    // Fixed: no animation half-way, and the same pictures from one run to the next.
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    colorScheme: 'light',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/services/api/v1/health`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
