import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emojiqContentSchema } from './content.js';
import { emojiqEngine } from './engine.js';
import type { EmojiqAction, EmojiqState } from './engine.js';
import { EmojiqView } from './View.js';

const send = () => Promise.resolve();
const content = emojiqContentSchema.parse({
  phrases: [
    { emojis: '🍎🥧', answer: 'Apple pie', hint: 'A dessert' },
    { emojis: '⭐🚶', answer: 'Star walk' },
  ],
});

function render(state: EmojiqState): string {
  return renderToStaticMarkup(
    createElement(EmojiqView, { view: emojiqEngine.view(state, 0), send }),
  );
}

function play(state: EmojiqState, actions: EmojiqAction[]): EmojiqState {
  return actions.reduce((s, action) => {
    const result = emojiqEngine.apply(s, action, { now: 0 });
    if (!result.ok) throw new Error(result.error);
    return result.state;
  }, state);
}

const guesses = (letters: string): EmojiqAction[] =>
  [...letters].map((letter) => ({ type: 'guess', letter }));

describe('EmojiqView', () => {
  const state = emojiqEngine.start(content, { difficulty: 'easy', seed: 1, now: 0 });

  it('shows the clue, the hint, a blank mask and the A–Z keys, never the answer', () => {
    const html = render(state);
    expect(html).toContain('🍎🥧');
    expect(html).toContain('A dessert');
    expect(html).toContain('Phrase 1 of 2');
    expect(html).toContain('Phrase: blank blank blank blank blank, next word, blank blank blank');
    for (const letter of 'QWERTYUIOPASDFGHJKLZXCVBNM') expect(html).toContain(`>${letter}<`);
    expect(html).not.toMatch(/apple/i);
  });

  it('marks tried keys in words, not only colour', () => {
    const html = render(play(state, guesses('pz')));
    expect(html).toContain('aria-label="P, in the phrase"');
    expect(html).toContain('aria-label="Z, not in the phrase"');
    expect(html).toContain('line-through');
  });

  it('announces a solved phrase and lists it', () => {
    const html = render(play(state, guesses('aplei')));
    expect(html).toContain('Solved! It was “Apple pie”.');
    expect(html).toContain('Phrase 2 of 2');
  });

  it('after a loss shows only the solved answers, unless the game reveals them all', () => {
    const losing = [...guesses('aplei'), ...guesses('zqxjbcdf')];
    const secret = render(play(state, losing));
    expect(secret).toContain('Out of lives. You solved 1 of 2 phrases. Try again!');
    expect(secret).toContain('Apple pie');
    expect(secret).not.toMatch(/star walk/i);

    const revealing = emojiqEngine.start(
      emojiqContentSchema.parse({ ...content, reveal_answers: true }),
      { difficulty: 'easy', seed: 1, now: 0 },
    );
    const shown = render(play(revealing, losing));
    expect(shown).toContain('Out of lives. The answer was “Star walk”.');
  });
});
