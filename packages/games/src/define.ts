/**
 * The shape of a game's description. Each game folder describes itself in three files, one per
 * runtime, so that no runtime loads what it cannot use:
 * - `info.ts` (`GameInfo`): plain facts — name, texts, footer buttons, scoring. No zod, no React:
 *   the player app's first screen reads them.
 * - `game.ts` (`GameDefinition`): the info plus the rule engine, the view schema, the starter
 *   content and any server-side content check. No React: the server reads it (`registry.ts`).
 * - `client.ts` (`GameClient`): the info plus the icon and a lazy loader of the React view. No
 *   engine: browsers read it (`views.ts`), and the view's code downloads only when it is shown.
 */
import type { z } from 'zod';
import { FOOTER_BUTTONS, type Difficulty, type FooterButton } from './constants.js';
import type { GameEngine } from './engine.js';
import type { GameProgress } from './progress.js';

/** What a play is worth: per win (by difficulty), or per right answer or scratched card. */
export interface Scoring {
  per: 'win' | 'right answer' | 'card';
  points(difficulty: Difficulty): number;
}

export interface GameInfo<TType extends string = string> {
  type: TType;
  /** The game's product name ("Quiz", "ScratchMe"). */
  name: string;
  /** One line for the console's add page and list. */
  description: string;
  /** What the business fills in, in a few words ("You add: one picture"). */
  contentSummary: string;
  /** The footer buttons that make sense for this game (docs/product-rules.md#footer-buttons). */
  footerButtons: readonly FooterButton[];
  /**
   * What a play is worth; null for a game without points (a personality test: its end is an
   * outcome), which has no leader board.
   */
  scoring: Scoring | null;
  /** How a difficulty changes this game, in a short sentence ("4×4 tiles, 4 min"). */
  difficultyDetail(difficulty: Difficulty): string;
  /** The same in a few words, for a choice ("4×4 tiles"). */
  difficultyShort(difficulty: Difficulty): string;
  /** Lives a play starts with, for a game played with lives. */
  lives?: Readonly<Record<Difficulty, number>>;
}

/** A content problem the schema cannot see (it needs the server's dictionary). */
export interface ContentCheckResult {
  /** The headline ("Players could never guess some of the secret words."). */
  message: string;
  /** One per problem; `path` is inside the content (`['words', 2]`). */
  problems: { path: (string | number)[]; message: string }[];
}

export interface ContentCheckContext {
  /** The dictionary: `isWord(word, language)`, the word in tile form. */
  isWord(word: string, language?: string): boolean;
  /** The language of the content's words (absent: English). */
  language?: string;
}

export interface GameDefinition<
  TType extends string = string,
  TContent = unknown,
  TContentInput = unknown,
  TState = unknown,
  TAction = unknown,
  TView = unknown,
> extends GameInfo<TType> {
  engine: GameEngine<TContent, TState, TAction, TView>;
  /**
   * What the player may see, as sent over the wire: the source of the view's type. Strict, so a
   * field the engine adds by mistake (a secret) fails the response instead of leaking.
   */
  viewSchema: z.ZodType<TView>;
  /**
   * How far a play got, read from its stored state: the steps of "where players give up"
   * (progress.ts, docs/insight.md).
   */
  progress: GameProgress<TContent>;
  /** A working example, so a new game can be previewed and played at once. */
  starter: {
    content: TContentInput;
    /** Rich text (HTML, as the console's editor writes it). */
    instructions: string;
  };
  /**
   * Asks the server's dictionary (`isWord`) when its content is checked or a play starts or moves:
   * the server loads the language's dictionary first (apps/server/src/infra/dictionary.ts).
   */
  usesDictionary?: boolean;
  /**
   * The texts of the content a player sees and a translator may change, in reading order
   * (docs/languages.md). Absent: the content has no text (a puzzle's picture).
   */
  contentTexts?(content: TContent): ContentText[];
  /** Checks on parsed content that need the server (its dictionary); null when fine. */
  checkContent?(content: TContent, ctx: ContentCheckContext): ContentCheckResult | null;
  /**
   * The business's rewards the content names (a wheel's segments), by path in the content: the
   * server refuses content naming a reward the business does not have.
   */
  contentRewards?(content: TContent): { path: (string | number)[]; reward_id: string }[];
  /**
   * The results a play of this content may come to (`Outcome.result`: a personality test's
   * outcome ids). A reward rule for one result (`result_id`) must name one of them; a game
   * without this has no results, so no rule of its may name one.
   */
  contentResults?(content: TContent): { id: string; label: string }[];
  /**
   * Checks the game's reward rules against its content (a wheel gives only rewards it has a
   * segment for); problem paths are inside `settings.rewards`. Null when fine.
   */
  checkRewardRules?(content: TContent, rewards: RewardRulesOf): ContentCheckResult | null;
}

/** What `checkRewardRules` reads of a game's reward settings (docs/product-rules.md#reward-modes). */
export interface RewardRulesOf {
  rules: readonly { mode: string; reward_id: string }[];
  consolation_reward_id: string | null;
}

/**
 * One text of a game's content a player sees, in a form a translator can change: where it is
 * (`['questions', 0, 'text']`), what it is (`part`, with its 1-based numbers: question 1, option
 * 2) for a label, and its longest length (the content schema's).
 */
export interface ContentText {
  path: (string | number)[];
  /** What the text is, for a label: `question`, `option`, `phrase_answer`, `prize`… */
  part: string;
  /** The 1-based numbers of the label (`[1, 2]`: question 1, option 2). */
  n: number[];
  max: number;
}

/** Infers a game's types from its parts; the info's type becomes a literal. */
export function defineGame<
  const TType extends string,
  TContent,
  TContentInput,
  TState,
  TAction,
  TView,
>(
  definition: GameDefinition<TType, TContent, TContentInput, TState, TAction, TView>,
): GameDefinition<TType, TContent, TContentInput, TState, TAction, TView> {
  if (definition.engine.type !== definition.type) {
    throw new Error(`The ${definition.type} game was given the ${definition.engine.type} engine`);
  }
  return definition;
}

export function defineGameInfo<const TType extends string>(info: GameInfo<TType>): GameInfo<TType> {
  return info;
}

/** The buttons every game offers: the leader board, sharing, the avatar, Start, the call to action. */
const EVERY_GAME_BUTTONS: readonly FooterButton[] = [
  'leaderboard',
  'share',
  'change_avatar',
  'start',
  'call_to_action',
];

/** A game's footer buttons: its own and every game's, in the order of `FOOTER_BUTTONS`. */
export function footerButtons(...own: FooterButton[]): FooterButton[] {
  return FOOTER_BUTTONS.filter((b) => own.includes(b) || EVERY_GAME_BUTTONS.includes(b));
}

/** "2 min" for whole minutes, else "90 s". */
export function minutes(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
}

/**
 * A game's example in the OpenAPI document (its folder's `example.ts`, listed in `examples.ts`):
 * a demo game of Café Aurora's as a business creates it, and a move of it as a player's browser
 * sends it. The settings only the contract types (rewards, a call to action, translations) are
 * added by packages/contract/src/examples/games.ts.
 */
export interface GameExample<Content, Action> {
  name: string;
  difficulty: Difficulty;
  /** The instructions' text (the document wraps it in a paragraph). */
  instructions: string;
  content: Content;
  move: Action;
}
