/**
 * A quiz play's progress (progress.ts): its steps are the content's questions, in the content's
 * order (a play meets them shuffled, or a pool of them); a play reached every question it was
 * shown — those it answered, then the one on screen when it stopped. Each answer is the option
 * chosen; the time spent on a question runs from the previous answer (or the start) to its own,
 * for answers that record their time.
 */
import { z } from 'zod';
import { finite, readState, type GameProgress, type ReachedStep } from '../progress.js';
import type { QuizContent } from './content.js';

const storedQuiz = z.object({
  questions: z.array(z.object({ id: z.string() })),
  started_at: finite,
  answers: z.array(
    z.object({
      question_id: z.string(),
      option: z.number().int(),
      answered_at: finite.optional(),
    }),
  ),
});

export const quizProgress: GameProgress<QuizContent> = {
  kind: 'question',
  steps: (content) =>
    content.questions.map((q, i) => ({
      key: q.id,
      n: i + 1,
      text: q.text,
      options: [...q.options],
      correct: q.correct,
    })),
  of(raw) {
    const state = readState(storedQuiz, raw);
    if (!state) return null;
    const answers = state.answers.slice(0, state.questions.length);
    let since: number | null = state.started_at;
    const reached: ReachedStep[] = answers.map((a) => {
      const at = a.answered_at ?? null;
      const ms = at !== null && since !== null ? Math.max(0, at - since) : null;
      since = at;
      return { key: a.question_id, answer: a.option, ms };
    });
    const completed = answers.length >= state.questions.length;
    const current = state.questions[answers.length];
    if (!completed && current) reached.push({ key: current.id, answer: null, ms: null });
    return { reached, completed };
  },
};
