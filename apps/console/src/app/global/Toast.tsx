import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { toastStore, type ToastType } from '../../session/toast';
import { cx } from '../../ui/cx';
import { CloseIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../ui/icons';

type Sanitize = (html: string) => string;

/**
 * The sanitizer (DOMPurify) is not part of the console's first load: its chunk is fetched as the
 * app starts, and a message raised before it is here shows as soon as it is. Should the chunk
 * fail to load, messages show as plain text (their markup escaped, never interpreted).
 */
let sanitizer: Sanitize | 'failed' | null = null;
const sanitizerLoaded = import('./sanitize').then(
  (m) => (sanitizer = m.sanitizeToastHtml),
  () => (sanitizer = 'failed' as const),
);

function useSanitizer(): Sanitize | 'failed' | null {
  const [current, setCurrent] = useState(() => sanitizer);
  useEffect(() => {
    if (current) return;
    let live = true;
    void sanitizerLoaded.then((loaded) => {
      if (live) setCurrent(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [current]);
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

/** The toast banner: one message at a time, hidden after 5 s (see session/toast.ts). */
export function Toast() {
  const message = useStore(toastStore, (s) => s.message);
  const hide = useStore(toastStore, (s) => s.hide);
  const sanitize = useSanitizer();
  const urgent = message?.type === 'warning' || message?.type === 'danger';
  return (
    <div
      aria-live={urgent ? 'assertive' : 'polite'}
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex justify-center px-4 sm:top-4 sm:justify-end"
    >
      {message && sanitize ? (
        <div
          key={message.id}
          data-testid="toast"
          data-type={message.type}
          role={urgent ? 'alert' : 'status'}
          className={cx(
            'toast-enter pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 shadow-lg',
            styles[message.type].box,
          )}
        >
          <span className={cx('mt-0.5 shrink-0', styles[message.type].icon)}>
            {message.type === 'success' ? (
              <SuccessIcon />
            ) : message.type === 'info' ? (
              <InfoIcon />
            ) : (
              <WarningIcon />
            )}
          </span>
          {sanitize === 'failed' ? (
            <div className={TEXT_CLASS} data-testid="toast-text">
              {message.text}
            </div>
          ) : (
            <div
              className={TEXT_CLASS}
              data-testid="toast-text"
              dangerouslySetInnerHTML={{ __html: sanitize(message.text) }}
            />
          )}
          <button
            type="button"
            onClick={hide}
            className="-mr-1 shrink-0 rounded-md p-1 opacity-60 hover:bg-black/5 hover:opacity-100"
            aria-label="Dismiss message"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
