/**
 * Spin the Wheel rules
 * - Content: 2–16 segments, each with a text (1–40 characters), an optional colour and picture,
 *   and what it gives: a reward of the business (`reward_id`), "no prize" or "try again"; at least
 *   one segment gives nothing (where the wheel stops when nothing is won). The look: a palette
 *   for segments without a colour, the pointer's colour, a logo in the centre.
 * - `start` decides where the wheel stops, before anything is shown: the server's reward draw
 *   gives the prize (`ctx.prize`: the reward taken for this play, or null), and the wheel stops on
 *   a segment giving that reward (one of them, by the seed, when several do); with no prize (or
 *   no draw: a preview, a game without instant rules), on a segment giving nothing, by the seed.
 *   A drawn reward that no segment gives (the game's rules changed under a running variant) stops
 *   on a segment giving nothing, and the result still names the reward. Where in the segment the
 *   pointer lands is drawn too (`offset`, within the middle 70 %), so a reload shows the very
 *   same stop.
 * - One action, `{ type: 'spin' }`, once: a second spin is refused (`play.session_over`), as is a
 *   spin at or after the time limit (`play.time_up`). The time limit is 60 s (WHEEL.timeSeconds).
 * - Spun: won (reason `reward`, WHEEL.points) when the stop gives a reward, else lost (reason
 *   `no_prize` or `try_again`, 0 points). Not spun in time: lost (reason `timeout`, 0 points), and
 *   the stop is shown all the same (an instant reward drawn at the start is the player's anyway).
 * - The view shows the segments as drawn (text, colour, picture; not what they give), and the stop
 *   only once spun or timed out.
 */
import { z } from 'zod';
import type { ApplyContext, ApplyResult, GameEngine, Outcome, StartContext } from '../engine.js';
import { refuse, type Refusal } from '../refusals.js';
import { createRng } from '../rng.js';
import { isLosing, WHEEL, wheelContentSchema } from './content.js';
import type { WheelContent, WheelPalette } from './content.js';
import type { WheelResult, WheelSegmentView, WheelViewModel } from './view-model.js';

export type { WheelResult, WheelSegmentView, WheelViewModel } from './view-model.js';

/** The share of a segment, around its middle, where the pointer may stop. */
export const STOP_SPREAD = 0.7;

export interface WheelState {
  segments: WheelSegmentView[];
  palette: WheelPalette;
  pointer_color: string | null;
  center_image: string | null;
  /** Where the wheel stops: decided at the start, shown once spun. */
  stop: WheelResult;
  started_at: number;
  time_limit_seconds: number;
  /** When the player spun, else null. */
  spun_at: number | null;
}

export const wheelActionSchema = z.object(
  { type: z.literal('spin', { error: 'Unknown action' }) },
  { error: 'Unknown action' },
);
export type WheelAction = z.output<typeof wheelActionSchema>;

/** The indexes of the segments matching `keep`. */
const indexesOf = <T>(items: readonly T[], keep: (item: T) => boolean) =>
  items.flatMap((item, i) => (keep(item) ? [i] : []));

/**
 * Where the wheel stops for the prize the server drew (null: none). Deterministic in the seed;
 * only the seed's draws decide among equal segments and the offset.
 */
export function stopFor(
  content: WheelContent,
  prize: { id: string; label: string } | null,
  seed: number,
): WheelResult {
  const rng = createRng(seed);
  const segments = content.segments;
  const pick = (indexes: number[]) => indexes[rng.int(indexes.length)]!;
  const losing = indexesOf(segments, isLosing);
  const giving = prize ? indexesOf(segments, (s) => s.reward_id === prize.id) : [];
  const segment = pick(giving.length > 0 ? giving : losing);
  const offset = Math.round((rng.next() - 0.5) * STOP_SPREAD * 1000) / 1000;
  const s = segments[segment]!;
  if (prize)
    return { segment, offset, kind: 'reward', label: giving.length ? s.label : prize.label };
  return { segment, offset, kind: s.kind, label: s.label };
}

function deadline(state: WheelState): number {
  return state.started_at + state.time_limit_seconds * 1000;
}

function timeLeftSeconds(state: WheelState, now: number): number {
  const ms = Math.min(deadline(state) - now, state.time_limit_seconds * 1000);
  return Math.max(0, Math.ceil(ms / 1000));
}

function outcome(state: WheelState, now: number): Outcome {
  if (state.spun_at !== null) {
    return state.stop.kind === 'reward'
      ? { status: 'won', score: WHEEL.points, reason: 'reward' }
      : { status: 'lost', score: 0, reason: state.stop.kind };
  }
  if (now >= deadline(state)) return { status: 'lost', score: 0, reason: 'timeout' };
  return { status: 'playing', score: 0 };
}

function refusal(state: WheelState, now: number): Refusal | null {
  const current = outcome(state, now);
  if (current.status === 'playing') return null;
  return current.reason === 'timeout'
    ? refuse('play.time_up', 'Time is up')
    : refuse('play.session_over', 'This game is over');
}

function apply(state: WheelState, action: WheelAction, ctx: ApplyContext): ApplyResult<WheelState> {
  const over = refusal(state, ctx.now);
  if (over) return over;
  const parsed = wheelActionSchema.safeParse(action);
  if (!parsed.success) {
    return refuse('move.invalid', parsed.error.issues[0]?.message ?? 'Invalid move');
  }
  return { ok: true, state: { ...state, spun_at: ctx.now } };
}

function start(content: WheelContent, ctx: StartContext): WheelState {
  return {
    segments: content.segments.map(({ label, color, image }) => ({ label, color, image })),
    palette: content.palette,
    pointer_color: content.pointer_color,
    center_image: content.center_image,
    stop: stopFor(content, ctx.prize ?? null, ctx.seed),
    started_at: ctx.now,
    time_limit_seconds: WHEEL.timeSeconds,
    spun_at: null,
  };
}

function view(state: WheelState, now: number): WheelViewModel {
  const result = outcome(state, now);
  const shown = result.status !== 'playing';
  return {
    segments: state.segments,
    palette: state.palette,
    pointer_color: state.pointer_color,
    center_image: state.center_image,
    spun: state.spun_at !== null,
    result: shown ? state.stop : null,
    time_left_seconds: timeLeftSeconds(state, state.spun_at ?? now),
    status: result.status,
    reason: result.reason ?? null,
    score: result.score,
  };
}

export const wheelEngine: GameEngine<WheelContent, WheelState, WheelAction, WheelViewModel> = {
  type: 'wheel',
  contentSchema: wheelContentSchema,
  actionSchema: wheelActionSchema,
  timeLimitSeconds: () => WHEEL.timeSeconds,
  start,
  apply,
  outcome,
  view,
};
