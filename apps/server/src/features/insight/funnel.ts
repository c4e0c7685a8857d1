/**
 * The funnel (`GET stats/funnel`, docs/insight.md#the-funnel): each step's count for a game or a
 * whole account over UTC days, optionally by one dimension, optionally against another period.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  FUNNEL_STEPS,
  type FunnelDimension,
  type FunnelPeriod,
  type FunnelResponse,
  type FunnelRow,
  type StepCounts,
} from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { games, placements } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { countSteps, dayRange, UNKNOWN_KEY, type StepCount } from './counts.js';

/** The most rows a breakdown answers: the largest by views, then starts. */
export const FUNNEL_ROWS_MAX = 100;

function emptySteps(): StepCounts {
  return Object.fromEntries(FUNNEL_STEPS.map((s) => [s, 0])) as StepCounts;
}

function add(steps: StepCounts, step: string, n: number): void {
  if ((FUNNEL_STEPS as readonly string[]).includes(step)) steps[step as keyof StepCounts] += n;
}

export function createFunnelService(db: Database) {
  async function period(
    scope: { gameId: string } | { accountId: string },
    accountId: string,
    from: string,
    to: string,
    groupBy: FunnelDimension | undefined,
  ): Promise<FunnelPeriod> {
    const [start, end] = dayRange(from, to);
    const counts = await countSteps(db, scope, start, end, groupBy);
    const steps = emptySteps();
    for (const c of counts) add(steps, c.step, c.n);
    return { from, to, steps, rows: groupBy ? await rowsOf(accountId, counts, groupBy) : [] };
  }

  async function rowsOf(
    accountId: string,
    counts: StepCount[],
    groupBy: FunnelDimension,
  ): Promise<FunnelRow[]> {
    const byKey = new Map<string, StepCounts>();
    for (const c of counts) {
      const steps = byKey.get(c.key) ?? emptySteps();
      add(steps, c.step, c.n);
      byKey.set(c.key, steps);
    }
    const rows = [...byKey.entries()]
      .map(([key, steps]) => ({ key, label: key, steps }))
      .sort(
        (a, b) =>
          b.steps.view - a.steps.view ||
          b.steps.start - a.steps.start ||
          a.key.localeCompare(b.key),
      )
      .slice(0, FUNNEL_ROWS_MAX);
    if (groupBy !== 'placement') return rows;
    // Placements are counted by their internal id: shown by public id and name.
    const ids = rows.map((r) => r.key).filter((k) => k !== UNKNOWN_KEY);
    const named = ids.length
      ? await db
          .select({ id: placements.id, publicId: placements.publicId, name: placements.name })
          .from(placements)
          .where(and(eq(placements.accountId, accountId), inArray(placements.id, ids)))
      : [];
    const byId = new Map(named.map((p) => [p.id, p]));
    return rows.map((r) => {
      const p = byId.get(r.key);
      return p
        ? { ...r, key: p.publicId, label: p.name }
        : { ...r, key: UNKNOWN_KEY, label: UNKNOWN_KEY };
    });
  }

  async function funnel(
    accountId: string,
    q: {
      game?: string;
      from: string;
      to: string;
      group_by?: FunnelDimension;
      compare_from?: string;
      compare_to?: string;
    },
  ): Promise<FunnelResponse> {
    let game: FunnelResponse['game'] = null;
    let scope: { gameId: string } | { accountId: string } = { accountId };
    if (q.game) {
      const [row] = await db
        .select({ id: games.id, publicId: games.publicId, name: games.name, type: games.type })
        .from(games)
        .where(and(eq(games.accountId, accountId), eq(games.publicId, q.game)));
      if (!row) throw notFound('Game not found.');
      game = { public_id: row.publicId, name: row.name, type: row.type };
      scope = { gameId: row.id };
    }
    const [current, compared] = await Promise.all([
      period(scope, accountId, q.from, q.to, q.group_by),
      q.compare_from && q.compare_to
        ? period(scope, accountId, q.compare_from, q.compare_to, q.group_by)
        : Promise.resolve(null),
    ]);
    return { game, group_by: q.group_by ?? null, current, compared };
  }

  return { funnel };
}
