/**
 * The game editor's form model: the shape react-hook-form edits, its conversion to and from the
 * API's game, and validation with the contract's and the engines' zod schemas — with every error
 * placed on the form field that shows it (client-side issues and the server's `path: message`
 * errors alike).
 */
import {
  DifficultySchema,
  ErrorBody,
  FOOTER_BUTTONS_BY_TYPE,
  GameName,
  GameSettingsInput,
  type Game,
  type GameStatus,
} from '@playdesk/contract';
import type { Difficulty, FooterButton, GameType } from '@playdesk/games';
import { engineFor } from '@playdesk/games/engines';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Form shapes

export interface QuizQuestionForm {
  /** The stored question id (kept so a question keeps its id when reordered), or null. */
  qid: string | null;
  text: string;
  image: string | null;
  options: { value: string }[];
  correct: number;
}
/** Replay settings of Quiz and EmojiQ: shown answers, and the pool drawn per play. */
export interface ReplayForm {
  reveal_answers: boolean;
  /** Questions (phrases) per play; null plays them all. */
  pool_size: number | null;
}
export interface QuizForm extends ReplayForm {
  questions: QuizQuestionForm[];
  pass_percent: number;
}
export interface WordsForm {
  words: string[];
}
export interface WordleForm extends WordsForm {
  /** Words players may guess besides the dictionary. */
  allowed_guesses: string[];
}
export interface EmojiqPhraseForm {
  emojis: string;
  answer: string;
  hint: string;
}
export interface EmojiqForm extends ReplayForm {
  phrases: EmojiqPhraseForm[];
}
export interface PuzzleForm {
  image: string | null;
}
export interface ScratchPrizeForm {
  pid: string | null;
  label: string;
  odds: number;
}
export interface ScratchForm {
  prizes: ScratchPrizeForm[];
  no_luck_text: string;
  cover_image: string | null;
}

export interface ContentForms {
  quiz: QuizForm;
  wordle: WordleForm;
  wordhunt: WordsForm;
  emojiq: EmojiqForm;
  puzzle: PuzzleForm;
  scratch: ScratchForm;
}
export type ContentForm = ContentForms[GameType];

export interface SettingsForm {
  background_image: string | null;
  game_image: string | null;
  popup_texts: { win: string; fail: string };
  cta: { icon: string; label: string; link: string };
  instructions: string;
  footer_buttons: FooterButton[];
  /** '' = no template (the player's default pop-up). */
  templates: { game_over: string; success: string; leaderboard: string };
}

export interface GameFormValues<C = ContentForm> {
  name: string;
  difficulty: Difficulty;
  settings: SettingsForm;
  content: C;
}

/** What PATCH games/{id} receives from the editor. */
export interface GameRequest {
  name: string;
  difficulty: Difficulty;
  settings: z.input<typeof GameSettingsInput>;
  content: Record<string, unknown>;
  status?: GameStatus;
}

// ---------------------------------------------------------------------------------------------
// Conversions

type Loose = Record<string, unknown>;
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const asString = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const asNumber = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const asObject = (v: unknown): Loose => (typeof v === 'object' && v !== null ? (v as Loose) : {});
const orNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const replayToForm = (content: Loose): ReplayForm => ({
  reveal_answers: content.reveal_answers === true,
  pool_size: typeof content.pool_size === 'number' ? content.pool_size : null,
});
const replayToContent = (form: ReplayForm) => ({
  reveal_answers: form.reveal_answers,
  pool_size: form.pool_size,
});

/** Stored content (already valid) → the form's shape. Defensive: unknown fields are dropped. */
export function contentToForm(type: GameType, raw: Record<string, unknown>): ContentForm {
  const parsed = engineFor(type).contentSchema.safeParse(raw);
  const content = asObject(parsed.success ? parsed.data : raw);
  switch (type) {
    case 'quiz':
      return {
        questions: asArray(content.questions).map((item) => {
          const q = asObject(item);
          return {
            qid: orNull(q.id),
            text: asString(q.text),
            image: orNull(q.image),
            options: asArray(q.options).map((o) => ({ value: asString(o) })),
            correct: asNumber(q.correct, 0),
          };
        }),
        pass_percent: asNumber(content.pass_percent, 60),
        ...replayToForm(content),
      } satisfies QuizForm;
    case 'wordle':
      return {
        words: asArray(content.words).map((w) => asString(w)),
        allowed_guesses: asArray(content.allowed_guesses).map((w) => asString(w)),
      } satisfies WordleForm;
    case 'wordhunt':
      return { words: asArray(content.words).map((w) => asString(w)) } satisfies WordsForm;
    case 'emojiq':
      return {
        phrases: asArray(content.phrases).map((item) => {
          const p = asObject(item);
          return { emojis: asString(p.emojis), answer: asString(p.answer), hint: asString(p.hint) };
        }),
        ...replayToForm(content),
      } satisfies EmojiqForm;
    case 'puzzle':
      return { image: orNull(content.image) } satisfies PuzzleForm;
    case 'scratch':
      return {
        prizes: asArray(content.prizes).map((item) => {
          const p = asObject(item);
          return { pid: orNull(p.id), label: asString(p.label), odds: asNumber(p.odds, 0) };
        }),
        no_luck_text: asString(content.no_luck_text),
        cover_image: orNull(content.cover_image),
      } satisfies ScratchForm;
  }
}

/** The form's content → what the engine schema (and the API) expects. */
export function formToContent(type: GameType, form: ContentForm): Record<string, unknown> {
  switch (type) {
    case 'quiz': {
      const quiz = form as QuizForm;
      return {
        questions: quiz.questions.map((q) => ({
          ...(q.qid ? { id: q.qid } : {}),
          text: q.text,
          image: q.image || null,
          options: q.options.map((o) => o.value),
          correct: q.correct,
        })),
        pass_percent: quiz.pass_percent,
        ...replayToContent(quiz),
      };
    }
    case 'wordle': {
      const wordle = form as WordleForm;
      return { words: [...wordle.words], allowed_guesses: [...wordle.allowed_guesses] };
    }
    case 'wordhunt':
      return { words: [...(form as WordsForm).words] };
    case 'emojiq':
      return {
        phrases: (form as EmojiqForm).phrases.map((p) => ({
          emojis: p.emojis,
          answer: p.answer,
          ...(p.hint.trim() ? { hint: p.hint } : {}),
        })),
        ...replayToContent(form as EmojiqForm),
      };
    case 'puzzle':
      return { image: (form as PuzzleForm).image ?? '' };
    case 'scratch': {
      const card = form as ScratchForm;
      return {
        prizes: card.prizes.map((p) => ({
          ...(p.pid ? { id: p.pid } : {}),
          label: p.label,
          odds: p.odds,
        })),
        no_luck_text: card.no_luck_text,
        cover_image: card.cover_image || null,
      };
    }
  }
}

export function gameToForm(game: Game): GameFormValues {
  const s = game.settings;
  const fitting = FOOTER_BUTTONS_BY_TYPE[game.type];
  return {
    name: game.name,
    difficulty: game.difficulty,
    settings: {
      background_image: s.background_image,
      game_image: s.game_image,
      popup_texts: { win: s.popup_texts.win, fail: s.popup_texts.fail },
      cta: { icon: s.cta.icon ?? '', label: s.cta.label, link: s.cta.link ?? '' },
      instructions: s.instructions,
      footer_buttons: fitting.filter((b) => s.footer_buttons.includes(b)),
      templates: {
        game_over: s.templates.game_over ?? '',
        success: s.templates.success ?? '',
        leaderboard: s.templates.leaderboard ?? '',
      },
    },
    content: contentToForm(game.type, game.content),
  };
}

/** An empty Quill document is `<p><br></p>`: store it as no instructions. */
export function normalizeInstructions(html: string): string {
  const text = html.replace(/<(p|h[1-6]|blockquote)[^>]*>(\s|<br\s*\/?>)*<\/\1>/gi, '').trim();
  return text === '' ? '' : html;
}

export function settingsToRequest(
  type: GameType,
  s: SettingsForm,
): z.input<typeof GameSettingsInput> {
  const fitting = FOOTER_BUTTONS_BY_TYPE[type];
  return {
    background_image: s.background_image || null,
    game_image: s.game_image || null,
    popup_texts: { win: s.popup_texts.win, fail: s.popup_texts.fail },
    cta: {
      icon: s.cta.icon.trim() || null,
      label: s.cta.label,
      link: s.cta.link.trim() || null,
    },
    instructions: normalizeInstructions(s.instructions),
    footer_buttons: fitting.filter((b) => s.footer_buttons.includes(b)),
    templates: {
      game_over: s.templates.game_over || null,
      success: s.templates.success || null,
      leaderboard: s.templates.leaderboard || null,
    },
  };
}

export function formToRequest(type: GameType, values: GameFormValues): GameRequest {
  return {
    name: values.name,
    difficulty: values.difficulty,
    settings: settingsToRequest(type, values.settings),
    content: formToContent(type, values.content),
  };
}

// ---------------------------------------------------------------------------------------------
// Error paths

/** Form field path → message (the first one found). */
export type FieldErrorMap = Record<string, string>;

/** An engine content path (`questions.0.options.1`) → the form field showing it. */
export function contentFieldPath(type: GameType, path: readonly PropertyKey[]): string {
  const p = path.map(String);
  if (type === 'quiz' && p[0] === 'questions' && p.length >= 3) {
    const at = `content.questions.${p[1]}`;
    if (p[2] === 'options' && p.length >= 4) return `${at}.options.${p[3]}.value`;
    if (p[2] === 'id') return `${at}.text`;
    return `${at}.${p[2]}`;
  }
  if (type === 'scratch' && p[0] === 'prizes' && p.length >= 3 && p[2] === 'id') {
    return `content.prizes.${p[1]}.label`;
  }
  return ['content', ...p].join('.');
}

export interface SplitErrors {
  fields: FieldErrorMap;
  /** Messages that name no field of the form. */
  other: string[];
}

const TOP_FIELDS = ['name', 'difficulty', 'status'];

/**
 * The server's 400 body (`{ message, errors: ['content.questions.0.options: …', 'settings.cta.link:
 * …'] }`) → messages per form field, and the rest.
 */
export function serverErrorsToFields(type: GameType, body: unknown): SplitErrors {
  const parsed = ErrorBody.partial().safeParse(body);
  const errors = parsed.success ? (parsed.data.errors ?? []) : [];
  const fields: FieldErrorMap = {};
  const other: string[] = [];
  for (const raw of errors) {
    const match = /^([A-Za-z_][\w]*(?:\.[\w]+)*): (.+)$/s.exec(raw);
    const path = match?.[1] ?? '';
    const message = match?.[2] ?? raw;
    const [head, ...rest] = path.split('.');
    let field: string | null = null;
    if (head === 'content') field = contentFieldPath(type, rest);
    else if (head === 'settings' && rest.length > 0) field = `settings.${rest.join('.')}`;
    else if (head && TOP_FIELDS.includes(head)) field = head;
    if (field === null) other.push(raw);
    else fields[field] ??= message;
  }
  return { fields, other };
}

// ---------------------------------------------------------------------------------------------
// Validation

export interface ValidationResult {
  errors: FieldErrorMap;
  /** The request to send when there are no errors. */
  request: GameRequest | null;
  /** The engine's parsed content (for the live preview), when the content is valid. */
  content: unknown;
}

function collect(
  errors: FieldErrorMap,
  issues: readonly z.core.$ZodIssue[],
  toField: (path: readonly PropertyKey[]) => string,
) {
  for (const issue of issues) errors[toField(issue.path)] ??= issue.message;
}

/** Validates the whole form with the contract's and the engine's schemas. */
export function validateGameForm(type: GameType, values: GameFormValues): ValidationResult {
  const errors: FieldErrorMap = {};
  const request = formToRequest(type, values);

  const name = GameName.safeParse(request.name);
  if (!name.success) collect(errors, name.error.issues, () => 'name');
  const difficulty = DifficultySchema.safeParse(request.difficulty);
  if (!difficulty.success) errors.difficulty = 'Choose a difficulty';
  const settings = GameSettingsInput.safeParse(request.settings);
  if (!settings.success) {
    collect(errors, settings.error.issues, (path) => ['settings', ...path.map(String)].join('.'));
  }
  const content = engineFor(type).contentSchema.safeParse(request.content);
  if (!content.success) {
    collect(errors, content.error.issues, (path) => contentFieldPath(type, path));
  }
  const ok = Object.keys(errors).length === 0;
  return {
    errors,
    request: ok ? request : null,
    content: content.success ? content.data : null,
  };
}

/** Only the content part (the preview re-runs this as the business types). */
export function parseFormContent(
  type: GameType,
  form: ContentForm,
): { ok: true; content: unknown } | { ok: false; message: string; count: number } {
  const result = engineFor(type).contentSchema.safeParse(formToContent(type, form));
  if (result.success) return { ok: true, content: result.data };
  return {
    ok: false,
    message: result.error.issues[0]?.message ?? 'The content is not valid',
    count: result.error.issues.length,
  };
}

/** `{ 'a.0.b': 'x' }` → `{ a: { 0: { b: { type, message: 'x' } } } }` (react-hook-form's shape). */
export function toNestedErrors(map: FieldErrorMap): FieldErrors {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(map)) {
    let node = root;
    for (const key of path.split('.')) {
      const next = (node[key] ??= {}) as Record<string, unknown>;
      node = next;
    }
    node.type ??= 'validation';
    node.message ??= message;
  }
  return root as FieldErrors;
}

/** react-hook-form resolver from the contract's and the engine's zod schemas. */
export function gameFormResolver(type: GameType): Resolver<GameFormValues> {
  return (values) => {
    const { errors } = validateGameForm(type, values);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestedErrors(errors) };
  };
}

/** Messages whose field is `prefix` itself or below it (`content.words` → its words' errors). */
export function errorsUnder(map: FieldErrorMap, prefix: string): FieldErrorMap {
  const out: FieldErrorMap = {};
  for (const [path, message] of Object.entries(map)) {
    if (path === prefix || path.startsWith(`${prefix}.`)) out[path] = message;
  }
  return out;
}
