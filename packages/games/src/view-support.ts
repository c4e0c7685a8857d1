import { useCallback, useRef, useState } from 'react';

/** The sentence a view shows when a move is refused (the server's message, when there is one). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Something went wrong, try again';
}

/**
 * Sends one action at a time (input arriving while the server answers is ignored) and keeps the
 * refusal message of the last one, if any.
 */
export function useSender<T>(send: (action: T) => Promise<void>) {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  const run = useCallback(
    (action: T) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      setMessage('');
      send(action)
        .catch((error: unknown) => setMessage(errorMessage(error)))
        .finally(() => {
          busy.current = false;
          setPending(false);
        });
    },
    [send],
  );
  return { run, pending, message, setMessage };
}
