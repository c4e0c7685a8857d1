import type { GameType } from '@playdesk/games';
import { engineFor } from '@playdesk/games/engines';
import { badRequest } from '../../http/errors.js';

/** Validates a game's content with its engine's schema; errors name the field (`content.words.2: …`). */
export function parseGameContent(type: GameType, content: unknown): Record<string, unknown> {
  const result = engineFor(type).contentSchema.safeParse(content);
  if (result.success) return result.data as Record<string, unknown>;
  const errors = result.error.issues.map((issue) => {
    const path = ['content', ...issue.path.map(String)].join('.');
    return `${path}: ${issue.message}`;
  });
  throw badRequest('The game content is not valid.', errors);
}
