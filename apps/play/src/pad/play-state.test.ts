import { describe, expect, it } from 'vitest';
import type { PlaySession, PublicGame } from '../lib/api.js';
import { initialPlayState, playReducer, type PlayState } from './play-state.js';

const game = { public_id: 'g1', type: 'quiz' } as PublicGame;

function session(status: 'playing' | 'won' | 'lost', id = 's1'): PlaySession {
  return {
    session_id: id,
    game_public_id: 'g1',
    started_at: '2025-01-01T00:00:00.000Z',
    ends_at: null,
    server_now: '2025-01-01T00:00:10.000Z',
    outcome: { status, score: 0 },
    view: {} as PlaySession['view'],
  };
}

const loaded = playReducer(initialPlayState, { type: 'loaded', game, profile: null });

describe('the play state', () => {
  it('loads, then shows the intro', () => {
    expect(loaded).toMatchObject({ phase: 'loading', game });
    expect(playReducer(loaded, { type: 'ready' }).phase).toBe('intro');
  });

  it('tells an unavailable game from a failed load, and a retry loads again', () => {
    const gone = playReducer(initialPlayState, {
      type: 'load_failed',
      unavailable: true,
      message: 'Not here',
    });
    expect(gone).toMatchObject({ phase: 'unavailable', loadError: 'Not here' });
    const failed = playReducer(initialPlayState, {
      type: 'load_failed',
      unavailable: false,
      message: 'Offline',
    });
    expect(failed.phase).toBe('failed');
    expect(playReducer(failed, { type: 'retry' })).toMatchObject({
      phase: 'loading',
      loadError: null,
      attempt: 1,
    });
  });

  it('plays a session to its end, measuring the server clock', () => {
    const starting = playReducer(loaded, { type: 'starting' });
    expect(starting).toMatchObject({ phase: 'starting', startError: null, endedSessionId: null });
    const receivedAt = Date.parse('2025-01-01T00:00:08.000Z');
    const playing = playReducer(starting, {
      type: 'session',
      session: session('playing'),
      receivedAt,
    });
    expect(playing).toMatchObject({ phase: 'playing', clock: { offsetMs: 2000, receivedAt } });
    const over = playReducer(playing, { type: 'session', session: session('won'), receivedAt });
    expect(over.phase).toBe('ended');
    expect(playReducer(over, { type: 'result_due', sessionId: 's1' }).endedSessionId).toBe('s1');
  });

  it('keeps the last result on show when Play again fails, else goes back to the intro', () => {
    const error = { status: 429, message: 'Resting' };
    const over: PlayState = { ...loaded, phase: 'starting', session: session('lost') };
    expect(playReducer(over, { type: 'start_failed', error })).toMatchObject({
      phase: 'ended',
      startError: error,
    });
    const fresh: PlayState = { ...loaded, phase: 'starting' };
    expect(playReducer(fresh, { type: 'start_failed', error }).phase).toBe('intro');
  });

  it('drops a session the server no longer has', () => {
    const playing: PlayState = { ...loaded, phase: 'playing', session: session('playing') };
    expect(playReducer(playing, { type: 'session_gone' })).toMatchObject({
      phase: 'intro',
      session: null,
    });
  });
});
