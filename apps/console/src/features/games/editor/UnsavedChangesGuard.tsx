import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';

/**
 * Warns before unsaved changes are lost: a dialog when leaving the page inside the console
 * (react-router's blocker), and the browser's own prompt on reload, close or an outside link.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
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

  const open = blocker.state === 'blocked';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="Your changes to this game are not saved yet. If you leave now, they are lost."
      size="sm"
      testId="unsaved-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </>
      }
    />
  );
}
