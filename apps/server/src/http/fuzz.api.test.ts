/**
 * The API fuzzer at suite size (issue 18 §9; `npm run test:fuzz` runs it at 10 000 requests):
 * requests generated from every operation of the OpenAPI document and mutated, sent as the demo
 * users and as nobody. No answer may be a 5xx, and a refused request may not change stored data.
 */
import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../test/harness.js';
import { fuzzApi } from '../test/fuzz/fuzz-api.js';

const t = await fileTestContext();

describe('API fuzzer', () => {
  it(
    '1 500 generated requests: no 5xx, refused requests change nothing',
    { timeout: 240_000 },
    async () => {
      const result = await fuzzApi(t, { seed: 1126, requests: 1_500 });
      expect(result.failures).toEqual([]);
      // Every operation was tried, and the mix reached handlers (2xx) as well as the guards (4xx).
      expect(result.operations).toBeGreaterThan(80);
      const ok = Object.entries(result.byStatus).filter(([s]) => s.startsWith('2'));
      expect(ok.reduce((n, [, c]) => n + c, 0)).toBeGreaterThan(100);
      expect(result.refusedChecked).toBeGreaterThan(1_000);
    },
  );
});
