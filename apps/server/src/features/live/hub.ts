/**
 * The sockets of this instance, by show, and how a change reaches them (docs/live.md#fan-out).
 * A change (a host command, a join, an answer) is announced on the cache bus: in one process an
 * event, with REDIS_URL a Redis publication every instance hears. Each instance then reads the
 * show once from the database — only its own phones' rows and the counts, unless the phase ranks
 * or reveals (view.ts `needsEveryPlayer`) — and sends each of its own sockets its view. A command
 * is sent at once; joins and answers, which only move counts, are gathered for `COUNT_GAP_MS`. A
 * question's deadline is sent by a timer, so phones see "time's up" without asking.
 */
import {
  LIVE_PROTOCOL_VERSION,
  type Language,
  type LiveServerMessage,
  type LiveView,
} from '@playdesk/contract';
import type { CacheBus } from '../../infra/cache-bus.js';
import type { LiveViews } from './view.js';

export const LIVE_BUS = 'live';
/** Joins and answers change only counts: the screens hear of them at most this often. */
export const COUNT_GAP_MS = 250;

export interface LiveSocket {
  playerId: string | null;
  send(message: LiveServerMessage): void;
  /** Sends a message already serialised (a fan-out serialises each distinct part once). */
  sendText(text: string): void;
}

const STATE_TAIL = '"me":null}}';

/**
 * Every socket's `state` message of one change, serialised once per distinct part: the view
 * shared by all (top 10, counts, question) once per language the phones see the show in, then
 * per phone only its own `me` (the view's last key, view.ts) spliced in — not the whole view per
 * socket. The screens' message is one string for all of them.
 */
export function stateMessages(views: LiveViews): (playerId: string | null) => string {
  const whole = (view: LiveView) =>
    JSON.stringify({ v: LIVE_PROTOCOL_VERSION, type: 'state', view });
  const screen = whole(views(null));
  // Each language's message up to its `me`; null when `me` is no longer the view's last key
  // (then each view is serialised whole: slower, still right).
  const heads = new Map<Language | null, string | null>();
  const headOf = (language: Language | null) => {
    let head = heads.get(language);
    if (head === undefined) {
      const text = language === null ? screen : whole({ ...views.shared(language), me: null });
      head = text.endsWith(STATE_TAIL) ? text.slice(0, -'null}}'.length) : null;
      heads.set(language, head);
    }
    return head;
  };
  return (playerId) => {
    const mine = playerId === null ? null : views.own(playerId);
    if (!mine) return screen;
    const head = headOf(mine.language);
    return head === null ? whole(views(playerId)) : `${head}${JSON.stringify(mine.me)}}}`;
  };
}

interface Show {
  sockets: Set<LiveSocket>;
  running: boolean;
  /** Another change came while sending: send again once done (urgent or not). */
  again: 'urgent' | 'counts' | null;
  countTimer: NodeJS.Timeout | null;
  deadlineTimer: NodeJS.Timeout | null;
  /** How long the last fan-out took (read + send), in ms: it spaces the count updates. */
  cost: number;
}

/**
 * The wait before sending a count update: COUNT_GAP_MS, or twice what the last fan-out took when
 * that is longer — so with thousands of sockets count updates take at most a third of this
 * instance's time and joins, hellos and answers keep the rest (docs/live.md#fan-out). Commands
 * are never delayed.
 */
export const countGap = (cost: number): number => Math.max(COUNT_GAP_MS, 2 * cost);

/** How long one read of a show serves later hellos, joins and polls (their clocks need it fresh). */
export const VIEWS_FRESH_MS = 250;

export function createLiveHub(
  bus: CacheBus,
  /** The show's views; with `only`, right for those players and the screen (service.ts). */
  loadFresh: (sessionId: string, only?: readonly string[]) => Promise<LiveViews | null>,
  onError: (error: unknown) => void,
  clock: () => number = Date.now,
) {
  const shows = new Map<string, Show>();
  // The views a hello, a join or a poll is answered from (docs/live.md#fan-out). Those of a show
  // in the same turn of the event loop share one read, of their own players' rows only
  // while nobody is ranked (`needsEveryPlayer`), of every player's when the standings show. A read
  // serves later hellos for VIEWS_FRESH_MS when it holds their row: in the standings every one,
  // else only those it read (the rest gather for the next read). A command drops it; a read that
  // a command overtook is not kept, and its hellos read again.
  const recent = new Map<string, { at: number; views: LiveViews | null }>();
  const gathering = new Map<string, { ids: Set<string>; views: Promise<LiveViews | null> }>();
  const commands = new Map<string, number>();
  const commandsOf = (sessionId: string) => commands.get(sessionId) ?? 0;

  function gather(sessionId: string): { ids: Set<string>; views: Promise<LiveViews | null> } {
    let batch = gathering.get(sessionId);
    if (batch) return batch;
    const ids = new Set<string>();
    const views = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      // Hellos from here on gather for the next read.
      gathering.delete(sessionId);
      const at = clock();
      const seen = commandsOf(sessionId);
      const read = await loadFresh(sessionId, [...ids]);
      if (commandsOf(sessionId) === seen) recent.set(sessionId, { at, views: read });
      return read;
    })();
    batch = { ids, views };
    gathering.set(sessionId, batch);
    return batch;
  }

  /**
   * The show's views for a hello, a join or a poll (null for a show that is gone), holding
   * `playerId`'s own part (with null, only the shared part and the screen's are needed).
   */
  async function views(sessionId: string, playerId: string | null): Promise<LiveViews | null> {
    for (;;) {
      const hit = recent.get(sessionId);
      if (
        hit &&
        clock() - hit.at < VIEWS_FRESH_MS &&
        (!hit.views || playerId === null || hit.views.own(playerId))
      ) {
        return hit.views;
      }
      const seen = commandsOf(sessionId);
      const batch = gather(sessionId);
      if (playerId) batch.ids.add(playerId);
      const read = await batch.views;
      // A command came during the read: its views may be from before it, read again.
      if (commandsOf(sessionId) === seen) return read;
    }
  }

  async function flush(sessionId: string): Promise<void> {
    const show = shows.get(sessionId);
    if (!show || show.sockets.size === 0) return;
    if (show.running) {
      show.again = 'urgent';
      return;
    }
    show.running = true;
    const started = performance.now();
    try {
      const own: string[] = [];
      const readFor = new Set(show.sockets);
      for (const socket of readFor) if (socket.playerId) own.push(socket.playerId);
      const views = await loadFresh(sessionId, own);
      if (!views) return;
      const message = stateMessages(views);
      let late = false;
      for (const socket of show.sockets) {
        // A phone that said hello during the read is not in it: its view would have no `me` (its
        // score, its answer). Its hello's view is from after any command this fan-out follows
        // (`views` reads again when a command overtakes it), so it skips this one and gets the
        // next count update, scheduled below.
        if (!readFor.has(socket) && socket.playerId !== null && !views.own(socket.playerId)) {
          late = true;
          continue;
        }
        socket.sendText(message(socket.playerId));
      }
      if (late) changed(sessionId, false);
      const screen = views(null);
      if (show.deadlineTimer) clearTimeout(show.deadlineTimer);
      show.deadlineTimer = null;
      if (screen.phase === 'question' && !screen.paused && screen.question) {
        const wait = Date.parse(screen.question.deadline) - clock() + 20;
        show.deadlineTimer = setTimeout(() => void flush(sessionId), Math.max(0, wait));
        show.deadlineTimer.unref();
      }
    } catch (error) {
      onError(error);
    } finally {
      show.cost = performance.now() - started;
      show.running = false;
      if (show.again) {
        show.again = null;
        void flush(sessionId);
      }
    }
  }

  function changed(sessionId: string, urgent: boolean): void {
    const show = shows.get(sessionId);
    if (!show) return;
    if (urgent) {
      if (show.countTimer) clearTimeout(show.countTimer);
      show.countTimer = null;
      void flush(sessionId);
    } else if (!show.countTimer) {
      show.countTimer = setTimeout(() => {
        show.countTimer = null;
        void flush(sessionId);
      }, countGap(show.cost));
      show.countTimer.unref();
    }
  }

  bus.on(LIVE_BUS, (key) => {
    const urgent = key.endsWith('!');
    const sessionId = urgent ? key.slice(0, -1) : key;
    // A command changes what every phone sees: no view from before it. Joins and answers only
    // move counts (a phone's own answer it knows): the shared read stays for its 250 ms.
    if (urgent) {
      recent.delete(sessionId);
      commands.set(sessionId, commandsOf(sessionId) + 1);
    }
    changed(sessionId, urgent);
  });

  return {
    /** Announces a change to every instance (`urgent`: a command, sent at once). */
    notify(sessionId: string, urgent: boolean): void {
      bus.invalidate(LIVE_BUS, urgent ? `${sessionId}!` : sessionId);
    },
    add(sessionId: string, socket: LiveSocket): void {
      let show = shows.get(sessionId);
      if (!show) {
        show = {
          sockets: new Set(),
          running: false,
          again: null,
          countTimer: null,
          deadlineTimer: null,
          cost: 0,
        };
        shows.set(sessionId, show);
      }
      show.sockets.add(socket);
    },
    remove(sessionId: string, socket: LiveSocket): void {
      const show = shows.get(sessionId);
      if (!show) return;
      show.sockets.delete(socket);
      if (show.sockets.size === 0) {
        if (show.countTimer) clearTimeout(show.countTimer);
        if (show.deadlineTimer) clearTimeout(show.deadlineTimer);
        shows.delete(sessionId);
        recent.delete(sessionId);
        commands.delete(sessionId);
      }
    },
    /** The views for a hello, a join or a poll: those of one turn share a read (above). */
    views,
    /** Sockets connected here (metrics, tests). */
    size(): number {
      let n = 0;
      for (const show of shows.values()) n += show.sockets.size;
      return n;
    },
    close(): void {
      for (const show of shows.values()) {
        if (show.countTimer) clearTimeout(show.countTimer);
        if (show.deadlineTimer) clearTimeout(show.deadlineTimer);
      }
      shows.clear();
      recent.clear();
      commands.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
