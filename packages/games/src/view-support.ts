import { useCallback, useRef, useState } from 'react';
import { englishViewT, type ViewT } from './view-texts.js';

/** The sentence a view shows when a move is refused (the server's message, when there is one). */
export function errorMessage(error: unknown, t: ViewT = englishViewT): string {
  return error instanceof Error && error.message ? error.message : t('error');
}

/**
 * Sends one action at a time (input arriving while the server answers is ignored) and keeps the
 * refusal message of the last one, if any.
 */
export function useSender<T>(send: (action: T) => Promise<void>, t: ViewT = englishViewT) {
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
        .catch((error: unknown) => setMessage(errorMessage(error, t)))
        .finally(() => {
          busy.current = false;
          setPending(false);
        });
    },
    [send, t],
  );
  return { run, pending, message, setMessage };
}
