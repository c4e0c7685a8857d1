/**
 * ScratchMe rules
 * - Content: 0–20 prizes, each with a label and odds in percent (> 0, ≤ 100, at most two
 *   decimals); the odds add up to 100 % at most and the rest is "no luck". Optional cover image
 *   and no-luck text (default 'No luck this time'). Prize ids are assigned when missing.
 * - `start` draws the card's outcome with the session seed (one prize or no luck), so a reload
 *   shows the same card: the server keeps the state. When the server already drew the prize
 *   (the game gives rewards by odds: `ctx.prize`, a prize or null), the card holds that one and
 *   the content's prizes are not drawn.
 * - Actions: `{ type: 'scratch', percent }` — the share of the cover scratched off (0–100); the
 *   engine keeps the highest value reported — and `{ type: 'reveal' }`, accepted only once at
 *   least 60 % is scratched. The card is completed as soon as 60 % is reached.
 * - 60 s from the session start (SCRATCH.timeSeconds). Actions at or after the limit and on a
 *   completed card are refused.
 * - A completed card scores SCRATCH.points (5): status 'won' (reason 'prize') when it holds a
 *   prize, 'lost' (reason 'no_luck') otherwise. A card not completed in time is 'lost' (reason
 *   'timeout') with 0 points, and its outcome is revealed all the same.
 * - The view shows the revealed flag, the scratched percent, time left, status, score, the
 *   cover image and the outcome (prize label or no-luck text) only once revealed.
 */
import { z } from 'zod';
import { SCRATCH } from '../constants.js';
import type { ApplyContext, ApplyResult, GameEngine, Outcome, StartContext } from '../engine.js';
import { refuse, type Refusal } from '../refusals.js';
import type { Rng } from '../rng.js';
import { createRng } from '../rng.js';
import { oddsInHundredths, scratchContentSchema } from './content.js';
import type { ScratchContent, ScratchPrize } from './content.js';
import type { ScratchResult, ScratchViewModel } from './view-model.js';

export type { ScratchResult, ScratchViewModel } from './view-model.js';

/** Share of the cover (percent) that completes the card. */
export const SCRATCH_REVEAL_PERCENT = 60;

export interface ScratchState {
  /** The drawn prize, or null for no luck. */
  prize: { id: string; label: string } | null;
  no_luck_text: string;
  cover_image: string | null;
  started_at: number;
  time_limit_seconds: number;
  /** Highest scratched share reported, 0–100. */
  percent: number;
  /** When the card was completed (≥ 60 % scratched), else null. */
  completed_at: number | null;
}

const scratchAction = z.object({
  type: z.literal('scratch'),
  percent: z
    .number({ error: 'The scratched share must be a number from 0 to 100' })
    .min(0, 'The scratched share must be a number from 0 to 100')
    .max(100, 'The scratched share must be a number from 0 to 100'),
});
const revealAction = z.object({ type: z.literal('reveal') });

export const scratchActionSchema = z.discriminatedUnion('type', [scratchAction, revealAction], {
  error: 'Unknown action',
});
export type ScratchAction = z.output<typeof scratchActionSchema>;

/**
 * Draws one prize with its odds (percent, two decimals), or null for no luck: one integer in
 * [0, 10000) against the prizes' cumulative odds in hundredths of a percent.
 */
export function drawPrize<P extends { odds: number }>(prizes: readonly P[], rng: Rng): P | null {
  const ticket = rng.int(10_000);
  let upTo = 0;
  for (const prize of prizes) {
    upTo += oddsInHundredths(prize.odds);
    if (ticket < upTo) return prize;
  }
  return null;
}

function deadline(state: ScratchState): number {
  return state.started_at + state.time_limit_seconds * 1000;
}

function timeLeftSeconds(state: ScratchState, now: number): number {
  const ms = Math.min(deadline(state) - now, state.time_limit_seconds * 1000);
  return Math.max(0, Math.ceil(ms / 1000));
}

function outcome(state: ScratchState, now: number): Outcome {
  if (state.completed_at !== null) {
    return state.prize
      ? { status: 'won', score: SCRATCH.points, reason: 'prize' }
      : { status: 'lost', score: SCRATCH.points, reason: 'no_luck' };
  }
  if (now >= deadline(state)) return { status: 'lost', score: 0, reason: 'timeout' };
  return { status: 'playing', score: 0 };
}

function refusal(state: ScratchState, now: number): Refusal | null {
  const current = outcome(state, now);
  if (current.status === 'playing') return null;
  return current.reason === 'timeout'
    ? refuse('play.time_up', 'Time is up')
    : refuse('play.session_over', 'This game is over');
}

function scratched(state: ScratchState, percent: number, now: number): ScratchState {
  const best = Math.max(state.percent, percent);
  const completed = best >= SCRATCH_REVEAL_PERCENT;
  return { ...state, percent: best, completed_at: completed ? now : null };
}

function apply(
  state: ScratchState,
  action: ScratchAction,
  ctx: ApplyContext,
): ApplyResult<ScratchState> {
  const over = refusal(state, ctx.now);
  if (over) return over;
  const parsed = scratchActionSchema.safeParse(action);
  if (!parsed.success) {
    return refuse('move.invalid', parsed.error.issues[0]?.message ?? 'Invalid move');
  }
  if (parsed.data.type === 'scratch') {
    return { ok: true, state: scratched(state, parsed.data.percent, ctx.now) };
  }
  if (state.percent < SCRATCH_REVEAL_PERCENT) {
    return refuse('move.scratch_more', 'Scratch more of the card first');
  }
  return { ok: true, state: scratched(state, state.percent, ctx.now) };
}

function start(content: ScratchContent, ctx: StartContext): ScratchState {
  const prize: Pick<ScratchPrize, 'id' | 'label'> | null =
    ctx.prize !== undefined ? ctx.prize : drawPrize(content.prizes, createRng(ctx.seed));
  return {
    prize: prize ? { id: prize.id, label: prize.label } : null,
    no_luck_text: content.no_luck_text,
    cover_image: content.cover_image,
    started_at: ctx.now,
    time_limit_seconds: SCRATCH.timeSeconds,
    percent: 0,
    completed_at: null,
  };
}

function resultOf(state: ScratchState): ScratchResult {
  return state.prize
    ? { kind: 'prize', prize_id: state.prize.id, label: state.prize.label }
    : { kind: 'no_luck', text: state.no_luck_text };
}

function view(state: ScratchState, now: number): ScratchViewModel {
  const result = outcome(state, now);
  const revealed = result.status !== 'playing';
  return {
    revealed,
    percent: state.percent,
    cover_image: state.cover_image,
    result: revealed ? resultOf(state) : null,
    time_left_seconds: timeLeftSeconds(state, state.completed_at ?? now),
    status: result.status,
    reason: result.reason ?? null,
    score: result.score,
  };
}

export const scratchEngine: GameEngine<
  ScratchContent,
  ScratchState,
  ScratchAction,
  ScratchViewModel
> = {
  type: 'scratch',
  contentSchema: scratchContentSchema,
  actionSchema: scratchActionSchema,
  timeLimitSeconds: () => SCRATCH.timeSeconds,
  start,
  apply,
  outcome,
  view,
};
