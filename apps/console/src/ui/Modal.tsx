import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import { CloseIcon, WarningIcon } from './icons';
import { useT } from '../i18n/i18n';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (right-aligned; stacked on a phone). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}

const widths = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' };

/**
 * A dialog on Radix (focus trap, Escape, focus return, labelled by its title). On a phone it is a
 * sheet from the bottom; from `sm` up a centred card.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  testId,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay-enter fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[1px]" />
        <Dialog.Content
          data-testid={testId}
          className={cx(
            'menu-enter fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-2xl focus:outline-none',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            widths[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader title={title} description={description} />
          {children ? (
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          ) : null}
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-6">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The head of a Radix dialog: its title, the description (if any) and the Close button. A `drawer`
 * has a larger title, and title and description keep to one line each.
 */
export function DialogHeader({
  title,
  description,
  variant = 'modal',
}: {
  title: ReactNode;
  description?: ReactNode;
  variant?: 'modal' | 'drawer';
}) {
  const t = useT();
  const drawer = variant === 'drawer';
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
      <div className="min-w-0">
        <Dialog.Title
          className={
            drawer
              ? 'truncate text-lg font-semibold text-slate-900'
              : 'text-base font-semibold text-slate-900'
          }
        >
          {title}
        </Dialog.Title>
        {description ? (
          <Dialog.Description
            className={
              drawer ? 'mt-0.5 truncate text-sm text-slate-500' : 'mt-0.5 text-sm text-slate-500'
            }
          >
            {description}
          </Dialog.Description>
        ) : null}
      </div>
      <Dialog.Close
        className="-mr-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-primary-600"
        aria-label={t('common.close')}
      >
        <CloseIcon className="size-5" />
      </Dialog.Close>
    </div>
  );
}

/** "Are you sure?" for destructive actions. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  cancelLabel,
  testId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  busy?: boolean;
  cancelLabel?: string;
  testId?: string;
}) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay-enter fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          role="alertdialog"
          data-testid={testId}
          className="menu-enter fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <div className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
              <WarningIcon className="size-5" />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-base font-semibold text-slate-900">
                {title}
              </Dialog.Title>
              <Dialog.Description className="mt-1.5 text-sm leading-6 text-slate-600">
                {description}
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{cancelLabel ?? t('common.cancel')}</Button>
            </Dialog.Close>
            <Button variant="danger" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
