/**
 * A game's texts in other languages (docs/product-rules.md#languages): checked on save with the
 * same rules as the texts they translate, and laid over the game's own texts when served.
 */
import { textAt, translatedContent, type GameTranslation, type Language } from '@playdesk/contract';
import type { GameType } from '@playdesk/games/registry';
import { invalidFields } from '../../http/errors.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { checkGameContent } from './content.js';

/**
 * Checks and normalises the translations sent for a game of `type` whose content (after the
 * change) is `content` and whose default language is `defaultLanguage`: a content path must name a
 * text of the content, and the content with the translation laid over it must pass the game's
 * content rules in the translation's language (the same lengths and checks as the original, and
 * a word game's words that language's). Instructions are sanitised like
 * the game's own. Errors name `translations.<language>.…`.
 */
export function checkedTranslations<T extends GameTranslation | null>(
  type: GameType,
  content: Record<string, unknown>,
  defaultLanguage: Language,
  translations: Partial<Record<Language, T>>,
): Partial<Record<Language, T>> {
  const errors: string[] = [];
  const out: Partial<Record<Language, T>> = {};
  for (const [language, translation] of Object.entries(translations) as [Language, T][]) {
    const at = `translations.${language}`;
    if (language === defaultLanguage && translation !== null) {
      errors.push(`${at}: This is the game's default language; its texts are the game's own`);
      continue;
    }
    if (translation === null) {
      out[language] = translation;
      continue;
    }
    const texts = translation.content ?? {};
    const unknown = Object.keys(texts).filter((path) => textAt(content, path) === undefined);
    for (const path of unknown)
      errors.push(`${at}.content.${path}: The content has no text here to translate`);
    if (unknown.length === 0 && Object.keys(texts).length > 0) {
      // The translated content passes the same rules, in its own language (a French Wordle's
      // words against the French dictionary).
      const checked = checkGameContent(
        type,
        translatedContent(content, texts),
        language,
        `${at}.content`,
      );
      if ('error' in checked) errors.push(...checked.error.problems);
    }
    out[language] = (
      translation.instructions === undefined
        ? translation
        : { ...translation, instructions: sanitizeRichText(translation.instructions) }
    ) as T;
  }
  if (errors.length > 0) throw invalidFields(errors);
  return out;
}
