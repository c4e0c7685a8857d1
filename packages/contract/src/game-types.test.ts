import { GAME_TYPES, gameOf, type GameContent, type GameView } from '@playdesk/games/registry';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { Game, type GameOf, type PlaySession } from './index.js';
import { PlayView } from './game-types.js';

const T0 = 1_700_000_000_000;

/** A started play of each game's starter content, as the server would send its view. */
function starterView(type: (typeof GAME_TYPES)[number]): unknown {
  const game = gameOf(type);
  const content = game.engine.contentSchema.parse(game.starter.content);
  const state = game.engine.start(content, { difficulty: 'normal', seed: 7, now: T0 });
  return game.engine.view(state, T0 + 1000);
}

describe('the play view', () => {
  it.each(GAME_TYPES)(
    '%s: its view matches its own schema only, and goes out unchanged',
    (type) => {
      const view = starterView(type);
      for (const other of GAME_TYPES) {
        expect(gameOf(other).viewSchema.safeParse(view).success, other).toBe(other === type);
      }
      expect(z.encode(PlayView, view as PlayView)).toEqual(view);
    },
  );

  it('refuses a view with a field no game sends (a secret would not leak)', () => {
    const view = { ...(starterView('wordle') as object), answer: 'happy' };
    expect(PlayView.safeParse(view).success).toBe(false);
  });

  it('is typed by game', () => {
    expectTypeOf<PlaySession['view']>().toEqualTypeOf<GameView>();
    expectTypeOf<GameView<'quiz'>>().toHaveProperty('correct_count');
  });
});

describe('a game with its content', () => {
  it('is a union on the type, one branch per game, with that game’s content', () => {
    expectTypeOf<GameOf<'wordle'>['content']>().toEqualTypeOf<GameContent<'wordle'>>();
    expect(Game.options.map((o) => o.shape.type.value)).toEqual(GAME_TYPES);
  });
});
