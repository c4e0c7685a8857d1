import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './Modal';

/**
 * Warns before unsaved changes are lost: a dialog when navigating inside the console, the
 * browser's own prompt when closing or reloading the tab.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="Your changes on this page are not saved yet. If you leave now, they are lost."
      confirmLabel="Leave and discard"
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
