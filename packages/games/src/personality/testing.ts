import fc from 'fast-check';
import type { GameTestKit } from '../testing.js';
import { phrase } from '../testing-arbitraries.js';
import type { PersonalityState } from './engine.js';

/** What the tests that walk every game need of this one (`../testing.ts`). */
export const testing = {
  randomMove(state, _kind, pick) {
    const s = state as PersonalityState;
    const q = s.questions[s.answers.length] ?? s.questions[0]!;
    return { type: 'answer', question_id: q.id, option: pick % (q.answers.length + 1) };
  },
  content: fc
    .record({
      questions: fc.array(fc.array(phrase, { minLength: 2, maxLength: 6 }), {
        minLength: 3,
        maxLength: 15,
      }),
      outcomes: fc.array(fc.record({ title: phrase, text: phrase }), {
        minLength: 2,
        maxLength: 8,
      }),
    })
    .map(({ questions, outcomes }) => ({
      questions: questions.map((answers, q) => ({
        text: `Question ${q}`,
        answers: answers.map((text) => ({
          text,
          points: outcomes.map((_, o) => ({ outcome_id: `o${o}`, points: 1 })),
        })),
      })),
      outcomes: outcomes.map((o, i) => ({
        ...o,
        id: `o${i}`,
        ...(i % 2 ? { link_label: 'Order', link_url: 'https://example.com/o' } : {}),
      })),
    })),
  // An answer names outcomes by id; an outcome's link is an address.
  notText: ['id', 'image', 'outcome_id', 'link_url'],
} satisfies GameTestKit;
