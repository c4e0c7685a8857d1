import { useCallback, useState } from 'react';
import type { ToastMessage } from '../ui/Toast.js';
import type { GameActionKey } from './Footer.js';
import { useT } from '../i18n/i18n.js';

type Notify = (text: string, tone: ToastMessage['tone']) => void;

/** Letter, Hint, Reset and Solve: sent as moves, one at a time, with a word on how it went. */
export function useHelpActions(
  send: (action: Record<string, unknown>) => Promise<void>,
  notify: Notify,
) {
  const t = useT();
  const [busy, setBusy] = useState<GameActionKey | null>(null);
  const run = useCallback(
    async (key: GameActionKey) => {
      setBusy(key);
      try {
        await send({ type: key });
        if (key === 'reset') notify(t('pad.help.shuffled'), 'info');
      } catch (error) {
        notify(error instanceof Error ? error.message : t('pad.help.failed'), 'error');
      } finally {
        setBusy(null);
      }
    },
    [send, notify, t],
  );
  return { busy, run };
}
