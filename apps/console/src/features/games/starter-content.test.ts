import { CreateGameRequest } from '@playdesk/contract';
import { GAME_TYPES } from '@playdesk/games/registry';
import { gameOf } from '@playdesk/games/registry';
import { describe, expect, it } from 'vitest';
import { STARTER_CONTENT, starterSettings } from './starter-content';

describe('starter content', () => {
  it.each(GAME_TYPES)('%s: valid for its engine, and the engine can start and show it', (type) => {
    const engine = gameOf(type).engine;
    const parsed = engine.contentSchema.safeParse(STARTER_CONTENT[type]);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const state = engine.start(parsed.data, { difficulty: 'normal', seed: 42, now: 1_000 });
    const view = engine.view(state, 1_000) as { status: string };
    expect(view.status).toBe('playing');
  });

  it.each(GAME_TYPES)('%s: a create request with it passes the contract', (type) => {
    const request = CreateGameRequest.safeParse({
      type,
      name: 'My game',
      settings: starterSettings(type),
      content: STARTER_CONTENT[type],
    });
    expect(request.error?.issues ?? []).toEqual([]);
    expect(request.data?.status).toBe('draft');
  });
});
