/**
 * The game pad's calls: load the game (and resume a stored session of it after a reload), start a
 * play, send moves, ask again when the clock runs out, save the player's name and avatar. The
 * state they change is one reducer (play-state.ts); the server is the referee, so the app only
 * shows the session it sends back.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { gameView, preloadGameView } from '@playdesk/games/views';
import { api, ApiError } from '../lib/api.js';
import { messageOf } from '../lib/error-text.js';
import type { PlaySession, PublicGame } from '../lib/api.js';
import { playerIdentity } from '../lib/player.js';
import type { PlayerIdentity, StoredProfile } from '../lib/player.js';
import { storageKeys } from '../lib/storage.js';
import type { SafeStore } from '../lib/storage.js';
import { initialPlayState, isOver, playReducer } from './play-state.js';
import type { PlayState } from './play-state.js';
import { useLeaderboard } from './useLeaderboard.js';
import { appT, loadTexts, useI18n } from '../i18n/i18n.js';
import { currentVisit } from '../insight/visit.js';
import { asker, gameForPlayer } from './game-for-player.js';

/** The device id and the invisible challenge: a lazy chunk, fetched once the game is known. */
const fairPlay = () => import('../fair/challenge.js').then((m) => m.challenges);

export type { Phase } from './play-state.js';
export type { LeaderboardState } from './useLeaderboard.js';

/**
 * Wait before the end pop-up, so the player sees the last move land on the board; a game whose
 * end is animated (the wheel turning) says how long it needs (`resultDelayMs`).
 */
const RESULT_DELAY_MS = 900;

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

type ProfileChanges = { display_name?: string; avatar?: string };

/** The name and avatar worth sending (empty ones are left out). */
function changesOf(profile: Pick<StoredProfile, 'display_name' | 'avatar'>): ProfileChanges {
  return {
    ...(profile.display_name ? { display_name: profile.display_name } : {}),
    ...(profile.avatar ? { avatar: profile.avatar } : {}),
  };
}

/**
 * The pad's first state: the page's game straight on its intro when nothing is to be resumed (the
 * first render is then the intro itself, with no loading screen in between); else loading. A game
 * running an experiment is asked for again: its variant is this player's or this visit's.
 */
function firstState(publicId: string, store: SafeStore, given: PublicGame | undefined): PlayState {
  if (
    !given ||
    given.public_id !== publicId ||
    given.experiment ||
    store.get(storageKeys.session(publicId))
  )
    return initialPlayState;
  const profile = playerIdentity(store, given.account.public_id).profile();
  return playReducer(playReducer(initialPlayState, { type: 'loaded', game: given, profile }), {
    type: 'ready',
  });
}

export function usePlay({ publicId, embed, store, initialGame }: Options) {
  const [state, dispatch] = useReducer(playReducer, undefined, () =>
    firstState(publicId, store, initialGame),
  );
  // Shown from the page's game on the first render: the first load has nothing left to do.
  const shownAtOnce = useRef(state.phase === 'intro');
  const { game, session, phase, attempt } = state;
  const { lang } = useI18n();

  // Answers to older requests never replace a newer one already shown.
  const seq = useRef(0);
  const applied = useRef(0);
  const phaseRef = useRef(phase);
  const gameRef = useRef(game);
  const starting = useRef(false);
  useEffect(() => {
    phaseRef.current = phase;
    gameRef.current = game;
  }, [phase, game]);

  const identity = useMemo(
    () => (game ? playerIdentity(store, game.account.public_id) : null),
    [game, store],
  );
  const token = useCallback(() => identity?.token() ?? null, [identity]);
  // A game without points (a personality test) has no leader board to load.
  const ranked = game ? gameView(game.type).scoring !== null : false;
  const leaderboard = useLeaderboard(ranked ? (game?.public_id ?? null) : null, token);
  const loadLeaderboard = leaderboard.load;
  const sessionKey = storageKeys.session(publicId);

  /** Shows a session the server sent; ignores answers older than one already shown. */
  const applySession = useCallback(
    (next: PlaySession, requestSeq: number, receivedAt: number) => {
      if (requestSeq < applied.current) return;
      applied.current = requestSeq;
      dispatch({ type: 'session', session: next, receivedAt });
      if (next.outcome.status === 'playing') return;
      // A play that won a reward (or one kept until the player verifies) stays remembered, so a
      // reload shows the reward again; the next Start replaces it.
      if (!next.reward && !next.reward_awaiting_verification) store.remove(sessionKey);
      if (phaseRef.current === 'playing') {
        const type = gameRef.current?.type;
        const animated = type ? gameView(type).resultDelayMs?.() : undefined;
        window.setTimeout(() => {
          dispatch({ type: 'result_due', sessionId: next.session_id });
          // An animated end (the wheel turning) is left to run alone: the board asks nothing more.
          if (animated) void loadLeaderboard();
        }, animated ?? RESULT_DELAY_MS);
        if (!animated) void loadLeaderboard();
      }
    },
    [loadLeaderboard, sessionKey, store],
  );

  /**
   * Resumes the session stored for this game, if the server still has it in play, or shows it
   * again if it ended with a reward. True when there is nothing more to do (resumed, or the page
   * moved on meanwhile).
   */
  const resume = useCallback(
    async (who: PlayerIdentity, live: () => boolean): Promise<boolean> => {
      const storedSession = store.get(sessionKey);
      const playerToken = who.token();
      if (!storedSession || !playerToken) return false;
      const requestSeq = ++seq.current;
      try {
        const { session: resumed } = await api.session(storedSession, playerToken);
        if (!live()) return true;
        if (resumed.outcome.status === 'playing') {
          applySession(resumed, requestSeq, Date.now());
          return true;
        }
        if (resumed.reward || resumed.reward_awaiting_verification) {
          // The play ended with a reward: show its result (and the reward, or what releases it)
          // again.
          applySession(resumed, requestSeq, Date.now());
          dispatch({ type: 'result_due', sessionId: resumed.session_id });
          void loadLeaderboard();
          return true;
        }
        store.remove(sessionKey);
      } catch (error) {
        if (!live()) return true;
        // A session that is gone (or a token that changed): start afresh.
        if (error instanceof ApiError && error.status !== 0) store.remove(sessionKey);
      }
      return false;
    },
    [applySession, loadLeaderboard, sessionKey, store],
  );

  // Load the game, then resume a stored session of it (a reload mid-game).
  useEffect(() => {
    const controller = new AbortController();
    let live = true;
    (async () => {
      try {
        if (attempt === 0 && shownAtOnce.current && initialGame) {
          preloadGameView(initialGame.type);
          return;
        }
        const page = initialGame?.public_id === publicId ? initialGame : undefined;
        const given = attempt === 0 && page && !page.experiment ? page : null;
        const account = page?.account.public_id;
        const loaded =
          given ??
          (await gameForPlayer(
            async (who) => (await api.game(publicId, controller.signal, lang, who)).game,
            store,
            account,
            currentVisit().visit_id,
          ));
        if (!live) return;
        preloadGameView(loaded.type);
        const player = playerIdentity(store, loaded.account.public_id);
        dispatch({ type: 'loaded', game: loaded, profile: player.profile() });
        if (!(await resume(player, () => live))) dispatch({ type: 'ready' });
      } catch (error) {
        if (!live || (error instanceof DOMException && error.name === 'AbortError')) return;
        const unavailable = error instanceof ApiError && error.status === 404;
        if (error instanceof ApiError && error.code) await loadTexts('later');
        if (!live) return;
        dispatch({ type: 'load_failed', unavailable, message: messageOf(error) });
      }
    })();
    return () => {
      live = false;
      controller.abort();
    };
    // resume is stable for a given game; loading again only for a new id or a retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publicId, store, sessionKey, attempt]);

  // The player chose another of the game's languages: its texts follow (a play under way keeps
  // the questions it started with).
  const shownLanguage = game?.language;
  const gameLanguages = game?.languages;
  const gameAccount = game?.account.public_id;
  useEffect(() => {
    if (!shownLanguage || shownLanguage === lang || !gameLanguages?.some((l) => l === lang)) return;
    const controller = new AbortController();
    api
      .game(publicId, controller.signal, lang, asker(store, gameAccount, currentVisit().visit_id))
      .then(({ game: translated }) => dispatch({ type: 'translated', game: translated }))
      .catch(() => undefined); // the texts shown stay: still a working game
    return () => controller.abort();
  }, [publicId, lang, shownLanguage, gameLanguages, store, gameAccount]);

  // Whether the next start must prove work is asked as soon as the game is known, so Start never
  // waits for the question (fair/challenge.ts; a low-risk player is asked for nothing).
  const knownGame = game?.public_id;
  useEffect(() => {
    if (knownGame) void fairPlay().then((c) => c.prefetch(knownGame));
  }, [knownGame]);

  const retryLoad = useCallback(() => dispatch({ type: 'retry' }), []);

  /** Remembers a saved name and avatar, here and on this device. */
  const keepProfile = useCallback(
    (profile: StoredProfile) => {
      identity?.setProfile(profile);
      dispatch({ type: 'profile', profile });
    },
    [identity],
  );

  /** Saves a name/avatar chosen before the first game, now that the player exists. */
  const flushPendingProfile = useCallback(
    async (playerToken: string) => {
      const pending = identity?.profile();
      if (!pending?.pending) return;
      try {
        const { player } = await api.updatePlayer(changesOf(pending), playerToken);
        keepProfile({
          public_id: player.public_id,
          display_name: player.display_name,
          avatar: player.avatar,
        });
      } catch {
        // Keep it pending; the player can save it again from Change avatar.
      }
    },
    [identity, keepProfile],
  );

  const start = useCallback(async () => {
    if (!game || !identity || starting.current) return;
    starting.current = true;
    dispatch({ type: 'starting' });
    const pending = identity.profile();
    const requestSeq = ++seq.current;
    try {
      const response = await (
        await fairPlay()
      ).send(game.public_id, (headers) =>
        api.startSession(
          game.public_id,
          {
            ...playOrigin(embed),
            // The play's questions, phrases and words are in the player's language.
            language: lang,
            // Where the visit came from, and the variant the page showed (a new player keeps it).
            visit: currentVisit(),
            ...(game.experiment ? { variant: game.experiment.variant } : {}),
            ...(pending?.pending && pending.display_name
              ? { display_name: pending.display_name }
              : {}),
          },
          identity.token(),
          headers,
        ),
      );
      if (response.player_token) identity.setToken(response.player_token);
      const { player } = response;
      keepProfile(
        pending?.pending
          ? { ...pending, public_id: player.public_id }
          : {
              public_id: player.public_id,
              display_name: player.display_name,
              avatar: player.avatar,
            },
      );
      store.set(sessionKey, response.session.session_id);
      applySession(response.session, requestSeq, Date.now());
      const playerToken = identity.token();
      if (pending?.pending && playerToken) void flushPendingProfile(playerToken);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // The refusal's text (error.play.*) is in the later texts: here before it shows.
      if (error instanceof ApiError && error.code) await loadTexts('later');
      dispatch({ type: 'start_failed', error: { status, message: messageOf(error) } });
    } finally {
      starting.current = false;
    }
  }, [
    applySession,
    embed,
    flushPendingProfile,
    game,
    identity,
    keepProfile,
    lang,
    sessionKey,
    store,
  ]);

  /** Sends one move; throws with the server's message when it is refused (the view shows it). */
  const send = useCallback(
    async (action: Record<string, unknown>): Promise<void> => {
      if (!session || !identity) throw new Error(appT()('error.press_start'));
      const requestSeq = ++seq.current;
      try {
        const { session: next } = await api.act(session.session_id, action, identity.token());
        applySession(next, requestSeq, Date.now());
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          store.remove(sessionKey);
          dispatch({ type: 'session_gone' });
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
      if (!identity) throw new Error(appT()('error.still_loading'));
      const playerToken = identity.token();
      if (!playerToken) {
        keepProfile({ ...changes, pending: true });
        return 'pending';
      }
      const { player } = await api.updatePlayer(changesOf(changes), playerToken);
      keepProfile({
        public_id: player.public_id,
        display_name: player.display_name,
        avatar: player.avatar,
      });
      return 'saved';
    },
    [identity, keepProfile],
  );

  return {
    ...state,
    /** Whether the session on show is over (its result and Play again are shown). */
    over: isOver(session),
    leaderboard: leaderboard.state,
    retryLoad,
    start,
    send,
    refresh,
    loadLeaderboard,
    saveProfile,
    keepProfile,
  };
}

export type PlayControls = ReturnType<typeof usePlay>;
