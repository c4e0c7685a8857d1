/**
 * Where the browser tests' servers listen. Each Playwright worker has a server of its own
 * (playwright.config.ts starts one per worker, scripts/e2e-server.mjs): its own PGlite database
 * with the demo data, mailbox file and fakes, so tests in parallel workers never see each other's
 * data, and within a worker the specs run one at a time, as they always did. Ports are 10 apart:
 * a server's fakes sit just above it (the Mailchimp fake on port + 7).
 */

/** Port of the first worker's server (E2E_PORT, default 4310). */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4310);

/**
 * Port of worker `parallelIndex`'s server; by default the worker this runs in (Playwright sets
 * TEST_PARALLEL_INDEX in a worker before it loads the config or any spec; 0 outside workers).
 */
export function serverPort(parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): number {
  return FIRST_PORT + 10 * parallelIndex;
}
