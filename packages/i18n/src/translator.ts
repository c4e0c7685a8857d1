import { format, type Params } from './format.js';

export type Messages = Readonly<Record<string, string>>;
export type Translate = (key: string, params?: Params) => string;

/**
 * `t(key, params)` for one language: its message, else English's (a missing or broken
 * translation never shows as a blank or a key), formatted in `locale`. A key English lacks too
 * gives the key itself (the checker and the types keep that from shipping). For the pseudo-locale,
 * pass `pseudoMessages(english)` as the messages (pseudo.ts; not bundled unless used).
 */
export function createTranslator(
  locale: string,
  messages: Messages,
  fallbackMessages: Messages = messages,
): Translate {
  return (key, params = {}) => {
    const message = messages[key];
    if (message) {
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

/** A piece of a message with slots: its text, or the name of the slot that stands there. */
export type SlotPiece = { text: string } | { slot: string };

const MARK = '\u0001';

/**
 * A message with elements in it ("Design templates in {templates}." with a link, "Playing as
 * {name}" in bold), as pieces in order: each name of `slots` is a placeholder whose place is kept
 * through formatting, so each language orders the sentence as it likes. The apps turn the slots
 * into their elements.
 */
export function withSlots(
  translate: (params: Params) => string,
  params: Params,
  slots: readonly string[],
): SlotPiece[] {
  const marked: Record<string, string | number | null | undefined> = { ...params };
  for (const name of slots) marked[name] = `${MARK}${name}${MARK}`;
  return translate(marked)
    .split(MARK)
    .map((piece, i) => (i % 2 === 1 ? { slot: piece } : { text: piece }));
}
