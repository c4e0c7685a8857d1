/**
 * Each game's content as the editor's form holds it, and its conversion to and from the content
 * the engine's schema checks. One codec per game type (`CONTENT_FORMS`): a new game adds its form
 * shape and codec here, next to its content editor in `editor/content-editors.tsx`.
 */
import type { GameType } from '@playdesk/games';
import {
  SEGMENT_KINDS,
  WHEEL_PALETTES,
  type SegmentKind,
  type WheelPalette,
} from '@playdesk/games/content/wheel';
import { gameOf } from '@playdesk/games/registry';

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

export interface WheelSegmentForm {
  /** The stored segment id, or null. */
  sid: string | null;
  label: string;
  /** The segment's own colour, or null for its palette's. */
  color: string | null;
  image: string | null;
  kind: SegmentKind;
  /** The reward's public id ('' for none yet); sent only for a reward segment. */
  reward_id: string;
}
export interface WheelForm {
  segments: WheelSegmentForm[];
  palette: WheelPalette;
  pointer_color: string | null;
  center_image: string | null;
}

export interface MemoryPairForm {
  /** The stored pair id (kept so a pair keeps its id when reordered), or null. */
  pid: string | null;
  text: string;
  image: string | null;
}
export interface MemoryForm {
  pairs: MemoryPairForm[];
}

export interface PersonalityOutcomeForm {
  /** The outcome's id: answers and reward rules name it, a play records it. Never edited. */
  oid: string;
  title: string;
  text: string;
  image: string | null;
  link_label: string;
  link_url: string;
}
export interface PersonalityAnswerForm {
  text: string;
  /** Points the answer gives each outcome, by outcome id; 0 (or empty) for none. */
  points: Record<string, number>;
}
export interface PersonalityQuestionForm {
  qid: string | null;
  text: string;
  image: string | null;
  answers: PersonalityAnswerForm[];
}
export interface PersonalityForm {
  /** In tie-break order. */
  outcomes: PersonalityOutcomeForm[];
  questions: PersonalityQuestionForm[];
}

export interface ContentForms {
  quiz: QuizForm;
  wordle: WordleForm;
  wordhunt: WordsForm;
  emojiq: EmojiqForm;
  puzzle: PuzzleForm;
  scratch: ScratchForm;
  wheel: WheelForm;
  memory: MemoryForm;
  personality: PersonalityForm;
}
export type ContentForm = ContentForms[GameType];

type Loose = Record<string, unknown>;

interface ContentCodec<F> {
  /** Stored content (already valid) → the form. Defensive: unknown fields are dropped. */
  toForm(content: Loose): F;
  /** The form → what the engine schema (and the API) expects. */
  toContent(form: F): Loose;
  /** An engine content path whose form field has another name (`options.1` → `options.1.value`). */
  fieldPath?(path: readonly string[]): string[] | null;
}

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const asString = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const asNumber = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const asObject = (v: unknown): Loose => (typeof v === 'object' && v !== null ? (v as Loose) : {});
const orNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const strings = (v: unknown) => asArray(v).map((w) => asString(w));

const replay = {
  toForm: (content: Loose): ReplayForm => ({
    reveal_answers: content.reveal_answers === true,
    pool_size: typeof content.pool_size === 'number' ? content.pool_size : null,
  }),
  toContent: (form: ReplayForm) => ({
    reveal_answers: form.reveal_answers,
    pool_size: form.pool_size,
  }),
};

const quiz: ContentCodec<QuizForm> = {
  toForm: (content) => ({
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
    ...replay.toForm(content),
  }),
  toContent: (form) => ({
    questions: form.questions.map((q) => ({
      ...(q.qid ? { id: q.qid } : {}),
      text: q.text,
      image: q.image || null,
      options: q.options.map((o) => o.value),
      correct: q.correct,
    })),
    pass_percent: form.pass_percent,
    ...replay.toContent(form),
  }),
  fieldPath: ([list, index, field, option]) => {
    if (list !== 'questions' || index === undefined || field === undefined) return null;
    if (field === 'options' && option !== undefined) return [list, index, field, option, 'value'];
    // A duplicate question id is the question's problem.
    return [list, index, field === 'id' ? 'text' : field];
  },
};

const wordle: ContentCodec<WordleForm> = {
  toForm: (content) => ({
    words: strings(content.words),
    allowed_guesses: strings(content.allowed_guesses),
  }),
  toContent: (form) => ({ words: [...form.words], allowed_guesses: [...form.allowed_guesses] }),
};

const wordhunt: ContentCodec<WordsForm> = {
  toForm: (content) => ({ words: strings(content.words) }),
  toContent: (form) => ({ words: [...form.words] }),
};

const emojiq: ContentCodec<EmojiqForm> = {
  toForm: (content) => ({
    phrases: asArray(content.phrases).map((item) => {
      const p = asObject(item);
      return { emojis: asString(p.emojis), answer: asString(p.answer), hint: asString(p.hint) };
    }),
    ...replay.toForm(content),
  }),
  toContent: (form) => ({
    phrases: form.phrases.map((p) => ({
      emojis: p.emojis,
      answer: p.answer,
      ...(p.hint.trim() ? { hint: p.hint } : {}),
    })),
    ...replay.toContent(form),
  }),
};

const puzzle: ContentCodec<PuzzleForm> = {
  toForm: (content) => ({ image: orNull(content.image) }),
  toContent: (form) => ({ image: form.image ?? '' }),
};

const scratch: ContentCodec<ScratchForm> = {
  toForm: (content) => ({
    prizes: asArray(content.prizes).map((item) => {
      const p = asObject(item);
      return { pid: orNull(p.id), label: asString(p.label), odds: asNumber(p.odds, 0) };
    }),
    no_luck_text: asString(content.no_luck_text),
    cover_image: orNull(content.cover_image),
  }),
  toContent: (form) => ({
    prizes: form.prizes.map((p) => ({
      ...(p.pid ? { id: p.pid } : {}),
      label: p.label,
      odds: p.odds,
    })),
    no_luck_text: form.no_luck_text,
    cover_image: form.cover_image || null,
  }),
  fieldPath: ([list, index, field]) =>
    list === 'prizes' && index !== undefined && field === 'id' ? [list, index, 'label'] : null,
};

const SEGMENT_KIND_SET: readonly string[] = SEGMENT_KINDS;
const PALETTE_SET: readonly string[] = WHEEL_PALETTES;

const wheel: ContentCodec<WheelForm> = {
  toForm: (content) => ({
    segments: asArray(content.segments).map((item) => {
      const s = asObject(item);
      const kind = asString(s.kind);
      return {
        sid: orNull(s.id),
        label: asString(s.label),
        color: orNull(s.color),
        image: orNull(s.image),
        kind: (SEGMENT_KIND_SET.includes(kind) ? kind : 'no_prize') as SegmentKind,
        reward_id: asString(s.reward_id),
      };
    }),
    palette: (PALETTE_SET.includes(asString(content.palette))
      ? content.palette
      : 'brand') as WheelPalette,
    pointer_color: orNull(content.pointer_color),
    center_image: orNull(content.center_image),
  }),
  toContent: (form) => ({
    segments: form.segments.map((s) => ({
      ...(s.sid ? { id: s.sid } : {}),
      label: s.label,
      color: s.color || null,
      image: s.image || null,
      kind: s.kind,
      reward_id: s.kind === 'reward' ? s.reward_id || null : null,
    })),
    palette: form.palette,
    pointer_color: form.pointer_color || null,
    center_image: form.center_image || null,
  }),
  fieldPath: ([list, index, field]) =>
    list === 'segments' && index !== undefined && field === 'id' ? [list, index, 'label'] : null,
};

const memory: ContentCodec<MemoryForm> = {
  toForm: (content) => ({
    pairs: asArray(content.pairs).map((item) => {
      const p = asObject(item);
      return { pid: orNull(p.id), text: asString(p.text), image: orNull(p.image) };
    }),
  }),
  toContent: (form) => ({
    pairs: form.pairs.map((p) => ({
      ...(p.pid ? { id: p.pid } : {}),
      text: p.text,
      image: p.image || null,
    })),
  }),
  // A duplicate pair id is the pair's text's problem (the id is not shown).
  fieldPath: ([list, index, field]) =>
    list === 'pairs' && index !== undefined && field === 'id' ? [list, index, 'text'] : null,
};

const personality: ContentCodec<PersonalityForm> = {
  toForm: (content) => {
    const outcomes = asArray(content.outcomes).map((item) => {
      const o = asObject(item);
      return {
        oid: asString(o.id),
        title: asString(o.title),
        text: asString(o.text),
        image: orNull(o.image),
        link_label: asString(o.link_label),
        link_url: asString(o.link_url),
      };
    });
    return {
      outcomes,
      questions: asArray(content.questions).map((item) => {
        const q = asObject(item);
        return {
          qid: orNull(q.id),
          text: asString(q.text),
          image: orNull(q.image),
          answers: asArray(q.answers).map((a) => {
            const answer = asObject(a);
            // Every outcome has its box, 0 for none (so a saved form is not "changed" by them).
            const points: Record<string, number> = Object.fromEntries(
              outcomes.map((o) => [o.oid, 0]),
            );
            for (const p of asArray(answer.points)) {
              const { outcome_id, points: n } = asObject(p);
              if (typeof outcome_id === 'string') points[outcome_id] = asNumber(n, 0);
            }
            return { text: asString(answer.text), points };
          }),
        };
      }),
    };
  },
  toContent: (form) => ({
    questions: form.questions.map((q) => ({
      ...(q.qid ? { id: q.qid } : {}),
      text: q.text,
      image: q.image || null,
      answers: q.answers.map((a) => ({
        text: a.text,
        // In the outcomes' order; outcomes removed since are left out.
        points: form.outcomes.flatMap((o) => {
          const n = Number(a.points[o.oid]);
          return Number.isFinite(n) && n !== 0 ? [{ outcome_id: o.oid, points: n }] : [];
        }),
      })),
    })),
    outcomes: form.outcomes.map((o) => ({
      id: o.oid,
      title: o.title,
      text: o.text,
      image: o.image || null,
      link_label: o.link_label || null,
      link_url: o.link_url || null,
    })),
  }),
  fieldPath: ([list, index, field, answer, sub]) => {
    if (index === undefined || field === undefined) return null;
    // An answer's points (none, or an outcome the test lacks) are the answer's problem.
    if (list === 'questions' && field === 'answers' && answer !== undefined && sub === 'points')
      return [list, index, field, answer, 'text'];
    if (list === 'questions' && field === 'id') return [list, index, 'text'];
    // An outcome no answer counts for, or a repeated id, is the outcome's problem.
    if (list === 'outcomes' && field === 'id') return [list, index, 'title'];
    return null;
  },
};

const CONTENT_FORMS: { [T in GameType]: ContentCodec<ContentForms[T]> } = {
  quiz,
  wordle,
  wordhunt,
  emojiq,
  puzzle,
  scratch,
  wheel,
  memory,
  personality,
};

const codec = (type: GameType) => CONTENT_FORMS[type] as ContentCodec<ContentForm>;

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
