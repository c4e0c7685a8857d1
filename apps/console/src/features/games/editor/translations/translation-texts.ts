/**
 * What the translation editor shows and sends, from the contract's one list of a game's texts
 * (`gameTexts`): labels from the catalogue, drafts by key, and the preview in a language.
 */
import {
  LANGUAGES,
  translatedContent,
  translationFromTexts,
  translationTexts,
  type Game,
  type GameText,
  type GameTranslation,
  type Language,
} from '@playdesk/contract';
import { gameOf, type GameType } from '@playdesk/games/registry';
import type { MessageKey, T } from '../../../../i18n/i18n';
import type { PreviewGame } from '../preview/GamePreview';

/** A language's name in the console's language ("French", "français"). */
export const languageName = (t: T, language: Language) =>
  t(`translate.language.${language}` as MessageKey);

/** The same, for the start of a line or a heading ("Français"). */
export const languageTitle = (t: T, language: Language) => {
  const name = languageName(t, language);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** A text's label in the console's language ("Question 2, option 3"). */
export function textLabel(t: T, text: GameText): string {
  return t(`translate.part.${text.part}` as MessageKey, { a: text.n[0] ?? 0, b: text.n[1] ?? 0 });
}

/** The languages a game may be translated into: the player's languages but its own. */
export function addableLanguages(game: Game): Language[] {
  return LANGUAGES.filter((l) => l !== game.default_language && !game.translations[l]);
}

/** The game's translations, in the order of the player's languages. */
export function translatedLanguages(game: Game): Language[] {
  return LANGUAGES.filter((l) => l !== game.default_language && game.translations[l]);
}

/** The saved texts of a language by key (only those with text). */
export function savedTexts(game: Game, texts: readonly GameText[], language: Language) {
  return translationTexts(game.translations[language] as GameTranslation | undefined, texts);
}

/**
 * The translation to save: the draft's texts over the saved translation, so a text the editor
 * does not list (one set through the API) stays as it is; an emptied text is removed.
 */
export function translationToSave(
  saved: GameTranslation | undefined,
  texts: readonly GameText[],
  draft: Record<string, string>,
): GameTranslation {
  const listed = new Set(texts.map((t) => t.key));
  const keep: GameTranslation = { ...saved };
  // The listed texts all come from the draft.
  delete keep.name;
  delete keep.instructions;
  delete keep.popup_texts;
  delete keep.cta;
  const content = Object.fromEntries(
    Object.entries(saved?.content ?? {}).filter(([path]) => !listed.has(`content.${path}`)),
  );
  const fresh = translationFromTexts(draft);
  const merged: GameTranslation = { ...keep, ...fresh };
  const allContent = { ...content, ...fresh.content };
  if (Object.keys(allContent).length > 0) merged.content = allContent;
  else delete merged.content;
  return merged;
}

/** The language the preview shows, with its texts as drafted. */
export interface TranslationPreview {
  language: Language;
  translation: GameTranslation;
}

/** The preview's game and content with a language's texts laid over (missing ones as they are). */
export function previewIn(
  game: PreviewGame,
  content: unknown,
  translation: GameTranslation | null,
): { game: PreviewGame; content: unknown } {
  if (!translation) return { game, content };
  return {
    game: {
      ...game,
      name: translation.name || game.name,
      instructions: translation.instructions || game.instructions,
      popupTexts: {
        win: translation.popup_texts?.win || game.popupTexts.win,
        fail: translation.popup_texts?.fail || game.popupTexts.fail,
      },
      cta: { ...game.cta, label: translation.cta?.label || game.cta.label },
    },
    content: content === null ? null : reparsed(game.type, content, translation.content),
  };
}

/** The content with translated texts, through the engine's schema (capitals of a Word Hunt). */
function reparsed(type: GameType, content: unknown, texts: Record<string, string> | undefined) {
  const parsed = gameOf(type).engine.contentSchema.safeParse(translatedContent(content, texts));
  return parsed.success ? (parsed.data as unknown) : content;
}

/** The server's words of a problem with one text, as the console says them (the rest as sent). */
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

/**
 * A refused translation's problem (`cta.label: At most 60 characters (this text has 61)`) with
 * the text named as the table names it ("Button label") and, for the server's own checks, in the
 * user's language; a problem the console has no words for keeps the server's.
 */
export function problemText(t: T, texts: readonly GameText[], problem: string): string {
  const match = /^([\w.]+): (.+)$/s.exec(problem);
  if (!match) return problem;
  const [, key = '', message = ''] = match;
  const text = texts.find((x) => x.key === key);
  let said = message;
  for (const [pattern, say] of PROBLEMS) {
    const m = pattern.exec(message);
    if (m) {
      said = say(t, m);
      break;
    }
  }
  return t('translate.problem.line', { label: text ? textLabel(t, text) : key, problem: said });
}
