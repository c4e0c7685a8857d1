import fc from 'fast-check';
import type { GameTestKit } from '../testing.js';
import { word, phrase } from '../testing-arbitraries.js';
import type { QuizState } from './engine.js';

/** What the tests that walk every game need of this one (`../testing.ts`). */
export const testing = {
  randomMove(state, _kind, pick) {
    const s = state as QuizState;
    const q = s.questions[s.answers.length] ?? s.questions[0]!;
    return { type: 'answer', question_id: q.id, option: pick % (q.options.length + 1) };
  },
  content: fc
    .array(
      fc.record({
        text: phrase,
        options: fc.uniqueArray(word(1, 10), { minLength: 2, maxLength: 6 }),
      }),
      { minLength: 1, maxLength: 5 },
    )
    .map((qs) => ({ questions: qs.map((q) => ({ ...q, correct: 0 })) })),
} satisfies GameTestKit;
