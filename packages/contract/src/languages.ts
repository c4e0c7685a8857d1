import { z } from 'zod';
import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_MINUTES } from './sessions.js';
import { SHIPPED_LANGUAGES } from '@playdesk/i18n';
import { text } from './primitives.js';

/**
 * The languages a game, an account and a player can be in (docs/adr/009-i18n.md): those the player
 * side ships complete (`@playdesk/i18n`). Adding one there makes it selectable everywhere.
 */
export const LANGUAGES = SHIPPED_LANGUAGES;
export const Language = z.enum(LANGUAGES, {
  error: `Choose a language among ${LANGUAGES.join(', ')}`,
});
export type Language = z.infer<typeof Language>;
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/**
 * A language asked for by a player (`?lang=`, the start and lead bodies): a BCP 47 tag of at most
 * 35 characters (`fr`, `fr-CA`, `pt-BR`). A well-formed tag the game does not have falls back to
 * the game's languages; a malformed one is a 400.
 */
export const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;
export const LanguageTag = text(35, {
  trim: true,
  tooLong: 'Language must be at most 35 characters',
})
  .regex(LANGUAGE_TAG, 'Use a language code such as fr or pt-BR')
  .meta({ example: 'fr' });

type Json = unknown;

/** The string at `path` (`questions.0.text`) in `content`, or undefined. */
export function textAt(content: Json, path: string): string | undefined {
  let at: Json = content;
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, Json>)[key];
  }
  return typeof at === 'string' ? at : undefined;
}

/** A copy of `content` with the strings at the paths of `texts` replaced (unknown paths skipped). */
export function translatedContent<T>(content: T, texts: Record<string, string> | undefined): T {
  if (!texts) return content;
  const copy = JSON.parse(JSON.stringify(content)) as Json;
  for (const [path, value] of Object.entries(texts)) {
    if (textAt(copy, path) === undefined) continue;
    const keys = path.split('.');
    const last = keys.pop()!;
    let at = copy as Record<string, Json>;
    for (const key of keys) at = at[key] as Record<string, Json>;
    at[last] = value;
  }
  return copy as T;
}

/** The languages a game can be played in: its default first, then its translations in list order. */
export function gameLanguages(
  defaultLanguage: Language,
  translations: Partial<Record<Language, unknown>>,
): Language[] {
  return [
    defaultLanguage,
    ...LANGUAGES.filter((l) => l !== defaultLanguage && translations[l] !== undefined),
  ];
}

/** The languages the console ships complete (its own catalogues). */
export const CONSOLE_LANGUAGES = ['en', 'fr'] as const;
export const ConsoleLanguage = z.enum(CONSOLE_LANGUAGES, {
  error: `Choose a console language among ${CONSOLE_LANGUAGES.join(', ')}`,
});
export type ConsoleLanguage = z.infer<typeof ConsoleLanguage>;

/** A person's own settings: the console's language (null: their browser's). */
export const UserSettings = z.object({ language: ConsoleLanguage.nullable() });
export type UserSettings = z.infer<typeof UserSettings>;
export const UpdateUserSettingsRequest = z
  .object({ language: ConsoleLanguage.nullable() })
  .partial();
export type UpdateUserSettingsRequest = z.infer<typeof UpdateUserSettingsRequest>;
export const UserSettingsResponse = z.object({ user_settings: UserSettings });
export type UserSettingsResponse = z.infer<typeof UserSettingsResponse>;

/** An account's settings (docs/product-rules.md#languages). */
export const AccountSettings = z.object({
  /** The language new games start in; chosen at registration. */
  default_language: Language,
  /**
   * The business's session lifetimes (docs/team-and-sign-in.md#sessions): a session unused for
   * `session_idle_minutes`, or older than `session_absolute_days`, ends. The values in force
   * (the defaults unless the owner chose).
   */
  session_idle_minutes: z.number().int(),
  session_absolute_days: z.number().int(),
});
export type AccountSettings = z.infer<typeof AccountSettings>;
export const UpdateAccountSettingsRequest = z
  .object({
    default_language: Language,
    /** Owner only; the business's (top-level account's) setting. */
    session_idle_minutes: z
      .number()
      .int()
      .min(SESSION_IDLE_MINUTES.min, `At least ${SESSION_IDLE_MINUTES.min} minutes`)
      .max(SESSION_IDLE_MINUTES.max, `At most ${SESSION_IDLE_MINUTES.max} minutes (30 days)`),
    session_absolute_days: z
      .number()
      .int()
      .min(SESSION_ABSOLUTE_DAYS.min, `At least ${SESSION_ABSOLUTE_DAYS.min} day`)
      .max(SESSION_ABSOLUTE_DAYS.max, `At most ${SESSION_ABSOLUTE_DAYS.max} days`),
  })
  .partial();
export type UpdateAccountSettingsRequest = z.infer<typeof UpdateAccountSettingsRequest>;
export const AccountSettingsResponse = z.object({ account_settings: AccountSettings });
export type AccountSettingsResponse = z.infer<typeof AccountSettingsResponse>;

/** An object with one optional field per language, each `schema`: closed, documented by name. */
export const byLanguage = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(LANGUAGES.map((language) => [language, schema.optional()])) as {
      [K in Language]: z.ZodOptional<T>;
    },
  );
/**
 * The translations of a PATCH: each language sent replaces that language's texts, `null` removes
 * the language, languages not sent are left as they are.
 */
export const translationsPatch = <T extends z.ZodType>(schema: T) => byLanguage(schema.nullable());
/** An object's translations by language (the default language's texts are the object's own). */
export type Translations<T> = Partial<Record<Language, T>>;

/**
 * `own` with the texts of `over` laid over it (issue 33 §4): each non-blank string of `over`
 * replaces the string at the same place in `own` (objects by key, arrays by index); whatever
 * `over` lacks or leaves blank stays as in `own`, so a missing translation shows the default
 * language, never a blank. Places `own` does not have are ignored.
 */
export function overlayTexts<T>(own: T, over: unknown): T {
  if (over === undefined || over === null) return own;
  if (typeof own === 'string')
    return (typeof over === 'string' && over.trim() !== '' ? over : own) as T;
  if (Array.isArray(own))
    return (Array.isArray(over) ? own.map((v, i) => overlayTexts(v, over[i])) : own) as T;
  if (typeof own === 'object' && own !== null && typeof over === 'object' && !Array.isArray(over)) {
    const out: Record<string, unknown> = { ...(own as Record<string, unknown>) };
    for (const [key, value] of Object.entries(over as Record<string, unknown>))
      if (Object.hasOwn(out, key)) out[key] = overlayTexts(out[key], value);
    return out as T;
  }
  return own;
}

/** An object's player texts in `language`: its own, with that language's translation laid over. */
export function inLanguage<T>(
  own: T,
  object: { default_language: Language; translations: Translations<unknown> },
  language: Language,
): T {
  return language === object.default_language
    ? own
    : overlayTexts(own, object.translations[language]);
}

/** The languages an object has texts in: its default first, then its translations. */
export const objectLanguages = gameLanguages;
