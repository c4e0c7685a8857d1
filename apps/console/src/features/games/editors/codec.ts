/**
 * What every game's console editor folder (`editors/<type>/`) is made of, and the helpers its form
 * codec uses. A folder holds:
 * - `Editor.tsx`, whose default export edits `content` of the editor's form (found by
 *   `editor/content-editors.tsx` with `import.meta.glob`, so it needs no registry line);
 * - `form.ts`, the form's shape and its codec to and from the engine's content;
 * - `messages.ts`, the engine's fixed content messages mapped to the console's catalogue (if any);
 * - `index.ts`, `defineContentEditor({ codec, messages, title, description })`, listed with one
 *   line in `./index.ts`.
 * The folder's `index.ts` imports no component, so the codecs and messages load without the
 * editors that use them (no import cycle).
 */
import type { MessageKey } from '../../../i18n/i18n';

export type Loose = Record<string, unknown>;

export interface ContentCodec<F> {
  /** Stored content (already valid) → the form. Defensive: unknown fields are dropped. */
  toForm(content: Loose): F;
  /** The form → what the engine schema (and the API) expects. */
  toContent(form: F): Loose;
  /** An engine content path whose form field has another name (`options.1` → `options.1.value`). */
  fieldPath?(path: readonly string[]): string[] | null;
}

/** A game's console part besides its `Editor.tsx`: its form codec, content messages and texts. */
export interface ContentEditor<F> {
  /** The content card's heading and the line under it (src/i18n, part `games`). */
  title: MessageKey;
  description: MessageKey;
  /** The form's `content` (shape `F`) to and from the engine's content. */
  codec: ContentCodec<F>;
  /** The engine's fixed content messages (English, as it says them) → catalogue keys; those shared by several games are in `editor/content-messages.ts`. */
  messages?: Readonly<Record<string, MessageKey>>;
}

/** Types a game's `index.ts` (the form type `F` flows into `ContentForms`). */
export const defineContentEditor = <F>(editor: ContentEditor<F>): ContentEditor<F> => editor;

/** Replay settings of Quiz and EmojiQ: shown answers, and the pool drawn per play. */
export interface ReplayForm {
  reveal_answers: boolean;
  /** Questions (phrases) per play; null plays them all. */
  pool_size: number | null;
}
export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const asString = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : fallback;
export const asNumber = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
export const asObject = (v: unknown): Loose =>
  typeof v === 'object' && v !== null ? (v as Loose) : {};
export const orNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
export const strings = (v: unknown) => asArray(v).map((w) => asString(w));

/** Replay settings of Quiz and EmojiQ (their form: `ReplayForm`). */
export const replay = {
  toForm: (content: Loose): ReplayForm => ({
    reveal_answers: content.reveal_answers === true,
    pool_size: typeof content.pool_size === 'number' ? content.pool_size : null,
  }),
  toContent: (form: ReplayForm) => ({
    reveal_answers: form.reveal_answers,
    pool_size: form.pool_size,
  }),
};
