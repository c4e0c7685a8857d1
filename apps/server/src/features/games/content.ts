import type { GameType } from '@playdesk/games';
import {
  engineFor,
  unguessableWordMessage,
  unguessableWords,
  type WordleContent,
} from '@playdesk/games/engines';
import { badRequest } from '../../http/errors.js';
import { isDictionaryWord } from '../../infra/dictionary.js';

/** Validates a game's content with its engine's schema; errors name the field (`content.words.2: …`). */
export function parseGameContent(type: GameType, content: unknown): Record<string, unknown> {
  const result = engineFor(type).contentSchema.safeParse(content);
  if (!result.success) {
    const errors = result.error.issues.map((issue) => {
      const path = ['content', ...issue.path.map(String)].join('.');
      return `${path}: ${issue.message}`;
    });
    throw badRequest('The game content is not valid.', errors);
  }
  if (type === 'wordle') checkGuessable(result.data as WordleContent);
  return result.data as Record<string, unknown>;
}

/**
 * A Wordle accepts as guesses the dictionary and the game's allowed guesses, never its secret
 * words as such (that would give them away); so a secret word outside both could never be
 * guessed. The dictionary is on the server only, hence this check here, not in the schema.
 */
function checkGuessable(content: WordleContent): void {
  const unguessable = unguessableWords(content, isDictionaryWord);
  if (unguessable.length === 0) return;
  throw badRequest(
    'Players could never guess some of the secret words.',
    unguessable.map(({ word, index }) => `content.words.${index}: ${unguessableWordMessage(word)}`),
  );
}
