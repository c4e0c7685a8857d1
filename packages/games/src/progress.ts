/**
 * How far a play got ("where players give up", docs/insight.md): each game type names the steps a
 * play of its content goes through — a quiz's questions, an EmojiQ's phrases, Wordle's guesses,
 * the share of a puzzle's, word hunt's or scratch card's board done — and reads, from a play's
 * stored state, the steps it reached, the answer given at each and the time spent on it where the
 * state records it. Pure: the server counts these over the plays of a period.
 *
 * States are read as the JSON the server stored, from any version of the engine (or a demo row
 * without a real state): `of` answers null for a state it cannot read, never throws.
 */
import { z } from 'zod';

/** What a step is: a question (quiz, EmojiQ), a guess (Wordle), a share of the board (the rest). */
export type StepKind = 'question' | 'guess' | 'progress';

/** One step a play of the content can reach, in the order players meet them. */
export interface ContentStep {
  /** Stable across periods and plays: a question's id, `p2` (phrase 2), `guess3`, `p50`. */
  key: string;
  /**
   * A number to show the step by: the question's or guess's number (1-based, in the content's
   * order), or for a share of the board the lower bound in percent (0, 25, 50, 75, 100).
   */
  n: number;
  /** The content's own text for the step (a question, an emoji clue); null for guesses and shares. */
  text: string | null;
  /** A question's options, in order; null when the step has none. */
  options: string[] | null;
  /** The index of the correct option; null when the step has no options. */
  correct: number | null;
}

/** A step a play reached. */
export interface ReachedStep {
  key: string;
  /** The option chosen (questions with options); null when not answered or not a choice. */
  answer: number | null;
  /** Milliseconds spent on the step, when the play got past it and the state records the time. */
  ms: number | null;
}

export interface PlayProgress {
  /**
   * The steps reached, in the order the player met them; the last is the one the player was on
   * when the play stopped (for a completed play, the last one played).
   */
  reached: ReachedStep[];
  /**
   * Whether the play got to its end by playing (every question answered, the word found or every
   * guess used, the board done, the card done) rather than being left or running out of time.
   */
  completed: boolean;
}

export interface GameProgress<TContent> {
  kind: StepKind;
  /** The steps of this content, in order. */
  steps(content: TContent): ContentStep[];
  /** The progress of a play from its stored state; null when the state is not readable. */
  of(state: unknown, content: TContent): PlayProgress | null;
}

/** The shares of the board a progress game counts by: "at least n %". */
export const PROGRESS_SHARES = [0, 25, 50, 75, 100] as const;

/** The steps of a game counted in shares of the board. */
export function shareSteps(): ContentStep[] {
  return PROGRESS_SHARES.map((n) => ({
    key: `p${n}`,
    n,
    text: null,
    options: null,
    correct: null,
  }));
}

/**
 * A share of the board (0–100, clamped and floored) as the share steps reached: every step whose
 * lower bound it reaches, the last being the one it stopped in.
 */
export function reachedShares(percent: number): ReachedStep[] {
  const share = Math.max(0, Math.min(100, Math.floor(Number.isFinite(percent) ? percent : 0)));
  return PROGRESS_SHARES.filter((n) => n <= share).map((n) => ({
    key: `p${n}`,
    answer: null,
    ms: null,
  }));
}

/** Reads `state` with a lenient schema (unknown fields allowed); null when it does not fit. */
export function readState<T>(schema: z.ZodType<T>, state: unknown): T | null {
  const parsed = schema.safeParse(state);
  return parsed.success ? parsed.data : null;
}

/** A finite number (ms since the epoch, a count). */
export const finite = z.number().refine(Number.isFinite);

/**
 * The progress of a play through questions met in order (a quiz, a personality test): every
 * question it answered, with the option chosen and the time since the previous answer (or the
 * start) where the answer records its time, then the one on screen when it stopped; complete once
 * every question is answered.
 */
export function questionsReached(
  questionIds: readonly string[],
  startedAt: number,
  allAnswers: readonly { question_id: string; option: number; answered_at?: number | undefined }[],
): PlayProgress {
  const answers = allAnswers.slice(0, questionIds.length);
  let since: number | null = startedAt;
  const reached: ReachedStep[] = answers.map((a) => {
    const at = a.answered_at ?? null;
    const ms = at !== null && since !== null ? Math.max(0, at - since) : null;
    since = at;
    return { key: a.question_id, answer: a.option, ms };
  });
  const completed = answers.length >= questionIds.length;
  const current = questionIds[answers.length];
  if (!completed && current !== undefined) reached.push({ key: current, answer: null, ms: null });
  return { reached, completed };
}
