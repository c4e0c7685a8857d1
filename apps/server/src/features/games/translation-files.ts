/**
 * A game's texts as files for translators (docs/languages.md#translation-files): exported as
 * XLIFF 2.0 or JSON (`{key: text}`), one language a file, and imported back. An import is checked
 * text by text (a key the game has, the text's limit, the same `{name}` placeholders as the
 * default-language text) and then saved like any translation (`checkedTranslations`, through
 * the game's update): refused as a whole, with every problem listed, if anything would break the
 * game.
 */
import {
  gameTexts,
  placeholdersOf,
  translationFromTexts,
  translationText,
  type Game,
  type GameTranslation,
  type ImportTranslationRequest,
  type Language,
} from '@playdesk/contract';
import { badRequest, HttpError } from '../../http/errors.js';
import { readXliff, writeXliff, XliffError } from './xliff.js';

/** The message of a refused import; `errors` lists the problems. */
export const IMPORT_REFUSED = 'The file was not imported: nothing was changed.';

/** A file name for a game's texts in a language: `coffee-lovers-quiz-fr.xlf`. */
export function translationFileName(game: Game, language: Language, format: 'xliff' | 'json') {
  const slug =
    game.name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .slice(0, 60) || 'game';
  return `${slug}-${language}.${format === 'xliff' ? 'xlf' : 'json'}`;
}

/** The texts of the game in `language` by key: the game's own in its default language. */
function textsIn(game: Game, language: Language): Record<string, string> {
  const translation = game.translations[language] as GameTranslation | undefined;
  return Object.fromEntries(
    gameTexts(game).map((t) => [
      t.key,
      language === game.default_language ? t.source : (translationText(translation, t.key) ?? ''),
    ]),
  );
}

export function exportJson(game: Game, language: Language): Record<string, string> {
  return textsIn(game, language);
}

export function exportXliff(game: Game, language: Language): string {
  const targets = textsIn(game, language);
  const translated = language !== game.default_language;
  return writeXliff(
    {
      srcLang: game.default_language,
      ...(translated ? { trgLang: language } : {}),
      units: gameTexts(game).map((t) => ({
        id: t.key,
        note: t.label,
        source: t.source,
        target: targets[t.key] ?? '',
      })),
    },
    game.public_id,
  );
}

/** The file's texts by key, or a 400 naming what is wrong with the file. */
function fileTexts(game: Game, language: Language, input: ImportTranslationRequest) {
  if (input.format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(input.file);
    } catch (error) {
      throw badRequest(`The JSON file is not valid: ${(error as Error).message}`).coded(
        'translation.file_invalid',
        { reason: 'json' },
      );
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw badRequest('The JSON file must be an object of texts by key: {"name": "…"}').coded(
        'translation.file_invalid',
        { reason: 'shape' },
      );
    const problems = Object.entries(parsed)
      .filter(([, v]) => typeof v !== 'string')
      .map(([key]) => `${key}: The text must be a string`);
    if (problems.length > 0)
      throw badRequest(IMPORT_REFUSED, problems).coded('translation.import_refused');
    return parsed as Record<string, string>;
  }
  try {
    const doc = readXliff(input.file);
    if (doc.srcLang !== game.default_language)
      throw badRequest(
        `The file's source language is ${doc.srcLang}; this game's texts are in ${game.default_language}`,
      ).coded('translation.file_invalid', {
        reason: 'source_language',
        language: game.default_language,
      });
    if (doc.trgLang !== language)
      throw badRequest(
        `The file's target language is ${doc.trgLang ?? 'missing'}; import it as ${language} with trgLang="${language}"`,
      ).coded('translation.file_invalid', { reason: 'target_language', language });
    return Object.fromEntries(doc.units.map((u) => [u.id, u.target ?? '']));
  } catch (error) {
    if (error instanceof XliffError)
      throw badRequest(error.message).coded('translation.file_invalid', { reason: 'xliff' });
    throw error;
  }
}

/**
 * The translation of `language` with the file's texts laid over it (its empty texts left as they
 * were), and how many texts the file translated; a 400 listing every text that is not right.
 */
export function importedTranslation(
  game: Game,
  language: Language,
  input: ImportTranslationRequest,
): { translation: GameTranslation; imported: number } {
  if (language === game.default_language)
    throw badRequest(
      `${language} is the game's default language: change its texts in the game itself`,
    ).coded('translation.file_invalid', { reason: 'default_language', language });
  const texts = new Map(gameTexts(game).map((t) => [t.key, t]));
  const problems: string[] = [];
  const sent: Record<string, string> = {};
  for (const [key, raw] of Object.entries(fileTexts(game, language, input))) {
    const text = texts.get(key);
    if (!text) {
      problems.push(`${key}: This game has no text with this key`);
      continue;
    }
    const value = raw.trim();
    if (value === '') continue;
    if (value.length > text.max)
      problems.push(`${key}: At most ${text.max} characters (this text has ${value.length})`);
    const want = placeholdersOf(text.source);
    const got = placeholdersOf(value);
    if (want.join() !== got.join())
      problems.push(
        `${key}: Keep the placeholders of the original text (${want.map((p) => `{${p}}`).join(', ') || 'none'}; this text has ${got.map((p) => `{${p}}`).join(', ') || 'none'})`,
      );
    sent[key] = value;
  }
  if (problems.length > 0)
    throw badRequest(IMPORT_REFUSED, problems).coded('translation.import_refused');
  const base = (game.translations[language] ?? {}) as GameTranslation;
  const add = translationFromTexts(sent);
  const merged: GameTranslation = { ...base, ...add };
  if (base.popup_texts || add.popup_texts)
    merged.popup_texts = { ...base.popup_texts, ...add.popup_texts };
  if (base.content || add.content) merged.content = { ...base.content, ...add.content };
  return { translation: merged, imported: Object.keys(sent).length };
}

/** A refusal of the save (`translations.fr.content.words.0: …`) named by the texts' keys. */
export function refusedByKey(error: unknown, language: Language): unknown {
  if (!(error instanceof HttpError) || error.statusCode !== 400 || !error.errors) return error;
  const prefix = `translations.${language}.`;
  return badRequest(
    IMPORT_REFUSED,
    error.errors.map((e) => (e.startsWith(prefix) ? e.slice(prefix.length) : e)),
  ).coded('translation.import_refused');
}
