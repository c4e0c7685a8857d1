import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogHeader, type ModalProps } from '../../../ui/Modal';

/**
 * A panel from the right over the list (Radix dialog: focus trap, Escape, focus return); full
 * width on a phone.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  footer,
  children,
  testId,
}: Omit<ModalProps, 'size' | 'children'> & { children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay-enter fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content
          data-testid={testId}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col bg-white shadow-2xl focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader title={title} description={description} variant="drawer" />
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          {footer ? (
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 px-5 py-4 sm:px-6">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
