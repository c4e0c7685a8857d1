/**
 * A push notification's texts in other languages while it is written (issue 33 §4, §9): a push is
 * sent once, so its translations are part of the form, not an object saved on its own.
 */
import { LANGUAGES, PushTranslation, type Language, type Translations } from '@playdesk/contract';

/** One language's texts as the form holds them. */
export interface PushLanguageDraft {
  language: Language;
  title: string;
  body: string;
}

/** The longest title and message, as the contract allows them in every language. */
export const PUSH_LIMITS = {
  title: PushTranslation.shape.title.unwrap().maxLength ?? 60,
  body: PushTranslation.shape.body.unwrap().maxLength ?? 180,
};

/** The languages that may still be added: the player's, but the default and those added. */
export function pushAddableLanguages(
  defaultLanguage: Language,
  drafts: readonly PushLanguageDraft[],
): Language[] {
  const taken = new Set(drafts.map((d) => d.language));
  return LANGUAGES.filter((l) => l !== defaultLanguage && !taken.has(l));
}

/**
 * The `translations` of the request: each language's texts trimmed, a blank text left out (that
 * subscriber gets the default language's), a language with no text at all not sent.
 */
export function pushTranslations(
  drafts: readonly PushLanguageDraft[],
): Translations<PushTranslation> | undefined {
  const out: Translations<PushTranslation> = {};
  for (const d of drafts) {
    const texts: PushTranslation = {};
    if (d.title.trim()) texts.title = d.title.trim();
    if (d.body.trim()) texts.body = d.body.trim();
    if (texts.title || texts.body) out[d.language] = texts;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
