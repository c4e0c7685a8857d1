import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { scratchContentSchema } from './content.js';
import { scratchEngine } from './engine.js';
import type { ScratchState } from './engine.js';
import { scratchedPercent, ScratchView } from './View.js';

const T0 = 1_700_000_000_000;
const send = () => Promise.resolve();
const content = scratchContentSchema.parse({ prizes: [{ label: 'Free coffee', odds: 100 }] });

function render(state: ScratchState, now: number): string {
  return renderToStaticMarkup(
    createElement(ScratchView, { view: scratchEngine.view(state, now), send }),
  );
}

describe('ScratchView', () => {
  const state = scratchEngine.start(content, { difficulty: 'easy', seed: 1, now: T0 });

  it('draws a cover that does not scroll the page and hides the prize', () => {
    const html = render(state, T0 + 1000);
    expect(html).toContain('<canvas');
    expect(html).toContain('touch-none');
    expect(html).not.toContain('Free coffee');
  });

  it('shows the outcome once time is up', () => {
    const html = render(state, T0 + 60_000);
    expect(html).toContain('Time is up! Your card held:');
    expect(html).toContain('Free coffee');
  });
});

describe('scratchedPercent', () => {
  function pixels(width: number, height: number, clear: (x: number, y: number) => boolean) {
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) data[(y * width + x) * 4 + 3] = clear(x, y) ? 0 : 255;
    }
    return data;
  }

  it('measures the transparent share of the cover', () => {
    expect(
      scratchedPercent(
        pixels(40, 40, () => false),
        40,
        40,
      ),
    ).toBe(0);
    expect(
      scratchedPercent(
        pixels(40, 40, () => true),
        40,
        40,
      ),
    ).toBe(100);
    expect(
      scratchedPercent(
        pixels(40, 40, (_, y) => y < 24),
        40,
        40,
      ),
    ).toBe(60);
  });
});
