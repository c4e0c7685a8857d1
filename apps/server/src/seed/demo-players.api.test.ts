/**
 * The demo's players (issue 11): their plays count in the plan's usage meter like real starts do,
 * per UTC calendar month, against the business that pays.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, usage } from '../db/schema.js';
import { queryRows } from '../db/rows.js';
import { gameplaysThisMonth } from '../features/usage/service.js';
import { usagePeriod } from '../features/usage/period.js';
import { fileTestContext } from '../test/harness.js';
import { DEMO_PLAYER_COUNT, seedDemoPlayers } from './demo-players.js';

const t = await fileTestContext();

describe('the demo players', () => {
  it('count their plays of each month in the usage meter', async () => {
    const [coffee] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.businessName, 'Demo Coffee Co.'));
    await t.db.transaction((tx) => seedDemoPlayers(tx, coffee!.id));

    const perMonth = await queryRows<{ period: string; n: number }>(
      t.db,
      sql`select to_char(started_at at time zone 'UTC', 'YYYY-MM') as period, count(*)::integer as n
        from gameplays where account_id = ${coffee!.id} group by 1 order by 1`,
    );
    const plays = perMonth.reduce((sum, m) => sum + m.n, 0);
    expect(plays).toBeGreaterThan(DEMO_PLAYER_COUNT);
    const thisMonth = perMonth.find((m) => m.period === usagePeriod())?.n ?? 0;
    expect(await gameplaysThisMonth(t.db, coffee!.id)).toBe(thisMonth);
    const meters = await t.db
      .select({ period: usage.period, n: usage.gameplays })
      .from(usage)
      .where(eq(usage.accountId, coffee!.id))
      .orderBy(usage.period);
    expect(meters).toEqual(perMonth.map((m) => ({ period: m.period, n: m.n })));
  });
});
