/**
 * The texts of a game a player sees and a translator may change (docs/languages.md): the game's
 * own (name, pop-up texts, button label, instructions) and its content's (each game declares
 * them: `contentTexts` in its `game.ts`). One list for the console's translation editor, the
 * export and the import, so they always agree on what a game's texts are.
 */
import { z } from 'zod';
import { gameOf, type GameType } from '@playdesk/games/registry';
import { Language, textAt } from './languages.js';
import { Game, type GameTranslation } from './games.js';
import { PublicId, text } from './primitives.js';

/** A text's key: `name`, `popup_texts.win`, `cta.label`, `instructions`, `content.questions.0.text`. */
export type GameTextKey = string;

export interface GameText {
  key: GameTextKey;
  /** What the text is, for a label (the console's catalogue has one per part): `name`, `question`… */
  part: string;
  /** The label's 1-based numbers (question 1, option 2). */
  n: number[];
  /** An English label, for files (`Question 1, option 2`). */
  label: string;
  /** The text in the game's default language. */
  source: string;
  /** The longest the text may be. */
  max: number;
  /** Rich text (HTML), like the instructions. */
  html?: true;
}

/** What a game's texts are read from: a game as the API answers it, or the console's form. */
export interface GameTextsSource {
  type: GameType;
  name: string;
  settings: {
    popup_texts: { win: string; fail: string };
    cta: { label: string };
    instructions: string;
  };
  content: unknown;
}

/** The game's own texts, with their limits (those of `GameTranslation`). */
const OWN_TEXTS = [
  { key: 'name', part: 'name', max: 120 },
  { key: 'popup_texts.win', part: 'win', max: 200 },
  { key: 'popup_texts.fail', part: 'fail', max: 200 },
  { key: 'cta.label', part: 'cta', max: 60 },
  { key: 'instructions', part: 'instructions', max: 20_000 },
] as const;

const PART_LABELS: Record<string, (n: number[]) => string> = {
  name: () => 'Game name',
  win: () => 'Win text',
  fail: () => 'Game-over text',
  cta: () => 'Button label',
  instructions: () => 'Instructions',
  question: ([q]) => `Question ${q}`,
  option: ([q, o]) => `Question ${q}, option ${o}`,
  phrase_answer: ([p]) => `Phrase ${p}, answer`,
  phrase_hint: ([p]) => `Phrase ${p}, hint`,
  word: ([w]) => `Word ${w}`,
  prize: ([p]) => `Prize ${p}`,
  no_luck: () => 'No-luck text',
  segment: ([s]) => `Segment ${s}`,
  pair: ([p]) => `Pair ${p}`,
  answer: ([q, a]) => `Question ${q}, answer ${a}`,
  outcome_title: ([o]) => `Outcome ${o}, title`,
  outcome_text: ([o]) => `Outcome ${o}, text`,
  outcome_link: ([o]) => `Outcome ${o}, link text`,
};

/** An English label for a part (the part itself when unknown). */
export function gameTextLabel(part: string, n: number[]): string {
  return PART_LABELS[part]?.(n) ?? part;
}

/** The translatable texts' own object: `textAt(gameTextsRoot(game), key)` is a text's source. */
export function gameTextsRoot(game: GameTextsSource): Record<string, unknown> {
  return {
    name: game.name,
    popup_texts: game.settings.popup_texts,
    cta: { label: game.settings.cta.label },
    instructions: game.settings.instructions,
    content: game.content,
  };
}

/**
 * Every text of the game a player sees, in reading order, with its default-language text. Texts
 * the game leaves empty (no button label, no instructions) are not listed: there is nothing to
 * translate.
 */
export function gameTexts(game: GameTextsSource): GameText[] {
  const root = gameTextsRoot(game);
  const definition = gameOf(game.type);
  const content = (definition.contentTexts?.(game.content) ?? []).map((t) => ({
    key: `content.${t.path.join('.')}`,
    part: t.part,
    n: t.n,
    max: t.max,
  }));
  return [...OWN_TEXTS.map((t) => ({ ...t, n: [] as number[] })), ...content].flatMap((t) => {
    const source = textAt(root, t.key);
    if (source === undefined || source.trim() === '') return [];
    const text: GameText = { ...t, label: gameTextLabel(t.part, t.n), source };
    if (t.key === 'instructions') text.html = true;
    return [text];
  });
}

/** A translation's text at a key (`undefined`: not translated). */
export function translationText(
  translation: GameTranslation | undefined,
  key: GameTextKey,
): string | undefined {
  if (!translation) return undefined;
  if (key.startsWith('content.')) return translation.content?.[key.slice('content.'.length)];
  return textAt(translation, key);
}

/** The translation's texts by key, only those that are set and not empty. */
export function translationTexts(
  translation: GameTranslation | undefined,
  texts: readonly GameText[],
): Record<GameTextKey, string> {
  const out: Record<GameTextKey, string> = {};
  for (const t of texts) {
    const value = translationText(translation, t.key);
    if (value !== undefined && value.trim() !== '') out[t.key] = value;
  }
  return out;
}

/** How many of the texts a translation has (`French 41/44 texts`). */
export function translationProgress(
  translation: GameTranslation | undefined,
  texts: readonly GameText[],
): { done: number; total: number } {
  return { done: Object.keys(translationTexts(translation, texts)).length, total: texts.length };
}

/**
 * A translation from texts by key (empty texts left out: shown in the default language). Keys
 * that are not texts of the game are ignored here; the import refuses them before.
 */
export function translationFromTexts(texts: Record<GameTextKey, string>): GameTranslation {
  const out: GameTranslation = {};
  for (const [key, raw] of Object.entries(texts)) {
    const value = raw.trim() === '' ? '' : raw;
    if (value === '') continue;
    if (key.startsWith('content.')) {
      out.content = { ...out.content, [key.slice('content.'.length)]: value };
    } else if (key === 'name' || key === 'instructions') {
      out[key] = value;
    } else if (key === 'popup_texts.win' || key === 'popup_texts.fail') {
      out.popup_texts = { ...out.popup_texts, [key.slice('popup_texts.'.length)]: value };
    } else if (key === 'cta.label') {
      out.cta = { label: value };
    }
  }
  return out;
}

/** The `{name}` placeholders of a text, sorted (each once). */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(/\{([A-Za-z0-9_]+)\}/g), (m) => m[1]!))].sort();
}

/** The formats of a translation file: XLIFF 2.0, or JSON (`{key: text}`). */
export const TRANSLATION_FORMATS = ['xliff', 'json'] as const;
export const TranslationFormat = z.enum(TRANSLATION_FORMATS, {
  error: 'Choose a format: xliff or json',
});
export type TranslationFormat = z.infer<typeof TranslationFormat>;
/** The largest translation file an import takes, in characters (docs/languages.md). */
export const TRANSLATION_FILE_MAX = 2_000_000;

export const GameLanguageParams = z.object({ id: PublicId, language: Language });
export const TranslationExportQuery = z.object({ format: TranslationFormat.default('xliff') });
export const ImportTranslationRequest = z.object({
  format: TranslationFormat,
  /** The file's text, as exported (XLIFF 2.0 or JSON). */
  file: text(TRANSLATION_FILE_MAX, {
    tooLong: 'The file is too large: at most 2 million characters',
  }),
});
export type ImportTranslationRequest = z.infer<typeof ImportTranslationRequest>;
/** A JSON translation file: each text's key and its text in the file's language. */
export const TranslationJsonFile = z.record(z.string(), z.string());
export const ImportTranslationResponse = z.object({
  game: Game,
  /** How many texts the file translated (its empty texts are left untranslated). */
  imported: z.number().int(),
});
export type ImportTranslationResponse = z.infer<typeof ImportTranslationResponse>;
