import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './Modal';
import { useT } from '../i18n/i18n';

/**
 * The console's one unsaved-changes guard, for every editor whose form can lose edits: a dialog
 * when leaving the page inside the console (react-router's blocker), and the browser's own prompt
 * on reload, close or an outside link. Pass `dirty` false while a save navigates away.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('unsaved.title')}
      description={t('unsaved.text')}
      cancelLabel={t('unsaved.stay')}
      confirmLabel={t('unsaved.leave')}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      testId="unsaved-dialog"
    />
  );
}
