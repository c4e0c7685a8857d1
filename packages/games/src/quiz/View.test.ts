import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { quizContentSchema } from './content.js';
import { quizEngine } from './engine.js';
import type { QuizState } from './engine.js';
import { QuizView } from './View.js';

const T0 = 1_700_000_000_000;
const send = () => Promise.resolve();
const content = quizContentSchema.parse({
  questions: [{ text: 'Capital of France?', options: ['Lyon', 'Paris'], correct: 1 }],
});

function render(state: QuizState, now = T0 + 1000): string {
  return renderToStaticMarkup(createElement(QuizView, { view: quizEngine.view(state, now), send }));
}

describe('QuizView', () => {
  const state = quizEngine.start(content, { difficulty: 'easy', seed: 1, now: T0 });

  it('shows the question and its options', () => {
    const html = render(state);
    expect(html).toContain('Question 1 of 1');
    expect(html).toContain('Capital of France?');
    expect(html).toContain('Lyon');
    expect(html).toContain('Paris');
  });

  const answerWrong = (from: QuizState) => {
    const answered = quizEngine.apply(
      from,
      { type: 'answer', question_id: 'q1', option: 0 },
      { now: T0 },
    );
    if (!answered.ok) throw new Error(answered.error);
    return answered.state;
  };

  it('keeps the right answer secret after a wrong one by default, with a friendly line', () => {
    const html = render(answerWrong(state));
    expect(html).toContain('Not quite.');
    expect(html).toContain('“Lyon” is not the answer.');
    expect(html).toContain('You answered 0 of 1 questions correctly.');
    expect(html).toContain('The right answers stay a secret.');
    expect(html).not.toContain('Paris');
  });

  it('reveals the correct option after an answer when the game shows answers', () => {
    const revealing = quizEngine.start(
      quizContentSchema.parse({ ...content, reveal_answers: true }),
      { difficulty: 'easy', seed: 1, now: T0 },
    );
    const html = render(answerWrong(revealing));
    expect(html).toContain('Not quite.');
    expect(html).toContain('The answer was “Paris”.');
    expect(html).toContain('the answer was Paris');
    expect(html).not.toContain('stay a secret');
  });
});
