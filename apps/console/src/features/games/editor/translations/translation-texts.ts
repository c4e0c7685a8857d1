/**
 * What the translation editor shows and sends, from the contract's one list of a game's texts
 * (`gameTexts`): labels from the catalogue, drafts by key, and the preview in a language.
 */
import {
  translatedContent,
  translationFromTexts,
  type GameText,
  type GameTranslation,
  type Language,
} from '@playdesk/contract';
import { gameOf, type GameType } from '@playdesk/games/registry';
import type { MessageKey, T } from '../../../../i18n/i18n';
import type { PreviewGame } from '../preview/GamePreview';

/** A text's label in the console's language ("Question 2, option 3"). */
export function textLabel(t: T, text: GameText): string {
  return t(`translate.part.${text.part}` as MessageKey, { a: text.n[0] ?? 0, b: text.n[1] ?? 0 });
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
