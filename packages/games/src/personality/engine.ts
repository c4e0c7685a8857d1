/**
 * Personality Test — answer questions, get the outcome that fits you.
 *
 * Rules:
 * - The questions come in the content's order, one at a time. `answer { question_id, option }`
 *   answers the current question with one of its answers (by index); each answer adds its points
 *   to its outcomes. Refused: a question already answered (`move.question_answered`), a question
 *   not in the test (`move.question_unknown`), a question other than the current one
 *   (`move.question_not_current`), an answer it does not have (`move.option_invalid`), anything
 *   after the end (`play.session_over`), an action that is not an answer (`move.invalid`).
 * - The last answer ends the test (reason 'completed'): the outcome with the most points is the
 *   result; of outcomes with the same points, the first in the content's order (the business's
 *   tie-break order). There is no losing and no score: a completed play is 'won' with 0 points
 *   (a reward "for completing" is a `winner` rule), and its outcome's id is `Outcome.result`.
 * - No time limit: a play left alone is ended by the server (PLAY_IDLE_SECONDS, 'abandoned').
 * - The view shows the current question's text and answers' texts, never their points, and the
 *   outcome only once the last answer is in. The state keeps every answer and when it came.
 */
import { z } from 'zod';
import type { ApplyResult, GameEngine, Outcome } from '../engine.js';
import { text } from '../input.js';
import { refuse } from '../refusals.js';
import { PERSONALITY_LIMITS, personalityContentSchema } from './content.js';
import type { PersonalityContent, PersonalityOutcome, PersonalityQuestion } from './content.js';
import type { PersonalityResultView, PersonalityViewModel } from './view-model.js';

export type {
  PersonalityQuestionView,
  PersonalityResultView,
  PersonalityViewModel,
} from './view-model.js';

export interface PersonalityAnswer {
  question_id: string;
  /** The answer chosen (its index in the question's answers). */
  option: number;
  /** When it came, ms since the epoch (the time spent per question, docs/insight.md). */
  answered_at: number;
}

export interface PersonalityState {
  questions: PersonalityQuestion[];
  /** In tie-break order. */
  outcomes: PersonalityOutcome[];
  started_at: number;
  answers: PersonalityAnswer[];
  ended_at: number | null;
}

export const personalityActionSchema = z.object({
  type: z.literal('answer', { error: 'That is not something you can do in a personality test' }),
  question_id: text(PERSONALITY_LIMITS.maxIdLength, { notText: 'Choose a question to answer' }),
  option: z.number({ error: 'Choose one of the answers' }).int('Choose one of the answers'),
});
export type PersonalityAction = z.output<typeof personalityActionSchema>;

/** Each outcome's points from `answers`, in the outcomes' order. */
export function outcomePoints(
  state: Pick<PersonalityState, 'questions' | 'outcomes' | 'answers'>,
): number[] {
  const index = new Map(state.outcomes.map((o, i) => [o.id, i]));
  const totals = state.outcomes.map(() => 0);
  state.answers.forEach((a, i) => {
    const answer = state.questions[i]?.answers[a.option];
    answer?.points.forEach((p) => {
      const at = index.get(p.outcome_id);
      if (at !== undefined) totals[at]! += p.points;
    });
  });
  return totals;
}

/** The outcome the points give: the most points, ties to the earliest in the outcomes' order. */
export function pickOutcome(state: Pick<PersonalityState, 'questions' | 'outcomes' | 'answers'>) {
  const totals = outcomePoints(state);
  let best = 0;
  totals.forEach((points, i) => {
    if (points > totals[best]!) best = i;
  });
  return state.outcomes[best]!;
}

const isDone = (state: PersonalityState) => state.answers.length >= state.questions.length;

function outcome(state: PersonalityState): Outcome {
  if (!isDone(state)) return { status: 'playing', score: 0 };
  return { status: 'won', score: 0, reason: 'completed', result: pickOutcome(state).id };
}

function apply(
  state: PersonalityState,
  raw: PersonalityAction,
  now: number,
): ApplyResult<PersonalityState> {
  const parsed = personalityActionSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'That is not something you can do in a personality test';
    return issue?.path[0] === 'option'
      ? refuse('move.option_invalid', message)
      : refuse('move.invalid', message);
  }
  if (isDone(state)) return refuse('play.session_over', 'This test is over.');
  const action = parsed.data;
  if (state.answers.some((a) => a.question_id === action.question_id))
    return refuse('move.question_answered', 'You already answered this question.');
  if (!state.questions.some((q) => q.id === action.question_id))
    return refuse('move.question_unknown', 'This question is not part of the test.');
  const current = state.questions[state.answers.length]!;
  if (current.id !== action.question_id)
    return refuse('move.question_not_current', 'Please answer the current question first.');
  if (action.option < 0 || action.option >= current.answers.length)
    return refuse('move.option_invalid', 'Choose one of the answers.');
  const answers = [
    ...state.answers,
    { question_id: current.id, option: action.option, answered_at: now },
  ];
  const ended = answers.length >= state.questions.length;
  return { ok: true, state: { ...state, answers, ended_at: ended ? now : null } };
}

/** What a player sees of an outcome (the end of a test; a live show's phone at its end). */
export function resultView(o: PersonalityOutcome): PersonalityResultView {
  return {
    id: o.id,
    title: o.title,
    text: o.text,
    image: o.image,
    link: o.link_url && o.link_label ? { label: o.link_label, url: o.link_url } : null,
  };
}

function view(state: PersonalityState): PersonalityViewModel {
  const done = isDone(state);
  const current = state.questions[state.answers.length];
  return {
    current:
      !done && current
        ? {
            id: current.id,
            text: current.text,
            image: current.image,
            answers: current.answers.map((a) => a.text),
          }
        : null,
    index: Math.min(state.answers.length, state.questions.length),
    total: state.questions.length,
    status: done ? 'won' : 'playing',
    reason: done ? 'completed' : null,
    result: done ? resultView(pickOutcome(state)) : null,
  };
}

export const personalityEngine: GameEngine<
  PersonalityContent,
  PersonalityState,
  PersonalityAction,
  PersonalityViewModel
> = {
  type: 'personality',
  contentSchema: personalityContentSchema,
  actionSchema: personalityActionSchema,
  timeLimitSeconds: () => null,
  start(content, { now }) {
    return {
      questions: content.questions.map((q) => ({ ...q, answers: [...q.answers] })),
      outcomes: [...content.outcomes],
      started_at: now,
      answers: [],
      ended_at: null,
    };
  },
  apply: (state, action, { now }) => apply(state, action, now),
  outcome: (state) => outcome(state),
  view: (state) => view(state),
};
