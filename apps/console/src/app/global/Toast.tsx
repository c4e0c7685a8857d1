import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { coversAny, placeToast, type Box } from '../../lib/toast-placement';
import { toastStore, type ToastType } from '../../session/toast';
import { cx } from '../../ui/cx';
import { useT } from '../../i18n/i18n';
import { CloseIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../ui/icons-core';

type Sanitize = (html: string) => string;

/**
 * Toast texts are HTML (docs/product-rules.md#toast), but most are plain words: a text without
 * markup or character references (no `<`, no `&`) reads the same as text as it would as HTML, and
 * is shown as text. Only a text with markup needs the sanitizer (DOMPurify, 11 KB gzip), so its
 * chunk is fetched with the first such message, not by every page (docs/adr/013-console-first-load.md);
 * that message shows as soon as it is here. Should the chunk fail to load, messages show as plain
 * text (their markup escaped, never interpreted).
 */
const PLAIN_TEXT = /^[^<&\r\0]*$/;

let sanitizer: Sanitize | 'failed' | null = null;
let sanitizerLoad: Promise<unknown> | null = null;
function loadSanitizer(): Promise<unknown> {
  sanitizerLoad ??= import('./sanitize').then(
    (m) => (sanitizer = m.sanitizeToastHtml),
    () => (sanitizer = 'failed' as const),
  );
  return sanitizerLoad;
}

function useSanitizer(needed: boolean): Sanitize | 'failed' | null {
  const [current, setCurrent] = useState(() => sanitizer);
  useEffect(() => {
    if (current || !needed) return;
    let live = true;
    void loadSanitizer().then(() => {
      if (live) setCurrent(() => sanitizer);
    });
    return () => {
      live = false;
    };
  }, [current, needed]);
  return current;
}

const styles: Record<ToastType, { box: string; icon: string }> = {
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: 'text-emerald-600' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: 'text-amber-600' },
  danger: { box: 'border-red-200 bg-red-50 text-red-900', icon: 'text-red-600' },
  info: { box: 'border-primary-200 bg-primary-50 text-primary-900', icon: 'text-primary-600' },
};

const TEXT_CLASS =
  'min-w-0 flex-1 text-sm leading-6 break-words whitespace-pre-line [&_a]:font-medium [&_a]:underline';

/** What a person may click or type in: the toast must cover none of them. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="slider"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Points of a control tried to see whether it is on top (the centre, then near each corner). */
const PROBES = [
  [0.5, 0.5],
  [0.15, 0.15],
  [0.85, 0.15],
  [0.15, 0.85],
  [0.85, 0.85],
] as const;

/**
 * The boxes of the controls a person can reach now: on screen, and on top at one of their points
 * at least — not clipped away by a scrolling panel, nor under a dialog's overlay (a modal dialog
 * leaves only its own controls reachable). The toast itself is left out of the hit tests.
 */
function reachableControls(toast: HTMLElement): Box[] {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const saved = toast.style.pointerEvents;
  toast.style.pointerEvents = 'none';
  try {
    const boxes: Box[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (toast.contains(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.right <= 0) continue;
      if (r.top >= height || r.left >= width) continue;
      const onTop = PROBES.some(([fx, fy]) => {
        const x = r.left + r.width * fx;
        const y = r.top + r.height * fy;
        if (x < 0 || y < 0 || x >= width || y >= height) return false;
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === el || el.contains(hit));
      });
      if (onTop) boxes.push({ left: r.left, top: r.top, width: r.width, height: r.height });
    }
    return boxes;
  } finally {
    toast.style.pointerEvents = saved;
  }
}

/**
 * Places a shown toast where it covers no control (docs/product-rules.md#toast), and moves it if
 * the screen changes under it (a dialog opens, the window is resized); returns the clean-up. The
 * box is laid out hidden at the top left, measured, then moved: its inline position is set here
 * only (React renders no `style` on it).
 */
function keepClear(el: HTMLElement): () => void {
  const place = () => {
    const at = placeToast(
      reachableControls(el),
      { width: document.documentElement.clientWidth, height: window.innerHeight },
      { width: el.offsetWidth, height: el.offsetHeight },
    );
    // Written only when it changes: the observer below sees every write.
    const left = `${at.left}px`;
    const top = `${at.top}px`;
    if (el.style.left !== left) el.style.left = left;
    if (el.style.top !== top) el.style.top = top;
    if (el.style.visibility !== 'visible') el.style.visibility = 'visible';
  };
  place();
  // The screen changes under a shown toast — a drawer or dialog opens, a bar appears, a panel
  // finishes sliding in: look again once per frame at most, and move only if it now covers one.
  // (Scrolling does not move it: the content passes under it and stays reachable.)
  let frame = 0;
  const recheck = () => {
    if (frame) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      const r = el.getBoundingClientRect();
      const now = { left: r.left, top: r.top, width: r.width, height: r.height };
      if (coversAny(now, reachableControls(el))) place();
    });
  };
  const observer = new MutationObserver((records) => {
    if (records.some((r) => !el.contains(r.target))) recheck();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  const events = ['animationend', 'transitionend'] as const;
  for (const name of events) document.addEventListener(name, recheck, true);
  window.addEventListener('resize', place);
  return () => {
    observer.disconnect();
    window.cancelAnimationFrame(frame);
    for (const name of events) document.removeEventListener(name, recheck, true);
    window.removeEventListener('resize', place);
  };
}

/**
 * The toast banner: one message at a time, hidden after 5 s (see session/toast.ts), placed where
 * it covers no control.
 */
export function Toast() {
  const t = useT();
  const message = useStore(toastStore, (s) => s.message);
  const hide = useStore(toastStore, (s) => s.hide);
  const plain = message ? PLAIN_TEXT.test(message.text) : true;
  const sanitize = useSanitizer(!plain);
  const ready = message && (plain || sanitize) ? message : null;
  const urgent = message?.type === 'warning' || message?.type === 'danger';
  const boxRef = useRef<HTMLDivElement>(null);
  const shown = ready ? ready.id : null;
  // Placed before the first paint, so the toast never shows over a control; its 5 s count from
  // the frame that paints it (a busy device can take a while to get there).
  useLayoutEffect(() => {
    if (shown === null || !boxRef.current) return undefined;
    const release = keepClear(boxRef.current);
    const frame = window.requestAnimationFrame(() => toastStore.getState().displayed(shown));
    return () => {
      window.cancelAnimationFrame(frame);
      release();
    };
  }, [shown]);
  return (
    <div aria-live={urgent ? 'assertive' : 'polite'} className="pointer-events-none">
      {ready ? (
        <div
          key={ready.id}
          ref={boxRef}
          data-testid="toast"
          data-type={ready.type}
          role={urgent ? 'alert' : 'status'}
          className={cx(
            'toast-enter pointer-events-auto invisible fixed top-0 left-0 z-[60] flex w-[calc(100vw-2rem)] max-w-sm items-start gap-3 rounded-xl border px-4 py-3 shadow-lg',
            styles[ready.type].box,
          )}
        >
          <span className={cx('mt-0.5 shrink-0', styles[ready.type].icon)}>
            {ready.type === 'success' ? (
              <SuccessIcon />
            ) : ready.type === 'info' ? (
              <InfoIcon />
            ) : (
              <WarningIcon />
            )}
          </span>
          {plain || !sanitize || sanitize === 'failed' ? (
            <div className={TEXT_CLASS} data-testid="toast-text">
              {ready.text}
            </div>
          ) : (
            <div
              className={TEXT_CLASS}
              data-testid="toast-text"
              dangerouslySetInnerHTML={{ __html: sanitize(ready.text) }}
            />
          )}
          <button
            type="button"
            onClick={hide}
            className="-mr-1 shrink-0 rounded-md p-1 opacity-60 hover:bg-black/5 hover:opacity-100"
            aria-label={t('common.dismiss')}
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
