/**
 * The console's texts (issue 33 §10, docs/adr/009-i18n.md): ICU-lite catalogues in English (the
 * source, every other language's fallback) and French, one file per part of the console in
 * `en/` and `fr/`. The `core` part (route titles, error pages, common words, validation) is
 * bundled in English; every other part, and every French part, is a lazy chunk that a route loads
 * beside its own chunk (`loadSections`: the sign-in pages' layout loads `auth`, the signed-in
 * layout `shell`, a section its texts), so the first load carries only the core English, and the
 * texts of a screen arrive with its code, as they did when they were written in it. The `errors`
 * part (the texts of the server's error codes) arrives with the first coded error (api/error-codes.ts).
 * The language is chosen before the first render; changing it loads the new language's parts
 * first, then re-renders the console in it (`setLanguage`). Dates and numbers follow it through
 * lib/format.ts. Each game's own texts are in its console folder (`features/games/editors/<type>/`),
 * joined to the `games` and `game-content` parts they are named after (game-texts.ts).
 */
import { Fragment, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  PSEUDO_LOCALE,
  createTranslator,
  resolveLanguage,
  withSlots,
  type Params,
} from '@playdesk/i18n';
import { setFormatLocale } from '../lib/locale';
import type { RouteName } from '../rules/routes';
import core from './en/core.json';
import type auth from './en/auth.json';
import type dashboard from './en/dashboard.json';
import type games from './en/games.json';
import type shell from './en/shell.json';
import type integrations from './en/integrations.json';
import type templates from './en/templates.json';
import type pwa from './en/pwa.json';
import type notificationBar from './en/notification-bar.json';
import type apiKeys from './en/api-keys.json';
import type domains from './en/domains.json';
import type billing from './en/billing.json';
import type welcome from './en/welcome.json';
import type accounts from './en/accounts.json';
import type publicPages from './en/public.json';
import type gameContent from './en/game-content.json';
import type media from './en/media.json';
import type crm from './en/crm.json';
import type rewards from './en/rewards.json';
import type calendar from './en/calendar.json';
import type team from './en/team.json';
import type mailbox from './en/mailbox.json';
import type live from './en/live.json';
import type security from './en/security.json';
import type translate from './en/translate.json';
import type errors from './en/errors.json';
import type insight from './en/insight.json';
import type counter from './en/counter.json';
import type sso from './en/sso.json';
import type { EditorMessageKey } from '../features/games/editors';

/** The languages a user may choose. The pseudo-locale (`?lang=en-XA`) is for checks, not offered. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every key of the English catalogue: an unknown key is a type error. */
export type MessageKey =
  | keyof typeof core
  | keyof typeof auth
  | keyof typeof shell
  | keyof typeof games
  | keyof typeof dashboard
  | keyof typeof integrations
  | keyof typeof templates
  | keyof typeof pwa
  | keyof typeof notificationBar
  | keyof typeof apiKeys
  | keyof typeof domains
  | keyof typeof billing
  | keyof typeof welcome
  | keyof typeof accounts
  | keyof typeof publicPages
  | keyof typeof gameContent
  | keyof typeof media
  | keyof typeof crm
  | keyof typeof rewards
  | keyof typeof calendar
  | keyof typeof team
  | keyof typeof mailbox
  | keyof typeof live
  | keyof typeof security
  | keyof typeof translate
  | keyof typeof errors
  | keyof typeof insight
  | keyof typeof counter
  | keyof typeof sso
  | EditorMessageKey;
export type T = (key: MessageKey, params?: Params) => string;

/**
 * The parts of the catalogue loaded with a route: `auth` with the guest pages' layout, `shell`
 * with the signed-in layout, the others with their section.
 */
export type Section =
  | 'auth'
  | 'shell'
  | 'games'
  | 'dashboard'
  | 'integrations'
  | 'templates'
  | 'pwa'
  | 'notification-bar'
  | 'api-keys'
  | 'domains'
  | 'billing'
  | 'welcome'
  | 'accounts'
  | 'public'
  | 'game-content'
  | 'media'
  | 'crm'
  | 'rewards'
  | 'calendar'
  | 'team'
  | 'mailbox'
  | 'live'
  | 'security'
  | 'translate'
  | 'errors'
  | 'insight'
  | 'counter'
  | 'sso';

type Loader = () => Promise<{ default: Record<string, string> }>;

const ENGLISH: Record<Section, Loader> = {
  auth: () => import('./en/auth.json'),
  shell: () => import('./en/shell.json'),
  games: () => import('./game-texts').then((m) => m.gamePart('en', 'games')),
  dashboard: () => import('./en/dashboard.json'),
  integrations: () => import('./en/integrations.json'),
  templates: () => import('./en/templates.json'),
  pwa: () => import('./en/pwa.json'),
  'notification-bar': () => import('./en/notification-bar.json'),
  'api-keys': () => import('./en/api-keys.json'),
  domains: () => import('./en/domains.json'),
  billing: () => import('./en/billing.json'),
  welcome: () => import('./en/welcome.json'),
  accounts: () => import('./en/accounts.json'),
  public: () => import('./en/public.json'),
  'game-content': () => import('./game-texts').then((m) => m.gamePart('en', 'game-content')),
  media: () => import('./en/media.json'),
  crm: () => import('./en/crm.json'),
  rewards: () => import('./en/rewards.json'),
  calendar: () => import('./en/calendar.json'),
  team: () => import('./en/team.json'),
  mailbox: () => import('./en/mailbox.json'),
  live: () => import('./en/live.json'),
  security: () => import('./en/security.json'),
  translate: () => import('./en/translate.json'),
  errors: () => import('./en/errors.json'),
  insight: () => import('./en/insight.json'),
  counter: () => import('./en/counter.json'),
  sso: () => import('./en/sso.json'),
};

const FRENCH: Record<Section | 'core', Loader> = {
  core: () => import('./fr/core.json'),
  auth: () => import('./fr/auth.json'),
  shell: () => import('./fr/shell.json'),
  games: () => import('./game-texts').then((m) => m.gamePart('fr', 'games')),
  dashboard: () => import('./fr/dashboard.json'),
  integrations: () => import('./fr/integrations.json'),
  templates: () => import('./fr/templates.json'),
  pwa: () => import('./fr/pwa.json'),
  'notification-bar': () => import('./fr/notification-bar.json'),
  'api-keys': () => import('./fr/api-keys.json'),
  domains: () => import('./fr/domains.json'),
  billing: () => import('./fr/billing.json'),
  welcome: () => import('./fr/welcome.json'),
  accounts: () => import('./fr/accounts.json'),
  public: () => import('./fr/public.json'),
  'game-content': () => import('./game-texts').then((m) => m.gamePart('fr', 'game-content')),
  media: () => import('./fr/media.json'),
  crm: () => import('./fr/crm.json'),
  rewards: () => import('./fr/rewards.json'),
  calendar: () => import('./fr/calendar.json'),
  team: () => import('./fr/team.json'),
  mailbox: () => import('./fr/mailbox.json'),
  live: () => import('./fr/live.json'),
  security: () => import('./fr/security.json'),
  translate: () => import('./fr/translate.json'),
  errors: () => import('./fr/errors.json'),
  insight: () => import('./fr/insight.json'),
  counter: () => import('./fr/counter.json'),
  sso: () => import('./fr/sso.json'),
};

/** The key of the language remembered on this device. */
export const LANGUAGE_KEY = 'playdesk.console.lang';

interface State {
  lang: string;
  t: T;
}

/** The messages loaded so far, per language (English's core is bundled). */
const messages: Record<string, Record<string, string>> = { en: { ...core } };
/** The parts loaded, per language. */
const loaded: Record<string, Set<string>> = { en: new Set(['core']) };
/** The sections whose route has been opened: a change of language loads them first. */
const usedSections = new Set<Section>();
let state: State = { lang: 'en', t: createTranslator('en', messages.en!) };
const listeners = new Set<() => void>();

async function need(lang: string, part: string, load: Loader): Promise<void> {
  const parts = (loaded[lang] ??= new Set());
  if (parts.has(part)) return;
  try {
    Object.assign((messages[lang] ??= {}), (await load()).default);
    parts.add(part);
  } catch {
    // Offline or a stale chunk: English shows (tried again next time), never a blank page.
  }
}

/** Loads `sections` (and the core) of `lang`, and of English, which every language falls back on. */
async function ensure(lang: string, sections: Iterable<Section>): Promise<void> {
  const list = [...sections];
  const jobs = list.map((s) => need('en', s, ENGLISH[s]));
  if (lang === 'fr')
    jobs.push(need('fr', 'core', FRENCH.core), ...list.map((s) => need('fr', s, FRENCH[s])));
  await Promise.all(jobs);
  if (lang === PSEUDO_LOCALE) {
    // Built from English at load, never stored (ADR 009); its code is a chunk of its own.
    const { pseudoMessages } = await import('@playdesk/i18n/pseudo');
    messages[PSEUDO_LOCALE] = pseudoMessages(messages.en!);
  }
}

function translatorFor(lang: string): T {
  return createTranslator(lang, messages[lang] ?? messages.en!, messages.en);
}

function publish(lang: string): void {
  setFormatLocale(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  state = { lang, t: translatorFor(lang) };
  for (const listener of listeners) listener();
}

/**
 * The part(s) of the catalogue a section's route needs, in the current language: awaited with the
 * route's chunk (app/router.tsx), so the page renders with its texts.
 */
export async function loadSections(...sections: Section[]): Promise<void> {
  for (const s of sections) usedSections.add(s);
  const before = loaded.en?.size ?? 0;
  await ensure(state.lang, sections);
  // The parts are merged in place, which the translator reads; the pseudo-locale is rebuilt —
  // only when a part came in: a new translator is a new `t`, and effects that depend on it run
  // again (a page whose failed request loads the errors' texts would ask again, and again).
  if (state.lang === PSEUDO_LOCALE && (loaded.en?.size ?? 0) !== before)
    state = { ...state, t: translatorFor(PSEUDO_LOCALE) };
}

/** Whether `sections` are loaded in the current language (and in English, its fallback). */
function sectionsLoaded(sections: readonly Section[]): boolean {
  return sections.every(
    (s) => loaded.en?.has(s) && (state.lang !== 'fr' || Boolean(loaded.fr?.has(s))),
  );
}

/**
 * Loads `sections` for a component shared by routes that do not load them (the object
 * translation editor's `translate` part, in the consents, rewards, notification bar…): false
 * until they are there, then the component renders again with their texts.
 */
export function useSections(...sections: Section[]): boolean {
  const key = sections.join(' ');
  const [ready, setReady] = useState(() => sectionsLoaded(sections));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadSections(...(key.split(' ') as Section[])).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [key, ready]);
  return ready;
}

/** Starts the console in `lang` (before the first render). */
export async function startI18n(lang: string): Promise<void> {
  await ensure(lang, []);
  publish(lang);
}

/**
 * Shows the console in `lang`: its parts already used are loaded first, then every page re-renders
 * in it. The choice is remembered on this device.
 */
export async function setLanguage(lang: string): Promise<void> {
  remember(lang);
  if (lang === state.lang) return;
  await ensure(lang, usedSections);
  publish(lang);
}

/** The language and translator of the console; re-renders when the language changes. */
export function useI18n(): State {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function useT(): T {
  return useI18n().t;
}

/** The translator, for code outside components (toasts and errors made by `lib/` and `api/`). */
export function appT(): T {
  return state.t;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): State {
  return state;
}

function remember(lang: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Private mode or storage full: the choice lasts this visit.
  }
}

function remembered(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** A language the console speaks, from a profile field that may not be there yet. */
export function profileLanguage(user: unknown): Language | null {
  const value =
    user && typeof user === 'object' && 'language' in user
      ? (user as { language?: unknown }).language
      : null;
  return LANGUAGES.find((l) => l === value) ?? null;
}

export interface LanguageSources {
  /** The `language` of the user's profile, when the server sends it. */
  profile?: unknown;
  /** The choice remembered on this device. */
  remembered?: string | null;
  /** The browser's languages, best first. */
  browser?: readonly string[];
  /** `?lang=` of the page (the pseudo-locale walk: `?lang=en-XA`). */
  search?: string;
}

/**
 * The user's language (issue 33 §10): the profile's, else the one remembered on this device,
 * else the first of the browser's languages the console speaks, else English.
 */
export function chooseLanguage(sources: LanguageSources): string {
  const option = new URLSearchParams(sources.search ?? '').get('lang');
  if (option === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  const own = profileLanguage({ language: sources.profile });
  const stored = sources.remembered === PSEUDO_LOCALE ? PSEUDO_LOCALE : null;
  return (
    own ??
    stored ??
    resolveLanguage({
      explicit: sources.remembered,
      option,
      acceptLanguage: sources.browser ?? [],
      available: LANGUAGES,
      fallback: 'en',
    })
  );
}

/** The language to start in, from this page's profile (stored with the session), device, browser. */
export function firstLanguage(storedUser: unknown): string {
  return chooseLanguage({
    profile: profileLanguage(storedUser),
    remembered: remembered(),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
    search: typeof location === 'undefined' ? '' : location.search,
  });
}

/**
 * The profile's language wins once it arrives (GET user-profile): the console switches to it and
 * remembers it on this device, so the next first load starts in it. A profile without one
 * (`null`, or a server that does not send it yet) changes nothing.
 */
export function followProfile(user: unknown): void {
  const lang = profileLanguage(user);
  if (lang && lang !== state.lang && state.lang !== PSEUDO_LOCALE) void setLanguage(lang);
}

/** A route's title ("Games", "Jeux"): the document title, the no-access page. */
export function routeTitle(t: T, name: RouteName): string {
  return t(`route.${name}`);
}

/**
 * A message with elements in it ("Design templates in {templates}." with a link): the elements'
 * places are kept through formatting, so each language orders the sentence as it likes.
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
