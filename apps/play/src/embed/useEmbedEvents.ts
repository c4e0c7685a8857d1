import { useEffect, useRef } from 'react';
import type { PlaySession, PublicGame } from '../lib/api.js';
import type { Phase } from '../pad/play-state.js';
import { emitEmbedEvent } from './bus.js';

/**
 * Tells the host page (through the frame link) what happens in an embedded play: `ready` once the
 * game is on show, `play` when a play starts, `win` and `reward` when a play that started here
 * ends won / with a reward. Nothing personal: the game, the score, the reward's name.
 */
export function useEmbedEvents(
  embed: boolean,
  game: PublicGame | null,
  session: PlaySession | null,
  phase: Phase,
): void {
  const ready = useRef(false);
  const seen = useRef(new Map<string, 'playing' | 'ended'>());
  const gameId = game?.public_id ?? null;

  useEffect(() => {
    if (!embed || !gameId || ready.current || phase === 'loading') return;
    if (phase === 'unavailable' || phase === 'failed') return;
    ready.current = true;
    emitEmbedEvent('ready', { game: gameId });
  }, [embed, gameId, phase]);

  useEffect(() => {
    if (!embed || !gameId || !session) return;
    const id = session.session_id;
    const before = seen.current.get(id);
    const { status, score } = session.outcome;
    if (status === 'playing') {
      if (!before) emitEmbedEvent('play', { game: gameId });
      seen.current.set(id, 'playing');
      return;
    }
    // Only plays that started on this page end here (a resumed, finished play is not news).
    if (before !== 'playing') return;
    seen.current.set(id, 'ended');
    if (status === 'won') emitEmbedEvent('win', { game: gameId, score });
    if (session.reward) {
      emitEmbedEvent('reward', { game: gameId, score, reward: session.reward.reward.name });
    }
  }, [embed, gameId, session]);
}
