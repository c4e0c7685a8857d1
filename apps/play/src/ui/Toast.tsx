import { useCallback, useEffect, useRef, useState } from 'react';
import type { IconComponent } from '@playdesk/games/icons';
import { CheckIcon, InfoIcon, WarningIcon } from './icons.js';
import { useT } from '../i18n/i18n.js';

export interface ToastMessage {
  id: number;
  text: string;
  tone: 'info' | 'error' | 'success';
}

const TOAST_MS = 4000;

/** One short message at a time, hidden after a few seconds. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const nextId = useRef(1);
  const show = useCallback((text: string, tone: ToastMessage['tone'] = 'info') => {
    setToast({ id: nextId.current++, text, tone });
  }, []);
  const hide = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return { toast, show, hide };
}

const TONES: Record<ToastMessage['tone'], { className: string; Icon: IconComponent }> = {
  info: { className: 'bg-gray-900 text-white', Icon: InfoIcon },
  success: { className: 'bg-emerald-700 text-white', Icon: CheckIcon },
  error: { className: 'bg-red-700 text-white', Icon: WarningIcon },
};

function ToneIcon({ tone }: { tone: ToastMessage['tone'] }) {
  const { Icon } = TONES[tone];
  return <Icon className="mt-px size-4.5 shrink-0" />;
}

/**
 * The message is announced by a live region that is always in the page; the visible toast is a
 * manual popover, so it shows in the top layer — above an open pop-up dialog too.
 */
export function Toast({ toast, onClose }: { toast: ToastMessage | null; onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.showPopover !== 'function') return;
    try {
      if (el.matches(':popover-open')) el.hidePopover();
      if (toast) el.showPopover(); // re-shown, so it stacks above a dialog opened since
    } catch {
      // Without popover support the toast is a plain fixed element.
    }
  }, [toast]);

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {toast?.text ?? ''}
      </p>
      <div
        ref={ref}
        popover="manual"
        className="pointer-events-none fixed inset-x-0 top-auto bottom-4 z-50 m-0 flex w-full py-0 justify-center overflow-visible border-0 bg-transparent px-4"
      >
        {toast && (
          <div
            key={toast.id}
            className={`pd-rise pointer-events-auto flex max-w-sm items-start gap-2 rounded-2xl px-4 py-3 text-sm font-medium whitespace-pre-line shadow-xl ${TONES[toast.tone].className}`}
          >
            <ToneIcon tone={toast.tone} />
            <span>{toast.text}</span>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.dismiss')}
              className="-my-1 -me-2 ms-1 rounded-full px-2 text-lg leading-none opacity-80 hover:opacity-100"
            >
              ×
            </button>
          </div>
        )}
      </div>
    </>
  );
}
