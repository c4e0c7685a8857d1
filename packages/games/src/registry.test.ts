import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, FOOTER_BUTTONS } from './constants.js';
import { GAME_TYPES, GAMES, gameOf } from './registry.js';
import { GAME_VIEWS } from './views.js';

const T0 = 1_700_000_000_000;

describe('the games registry', () => {
  it('lists each game under its own type, in both halves', () => {
    expect(Object.keys(GAME_VIEWS)).toEqual(GAME_TYPES);
    for (const type of GAME_TYPES) {
      expect(GAMES[type].type).toBe(type);
      expect(GAMES[type].engine.type).toBe(type);
      expect(GAME_VIEWS[type].type).toBe(type);
    }
  });

  it.each(GAME_TYPES)('%s: the browser half tells the same facts as the server half', (type) => {
    const game = gameOf(type);
    const client = GAME_VIEWS[type];
    expect(client.name).toBe(game.name);
    expect(client.footerButtons).toEqual(game.footerButtons);
    for (const difficulty of DIFFICULTIES) {
      expect(client.scoring?.points(difficulty)).toBe(game.scoring?.points(difficulty));
      expect(client.difficultyDetail(difficulty)).toBe(game.difficultyDetail(difficulty));
    }
  });

  it.each(GAME_TYPES)('%s: its facts are filled in', (type) => {
    const game = gameOf(type);
    expect(game.name).not.toBe('');
    expect(game.description).not.toBe('');
    expect(game.footerButtons.every((b) => FOOTER_BUTTONS.includes(b))).toBe(true);
    // Each game's own buttons, in their order: its folder's info.test.ts.
    expect(game.footerButtons).toContain('start');
    expect(game.starter.instructions).toMatch(/^<p>.+<\/p>$/);
  });

  it.each(GAME_TYPES)(
    '%s: the starter content is valid, plays, and its view fits the view schema',
    (type) => {
      const { engine, viewSchema, starter, checkContent } = gameOf(type);
      const content = engine.contentSchema.parse(starter.content);
      expect(checkContent?.(content, { isWord: () => true }) ?? null).toBeNull();
      for (const difficulty of DIFFICULTIES) {
        const state = engine.start(content, { difficulty, seed: 42, now: T0 });
        expect(engine.outcome(state, T0).status).toBe('playing');
        expect(viewSchema.safeParse(engine.view(state, T0 + 500)).success).toBe(true);
      }
    },
  );

  it('lets a game check its content on the server (Wordle: every secret word can be guessed)', () => {
    const { engine, checkContent } = gameOf('wordle');
    const content = engine.contentSchema.parse({ words: ['zzzzz', 'happy'] });
    expect(checkContent?.(content, { isWord: (word) => word === 'happy' })).toEqual({
      message: 'Players could never guess some of the secret words.',
      problems: [{ path: ['words', 0], message: expect.stringContaining('“zzzzz”') }],
    });
  });
});
