/** Inserts the demo games (their list: demo-game-list.ts). */
import type { CreateGameRequest } from '@playdesk/contract';
import { CreateGameRequest as CreateSchema } from '@playdesk/contract';
import type { Queryable } from '../db/client.js';
import { newPublicId } from '../db/ids.js';
import { games } from '../db/schema.js';
import { parseGameContent } from '../features/games/content.js';
import { dictionariesFor } from '../infra/dictionary.js';
import { storedSettings } from '../features/games/settings.js';
import { checkedTranslations } from '../features/games/translations.js';

export async function insertGames(
  db: Queryable,
  accountId: string,
  list: CreateGameRequest[],
): Promise<void> {
  for (const raw of list) {
    const input = CreateSchema.parse(raw);
    const defaultLanguage = input.default_language ?? 'en';
    await dictionariesFor(input.type, [defaultLanguage, ...Object.keys(input.translations ?? {})]);
    const content = parseGameContent(input.type, input.content, defaultLanguage);
    await db.insert(games).values({
      publicId: newPublicId(),
      accountId,
      type: input.type,
      name: input.name,
      status: input.status,
      difficulty: input.difficulty,
      settings: storedSettings(input.type, input.settings),
      content,
      defaultLanguage,
      translations: checkedTranslations(
        input.type,
        content,
        defaultLanguage,
        input.translations ?? {},
      ),
    });
  }
}
