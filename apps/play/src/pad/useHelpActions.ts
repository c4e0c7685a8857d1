import { useCallback, useState } from 'react';
import type { ToastMessage } from '../ui/Toast.js';
import type { GameActionKey } from './Footer.js';

type Notify = (text: string, tone: ToastMessage['tone']) => void;

/** Letter, Hint, Reset and Solve: sent as moves, one at a time, with a word on how it went. */
export function useHelpActions(
  send: (action: Record<string, unknown>) => Promise<void>,
  notify: Notify,
) {
  const [busy, setBusy] = useState<GameActionKey | null>(null);
  const run = useCallback(
    async (key: GameActionKey) => {
      setBusy(key);
      try {
        await send({ type: key });
        if (key === 'reset') notify('Tiles shuffled. Good luck!', 'info');
      } catch (error) {
        notify(error instanceof Error ? error.message : 'That did not work', 'error');
      } finally {
        setBusy(null);
      }
    },
    [send, notify],
  );
  return { busy, run };
}
