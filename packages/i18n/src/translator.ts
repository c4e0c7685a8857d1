import { format, type Params } from './format.js';
import { PSEUDO_LOCALE } from './languages.js';
import { pseudoLocalize } from './pseudo.js';

export type Messages = Readonly<Record<string, string>>;
export type Translate = (key: string, params?: Params) => string;

/**
 * `t(key, params)` for one language: its message, else English's (a missing or broken
 * translation never shows as a blank or a key), formatted in `locale`. In the pseudo-locale the
 * English messages are pseudo-localized. A key English lacks too gives the key itself (the
 * checker and the types keep that from shipping).
 */
export function createTranslator(
  locale: string,
  messages: Messages,
  fallbackMessages: Messages = messages,
): Translate {
  const pseudo = locale === PSEUDO_LOCALE;
  const pseudoCache = new Map<string, string>();
  const own = (key: string): string | undefined => {
    if (!pseudo) return messages[key] || undefined;
    const en = fallbackMessages[key] || messages[key];
    if (!en) return undefined;
    let p = pseudoCache.get(en);
    if (p === undefined) pseudoCache.set(en, (p = pseudoLocalize(en)));
    return p;
  };
  return (key, params = {}) => {
    const message = own(key);
    if (message !== undefined) {
      try {
        const out = format(locale, message, params);
        if (out) return out;
      } catch {
        // Falls back to English below.
      }
    }
    const english = fallbackMessages[key];
    if (english !== undefined) {
      try {
        return format('en', english, params);
      } catch {
        return english;
      }
    }
    return key;
  };
}
