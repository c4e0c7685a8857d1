import type { z } from 'zod';
import type { Difficulty, GameType, SESSION_STATUSES } from './constants.js';
import type { Refusal } from './refusals.js';

/**
 * The contract every game's rule engine fulfils. An engine is pure and deterministic: given the
 * same content, seed, actions and clock readings it produces the same states. States are plain
 * JSON (the server stores them between requests). Time is never read inside an engine; callers
 * pass `now` (ms since the epoch), so the server decides time-outs with its own clock.
 *
 * The server is the referee: it calls `start` when a play session begins, `apply` for every move
 * the player sends, and `outcome` to decide win, loss and score. The player app and the console's
 * preview run the same engine on the `view` the server sends back (never the secret state).
 */
export interface StartContext {
  difficulty: Difficulty;
  /** 32-bit seed chosen by the server for this session. */
  seed: number;
  /** Session start time, ms since the epoch. */
  now: number;
  /** The dictionary of word games, as in `ApplyContext` (a preview may omit it). */
  isWord?: IsWord;
  /**
   * The language the play is in (`en`, `fr`, …), for games whose rules depend on it (Wordle's
   * letters and dictionary); absent means English.
   */
  language?: string;
  /**
   * The prize the server already drew for this play, for games whose outcome is a prize
   * (ScratchMe): its reward draw (docs/product-rules.md#rewards), or null for no prize. The engine
   * shows it instead of drawing one from its content; absent, the engine draws with `seed`.
   */
  prize?: { id: string; label: string } | null;
}

export interface ApplyContext {
  now: number;
  /** Word check used by word games; the server passes the dictionary, a preview may omit it. */
  isWord?: IsWord;
}

/**
 * A dictionary: is `word` (in the tile form of `packages/games/src/wordle/letters.ts`) a word of
 * `language` (absent: English)?
 */
export type IsWord = (word: string, language?: string) => boolean;

export type SessionStatus = (typeof SESSION_STATUSES)[number];

export interface Outcome {
  status: SessionStatus;
  /** Points earned so far (final once status is not 'playing'). */
  score: number;
  /** Why the game ended, for the pop-up and the record: 'solved', 'timeout', 'out_of_lives', … */
  reason?: string;
  /**
   * What the play came to, for games whose end is a choice among the content's items rather than
   * a win (a personality test's outcome id): recorded on the play (its `result`), exported and
   * sent with it, and a reward rule may ask for it. Absent for the other games.
   */
  result?: string;
}

/**
 * A move played, or refused with a code (`refuse` in refusals.ts): the player app shows the code's
 * text in the player's language, `error` is the English sentence for API users.
 */
export type ApplyResult<TState> = { ok: true; state: TState } | Refusal;

export interface GameEngine<TContent, TState, TAction, TView> {
  type: GameType;
  /** Validates the content a business stores for a game of this type. */
  contentSchema: z.ZodType<TContent>;
  /** Validates one player action (a move, a guess, a hint request, …). */
  actionSchema: z.ZodType<TAction>;
  /** Time limit in seconds for a difficulty, or null when the game has none. */
  timeLimitSeconds(difficulty: Difficulty): number | null;
  /** The initial state of a new session. */
  start(content: TContent, ctx: StartContext): TState;
  /** Applies one action; refuses illegal ones with a code, its values and an English sentence. */
  apply(state: TState, action: TAction, ctx: ApplyContext): ApplyResult<TState>;
  /** Win/loss/score at `now` (a session past its time limit is over). */
  outcome(state: TState, now: number): Outcome;
  /** What the player may see. Secrets (answers, prizes, solutions) appear only once revealed. */
  view(state: TState, now: number): TView;
}
