/**
 * A quiz play's progress (progress.ts): its steps are the content's questions, in the content's
 * order (a play meets them shuffled, or a pool of them); a play reached every question it was
 * shown — those it answered, then the one on screen when it stopped. Each answer is the option
 * chosen; the time spent on a question runs from the previous answer (or the start) to its own,
 * for answers that record their time.
 */
import { z } from 'zod';
import { finite, questionsReached, readState, type GameProgress } from '../progress.js';
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
    return questionsReached(
      state.questions.map((q) => q.id),
      state.started_at,
      state.answers,
    );
  },
};
