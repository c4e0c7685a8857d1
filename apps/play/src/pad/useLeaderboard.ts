import { useCallback, useState } from 'react';
import { api } from '../lib/api.js';
import { messageOf } from '../lib/error-text.js';
import type { LeaderboardResponse } from '../lib/api.js';

export interface LeaderboardState {
  data: LeaderboardResponse | null;
  loading: boolean;
  error: string | null;
}

/** A game's leader board, loaded on demand (after a play, or when the player opens it). */
export function useLeaderboard(gamePublicId: string | null, playerToken: () => string | null) {
  const [state, setState] = useState<LeaderboardState>({ data: null, loading: false, error: null });

  const load = useCallback(async () => {
    if (!gamePublicId) return;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const data = await api.leaderboard(gamePublicId, playerToken());
      setState({ data, loading: false, error: null });
    } catch (error) {
      setState((s) => ({ ...s, loading: false, error: messageOf(error) }));
    }
  }, [gamePublicId, playerToken]);

  return { state, load };
}
