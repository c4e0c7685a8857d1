/**
 * Where players give up (docs/insight.md#where-players-give-up): `GET stats/games/{id}/steps`.
 * For the plays of one game started in a period of UTC days — the steps they reached (a quiz's
 * questions, Wordle's guesses, the share of a board done), where they stopped without finishing,
 * the answers they gave and the time they spent; how long the finished plays took; and the lead
 * form's field each player left the form at.
 *
 * The counts of plays, finished plays and their durations come from the days of plays rolled up
 * (play-days.ts) and the plays since. The steps need each play's state, read by the game's own progress
 * function (packages/games, `progress.ts`): only the latest `GAME_STEPS_SAMPLE` plays of the
 * period are read, a page at a time, so the work is bounded whatever the game's traffic.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  GAME_STEPS_SAMPLE,
  type GameStep,
  type GameStepsResponse,
  type HistogramBar,
} from '@playdesk/contract';
import { gameOf, parseGameContent } from '@playdesk/games/registry';
import type { ContentStep, GameType, PlayProgress } from '@playdesk/games';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { games } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { dayRange } from './counts.js';
import { FINISH_BAR_EDGES, gaveUpSql, playTotals } from './play-days.js';

/** States read per query. */
const PAGE = 500;

interface PlayRow {
  id: string;
  /** The start as text: every microsecond of it, for the next page's bound. */
  started: string;
  state: unknown;
  /** Left, out of time, or still running past its expiry. */
  gave_up: boolean;
}

interface StepTally {
  step: ContentStep;
  reached: number;
  abandoned: number;
  ms: number[];
  answers: number[] | null;
}

/** The median of `values` (not empty). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The English fallback label of a step without a text of its own. */
function fallbackLabel(kind: 'question' | 'guess' | 'progress', step: ContentStep): string {
  if (kind === 'guess') return `Guess ${step.n}`;
  if (kind === 'progress') return `${step.n} %`;
  return `Question ${step.n}`;
}

export function createStepsService(db: Database) {
  async function findGame(accountId: string, publicId: string) {
    const [game] = await db
      .select({
        id: games.id,
        publicId: games.publicId,
        name: games.name,
        type: games.type,
        content: games.content,
        settings: games.settings,
      })
      .from(games)
      .where(and(eq(games.accountId, accountId), eq(games.publicId, publicId)));
    if (!game) throw notFound('Game not found.');
    return game;
  }

  async function steps(
    accountId: string,
    publicId: string,
    from: string,
    to: string,
  ): Promise<GameStepsResponse> {
    const game = await findGame(accountId, publicId);
    const [start, end] = dayRange(from, to);
    // The account's plays index (account_id, started_at) bounds the sample's scan to the period.
    const inPeriod = sql`g.account_id = ${accountId} and g.game_id = ${game.id}
      and g.started_at >= ${start.toISOString()}::timestamptz
      and g.started_at < ${end.toISOString()}::timestamptz`;

    const [totals, fields, tallies] = await Promise.all([
      playTotals(db, { id: game.id, accountId }, start, end),
      queryRows<{ target: string; n: number }>(
        db,
        sql`select target, count(*)::int as n from analytics_events
            where game_id = ${game.id} and account_id = ${accountId} and step = 'form_field'
              and at >= ${start.toISOString()}::timestamptz and at < ${end.toISOString()}::timestamptz
              and target is not null
            group by target`,
      ),
      tallySteps(game, inPeriod, gaveUpSql),
    ]);

    const time_to_finish: z.infer<typeof HistogramBar>[] = [0, ...FINISH_BAR_EDGES].map(
      (lower, i) => ({
        from: lower,
        to: FINISH_BAR_EDGES[i] ?? null,
        count: totals.bars[i] ?? 0,
      }),
    );
    const leftAt = new Map(fields.map((f) => [f.target, Number(f.n)]));
    const formFields = game.settings.lead_form?.fields ?? [];

    return {
      game: { public_id: game.publicId, name: game.name, type: game.type },
      from,
      to,
      plays: totals.plays,
      finished: totals.finished,
      sampled: tallies.sampled,
      step_kind: tallies.kind,
      steps: tallies.steps,
      time_to_finish,
      form_fields: formFields.map((f) => ({ key: f.key, abandoned: leftAt.get(f.key) ?? 0 })),
    };
  }

  /**
   * The steps of the latest plays of the period (at most `GAME_STEPS_SAMPLE`), read a page at a
   * time (newest first, by start then id) through the game's progress function.
   */
  async function tallySteps(
    game: { type: GameType; content: Record<string, unknown> },
    inPeriod: ReturnType<typeof sql>,
    gaveUp: ReturnType<typeof sql>,
  ): Promise<{ kind: 'question' | 'guess' | 'progress'; sampled: number; steps: GameStep[] }> {
    const progress = gameOf(game.type).progress;
    const parsed = parseGameContent(game.type, game.content);
    const content: unknown = parsed.success ? parsed.data : null;
    const contentSteps = content === null ? [] : progress.steps(content);
    const tally = new Map<string, StepTally>(
      contentSteps.map((step) => [
        step.key,
        {
          step,
          reached: 0,
          abandoned: 0,
          ms: [],
          answers: step.options ? step.options.map(() => 0) : null,
        },
      ]),
    );
    let sampled = 0;
    let read = 0;
    let after: { startedAt: string; id: string } | null = null;
    while (content !== null && read < GAME_STEPS_SAMPLE) {
      const limit = Math.min(PAGE, GAME_STEPS_SAMPLE - read);
      const page: PlayRow[] = await queryRows<PlayRow>(
        db,
        sql`select g.id, g.started_at::text as started, g.state, (${gaveUp}) as gave_up
            from gameplays g
            where ${inPeriod}
              ${after ? sql`and (g.started_at, g.id) < (${after.startedAt}::timestamptz, ${after.id}::uuid)` : sql``}
            order by g.started_at desc, g.id desc
            limit ${limit}`,
      );
      read += page.length;
      for (const row of page) {
        const played = progress.of(row.state, content);
        if (!played) continue;
        sampled++;
        count(tally, played, row.gave_up === true);
      }
      const last = page.at(-1);
      if (page.length < limit || !last) break;
      after = { startedAt: last.started, id: last.id };
    }
    return {
      kind: progress.kind,
      sampled,
      steps: [...tally.values()].map((t) => ({
        key: t.step.key,
        n: t.step.n,
        label: t.step.text ?? fallbackLabel(progress.kind, t.step),
        reached: t.reached,
        abandoned: t.abandoned,
        median_seconds: t.ms.length > 0 ? Math.round(median(t.ms) / 100) / 10 : null,
        answers:
          t.answers && t.step.options
            ? t.step.options.map((label, i) => ({
                label,
                count: t.answers![i] ?? 0,
                correct: i === t.step.correct,
              }))
            : null,
      })),
    };
  }

  return { steps };
}

/** Adds one play's progress to the steps' tallies (a step no longer in the content is skipped). */
function count(tally: Map<string, StepTally>, played: PlayProgress, gaveUp: boolean): void {
  played.reached.forEach((reached, i) => {
    const t = tally.get(reached.key);
    if (!t) return;
    t.reached++;
    if (reached.ms !== null) t.ms.push(reached.ms);
    if (t.answers && reached.answer !== null && reached.answer < t.answers.length) {
      t.answers[reached.answer]!++;
    }
    if (gaveUp && !played.completed && i === played.reached.length - 1) t.abandoned++;
  });
}
