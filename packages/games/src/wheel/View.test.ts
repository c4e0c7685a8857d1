import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { wheelContentSchema } from './content.js';
import { wheelEngine } from './engine.js';
import type { WheelState } from './engine.js';
import { segmentAt } from './spin.js';
import { WheelView } from './View.js';

const T0 = 1_700_000_000_000;
const send = () => Promise.resolve();
const content = wheelContentSchema.parse({
  segments: [
    { label: 'Free coffee', kind: 'reward', reward_id: 'r_coffee' },
    { label: 'No prize', kind: 'no_prize' },
    { label: 'Try again', kind: 'try_again', color: '#112233' },
  ],
  center_image: 'https://cdn.example.com/logo.png',
});

function render(state: WheelState, now: number): string {
  return renderToStaticMarkup(
    createElement(WheelView, { view: wheelEngine.view(state, now), send }),
  );
}

const rotationOf = (html: string) => Number(/data-rotation="([^"]+)"/.exec(html)?.[1]);

describe('WheelView', () => {
  const state = wheelEngine.start(content, {
    difficulty: 'easy',
    seed: 3,
    now: T0,
    prize: { id: 'r_coffee', label: 'Free coffee' },
  });

  it('draws every segment and the logo, with Spin, and stands at rest before the spin', () => {
    const html = render(state, T0 + 1000);
    expect(html).toContain('Prize wheel: Free coffee, No prize, Try again');
    expect(html.match(/<path d="M0 0L/g)).toHaveLength(3);
    expect(html).toContain('https://cdn.example.com/logo.png');
    expect(html).toContain('fill:#112233');
    expect(html).toContain('>Spin</button>');
    expect(rotationOf(html)).toBe(0);
    expect(html).not.toContain('You won');
  });

  it('shown after the spin (a reload): stands still on the stop and says the result', () => {
    const spun = wheelEngine.apply(state, { type: 'spin' }, { now: T0 + 2000 });
    if (!spun.ok) throw new Error(spun.error);
    const html = render(spun.state, T0 + 3000);
    expect(segmentAt(rotationOf(html), 3)).toBe(0);
    expect(html).toContain('transition:none');
    expect(html).toContain('You won!');
    expect(html).not.toContain('>Spin</button>');
  });
});
