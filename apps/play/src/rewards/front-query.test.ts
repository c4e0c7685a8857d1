import { describe, expect, it } from 'vitest';
import { backUrl, frontLinkFromGame, parseFrontQuery, playLink } from './front-query.js';
import { frontTheme } from './front-theme.js';

const query = (search: string) => parseFrontQuery(new URLSearchParams(search));

describe('rewards front query', () => {
  it('show_all: only 1 shows the games', () => {
    expect(query('show_all=1').showAll).toBe(true);
    for (const other of ['', 'show_all=0', 'show_all=true', 'show_all=yes', 'show_all=1x']) {
      expect(query(other).showAll).toBe(false);
    }
  });

  it('keeps http(s) source and parent addresses only', () => {
    const q = query(
      'source_url=https%3A%2F%2Fplay.example%2Fgame%2Fg1&parent_url=javascript%3Aalert(document.cookie)',
    );
    expect(q).toEqual({
      showAll: false,
      sourceUrl: 'https://play.example/game/g1',
      parentUrl: null,
    });
    expect(query('parent_url=data%3Atext%2Fhtml%2Cx').parentUrl).toBeNull();
  });

  it('goes back to the page around the game first, else the game', () => {
    expect(
      backUrl(
        query('source_url=https%3A%2F%2Fa.example%2Fg&parent_url=http%3A%2F%2Fshop.example%2F'),
      ),
    ).toBe('http://shop.example/');
    expect(backUrl(query('source_url=https%3A%2F%2Fa.example%2Fg'))).toBe('https://a.example/g');
    expect(backUrl(query(''))).toBeNull();
  });

  it('passes the attribution on to the games it links to', () => {
    expect(playLink('g1', query(''))).toBe('/game/g1');
    expect(
      playLink(
        'g 1',
        query(
          'source_url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1&parent_url=https%3A%2F%2Fshop.example',
        ),
      ),
    ).toBe(
      '/game/g%201?source_url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1&parent_url=https%3A%2F%2Fshop.example%2F',
    );
  });

  it('links the win pop-up to the player’s own front, with the way back', () => {
    expect(
      frontLinkFromGame('acc1', 'p1', {
        href: 'https://play.example/game/g1',
        embedded: false,
        referrer: 'https://other.example/',
      }),
    ).toBe('/rewards/acc1/p1?source_url=https%3A%2F%2Fplay.example%2Fgame%2Fg1');
    expect(
      frontLinkFromGame('acc1', null, {
        href: 'https://play.example/game-embedder/g1',
        embedded: true,
        referrer: 'https://shop.example/page',
      }),
    ).toBe(
      '/rewards/acc1?source_url=https%3A%2F%2Fplay.example%2Fgame-embedder%2Fg1&parent_url=https%3A%2F%2Fshop.example%2Fpage',
    );
  });
});

describe('rewards front colours', () => {
  it('wears the business colours, with a readable control colour', () => {
    const theme = frontTheme({
      background: '#1f1640',
      text: '#ffffff',
      button: '#f59e0b',
      button_text: '#1f1640',
    });
    expect(theme?.surface).toEqual({ backgroundColor: '#1F1640', color: '#FFFFFF' });
    expect(theme?.button).toEqual({ backgroundColor: '#F59E0B', color: '#1F1640' });
    expect(theme?.control).toBe('#FFFFFF');
    expect(frontTheme(null)).toBeNull();
    expect(frontTheme(undefined)).toBeNull();
  });

  it('falls back to the default colours for anything that is not #RRGGBB', () => {
    const theme = frontTheme({
      background: 'red; background: url(x)',
      text: '#123',
      button: '#4A3494',
      button_text: '#FFFFFF',
    });
    expect(theme?.surface).toEqual({ backgroundColor: '#FFFFFF', color: '#1F1640' });
  });
});
