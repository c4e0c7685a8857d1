/**
 * `npm run test:fuzz`: the API fuzzer at full size (issue 18 §9). Builds the app on a fresh,
 * demo-seeded database (PGlite, or PostgreSQL when TEST_DB_DRIVER=postgres and DATABASE_URL
 * are set), sends FUZZ_REQUESTS (default 10 000) requests generated from the OpenAPI document
 * with FUZZ_SEED (default 20261126), and exits non-zero on any 5xx, any refused request that
 * changed stored data, or any error that escaped.
 */
import { createTestContext } from '../../apps/server/src/test/harness.js';
import { fuzzApi } from '../../apps/server/src/test/fuzz/fuzz-api.js';

const seed = Number(process.env.FUZZ_SEED ?? 20261126);
const requests = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const t = await createTestContext();
try {
  const result = await fuzzApi(t, { seed, requests, log: (line) => console.log(`  ${line}`) });
  const statuses = Object.entries(result.byStatus)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(
    `Fuzzed ${result.requests} requests over ${result.operations} operations (seed ${seed}, ` +
      `${t.driver}) in ${result.seconds.toFixed(0)} s: ${statuses}; ` +
      `${result.refusedChecked} refused requests checked for unchanged data; ` +
      `${result.failures.length} failures.`,
  );
  for (const f of result.failures.slice(0, 30)) console.log(JSON.stringify(f));
  process.exitCode = result.failures.length === 0 ? 0 : 1;
} finally {
  await t.close();
}
