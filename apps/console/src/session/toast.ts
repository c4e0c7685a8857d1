import { createStore } from 'zustand/vanilla';

/** Toast display time (docs/product-rules.md#toast). */
export const TOAST_DURATION_MS = 5000;

export type ToastType = 'success' | 'danger' | 'warning' | 'info';

export interface ToastMessage {
  /** HTML text (docs/product-rules.md#toast); the view sanitises it before rendering. */
  readonly text: string;
  readonly type: ToastType;
  /** Changes with every message, so the view re-announces a repeated text. */
  readonly id: number;
}

export interface ToastState {
  readonly message: ToastMessage | null;
  show(text: string, type?: ToastType): void;
  /**
   * The view reports that message `id` is now on screen: its 5 s count again from here, so a slow
   * render (a busy device, the sanitizer still loading) never shortens the time a person sees it.
   */
  displayed(id: number): void;
  hide(): void;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Toast (docs/product-rules.md#toast): a new message with text is shown, any earlier hide timer is
 * cancelled, and after 5 seconds the toast is hidden and the stored message cleared.
 */
export function createToastStore(timers: Timers = realTimers) {
  let timer: unknown = null;
  let nextId = 1;
  const cancel = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  return createStore<ToastState>()((set, get) => {
    const startTimer = () => {
      cancel();
      timer = timers.setTimeout(() => {
        timer = null;
        set({ message: null });
      }, TOAST_DURATION_MS);
    };
    return {
      message: null,
      show(text, type = 'success') {
        if (!text) return;
        set({ message: { text, type, id: nextId++ } });
        startTimer();
      },
      displayed(id) {
        if (get().message?.id === id) startTimer();
      },
      hide() {
        cancel();
        set({ message: null });
      },
    };
  });
}

export const toastStore = createToastStore();

export const toast = {
  success: (text: string) => toastStore.getState().show(text, 'success'),
  warning: (text: string) => toastStore.getState().show(text, 'warning'),
  danger: (text: string) => toastStore.getState().show(text, 'danger'),
  info: (text: string) => toastStore.getState().show(text, 'info'),
};
