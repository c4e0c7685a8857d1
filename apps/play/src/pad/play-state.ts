/**
 * The game pad's state as one reducer: where the pad stands (`phase`), the game, the play session
 * the server last sent, and the player's name and avatar. Pure: the hook (usePlay.ts) makes the
 * calls and dispatches what they answered; the transitions are tested on their own.
 */
import type { PlaySession, PublicGame } from '../lib/api.js';
import type { StoredProfile } from '../lib/player.js';
import { clockOffset } from '../lib/timer.js';

export type Phase =
  'loading' | 'unavailable' | 'failed' | 'intro' | 'starting' | 'playing' | 'ended';

export interface StartError {
  status: number;
  message: string;
}

export interface PlayState {
  phase: Phase;
  game: PublicGame | null;
  loadError: string | null;
  startError: StartError | null;
  session: PlaySession | null;
  /** The server's clock against the device's, measured when the session arrived. */
  clock: { offsetMs: number; receivedAt: number };
  profile: StoredProfile | null;
  /** The session whose end pop-up is due (set a moment after the last move lands). */
  endedSessionId: string | null;
  /** Bumped by a retry, so the game loads again. */
  attempt: number;
}

export type PlayEvent =
  | { type: 'loaded'; game: PublicGame; profile: StoredProfile | null }
  /** The game's texts in another of its languages (the player switched). */
  | { type: 'translated'; game: PublicGame }
  | { type: 'ready' }
  | { type: 'load_failed'; unavailable: boolean; message: string }
  | { type: 'retry' }
  | { type: 'starting' }
  | { type: 'start_failed'; error: StartError }
  | { type: 'session'; session: PlaySession; receivedAt: number }
  | { type: 'session_gone' }
  | { type: 'result_due'; sessionId: string }
  | { type: 'profile'; profile: StoredProfile };

export const initialPlayState: PlayState = {
  phase: 'loading',
  game: null,
  loadError: null,
  startError: null,
  session: null,
  clock: { offsetMs: 0, receivedAt: 0 },
  profile: null,
  endedSessionId: null,
  attempt: 0,
};

export function isOver(session: PlaySession | null): boolean {
  return session !== null && session.outcome.status !== 'playing';
}

export function playReducer(state: PlayState, event: PlayEvent): PlayState {
  switch (event.type) {
    case 'loaded':
      return { ...state, game: event.game, profile: event.profile };
    case 'translated':
      return state.game?.public_id === event.game.public_id
        ? { ...state, game: event.game }
        : state;
    case 'ready':
      return { ...state, phase: 'intro' };
    case 'load_failed':
      return {
        ...state,
        phase: event.unavailable ? 'unavailable' : 'failed',
        loadError: event.message,
      };
    case 'retry':
      return { ...state, phase: 'loading', loadError: null, attempt: state.attempt + 1 };
    case 'starting':
      return { ...state, phase: 'starting', startError: null, endedSessionId: null };
    case 'start_failed':
      // A failed Play again leaves the last result on show.
      return {
        ...state,
        startError: event.error,
        phase: isOver(state.session) ? 'ended' : 'intro',
      };
    case 'session': {
      const { session, receivedAt } = event;
      return {
        ...state,
        session,
        clock: { offsetMs: clockOffset(session.server_now, receivedAt), receivedAt },
        phase: session.outcome.status === 'playing' ? 'playing' : 'ended',
      };
    }
    case 'session_gone':
      return { ...state, phase: 'intro', session: null };
    case 'result_due':
      return { ...state, endedSessionId: event.sessionId };
    case 'profile':
      return { ...state, profile: event.profile };
  }
}
