/**
 * The translations of an object a player sees — a consent, a reward, the notification bar, the
 * game app, a push notification, a template (docs/product-rules.md#languages, issue 33 §4): one
 * rule for saving them everywhere. Serving them is `inLanguage` (@playdesk/contract).
 */
import { eq } from 'drizzle-orm';
import type { Language, Translations } from '@playdesk/contract';
import type { Queryable } from '../db/client.js';
import { accounts } from '../db/schema.js';
import { invalidFields } from './errors.js';

/**
 * The translations an object keeps after a change: `patch` laid over `stored` language by
 * language (a language sent replaces its texts, `null` removes it, the others stay), each kept
 * text passed through `clean` (rich text is sanitised like the object's own). A translation in the
 * object's default language is refused (its texts are the object's own), and so is a change of
 * default language to one the object has as a translation unless the same change removes it.
 * Errors name `translations.<language>` and `default_language`.
 */
export function mergedTranslations<T>(opts: {
  defaultLanguage: Language;
  stored: Translations<T>;
  patch: Translations<T | null> | undefined;
  clean?: (translation: T) => T;
}): Translations<T> {
  const { defaultLanguage, stored, patch = {}, clean = (t: T) => t } = opts;
  const removed = new Set(
    Object.entries(patch)
      .filter(([, translation]) => translation === null)
      .map(([language]) => language),
  );
  const out: Translations<T> = Object.fromEntries(
    Object.entries(stored).filter(([language]) => !removed.has(language)),
  );
  const errors: string[] = [];
  for (const [language, translation] of Object.entries(patch) as [Language, T | null][]) {
    if (translation === undefined || translation === null) continue;
    if (language === defaultLanguage) {
      errors.push(
        `translations.${language}: This is the default language; its texts are the object's own`,
      );
      continue;
    }
    out[language] = clean(translation);
  }
  if (errors.length === 0 && out[defaultLanguage] !== undefined)
    errors.push(
      `default_language: There are ${defaultLanguage} texts as a translation; remove them first (translations.${defaultLanguage}: null)`,
    );
  if (errors.length > 0) throw invalidFields(errors);
  return out;
}

/** The language an account's new objects start in (its settings; chosen at registration). */
export async function accountLanguage(db: Queryable, accountId: string): Promise<Language> {
  const [row] = await db
    .select({ language: accounts.defaultLanguage })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.language ?? 'en';
}
