import { sql } from 'drizzle-orm';
import type { DashboardResponse, Language } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { AccountContext } from '../../http/tenancy.js';
import { loadBillingPlan } from '../usage/plan.js';
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
    language?: Language,
  ): Promise<DashboardResponse> {
    const accountId = ctx.account.id;
    // Every figure comes from the rollups (gameplay_days, player_days: kept by triggers with every
    // play and player, by language too): a few rows per game, day and language, however many
    // plays the business has. `language` narrows them to one language.
    const inLanguage = language ? sql`and language = ${language}` : sql``;
    const inPeriod = sql`account_id = ${accountId} and day >= ${from}::date and day <= ${to}::date`;

    const [days, players, top, plan, used, byLanguage] = await Promise.all([
      queryRows<{ date: string; plays: number; wins: number }>(
        db,
        sql`
          select to_char(d, 'YYYY-MM-DD') as date,
                 coalesce(sum(r.n) filter (where r.metric = 'plays'), 0)::int as plays,
                 coalesce(sum(r.n) filter (where r.metric = 'wins'), 0)::int as wins
          from generate_series(${from}::date, ${to}::date, interval '1 day') as d
          left join gameplay_days r on r.account_id = ${accountId} and r.day = d::date
            ${language ? sql`and r.language = ${language}` : sql``}
          group by d
          order by d`,
      ),
      queryRows<{ n: number }>(
        db,
        sql`select coalesce(sum(n), 0)::int as n from player_days where ${inPeriod} ${inLanguage}`,
      ),
      queryRows<{ public_id: string; name: string; type: string; plays: number; wins: number }>(
        db,
        sql`
          select gm.public_id, gm.name, gm.type, r.plays, r.wins
          from (
            select game_id,
                   sum(n) filter (where metric = 'plays')::int as plays,
                   coalesce(sum(n) filter (where metric = 'wins'), 0)::int as wins
            from gameplay_days
            where ${inPeriod} ${inLanguage}
            group by game_id
          ) r
          join games gm on gm.id = r.game_id
          where r.plays > 0
          order by r.plays desc, gm.name
          limit 5`,
      ),
      loadBillingPlan(db, ctx.billingAccountId),
      gameplaysThisMonth(db, ctx.billingAccountId),
      queryRows<{ language: Language; plays: number; wins: number }>(
        db,
        sql`select language,
                   coalesce(sum(n) filter (where metric = 'plays'), 0)::int as plays,
                   coalesce(sum(n) filter (where metric = 'wins'), 0)::int as wins
            from gameplay_days where ${inPeriod} ${inLanguage}
            group by language
            having sum(n) filter (where metric = 'plays') > 0
            order by 2 desc, 1`,
      ),
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
      languages: byLanguage.map((l) => ({
        language: l.language,
        plays: Number(l.plays),
        wins: Number(l.wins),
      })),
    };
  }

  return { figures };
}
