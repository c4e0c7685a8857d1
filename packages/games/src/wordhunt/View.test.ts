import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { wordhuntEngine } from './engine.js';
import type { WordhuntAction, WordhuntState } from './engine.js';
import { WordhuntView } from './View.js';

const T0 = 1_700_000_000_000;
const send = () => Promise.resolve();
const words = ['APPLE', 'BANANA', 'CHERRY'];

function render(state: WordhuntState): string {
  return renderToStaticMarkup(
    createElement(WordhuntView, { view: wordhuntEngine.view(state, T0 + 1000), send }),
  );
}

function apply(state: WordhuntState, action: WordhuntAction): WordhuntState {
  const result = wordhuntEngine.apply(state, action, { now: T0 + 1000 });
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

describe('WordhuntView', () => {
  const state = wordhuntEngine.start({ words }, { difficulty: 'easy', seed: 2, now: T0 });

  it('renders a labelled grid that does not scroll on touch, and the word list', () => {
    const html = render(state);
    expect(html).toContain(`aria-label="Word grid, ${state.size} by ${state.size}"`);
    expect(html).toContain('touch-none');
    expect(html.match(/role="gridcell"/g)).toHaveLength(state.size ** 2);
    expect(html).toContain(`aria-label="${state.grid[0]![0]}, row 1, column 1"`);
    for (const word of words) expect(html).toContain(`>${word}<`);
    expect(html).not.toContain('<line');
  });

  it('strikes found words through and draws their band', () => {
    const p = state.placements[0]!;
    const html = render(apply(state, { type: 'select', start: p.start, end: p.end }));
    expect(html).toContain('line-through');
    expect(html).toContain('(found)');
    expect(html).toContain('in a found word');
    expect(html.match(/<line/g)).toHaveLength(1);
    expect(html).toContain('1 of 3 words found.');
  });

  it('shows where the missed words were once solved', () => {
    const html = render(apply(state, { type: 'solve' }));
    expect(html.match(/<line/g)).toHaveLength(3);
    expect(html).toContain('stroke-dasharray');
  });
});
