import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { memoryClient } from './client.js';
import { memoryContentSchema } from './content.js';
import { memoryEngine } from './engine.js';
import type { MemoryState, MemoryViewModel } from './engine.js';
import { flipAnnouncement, MemoryView } from './View.js';

const T0 = 1_700_000_000_000;
const send = () => Promise.resolve();

const content = memoryContentSchema.parse({
  pairs: [
    { text: 'Espresso', image: 'https://cdn.example.com/espresso.png' },
    { text: 'Croissant' },
    { text: 'Latte' },
    { text: 'Mocha' },
  ],
});
const start = memoryEngine.start(content, { difficulty: 'easy', seed: 4, now: T0 });

function flip(state: MemoryState, card: number): MemoryState {
  const result = memoryEngine.apply(state, { type: 'flip', card }, { now: T0 + 1000 });
  if (!result.ok) throw new Error(result.error);
  return result.state;
}
const partner = (card: number) =>
  start.deck.findIndex((p, i) => i !== card && p === start.deck[card]);
const view = (state: MemoryState): MemoryViewModel => memoryEngine.view(state, T0 + 1000);
const render = (state: MemoryState) =>
  renderToStaticMarkup(createElement(MemoryView, { view: view(state), send }));

describe('MemoryView', () => {
  it('draws every card as a labelled button, face down, with no face anywhere', () => {
    const html = render(start);
    for (let n = 1; n <= 8; n++) expect(html).toContain(`aria-label="Card ${n}, face down"`);
    expect(html.match(/<button/g)).toHaveLength(8);
    for (const text of ['Espresso', 'Croissant', 'Latte', 'Mocha', 'cdn.example.com'])
      expect(html).not.toContain(text);
    expect(html).toContain('Pairs: 0 of 4');
    expect(html).toContain('Moves: 0 of 12');
    // One card in the tab order; the arrow keys move between them.
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
  });

  it('shows a face turned over, and a found pair with its mark', () => {
    const espresso = start.deck.findIndex((p) => start.pairs[p]!.text === 'Espresso');
    const one = flip(start, espresso);
    let html = render(one);
    expect(html).toContain(`aria-label="Card ${espresso + 1}: Espresso"`);
    expect(html).toContain('src="https://cdn.example.com/espresso.png"');
    const found = flip(one, partner(espresso));
    html = render(found);
    expect(html).toContain(`aria-label="Card ${espresso + 1}: Espresso, pair found"`);
    expect(html).toContain('Pairs: 1 of 4');
  });

  it('says what a flip did', () => {
    const a = 0;
    const b = start.deck.findIndex((p) => p !== start.deck[0]);
    const one = flip(start, a);
    const text = (card: number) => start.pairs[start.deck[card]!]!.text;
    expect(flipAnnouncement(view(start), view(one))).toBe(text(a));
    const missed = flip(one, b);
    expect(flipAnnouncement(view(one), view(missed))).toBe(`${text(b)}: not a pair.`);
    // The next flip turns the miss back and says the new card only.
    const next = flip(missed, a);
    expect(flipAnnouncement(view(missed), view(next))).toBe(text(a));
    const pair = flip(next, partner(a));
    expect(flipAnnouncement(view(next), view(pair))).toBe(`${text(a)}: a pair!`);
  });

  it('says how the game ended, and shares no face', () => {
    let state = start;
    for (let card = 0; card < state.deck.length; card++) {
      if (state.found.includes(state.deck[card]!)) continue;
      state = flip(flip(state, card), partner(card));
    }
    expect(render(state)).toContain('You found every pair!');
    expect(render(state)).not.toContain('face down');
    expect(memoryClient.shareSummary?.(view(state))).toBe('🃏 All 4 pairs in 4 moves');
    expect(memoryClient.shareSummary?.(view(flip(start, 0)))).toBe('🃏 0/4 pairs found');
  });
});
