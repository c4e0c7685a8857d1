import { createStore } from 'zustand/vanilla';

/** Top loading bar constants (docs/product-rules.md#top-loading-bar). */
export const LOADING_BAR = {
  thickness: '3px',
  color: '#29d',
  failedColor: '#e5484d',
  durationMs: 3000,
  tickMs: 100,
  cap: 99,
  autoFinishAbove: 95,
  /** How long the finished (100 %) bar stays before it fades out. */
  hideDelayMs: 400,
  /** Fade-out time; the bar resets to 0 % once it is invisible. */
  fadeMs: 500,
} as const;

export interface LoadingBarState {
  readonly percent: number;
  readonly visible: boolean;
  readonly failed: boolean;
  /** Requests in flight: the bar starts on each request and finishes when all have answered. */
  readonly pending: number;
  start(durationMs?: number): void;
  finish(): void;
  fail(): void;
  /** A request starts. */
  requestStarted(): void;
  /** A request answered (ok) or failed. */
  requestEnded(ok: boolean): void;
}

export interface BarTimers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: BarTimers = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * Progress model of the top loading bar: from 0, every 100 ms it grows by a random step scaled
 * so that it would take about `durationMs` to fill, never above 99 %; once above 95 % it
 * finishes by itself. finish() jumps to 100 % and hides it; fail() does the same in the failure
 * colour.
 */
export function createLoadingBar(
  random: () => number = Math.random,
  timers: BarTimers = realTimers,
) {
  let ticker: unknown = null;
  let hider: unknown = null;
  let batchFailed = false;

  const stopTicker = () => {
    if (ticker !== null) timers.clearInterval(ticker);
    ticker = null;
  };
  const stopHider = () => {
    if (hider !== null) timers.clearTimeout(hider);
    hider = null;
  };

  return createStore<LoadingBarState>()((set, get) => {
    const complete = (failed: boolean) => {
      stopTicker();
      stopHider();
      set({ percent: 100, failed, visible: true });
      hider = timers.setTimeout(() => {
        set({ visible: false });
        hider = timers.setTimeout(() => {
          hider = null;
          set({ percent: 0, failed: false });
        }, LOADING_BAR.fadeMs);
      }, LOADING_BAR.hideDelayMs);
    };

    return {
      percent: 0,
      visible: false,
      failed: false,
      pending: 0,
      start(durationMs = LOADING_BAR.durationMs) {
        stopTicker();
        stopHider();
        set({ percent: 0, visible: true, failed: false });
        const cut = 10_000 / Math.floor(durationMs);
        ticker = timers.setInterval(() => {
          const next = Math.min(LOADING_BAR.cap, get().percent + Math.floor(cut * random()));
          set({ percent: next });
          if (next > LOADING_BAR.autoFinishAbove) complete(false);
        }, LOADING_BAR.tickMs);
      },
      finish() {
        complete(false);
      },
      fail() {
        complete(true);
      },
      requestStarted() {
        const pending = get().pending + 1;
        set({ pending });
        if (pending === 1) {
          batchFailed = false;
          get().start();
        }
      },
      requestEnded(ok) {
        const pending = Math.max(0, get().pending - 1);
        if (!ok) batchFailed = true;
        set({ pending });
        if (pending === 0) {
          if (batchFailed) get().fail();
          else get().finish();
        }
      },
    };
  });
}

export const loadingBar = createLoadingBar();
