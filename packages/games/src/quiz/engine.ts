/**
 * Quiz rules
 * - Content: 1–50 questions, each with a text, an optional image, 2–6 distinct non-empty
 *   options and the index of the correct one; ids are assigned from the position when missing
 *   (`q1`, `q2`, …). `pass_percent` (0–100, default 60) sets the pass mark.
 * - `start` shuffles the question order with the session seed; options keep their order. With
 *   `pool_size` N, a play draws N distinct questions of the list (by the seed), so replaying
 *   does not repeat the same questions.
 * - 60 s for the whole quiz (QUIZ.timeSeconds), from the session start.
 * - Action: `{ type: 'answer', question_id, option }` (option = index into the options). Only
 *   the current question can be answered (questions are answered in order), once each. The
 *   state records when each answer came (`answered_at`, for the time spent per question); the
 *   view never shows it.
 * - After an answer the view says whether the player was right. The correct option of a
 *   wrongly answered question is shown only when `reveal_answers` is on (default off), so a lost
 *   play is not a cheat sheet for the next. The current question never carries its correct
 *   option; questions never reached are never shown.
 * - Each correct answer is worth QUIZ.points (5). The game ends when every question is
 *   answered (reason 'completed') or when time is up (reason 'timeout'; unanswered questions
 *   count as wrong). It is won when correct answers ≥ pass_percent % of all questions,
 *   otherwise lost; the score is correct × 5 either way. Actions after the end are refused.
 */
import { z } from 'zod';
import { QUIZ } from '../constants.js';
import type { ApplyContext, ApplyResult, GameEngine, Outcome, StartContext } from '../engine.js';
import { text } from '../input.js';
import { drawPool } from '../pool.js';
import { refuse, type Refusal } from '../refusals.js';
import { createRng } from '../rng.js';
import { QUIZ_LIMITS, quizContentSchema } from './content.js';
import type { QuizContent, QuizQuestion } from './content.js';
import type { QuizAnsweredView, QuizQuestionView, QuizViewModel } from './view-model.js';

export type { QuizAnsweredView, QuizQuestionView, QuizViewModel } from './view-model.js';

export interface QuizAnswer {
  question_id: string;
  option: number;
  correct: boolean;
  /**
   * When it was answered, ms since the epoch: the time spent on each question (insight). Absent
   * in sessions from before it was recorded.
   */
  answered_at?: number;
}

export interface QuizState {
  /** In play order: the questions drawn by the seed. */
  questions: QuizQuestion[];
  pass_percent: number;
  /** Whether wrong answers show the right option (absent in sessions from before it existed). */
  reveal_answers?: boolean;
  started_at: number;
  time_limit_seconds: number;
  answers: QuizAnswer[];
  /** When the last question was answered; the timer stops there. */
  ended_at: number | null;
}

export const quizActionSchema = z.object({
  type: z.literal('answer', { error: 'Unknown action' }),
  question_id: text(QUIZ_LIMITS.maxIdLength, { notText: 'Choose a question to answer' }),
  option: z.number({ error: 'Choose one of the options' }).int('Choose one of the options'),
});
export type QuizAction = z.output<typeof quizActionSchema>;

function deadline(state: QuizState): number {
  return state.started_at + state.time_limit_seconds * 1000;
}

function timeLeftSeconds(state: QuizState, now: number): number {
  const ms = Math.min(deadline(state) - now, state.time_limit_seconds * 1000);
  return Math.max(0, Math.ceil(ms / 1000));
}

function correctCount(state: QuizState): number {
  return state.answers.filter((a) => a.correct).length;
}

/** Whether `correct` answers out of `total` questions reach the pass mark (exact arithmetic). */
export function quizPassed(correct: number, total: number, passPercent: number): boolean {
  return correct * 100 >= passPercent * total;
}

function outcome(state: QuizState, now: number): Outcome {
  const correct = correctCount(state);
  const score = correct * QUIZ.points;
  const allAnswered = state.answers.length >= state.questions.length;
  if (!allAnswered && now < deadline(state)) return { status: 'playing', score };
  const won = quizPassed(correct, state.questions.length, state.pass_percent);
  return { status: won ? 'won' : 'lost', score, reason: allAnswered ? 'completed' : 'timeout' };
}

function refusal(state: QuizState, now: number): Refusal | null {
  const current = outcome(state, now);
  if (current.status === 'playing') return null;
  return current.reason === 'timeout'
    ? refuse('play.time_up', 'Time is up')
    : refuse('play.session_over', 'This game is over');
}

/** Why this answer cannot be played, or null when it can. */
function answerProblem(state: QuizState, action: QuizAction): Refusal | null {
  if (state.answers.some((a) => a.question_id === action.question_id)) {
    return refuse('move.question_answered', 'You already answered this question');
  }
  const current = state.questions[state.answers.length];
  if (!state.questions.some((q) => q.id === action.question_id)) {
    return refuse('move.question_unknown', 'This question is not part of the quiz');
  }
  if (current?.id !== action.question_id) {
    return refuse('move.question_not_current', 'Please answer the current question first');
  }
  if (action.option < 0 || action.option >= current.options.length) {
    return refuse('move.option_invalid', 'Choose one of the options');
  }
  return null;
}

function apply(state: QuizState, action: QuizAction, ctx: ApplyContext): ApplyResult<QuizState> {
  const over = refusal(state, ctx.now);
  if (over) return over;
  const parsed = quizActionSchema.safeParse(action);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'Invalid move';
    return issue?.path[0] === 'option'
      ? refuse('move.option_invalid', message)
      : refuse('move.invalid', message);
  }
  const problem = answerProblem(state, parsed.data);
  if (problem) return problem;
  const question = state.questions[state.answers.length]!;
  const answer: QuizAnswer = {
    question_id: question.id,
    option: parsed.data.option,
    correct: parsed.data.option === question.correct,
    answered_at: ctx.now,
  };
  const answers = [...state.answers, answer];
  const ended = answers.length >= state.questions.length;
  return { ok: true, state: { ...state, answers, ended_at: ended ? ctx.now : null } };
}

function start(content: QuizContent, ctx: StartContext): QuizState {
  const rng = createRng(ctx.seed);
  return {
    // Stored content from before pools and reveal existed lacks the fields: no pool, no reveal.
    questions: drawPool(rng, content.questions, content.pool_size ?? null).map((q) => ({
      ...q,
      options: [...q.options],
    })),
    pass_percent: content.pass_percent,
    reveal_answers: content.reveal_answers === true,
    started_at: ctx.now,
    time_limit_seconds: QUIZ.timeSeconds,
    answers: [],
    ended_at: null,
  };
}

function questionView(q: QuizQuestion): QuizQuestionView {
  return { id: q.id, text: q.text, image: q.image, options: [...q.options] };
}

function answeredView(state: QuizState): QuizAnsweredView[] {
  return state.answers.map((answer, i) => {
    const q = state.questions[i]!;
    return {
      ...questionView(q),
      option: answer.option,
      correct_option: answer.correct || state.reveal_answers === true ? q.correct : null,
      correct: answer.correct,
    };
  });
}

function view(state: QuizState, now: number): QuizViewModel {
  const result = outcome(state, now);
  const next = state.questions[state.answers.length];
  return {
    current: result.status === 'playing' && next ? questionView(next) : null,
    index: state.answers.length,
    total: state.questions.length,
    answered: answeredView(state),
    correct_count: correctCount(state),
    score: result.score,
    pass_percent: state.pass_percent,
    time_left_seconds: timeLeftSeconds(state, state.ended_at ?? now),
    status: result.status,
    reason: result.reason ?? null,
  };
}

export const quizEngine: GameEngine<QuizContent, QuizState, QuizAction, QuizViewModel> = {
  type: 'quiz',
  contentSchema: quizContentSchema,
  actionSchema: quizActionSchema,
  timeLimitSeconds: () => QUIZ.timeSeconds,
  start,
  apply,
  outcome,
  view,
};
