/**
 * The player app's texts (docs/adr/009-i18n.md): one ICU-lite catalogue per language in this
 * folder. English is bundled (it is every other language's fallback); any other language is a
 * lazy chunk, loaded once before the first render, so only the chosen language is downloaded.
 */
import { createContext, Fragment, useContext } from 'react';
import type { ReactNode } from 'react';
import {
  PSEUDO_LOCALE,
  SHIPPED_LANGUAGES,
  createTranslator,
  resolveLanguage,
  rtl,
  type Messages,
  type Params,
} from '@playdesk/i18n';
import en from './en.json';

export type MessageKey = keyof typeof en;
export type T = (key: MessageKey, params?: Params) => string;

/** English, for code outside a provider (and the tests, which read English). */
export const englishT: T = createTranslator('en', en, en);

const LOADERS: Record<string, () => Promise<{ default: Messages }>> = {
  fr: () => import('./fr.json'),
  de: () => import('./de.json'),
  es: () => import('./es.json'),
  it: () => import('./it.json'),
  nl: () => import('./nl.json'),
  pt: () => import('./pt.json'),
  ar: () => import('./ar.json'),
  // Built from English at load, never stored (ADR 009); its code is a chunk of its own.
  'en-XA': () => import('@playdesk/i18n/pseudo').then((m) => ({ default: m.pseudoMessages(en) })),
};

/** The key of the player's own choice on this device. */
export const LANGUAGE_KEY = 'playdesk.lang';

interface I18n {
  lang: string;
  t: T;
  /** The languages the player may switch to (the game's, or all the app ships). */
  languages: readonly string[];
}

const I18nContext = createContext<I18n>({ lang: 'en', t: englishT, languages: ['en'] });

export function useT(): T {
  return useContext(I18nContext).t;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The messages of `lang` (English for English, the pseudo-locale, or a failed download). */
export async function loadMessages(lang: string): Promise<Messages> {
  const load = LOADERS[lang];
  if (!load) return en;
  try {
    return (await load()).default;
  } catch {
    return en; // offline or a stale chunk: English, never a blank
  }
}

export interface LanguageSources {
  /** `?lang=` of the page. */
  search: string;
  /** The choice remembered on this device, if any. */
  remembered: string | null;
  /** The browser's languages, best first. */
  browser: readonly string[];
  /** The game's language and languages, when the page knows its game. */
  game?: { language?: string | null; languages?: readonly string[] | null } | null;
}

/**
 * The player's language (issue 33 §6): the remembered choice, `?lang=`, the browser's languages,
 * then the game's default. Among the game's languages when the game says which it has; otherwise
 * (pages without a game, or a server that does not say) among the languages the app ships.
 */
export function chooseLanguage(sources: LanguageSources): string {
  const fallback = sources.game?.language || 'en';
  const available = offeredLanguages(sources.game);
  const option = new URLSearchParams(sources.search).get('lang');
  return resolveLanguage({
    explicit: sources.remembered,
    option,
    acceptLanguage: sources.browser,
    available,
    fallback: available.includes(fallback) ? fallback : 'en',
  });
}

let active: T = englishT;

/**
 * The page's translator, for code outside components (errors made by `lib/`). The language is
 * chosen once per page load, before the first render, so this never changes under a component.
 */
export function appT(): T {
  return active;
}

/** The languages a player may choose: the game's that the app speaks, else all it ships. */
export function offeredLanguages(game: LanguageSources['game']): string[] {
  const offered = game?.languages?.length ? game.languages : SHIPPED_LANGUAGES;
  const known = [...new Set(offered)].filter(
    (l) => l === 'en' || (l !== PSEUDO_LOCALE && l in LOADERS),
  );
  return known.length ? known : ['en'];
}

/** The translator for `lang` with its loaded messages; sets `<html lang>` and `dir`. */
export function startI18n(
  lang: string,
  messages: Messages,
  languages: readonly string[],
  root?: HTMLElement,
): I18n {
  if (root) {
    root.lang = lang;
    root.dir = rtl(lang) ? 'rtl' : 'ltr';
  }
  active = createTranslator(lang, messages, en);
  return { lang, t: active, languages };
}

const MARK = '\u0001';

/**
 * A message with elements in it (`Playing as {name}` with `name` in bold): the elements' places
 * are kept through formatting, so each language orders the sentence as it likes.
 */
export function richText(
  t: T,
  key: MessageKey,
  params: Params,
  nodes: Record<string, ReactNode>,
): ReactNode[] {
  const marked: Record<string, string | number | null | undefined> = { ...params };
  for (const name of Object.keys(nodes)) marked[name] = `${MARK}${name}${MARK}`;
  return t(key, marked)
    .split(MARK)
    .map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{nodes[piece]}</Fragment> : piece));
}
