import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/browser';
import { serverPort } from './e2e/support/server';

/**
 * Browser tests drive the built product (console + player app + API) on a real port, in Debian's
 * Chromium (its headless shell: e2e/support/browser.ts). `scripts/e2e-server.mjs` starts a server on a fresh PGlite database with demo data:
 * one per worker (e2e/support/server.ts), so workers share no data, and each worker runs its spec
 * files one at a time. This file is loaded again in every worker, where `serverPort()` is that
 * worker's server.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${serverPort()}`,
    // Recording a trace (a screencast and DOM snapshots of every step) doubled the CPU the tests
    // take; CI records one only for a failed test's retry, a run by hand for any failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${serverPort(index)}/services/api/v1/health`,
    env: { PORT: String(serverPort(index)) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  })),
});
