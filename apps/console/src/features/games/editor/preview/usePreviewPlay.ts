import type { Difficulty, GameType, Refusal } from '@playdesk/games';
import { gameOf } from '@playdesk/games/registry';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export const randomSeed = () => Math.floor(Math.random() * 0x7fffffff);

/** A move the engine refused: its code and values (as the server sends them), its reason. */
export class RefusedMove extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.error);
  }
}

/**
 * One play of a game in the browser: the engine's state, started on mount with a new seed, its
 * clock (views show the time left, and a game can end by running out of time) and `send`, which
 * applies a move the way the server would. Nothing is sent to the server.
 */
export function usePreviewPlay(
  type: GameType,
  content: unknown,
  difficulty: Difficulty,
  /** The play's language, as the server starts one (Wordle's letters and keyboard follow it). */
  language: string,
) {
  const engine = gameOf(type).engine;
  const [state, setState] = useState<unknown>(() =>
    engine.start(content, { difficulty, seed: randomSeed(), now: Date.now(), language }),
  );
  const [now, setNow] = useState(() => Date.now());
  const stateRef = useRef(state);
  const outcome = engine.outcome(state, now);
  const view = useMemo(() => engine.view(state, now), [engine, state, now]);
  const playing = outcome.status === 'playing';

  useEffect(() => {
    if (!playing || engine.timeLimitSeconds(difficulty) === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [playing, engine, difficulty]);

  const send = useCallback(
    async (action: Record<string, unknown>) => {
      const at = Date.now();
      const result = engine.apply(stateRef.current, action, { now: at });
      if (!result.ok) throw new RefusedMove(result);
      stateRef.current = result.state;
      setState(result.state);
      setNow(at);
    },
    [engine],
  );

  return { view, outcome, playing, send };
}
