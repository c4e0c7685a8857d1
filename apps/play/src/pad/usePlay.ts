/**
 * The game pad's state: the public game, the play session (started, resumed after a reload, or
 * over), the player's identity, and the calls that change them. The server is the referee: the
 * app only shows the session it sends back.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { preloadBoard } from '../boards/index.js';
import { api, ApiError } from '../lib/api.js';
import type { LeaderboardResponse, PlaySession, PublicGame } from '../lib/api.js';
import { clockOffset } from '../lib/timer.js';
import { playerIdentity } from '../lib/player.js';
import type { StoredProfile } from '../lib/player.js';
import { storageKeys } from '../lib/storage.js';
import type { SafeStore } from '../lib/storage.js';

export type Phase =
  'loading' | 'unavailable' | 'failed' | 'intro' | 'starting' | 'playing' | 'ended';

/** Wait before the end pop-up, so the player sees the last move land on the board. */
const RESULT_DELAY_MS = 900;

export interface LeaderboardState {
  data: LeaderboardResponse | null;
  loading: boolean;
  error: string | null;
}

interface Options {
  publicId: string;
  embed: boolean;
  store: SafeStore;
  /** The game, when the page already loaded it (used for the first load only; a retry reloads). */
  initialGame?: PublicGame;
}

function truncate(value: string | null | undefined): string | undefined {
  return value ? value.slice(0, 2000) : undefined;
}

/** Where the play comes from, as the business will see it in its records. */
function playOrigin(embed: boolean): { source_url?: string; parent_url?: string } {
  const params = new URLSearchParams(window.location.search);
  const referrer = document.referrer || null;
  return {
    source_url: truncate(params.get('source_url') ?? (embed ? referrer : window.location.href)),
    parent_url: truncate(params.get('parent_url') ?? (embed ? referrer : null)),
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Something went wrong, try again';
}

export function usePlay({ publicId, embed, store, initialGame }: Options) {
  const [phase, setPhase] = useState<Phase>('loading');
  const [game, setGame] = useState<PublicGame | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [startError, setStartError] = useState<{ status: number; message: string } | null>(null);
  const [session, setSession] = useState<PlaySession | null>(null);
  const [clock, setClock] = useState({ offsetMs: 0, receivedAt: 0 });
  const [profile, setProfile] = useState<StoredProfile | null>(null);
  const [endedSessionId, setEndedSessionId] = useState<string | null>(null);
  const [leaderboard, setLeaderboard] = useState<LeaderboardState>({
    data: null,
    loading: false,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);

  const seq = useRef(0);
  const applied = useRef(0);
  const phaseRef = useRef<Phase>('loading');
  const starting = useRef(false);
  useEffect(() => {
    phaseRef.current = phase;
  }, [phase]);

  const identity = useMemo(
    () => (game ? playerIdentity(store, game.account.public_id) : null),
    [game, store],
  );
  const sessionKey = storageKeys.session(publicId);

  const loadLeaderboard = useCallback(async () => {
    if (!game) return;
    setLeaderboard((s) => ({ ...s, loading: true, error: null }));
    try {
      const data = await api.leaderboard(game.public_id, identity?.token() ?? null);
      setLeaderboard({ data, loading: false, error: null });
    } catch (error) {
      setLeaderboard((s) => ({ ...s, loading: false, error: messageOf(error) }));
    }
  }, [game, identity]);

  /** Shows a session the server sent; ignores answers older than one already shown. */
  const applySession = useCallback(
    (next: PlaySession, requestSeq: number, receivedAt: number) => {
      if (requestSeq < applied.current) return;
      applied.current = requestSeq;
      setSession(next);
      setClock({ offsetMs: clockOffset(next.server_now, receivedAt), receivedAt });
      if (next.outcome.status === 'playing') {
        setPhase('playing');
        return;
      }
      store.remove(sessionKey);
      const wasPlaying = phaseRef.current === 'playing';
      setPhase('ended');
      if (wasPlaying) {
        window.setTimeout(() => setEndedSessionId(next.session_id), RESULT_DELAY_MS);
        void loadLeaderboard();
      }
    },
    [loadLeaderboard, sessionKey, store],
  );

  // Load the game, then resume a stored session of it (a reload mid-game).
  useEffect(() => {
    const controller = new AbortController();
    let live = true;
    (async () => {
      try {
        const given = attempt === 0 && initialGame?.public_id === publicId ? initialGame : null;
        const loaded = given ?? (await api.game(publicId, controller.signal)).game;
        if (!live) return;
        preloadBoard(loaded.type);
        const who = playerIdentity(store, loaded.account.public_id);
        setGame(loaded);
        setProfile(who.profile());
        const storedSession = store.get(sessionKey);
        const token = who.token();
        if (storedSession && token) {
          const requestSeq = ++seq.current;
          try {
            const { session: resumed } = await api.session(storedSession, token);
            if (!live) return;
            if (resumed.outcome.status === 'playing') {
              applySession(resumed, requestSeq, Date.now());
              return;
            }
            store.remove(sessionKey);
          } catch (error) {
            if (!live) return;
            // A session that is gone (or a token that changed): start afresh.
            if (error instanceof ApiError && error.status !== 0) store.remove(sessionKey);
          }
        }
        setPhase('intro');
      } catch (error) {
        if (!live || (error instanceof DOMException && error.name === 'AbortError')) return;
        if (error instanceof ApiError && error.status === 404) {
          setLoadError(error.message);
          setPhase('unavailable');
        } else {
          setLoadError(messageOf(error));
          setPhase('failed');
        }
      }
    })();
    return () => {
      live = false;
      controller.abort();
    };
    // applySession is stable for a given game; loading again only for a new id or a retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publicId, store, sessionKey, attempt]);

  const retryLoad = useCallback(() => {
    setLoadError(null);
    setPhase('loading');
    setAttempt((n) => n + 1);
  }, []);

  /** Saves a name/avatar chosen before the first game, now that the player exists. */
  const flushPendingProfile = useCallback(
    async (token: string) => {
      if (!identity) return;
      const pending = identity.profile();
      if (!pending?.pending) return;
      const changes: { display_name?: string; avatar?: string } = {};
      if (pending.display_name) changes.display_name = pending.display_name;
      if (pending.avatar) changes.avatar = pending.avatar;
      try {
        const { player } = await api.updatePlayer(changes, token);
        const saved = { display_name: player.display_name, avatar: player.avatar };
        identity.setProfile(saved);
        setProfile(saved);
      } catch {
        // Keep it pending; the player can save it again from Change avatar.
      }
    },
    [identity],
  );

  const start = useCallback(async () => {
    if (!game || !identity) return;
    if (starting.current) return;
    starting.current = true;
    setPhase('starting');
    setStartError(null);
    setEndedSessionId(null);
    const pending = identity.profile();
    const requestSeq = ++seq.current;
    try {
      const response = await api.startSession(
        game.public_id,
        {
          ...playOrigin(embed),
          ...(pending?.pending && pending.display_name
            ? { display_name: pending.display_name }
            : {}),
        },
        identity.token(),
      );
      if (response.player_token) identity.setToken(response.player_token);
      const known = {
        display_name: response.player.display_name,
        avatar: response.player.avatar,
      };
      if (!pending?.pending) {
        identity.setProfile(known);
        setProfile(known);
      }
      store.set(sessionKey, response.session.session_id);
      applySession(response.session, requestSeq, Date.now());
      const token = identity.token();
      if (pending?.pending && token) void flushPendingProfile(token);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setStartError({ status, message: messageOf(error) });
      setPhase(session && session.outcome.status !== 'playing' ? 'ended' : 'intro');
    } finally {
      starting.current = false;
    }
  }, [applySession, embed, flushPendingProfile, game, identity, session, sessionKey, store]);

  /** Sends one move; throws with the server's message when it is refused (the view shows it). */
  const send = useCallback(
    async (action: Record<string, unknown>): Promise<void> => {
      if (!session || !identity) throw new Error('Press Start to play');
      const requestSeq = ++seq.current;
      try {
        const { session: next } = await api.act(session.session_id, action, identity.token());
        applySession(next, requestSeq, Date.now());
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          store.remove(sessionKey);
          setPhase('intro');
          setSession(null);
        }
        throw new Error(messageOf(error), { cause: error });
      }
    },
    [applySession, identity, session, sessionKey, store],
  );

  /** Asks the server for the session again (e.g. when the clock runs out). */
  const refresh = useCallback(async () => {
    if (!session || !identity) return;
    const requestSeq = ++seq.current;
    try {
      const { session: next } = await api.session(session.session_id, identity.token());
      applySession(next, requestSeq, Date.now());
    } catch {
      // The next tick or move will try again.
    }
  }, [applySession, identity, session]);

  /** Saves the name and avatar; before the first game they are kept until the player exists. */
  const saveProfile = useCallback(
    async (changes: {
      display_name: string | null;
      avatar: string | null;
    }): Promise<'saved' | 'pending'> => {
      if (!identity) throw new Error('The game is still loading');
      const token = identity.token();
      if (!token) {
        const pending = {
          display_name: changes.display_name,
          avatar: changes.avatar,
          pending: true,
        };
        identity.setProfile(pending);
        setProfile(pending);
        return 'pending';
      }
      const body: { display_name?: string; avatar?: string } = {};
      if (changes.display_name) body.display_name = changes.display_name;
      if (changes.avatar) body.avatar = changes.avatar;
      const { player } = await api.updatePlayer(body, token);
      const saved = { display_name: player.display_name, avatar: player.avatar };
      identity.setProfile(saved);
      setProfile(saved);
      return 'saved';
    },
    [identity],
  );

  return {
    phase,
    game,
    loadError,
    startError,
    session,
    clock,
    profile,
    endedSessionId,
    leaderboard,
    retryLoad,
    start,
    send,
    refresh,
    loadLeaderboard,
    saveProfile,
  };
}

export type PlayState = ReturnType<typeof usePlay>;
