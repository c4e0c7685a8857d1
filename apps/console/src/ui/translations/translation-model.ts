/**
 * What a translation editor shows and sends, for any object a player sees (issue 33 §4, §8): a
 * game, a consent, a reward, a game's form, the notification bar, the game app, a push text, a
 * template. An object's texts are flat here, by key (`text`, `description`,
 * `fields.email.label`); each editor maps its own shape to them and back.
 */
import { LANGUAGES, type Language } from '@playdesk/contract';
import type { MessageKey, T } from '../../i18n/i18n';

/** One text a translator may write in another language. */
export interface TranslationField {
  /** Where the text is in the object's translation (`text`, `fields.email.label`). */
  key: string;
  /** What the text is, in the console's language ("Description", "Email label"). */
  label: string;
  /** The text in the object's default language (shown beside the input). */
  defaultText: string;
  /** The longest the text may be (the contract's limit). */
  maxLength: number;
  /** A text area rather than a one-line input. */
  long?: boolean;
  /** Rich text (sanitised HTML with links), edited like the object's own. */
  html?: boolean;
}

/** One language's texts by key, as stored (a missing or blank text shows the default language's). */
export type Texts = Record<string, string | undefined>;
/** An object's translations by language, flat. */
export type TextsByLanguage = Partial<Record<Language, Texts | undefined>>;

/** A language's name in the console's language ("French", "français"). */
export const languageName = (t: T, language: Language) =>
  t(`translate.language.${language}` as MessageKey);

/** The same, for the start of a line or a heading ("Français"). */
export const languageTitle = (t: T, language: Language) => {
  const name = languageName(t, language);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The languages an object may be translated into: the player's languages but its own and those it has. */
export function addableLanguages(
  defaultLanguage: Language,
  translations: Partial<Record<Language, unknown>>,
): Language[] {
  return LANGUAGES.filter((l) => l !== defaultLanguage && !translations[l]);
}

/** The object's translations, in the order of the player's languages. */
export function translatedLanguages(
  defaultLanguage: Language,
  translations: Partial<Record<Language, unknown>>,
): Language[] {
  return LANGUAGES.filter((l) => l !== defaultLanguage && translations[l]);
}

/** The fields worth translating: those whose default text is not blank (nothing to translate). */
export function translatableFields(fields: readonly TranslationField[]): TranslationField[] {
  return fields.filter((f) => f.defaultText.trim() !== '');
}

/** The saved texts of the listed fields (only those with text). */
export function filledTexts(
  texts: Texts | undefined,
  fields: readonly TranslationField[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const value = texts?.[f.key];
    if (value !== undefined && value.trim() !== '') out[f.key] = value;
  }
  return out;
}

/** How many of the fields a language has ("French 3/5 texts"). */
export function progress(
  texts: Texts | undefined,
  fields: readonly TranslationField[],
): { done: number; total: number } {
  return { done: Object.keys(filledTexts(texts, fields)).length, total: fields.length };
}

/** Whether the draft differs from what is saved, for the listed fields. */
export function isDirty(draft: Texts, saved: Texts, fields: readonly TranslationField[]): boolean {
  return fields.some((f) => (draft[f.key] ?? '') !== (saved[f.key] ?? ''));
}

/**
 * The texts to save: the draft's over the saved ones, so a text the editor does not list (set
 * through the API, or of a field whose default is now empty) stays as it is; an emptied text is
 * left out (the player sees the default language's).
 */
export function textsToSave(
  saved: Texts | undefined,
  fields: readonly TranslationField[],
  draft: Texts,
): Record<string, string> {
  const listed = new Set(fields.map((f) => f.key));
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(saved ?? {}))
    if (!listed.has(key) && value !== undefined && value.trim() !== '') out[key] = value;
  for (const key of listed) {
    const value = draft[key];
    if (value !== undefined && value.trim() !== '') out[key] = value;
  }
  return out;
}

/** Whether a text is longer than its field allows. */
export const tooLong = (value: string, field: TranslationField) => value.length > field.maxLength;

/**
 * The problems of a refused save (a 400's `errors`, else its message), to list beside the
 * texts: a problem of a listed text is named by its label (`translations.fr.description: Too
 * long` → `Description: Too long`; an object's texts may sit deeper in the request, as a form's
 * in a game's `lead_form`); the language's prefix is dropped from the others.
 */
export function refusalProblems(
  body: unknown,
  message: string,
  fields: readonly TranslationField[] = [],
  t?: T,
): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const list = Array.isArray(errors)
    ? errors.filter((e): e is string => typeof e === 'string')
    : [];
  if (list.length === 0) return [message];
  return list.map((error) => {
    const problem = error.replace(/^translations\.[a-z]{2}\./, '');
    const colon = problem.indexOf(': ');
    if (colon < 0) return problem;
    const path = problem.slice(0, colon);
    const said = problem.slice(colon + 2);
    const field = fields.find((f) => path === f.key || path.endsWith(`.${f.key}`));
    const label = field ? field.label : path;
    return t
      ? t('translate.problem.line', { label, problem: problemWords(t, said) })
      : `${label}: ${said}`;
  });
}

/** The server's checks of one text, as the console says them (translation-files.ts, http/translations.ts). */
const PROBLEMS: readonly [RegExp, (t: T, m: RegExpExecArray) => string][] = [
  [/^This game has no text with this key$/, (t) => t('translate.problem.unknown_key')],
  [
    /^At most (\d+) characters \(this text has (\d+)\)$/,
    (t, m) => t('translate.problem.too_long', { max: Number(m[1]), count: Number(m[2]) }),
  ],
  [
    /^Keep the placeholders of the original text \((.*); this text has (.*)\)$/,
    (t, m) => t('translate.problem.placeholders', { want: m[1]!, got: m[2]! }),
  ],
];

/** A problem with one text in the user's language, when the console has words for it. */
export function problemWords(t: T, problem: string): string {
  for (const [pattern, say] of PROBLEMS) {
    const m = pattern.exec(problem);
    if (m) return say(t, m);
  }
  return problem;
}
