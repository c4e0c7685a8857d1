/**
 * The API fuzzer at suite size (issue 18 §9; `npm run test:fuzz` runs it at 10 000 requests):
 * requests generated from every operation of the OpenAPI document and mutated, sent as the demo
 * users and as nobody. No answer may be a 5xx, and a refused request may not change stored data.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../test/harness.js';
import { fuzzApi, unwatchTables, watchTables, writtenTables } from '../test/fuzz/fuzz-api.js';

const t = await fileTestContext();

describe('API fuzzer', () => {
  it('sees every row a statement writes, and no change of a volatile column alone', async () => {
    await watchTables(t, ['memberships', 'locations']);
    try {
      expect(await writtenTables(t)).toEqual([]);
      await t.db.execute(
        sql`insert into locations (public_id, account_id, name, time_zone)
            select 'FuzzWatch01', id, 'Shop', 'UTC' from accounts limit 1`,
      );
      expect(await writtenTables(t)).toEqual(['locations']);
      // Rows rewritten as they were, and the Team page's presence: not a change.
      await t.db.execute(sql`update locations set name = name`);
      await t.db.execute(sql`update memberships set last_active_at = now()`);
      expect(await writtenTables(t)).toEqual([]);
      await t.db.execute(
        sql`update memberships set access_modules = access_modules || '["x"]'::jsonb
            where ctid = (select min(ctid) from memberships)`,
      );
      // Changed and changed back in one transaction: still a write.
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`update locations set name = name || '!'`);
        await tx.execute(sql`update locations set name = left(name, -1)`);
      });
      expect(await writtenTables(t)).toEqual(['locations', 'memberships']);
      await t.db.execute(sql`delete from locations where public_id = 'FuzzWatch01'`);
      expect(await writtenTables(t)).toEqual(['locations']);
    } finally {
      await unwatchTables(t);
    }
  });

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
