import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { wordleEngine } from './engine.js';
import type { WordleState } from './engine.js';
import { WordleView } from './View.js';

const T0 = 1_700_000_000_000;
const send = () => Promise.resolve();

function render(state: WordleState, now = T0 + 1000): string {
  return renderToStaticMarkup(
    createElement(WordleView, { view: wordleEngine.view(state, now), send }),
  );
}

describe('WordleView', () => {
  const state = wordleEngine.start(
    { words: ['crane'], allowed_guesses: [] },
    { difficulty: 'easy', seed: 1, now: T0 },
  );
  const played = wordleEngine.apply(state, { type: 'guess', word: 'eerie' }, { now: T0 + 500 });
  if (!played.ok) throw new Error(played.error);

  it('labels tiles and keys with their state in words', () => {
    const html = render(played.state);
    expect(html).toContain('aria-label="E, in the right place"');
    expect(html).toContain('aria-label="R, in the word, wrong place"');
    expect(html).toContain('aria-label="I, not in the word"');
    expect(html).toContain('aria-label="Delete letter"');
    expect(html).not.toMatch(/crane/i);
  });

  it('shows the word once the game is over', () => {
    expect(render(played.state, T0 + 200_000)).toContain('Time is up. The word was CRANE.');
  });
});
