import type { Game } from '@playdesk/contract';
import { gameOf, type GameType } from '@playdesk/games/registry';
import { badRequest } from '../../http/errors.js';
import { isDictionaryWord } from '../../infra/dictionary.js';

const contentPath = (path: readonly PropertyKey[]) => ['content', ...path.map(String)].join('.');

/**
 * Validates a game's content with its game's schema, then with the game's own server-side check
 * (Wordle: every secret word can be guessed with the dictionary); errors name the field
 * (`content.words.2: …`).
 */
export function parseGameContent(type: GameType, content: unknown): Record<string, unknown> {
  const game = gameOf(type);
  const result = game.engine.contentSchema.safeParse(content);
  if (!result.success) {
    throw badRequest(
      'The game content is not valid.',
      result.error.issues.map((issue) => `${contentPath(issue.path)}: ${issue.message}`),
    );
  }
  const problem = game.checkContent?.(result.data, { isWord: isDictionaryWord });
  if (problem) {
    throw badRequest(
      problem.message,
      problem.problems.map(({ path, message }) => `${contentPath(path)}: ${message}`),
    );
  }
  return result.data as Record<string, unknown>;
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
