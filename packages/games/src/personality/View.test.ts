import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { personalityClient } from './client.js';
import { personalityContentSchema } from './content.js';
import { personalityEngine } from './engine.js';
import type { PersonalityState } from './engine.js';
import { PersonalityView } from './View.js';

const T0 = 1_700_000_000_000;
const send = () => Promise.resolve();

const content = personalityContentSchema.parse({
  questions: ['Morning?', 'Dessert?', 'Weekend?'].map((text) => ({
    text,
    answers: [
      { text: 'Fast', points: [{ outcome_id: 'espresso', points: 2 }] },
      { text: 'Slow', points: [{ outcome_id: 'latte', points: 1 }] },
    ],
  })),
  outcomes: [
    {
      id: 'espresso',
      title: 'The espresso',
      text: 'Short and strong.',
      image: 'https://cdn.example.com/espresso.png',
      link_label: 'Order it',
      link_url: 'https://cafe.example.com/espresso?x=1&y=2',
    },
    { id: 'latte', title: 'The latte', text: 'Soft and milky.' },
  ],
});

function answer(state: PersonalityState, option: number): PersonalityState {
  const q = state.questions[state.answers.length]!;
  const result = personalityEngine.apply(
    state,
    { type: 'answer', question_id: q.id, option },
    { now: T0 + 1000 },
  );
  if (!result.ok) throw new Error(result.error);
  return result.state;
}
const start = personalityEngine.start(content, { difficulty: 'normal', seed: 1, now: T0 });
const render = (state: PersonalityState) =>
  renderToStaticMarkup(
    createElement(PersonalityView, { view: personalityEngine.view(state, T0), send }),
  );

describe('PersonalityView', () => {
  it('shows the question, its answers as buttons and the progress, and nothing of the outcomes', () => {
    const html = render(answer(start, 1));
    expect(html).toContain('Question 2 of 3');
    expect(html).toContain('Dessert?');
    expect(html.match(/<button/g)).toHaveLength(2);
    for (const text of ['espresso', 'latte', 'Short and strong', 'cafe.example.com'])
      expect(html.toLowerCase()).not.toContain(text.toLowerCase());
  });

  it('ends on the outcome’s card with a real link opening the business’s address', () => {
    const html = render(answer(answer(answer(start, 0), 0), 1));
    expect(html).toContain('Your result');
    expect(html).toContain('The espresso');
    expect(html).toContain('Short and strong.');
    expect(html).toContain('src="https://cdn.example.com/espresso.png"');
    expect(html).toMatch(
      /<a href="https:\/\/cafe.example.com\/espresso\?x=1&amp;y=2" target="_blank" rel="noopener"[^>]*>Order it/,
    );
    expect(html).not.toContain('<button');
  });

  it('shares the outcome’s title', () => {
    const done = answer(answer(answer(start, 1), 1), 1);
    expect(personalityClient.shareSummary?.(personalityEngine.view(done, T0))).toBe('✨ The latte');
    expect(personalityClient.shareSummary?.(personalityEngine.view(start, T0))).toBeNull();
  });
});
