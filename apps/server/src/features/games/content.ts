import type { Game, Language } from '@playdesk/contract';
import { gameOf, type GameType } from '@playdesk/games/registry';
import { badRequest } from '../../http/errors.js';
import { isDictionaryWord } from '../../infra/dictionary.js';

interface ContentProblems {
  message: string;
  /** One line a problem, naming its field (`content.words.2: …`). */
  problems: string[];
}

const named = (prefix: string, path: readonly PropertyKey[], message: string) =>
  `${[prefix, ...path.map(String)].join('.')}: ${message}`;

/**
 * A game's content checked with its game's schema, then with the game's own server-side check in
 * the content's `language` (Wordle: every secret word can be guessed with that language's
 * dictionary). Problems name their field under `prefix`.
 */
export function checkGameContent(
  type: GameType,
  content: unknown,
  language: Language,
  prefix = 'content',
): { data: Record<string, unknown> } | { error: ContentProblems } {
  const game = gameOf(type);
  const result = game.engine.contentSchema.safeParse(content);
  if (!result.success) {
    return {
      error: {
        message: 'The game content is not valid.',
        problems: result.error.issues.map((issue) => named(prefix, issue.path, issue.message)),
      },
    };
  }
  const problem = game.checkContent?.(result.data, { isWord: isDictionaryWord, language });
  if (problem) {
    return {
      error: {
        message: problem.message,
        problems: problem.problems.map(({ path, message }) => named(prefix, path, message)),
      },
    };
  }
  return { data: result.data as Record<string, unknown> };
}

/** `checkGameContent`, or a 400 naming each problem. */
export function parseGameContent(
  type: GameType,
  content: unknown,
  language: Language,
): Record<string, unknown> {
  const checked = checkGameContent(type, content, language);
  if ('error' in checked) throw badRequest(checked.error.message, checked.error.problems);
  return checked.data;
}

/**
 * A stored game with its content, as the contract types it (content typed by the game's type).
 * The content was parsed with this type's schema when it was saved (parseGameContent).
 */
export function withContent(
  fields: Omit<Game, 'type' | 'content'>,
  type: GameType,
  content: Record<string, unknown>,
): Game {
  return { ...fields, type, content } as Game;
}
