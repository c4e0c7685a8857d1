import { sql } from 'drizzle-orm';
import type { DashboardResponse } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { AccountContext } from '../../http/tenancy.js';
import { loadBillingPlan } from '../auth/service.js';
import { usagePeriod } from '../usage/period.js';
import { gameplaysThisMonth } from '../usage/service.js';

export function createDashboardService(db: Database) {
  /**
   * Figures for one account over a period of UTC days: plays and wins per day (zeros included),
   * new players, the top games, and this month's usage against the plan.
   */
  async function figures(
    ctx: AccountContext,
    from: string,
    to: string,
  ): Promise<DashboardResponse> {
    const accountId = ctx.account.id;
    const start = sql`(${from}::date)::timestamp at time zone 'UTC'`;
    const end = sql`((${to}::date + 1)::timestamp at time zone 'UTC')`;

    const [days, players, top, plan, used] = await Promise.all([
      queryRows<{ date: string; plays: number; wins: number }>(
        db,
        sql`
          select to_char(d, 'YYYY-MM-DD') as date,
                 count(g.id)::int as plays,
                 (count(g.id) filter (where g.status = 'won'))::int as wins
          from generate_series(${from}::date, ${to}::date, interval '1 day') as d
          left join gameplays g
            on g.account_id = ${accountId}
           and g.started_at >= (d at time zone 'UTC')
           and g.started_at < ((d + interval '1 day') at time zone 'UTC')
          group by d
          order by d`,
      ),
      queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from players where account_id = ${accountId} and created_at >= ${start} and created_at < ${end}`,
      ),
      queryRows<{ public_id: string; name: string; type: string; plays: number; wins: number }>(
        db,
        sql`
          select gm.public_id, gm.name, gm.type,
                 count(g.id)::int as plays,
                 (count(g.id) filter (where g.status = 'won'))::int as wins
          from gameplays g join games gm on gm.id = g.game_id
          where g.account_id = ${accountId} and g.started_at >= ${start} and g.started_at < ${end}
          group by gm.id
          order by plays desc, gm.name
          limit 5`,
      ),
      loadBillingPlan(db, ctx.billingAccountId),
      gameplaysThisMonth(db, ctx.billingAccountId),
    ]);
    const normalized = days.map((d) => ({
      date: d.date,
      plays: Number(d.plays),
      wins: Number(d.wins),
    }));
    return {
      from,
      to,
      days: normalized,
      totals: {
        plays: normalized.reduce((s, d) => s + d.plays, 0),
        wins: normalized.reduce((s, d) => s + d.wins, 0),
        new_players: Number(players[0]?.n ?? 0),
      },
      top_games: top.map((g) => ({ ...g, plays: Number(g.plays), wins: Number(g.wins) })),
      usage: { used, limit: plan.monthlyTotalImpressions, period: usagePeriod() },
    };
  }

  return { figures };
}
