/**
 * Each game's content as the editor's form holds it, and its conversion to and from the content
 * the engine's schema checks. Each game's form shape and codec live in its editor folder
 * (`editors/<type>/form.ts`), listed in `editors/index.ts`.
 */
import type { GameType } from '@playdesk/games';
import { gameOf } from '@playdesk/games/registry';
import * as EDITORS from './editors';
import { asObject, type ContentCodec, type ContentEditor } from './editors/codec';

export type { ReplayForm } from './editors/codec';
export type { QuizForm, QuizQuestionForm } from './editors/quiz/form';
export type { WordsForm } from './editors/wordhunt/form';
export type { WordleForm } from './editors/wordle/form';
export type { EmojiqForm, EmojiqPhraseForm } from './editors/emojiq/form';
export type { PuzzleForm } from './editors/puzzle/form';
export type { ScratchForm, ScratchPrizeForm } from './editors/scratch/form';
export type { WheelForm, WheelSegmentForm } from './editors/wheel/form';
export type { MemoryForm, MemoryPairForm } from './editors/memory/form';

type Editors = typeof EDITORS;
/** Every game's form shape, by game type (from its folder's `defineContentEditor`). */
export type ContentForms = {
  [T in GameType]: Editors[T] extends ContentEditor<infer F> ? F : never;
};
export type ContentForm = ContentForms[GameType];

// Every game type has its editor folder in `editors/index.ts`, and nothing else is listed there.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyGameListed: Same<keyof Editors, GameType> = true;
void everyGameListed;

const codec = (type: GameType) => EDITORS[type].codec as ContentCodec<ContentForm>;

/** Stored content (already valid) → the form's shape. */
export function contentToForm(type: GameType, raw: Record<string, unknown>): ContentForm {
  const parsed = gameOf(type).engine.contentSchema.safeParse(raw);
  return codec(type).toForm(asObject(parsed.success ? parsed.data : raw));
}

/** The form's content → what the engine schema (and the API) expects. */
export function formToContent(type: GameType, form: ContentForm): Record<string, unknown> {
  return codec(type).toContent(form);
}

/** An engine content path (`questions.0.options.1`) → the form field showing it. */
export function contentFieldPath(type: GameType, path: readonly PropertyKey[]): string {
  const p = path.map(String);
  return ['content', ...(codec(type).fieldPath?.(p) ?? p)].join('.');
}
