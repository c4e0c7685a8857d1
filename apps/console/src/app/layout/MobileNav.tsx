import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { RouteName } from '../../rules/routes';
import type { Viewer } from '../../rules/visibility';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { useT } from '../../i18n/i18n';
import { SidebarNav } from './SidebarNav';

/** Below the lg breakpoint the sidebar collapses into a menu button and a drawer. */
export function MobileNav({ viewer, current }: { viewer: Viewer; current: RouteName | null }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="-ml-1 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 lg:hidden"
        aria-label={t('nav.open')}
        data-testid="open-nav"
      >
        <MenuIcon className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay-enter fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
        <Dialog.Content
          className="drawer-enter fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none lg:hidden"
          aria-describedby={undefined}
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-100 px-5">
            <Logo />
            <Dialog.Close
              className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
              aria-label={t('nav.close')}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('nav.title')}</Dialog.Title>
          <div className="flex flex-1 flex-col overflow-y-auto">
            <SidebarNav viewer={viewer} current={current} onNavigate={() => setOpen(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
