import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { movableTiles, puzzleEngine } from './engine.js';
import type { PuzzleState } from './engine.js';
import { PuzzleView } from './View.js';

const T0 = 1_700_000_000_000;
const send = () => Promise.resolve();

function render(state: PuzzleState, now = T0 + 1000): string {
  return renderToStaticMarkup(
    createElement(PuzzleView, { view: puzzleEngine.view(state, now), send }),
  );
}

describe('PuzzleView', () => {
  const state = puzzleEngine.start(
    { image: 'https://cdn.example.com/a "b".jpg' },
    { difficulty: 'easy', seed: 4, now: T0 },
  );

  it('renders one labelled tile per number, movable ones marked in words', () => {
    const html = render(state);
    for (let tile = 1; tile <= 8; tile++) expect(html).toContain(`aria-label="Tile ${tile}, row`);
    for (const tile of movableTiles(state.tiles, 3))
      expect(html).toMatch(new RegExp(`Tile ${tile}, row \\d, column \\d, can move`));
    expect(html).toContain('aspect-square');
    expect(html).toContain('url(&quot;https://cdn.example.com/a \\&quot;b\\&quot;.jpg&quot;)');
    expect(html).not.toContain('The finished picture');
  });

  it('shows the picture after a hint and the solved board after Solve', () => {
    const hinted = puzzleEngine.apply(state, { type: 'hint' }, { now: T0 });
    if (!hinted.ok) throw new Error(hinted.error);
    expect(render(hinted.state)).toContain('The finished picture');
    const solved = puzzleEngine.apply(state, { type: 'solve' }, { now: T0 });
    if (!solved.ok) throw new Error(solved.error);
    const html = render(solved.state);
    expect(html).toContain('Here is the solved picture.');
    expect(html).not.toContain('can move');
  });
});
