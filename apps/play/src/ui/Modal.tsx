import { useEffect, useId, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { surfaceStyle } from '../lib/template-theme.js';
import type { TemplateTheme } from '../lib/template-theme.js';
import { useT } from '../i18n/i18n.js';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Shown above the title (an icon or emoji), hidden from screen readers. */
  icon?: ReactNode;
  children: ReactNode;
  /** Extra content behind the panel (e.g. confetti). */
  decoration?: ReactNode;
  /** A business template's colours for the panel; the app's white panel otherwise. */
  theme?: TemplateTheme | null;
  /** A business template's picture, shown instead of the icon. */
  image?: string | null;
}

/**
 * An accessible modal on the native <dialog>: the browser traps focus, Escape closes it and the
 * page behind is inert. A click on the backdrop closes it too.
 */
export function Modal({
  open,
  onClose,
  title,
  icon,
  children,
  decoration,
  theme,
  image,
}: ModalProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
      // showModal() focuses the first control (Close); prefer the dialog's main action.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-sm overflow-visible bg-transparent p-0 text-gray-900 backdrop:bg-primary-950/60"
    >
      {open && (
        <div
          className={`pd-pop relative max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-3xl p-5 shadow-2xl ${theme ? '' : 'bg-white'}`}
          style={theme ? (surfaceStyle(theme) as CSSProperties) : undefined}
          data-themed={theme ? 'true' : undefined}
        >
          {decoration}
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className={`absolute top-3 end-3 z-10 flex size-9 items-center justify-center rounded-full text-xl ${theme ? 'hover:bg-current/10' : 'text-gray-500 hover:bg-gray-100 hover:text-gray-800'}`}
            style={theme ? { color: theme.control } : undefined}
          >
            <span aria-hidden="true">×</span>
          </button>
          {image ? (
            <img
              src={image}
              alt=""
              className="mx-auto mt-7 mb-3 max-h-40 w-auto max-w-full rounded-2xl object-contain"
            />
          ) : (
            icon && (
              <div aria-hidden="true" className="mb-1 text-center text-5xl leading-tight">
                {icon}
              </div>
            )
          )}
          <h2
            id={titleId}
            className={`mb-3 pe-8 ps-8 text-center text-xl font-extrabold break-words ${theme ? '' : 'text-gray-900'}`}
          >
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
