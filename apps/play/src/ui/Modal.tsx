import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Shown above the title (an icon or emoji), hidden from screen readers. */
  icon?: ReactNode;
  children: ReactNode;
  /** Extra content behind the panel (e.g. confetti). */
  decoration?: ReactNode;
}

/**
 * An accessible modal on the native <dialog>: the browser traps focus, Escape closes it and the
 * page behind is inert. A click on the backdrop closes it too.
 */
export function Modal({ open, onClose, title, icon, children, decoration }: ModalProps) {
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
        <div className="pd-pop relative max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-3xl bg-white p-5 shadow-2xl">
          {decoration}
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full text-xl text-gray-500 hover:bg-gray-100 hover:text-gray-800"
          >
            <span aria-hidden="true">×</span>
          </button>
          {icon && (
            <div aria-hidden="true" className="mb-1 text-center text-5xl leading-tight">
              {icon}
            </div>
          )}
          <h2
            id={titleId}
            className="mb-3 pr-8 pl-8 text-center text-xl font-extrabold text-gray-900"
          >
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
