/// <reference types="vite/client" />
/**
 * Every game's texts in every language at once, for the tests (the apps load one language at a
 * time through `i18n/{lang}.ts`; never import this from app code).
 */
import type { Catalogue } from './catalogue.js';

const FILES = import.meta.glob<Catalogue>('../*/i18n/*.json', { eager: true, import: 'default' });

const parse = (path: string) => {
  const match = /^\.\.\/([^/]+)\/i18n\/([^/]+)\.json$/.exec(path);
  if (!match) throw new Error(`Not a game text file: ${path}`);
  return { type: match[1]!, lang: match[2]! };
};

/** Each game's text files: its type, the language and the texts. */
export const GAME_TEXT_FILES = Object.entries(FILES).map(([path, texts]) => ({
  ...parse(path),
  texts,
}));

/** Every game's texts in `lang`, merged (what `i18n/{lang}.ts` gives the apps). */
export function gameTexts(lang: string): Catalogue {
  return Object.assign(
    {},
    ...GAME_TEXT_FILES.filter((f) => f.lang === lang).map((f) => f.texts),
  ) as Catalogue;
}
