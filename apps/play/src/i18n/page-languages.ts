import { PAGE_GAME_ELEMENT_ID } from '@playdesk/contract/urls';

/**
 * The game's languages, when the server wrote the game into the page (web/static.ts): its
 * `language` (default) and `languages` (those it has). Absent or unreadable: null.
 */
export function pageGameLanguages(
  doc: Pick<Document, 'getElementById'> = document,
): { language?: string | null; languages?: string[] | null } | null {
  const text = doc.getElementById(PAGE_GAME_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const { game } = JSON.parse(text) as {
      game?: { language?: unknown; languages?: unknown };
    };
    if (!game) return null;
    const language = typeof game.language === 'string' ? game.language : null;
    const languages = Array.isArray(game.languages)
      ? game.languages.filter((l): l is string => typeof l === 'string')
      : null;
    return { language, languages };
  } catch {
    return null;
  }
}
