/**
 * A personality test's progress (progress.ts): its steps are the content's questions, in order
 * (a play meets them in that order); a play reached every question it answered, then the one on
 * screen when it stopped. Each answer is the one chosen; the time spent on a question runs from
 * the previous answer (or the start) to its own. Complete once every question is answered.
 */
import { z } from 'zod';
import { finite, questionsReached, readState, type GameProgress } from '../progress.js';
import type { PersonalityContent } from './content.js';

const storedTest = z.object({
  questions: z.array(z.object({ id: z.string() })).min(1),
  started_at: finite,
  answers: z.array(
    z.object({ question_id: z.string(), option: z.number().int(), answered_at: finite }),
  ),
});

export const personalityProgress: GameProgress<PersonalityContent> = {
  kind: 'question',
  steps: (content) =>
    content.questions.map((q, i) => ({
      key: q.id,
      n: i + 1,
      text: q.text,
      options: q.answers.map((a) => a.text),
      // No answer is right: the step counts who reached it and what they chose.
      correct: null,
    })),
  of(raw) {
    const state = readState(storedTest, raw);
    if (!state) return null;
    return questionsReached(
      state.questions.map((q) => q.id),
      state.started_at,
      state.answers,
    );
  },
};
