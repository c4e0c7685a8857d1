import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED, embedCall, embedCode, embedProblems, previewUrl } from './embed-snippets';

const origin = 'https://app.playdesk.test';
const with_ = (over: Partial<typeof DEFAULT_EMBED>) => ({ ...DEFAULT_EMBED, ...over });

describe('the embed snippets of the share panel', () => {
  it('puts the game into an element for inline', () => {
    const code = embedCode(origin, DEFAULT_EMBED, 'g1', 'acc1', 'Quiz');
    expect(code.startsWith('<div id="playdesk-game"></div>\n<script>')).toBe(true);
    expect(code).toContain(`"${origin}/embed/v1/playdesk.js"`);
    expect(code).toContain('Playdesk("inline",{"game":"g1","target":"#playdesk-game"});');
  });

  it('writes each popup trigger', () => {
    expect(
      embedCall(with_({ mode: 'popup', trigger: 'after', seconds: 5 }), 'g1', 'a').options,
    ).toEqual({
      game: 'g1',
      after: 5,
    });
    expect(
      embedCall(with_({ mode: 'popup', trigger: 'scroll', percent: 40 }), 'g1', 'a').options,
    ).toEqual({
      game: 'g1',
      scroll: 40,
    });
    expect(embedCall(with_({ mode: 'popup', trigger: 'exit' }), 'g1', 'a').options).toEqual({
      game: 'g1',
      exit: true,
    });
    // On click only: a button that opens it, and no automatic call.
    const click = embedCode(origin, with_({ mode: 'popup' }), 'g1', 'a', 'Café <Quiz>');
    expect(click).toContain(
      '<button type="button" data-playdesk-game="g1">Play Café &lt;Quiz&gt;</button>',
    );
    expect(click).not.toContain('Playdesk("popup"');
    // The button in the user's language.
    expect(
      embedCode(origin, with_({ mode: 'popup' }), 'g1', 'a', 'Café <Quiz>', 'Jouer à Café <Quiz>'),
    ).toContain('<button type="button" data-playdesk-game="g1">Jouer à Café &lt;Quiz&gt;</button>');
  });

  it('writes the floating button and the bar', () => {
    const button = embedCode(origin, with_({ mode: 'button', label: ' Win ' }), 'g1', 'a', 'Q');
    expect(button).toContain(
      'Playdesk("button",{"game":"g1","label":"Win","color":"#4a3494","position":"bottom-right"});',
    );
    expect(embedCode(origin, with_({ mode: 'bar' }), 'g1', 'acc9', 'Q')).toContain(
      'Playdesk("bar",{"account":"acc9"});',
    );
  });

  it('keeps text that could end the script out of it', () => {
    const code = embedCode(
      origin,
      with_({ mode: 'button', label: '</script><b>' }),
      'g1',
      'a',
      'Q',
    );
    expect(code.match(/<\/script>/g)).toHaveLength(1);
  });

  it('refuses options the runtime would not take', () => {
    expect(embedProblems(DEFAULT_EMBED)).toEqual({});
    expect(embedProblems(with_({ targetId: '1abc' })).targetId).toBeDefined();
    expect(embedProblems(with_({ targetId: 'a"><script>' })).targetId).toBeDefined();
    expect(
      embedProblems(with_({ mode: 'popup', trigger: 'after', seconds: 601 })).seconds,
    ).toBeDefined();
    expect(
      embedProblems(with_({ mode: 'popup', trigger: 'scroll', percent: 0 })).percent,
    ).toBeDefined();
    expect(embedProblems(with_({ mode: 'button', label: '' })).label).toBeDefined();
    expect(embedProblems(with_({ mode: 'button', label: 'x'.repeat(41) })).label).toBeDefined();
    expect(embedProblems(with_({ mode: 'button', color: 'red' })).color).toBeDefined();
  });

  it('previews the same call on the preview page', () => {
    const url = new URL(
      previewUrl(origin, with_({ mode: 'popup', trigger: 'after', seconds: 3 }), 'g1', 'a'),
    );
    expect(url.pathname).toBe('/embed/v1/preview.html');
    expect(url.searchParams.get('mode')).toBe('popup');
    expect(JSON.parse(url.searchParams.get('o')!)).toEqual({ game: 'g1', after: 3 });
  });
});
