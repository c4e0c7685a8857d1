/**
 * The player app's texts (docs/adr/009-i18n.md): one ICU-lite catalogue per language in this
 * folder, with each game's name (`game.type.<type>`) from its folder's `names/{lang}.json`, merged by
 * `first/{lang}.ts`. English is bundled (it is every other language's fallback); any other
 * language is a lazy chunk, loaded once before the first render, so only the chosen language is
 * downloaded.
 *
 * The texts the intro does not show are two more catalogues per language, English included,
 * each a lazy chunk loaded with the chunks that show them (`withTexts`), so neither the first load
 * nor the first catalogue carries them (issue 33 §12: ≤ 35 KB first load, ≤ 4 KB each catalogue):
 * - `later/{lang}.json`: the pad's later parts (pad/later.ts: rewards won, install and
 *   notification prompts) and the game boards' texts (`game.view.*`), each game's in its own
 *   folder (`packages/games/src/<type>/i18n/{lang}.json`), merged by `games/{lang}.ts`;
 * - `pages/{lang}.json`: the pages other than the pad (rewards front, fair draws, "Your data",
 *   one-time links, a business's games, the page embedder, the app's start page);
 * - `live/{lang}.json`: the live show's phone and screen (docs/live.md).
 */
import { createContext, Fragment, useContext } from 'react';
import type { ReactNode } from 'react';
import {
  PSEUDO_LOCALE,
  SHIPPED_LANGUAGES,
  createTranslator,
  withSlots,
  resolveLanguage,
  rtl,
  type Messages,
  type Params,
} from '@playdesk/i18n';
import type { GameType } from '@playdesk/games';
import type enFirst from './en.json';
import en from './first/en.js';
// Types only: these English texts are lazy chunks like the other languages' (PART_LOADERS).
import type laterEn from './later/en.json';
import type pagesEn from './pages/en.json';
import type liveEn from './live/en.json';

type LazyKey = Extract<
  keyof typeof laterEn | keyof typeof pagesEn | keyof typeof liveEn,
  `${string}.${string}`
>;
export type MessageKey = keyof typeof enFirst | `game.type.${GameType}` | LazyKey;
export type T = (key: MessageKey, params?: Params) => string;

/** English, later texts included once loaded: every language's fallback. */
const englishMessages: Record<string, string> = { ...en };

/** English, for code outside a provider (and the tests, which read English). */
export const englishT: T = createTranslator('en', englishMessages);

const LOADERS: Record<string, () => Promise<{ default: Messages }>> = {
  fr: () => import('./first/fr.js'),
  de: () => import('./first/de.js'),
  es: () => import('./first/es.js'),
  it: () => import('./first/it.js'),
  nl: () => import('./first/nl.js'),
  pt: () => import('./first/pt.js'),
  ar: () => import('./first/ar.js'),
  // Built from English at load, never stored (ADR 009); its code is a chunk of its own.
  'en-XA': () => import('@playdesk/i18n/pseudo').then((m) => ({ default: m.pseudoMessages(en) })),
};

type Loader = () => Promise<{ default: Messages }>;
const pseudo =
  (english: Loader): Loader =>
  () =>
    Promise.all([import('@playdesk/i18n/pseudo'), english()]).then(([m, e]) => ({
      default: m.pseudoMessages(e.default),
    }));

/** The lazy catalogues by part and language (the pseudo-locale is made from English). */
const PART_LOADERS = {
  later: {
    en: () => import('./games/en.js'),
    fr: () => import('./games/fr.js'),
    de: () => import('./games/de.js'),
    es: () => import('./games/es.js'),
    it: () => import('./games/it.js'),
    nl: () => import('./games/nl.js'),
    pt: () => import('./games/pt.js'),
    ar: () => import('./games/ar.js'),
    'en-XA': pseudo(() => import('./games/en.js')),
  },
  pages: {
    en: () => import('./pages/en.json'),
    fr: () => import('./pages/fr.json'),
    de: () => import('./pages/de.json'),
    es: () => import('./pages/es.json'),
    it: () => import('./pages/it.json'),
    nl: () => import('./pages/nl.json'),
    pt: () => import('./pages/pt.json'),
    ar: () => import('./pages/ar.json'),
    'en-XA': pseudo(() => import('./pages/en.json')),
  },
  // The live show's phone and screen (live/): a chunk only they load.
  live: {
    en: () => import('./live/en.json'),
    fr: () => import('./live/fr.json'),
    de: () => import('./live/de.json'),
    es: () => import('./live/es.json'),
    it: () => import('./live/it.json'),
    nl: () => import('./live/nl.json'),
    pt: () => import('./live/pt.json'),
    ar: () => import('./live/ar.json'),
    'en-XA': pseudo(() => import('./live/en.json')),
  },
} satisfies Record<string, Record<string, Loader>>;

export type TextPart = keyof typeof PART_LOADERS;

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
let activeLang = 'en';
/** The page's messages and English, as the translator reads them: the later texts join them. */
let activeMessages: Record<string, string> = englishMessages;
let partsLoading = new Map<TextPart, Promise<void>>();

/**
 * Loads a part's texts in the page's language (and in English, their fallback) into the page's
 * translator, once. Offline, it resolves all the same (those keys then show as keys, and the next
 * call tries again); a chunk that shows them waits for this before it renders (`withTexts`).
 */
export function loadTexts(part: TextPart): Promise<void> {
  const lang = activeLang;
  const loaders: Record<string, Loader> = PART_LOADERS[part];
  let loading = partsLoading.get(part);
  if (!loading) {
    const mine = (loaders[lang] ?? loaders.en!)();
    loading = Promise.all([mine, lang === 'en' ? null : loaders.en!()]).then(
      ([messages, english]) => {
        Object.assign(englishMessages, (english ?? messages).default);
        if (lang !== 'en') Object.assign(activeMessages, messages.default);
      },
      () => {
        partsLoading.delete(part);
      },
    );
    partsLoading.set(part, loading);
  }
  return loading;
}

/** A lazy chunk's import that resolves once the texts it shows are here too. */
export function withTexts<M>(chunk: Promise<M>, ...parts: TextPart[]): Promise<M> {
  return Promise.all([chunk, ...parts.map(loadTexts)]).then(([m]) => m);
}

/**
 * The page's translator, for code outside components (errors made by `lib/`). The language is
 * chosen once per page load, before the first render, so this never changes under a component.
 */
export function appT(): T {
  return active;
}

/** The page's language (dates in texts made outside components are formatted in it). */
export function appLang(): string {
  return activeLang;
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
  activeLang = lang;
  activeMessages = lang === 'en' ? englishMessages : { ...messages };
  partsLoading = new Map();
  active = createTranslator(lang, activeMessages, englishMessages);
  return { lang, t: active, languages };
}

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
  return withSlots((marked) => t(key, marked), params, Object.keys(nodes)).map((piece, i) =>
    'slot' in piece ? <Fragment key={i}>{nodes[piece.slot]}</Fragment> : piece.text,
  );
}
