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

  it('reveals the correct option after an answer, with text', () => {
    const answered = quizEngine.apply(
      state,
      { type: 'answer', question_id: 'q1', option: 0 },
      { now: T0 },
    );
    if (!answered.ok) throw new Error(answered.error);
    const html = render(answered.state);
    expect(html).toContain('Not quite.');
    expect(html).toContain('The answer was “Paris”.');
    expect(html).toContain('You answered 0 of 1 questions correctly.');
  });
});
