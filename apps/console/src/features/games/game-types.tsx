/**
 * The console's reading of the games registry for its pages (list, add page, editor): names,
 * one-line descriptions, difficulty texts and icons all come from each game's definition in
 * `packages/games` (its `info.ts` and `client.ts`, through `@playdesk/games/views`, which holds
 * no engine code). Nothing here is per game.
 */
import { DIFFICULTY_POINTS, type Difficulty } from '@playdesk/games';
import { GAME_VIEWS, gameView } from '@playdesk/games/views';
import type { GameType } from '@playdesk/games/registry';
import type { T } from '../../i18n/i18n';
import type { DifficultyTexts } from './difficulty-texts';

export { durationText } from './difficulty-texts';

export type { Difficulty, GameType };

/** The game types in the order the add page offers them (the registry's order). */
export const GAME_TYPE_ORDER = Object.keys(GAME_VIEWS) as GameType[];

const byType = <T,>(read: (type: GameType) => T) =>
  Object.fromEntries(GAME_TYPE_ORDER.map((type) => [type, read(type)])) as Record<GameType, T>;

export const GAME_TYPE_NAMES = byType((type) => gameView(type).name);
/** One line each, for the add page and the list. */
export const GAME_DESCRIPTIONS = byType((type) => gameView(type).description);
/** What the business fills in, in a few words (the add page). */
export const GAME_CONTENT_SUMMARY = byType((type) => gameView(type).contentSummary);

/** Each type's SVG icon, shared with the player app (never emoji). */
export function GameTypeIcon({ type, className }: { type: GameType; className?: string }) {
  const { Icon } = gameView(type);
  return <Icon className={className} />;
}

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Easy',
  normal: 'Normal',
  hard: 'Hard',
};

/** How a difficulty changes this game (docs/product-rules.md#per-game). */
export function difficultyDetail(type: GameType, difficulty: Difficulty): string {
  return gameView(type).difficultyDetail(difficulty);
}

/** What a play is worth (docs/product-rules.md#points). */
export function pointsText(type: GameType | null, difficulty: Difficulty): string {
  if (type === null) return `${DIFFICULTY_POINTS[difficulty]} points a win`;
  const scoring = gameView(type).scoring;
  if (!scoring) return 'No points: the result is an outcome';
  const { per, points } = scoring;
  return per === 'win'
    ? `${points(difficulty)} points a win`
    : `${points(difficulty)} points per ${per}`;
}

/** A few words on what a difficulty means for this game (the add page's choices). */
export function difficultyShort(type: GameType | null, difficulty: Difficulty): string {
  return type === null
    ? `${DIFFICULTY_POINTS[difficulty]} points a win`
    : gameView(type).difficultyShort(difficulty);
}

/*
 * The same texts in the user's language (src/i18n, part `games`), from the same constants the
 * games' definitions use. The English ones above stay for the pages not yet in the catalogue.
 */

/**
 * Each game's difficulty texts, from its editor folder (`editors/<type>/difficulty.ts`), found
 * without a registry line; eager, so they are bundled where this module is, as imports would be.
 */
const DIFFICULTY_FILES = import.meta.glob<DifficultyTexts>('./editors/*/difficulty.ts', {
  eager: true,
  import: 'difficultyTexts',
});

function difficultyTextsOf(type: GameType): DifficultyTexts {
  const texts = DIFFICULTY_FILES[`./editors/${type}/difficulty.ts`];
  if (!texts) throw new Error(`No difficulty texts: add editors/${type}/difficulty.ts`);
  return texts;
}

/** How a difficulty changes this game ("4×4 tiles, 4 min"). */
export function difficultyDetailText(t: T, type: GameType, d: Difficulty): string {
  return difficultyTextsOf(type).detail(t, d);
}

const PER = { win: 'win', 'right answer': 'answer', card: 'card' } as const;

/** What a play is worth ("30 points a win"). */
export function pointsLine(t: T, type: GameType | null, d: Difficulty): string {
  if (type === null) return t('games.points', { points: DIFFICULTY_POINTS[d], per: 'win' });
  const scoring = gameView(type).scoring;
  // A game without points (a personality test): never "points a win".
  if (!scoring) return t('games.points_none');
  const { per, points } = scoring;
  return t('games.points', { points: points(d), per: PER[per] });
}

/** A few words on what a difficulty means for this game (the add page's choices). */
export function difficultyShortText(t: T, type: GameType | null, d: Difficulty): string {
  return type === null ? pointsLine(t, null, d) : difficultyTextsOf(type).short(t, d);
}
