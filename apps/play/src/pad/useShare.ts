import { useCallback } from 'react';
import { gamePageUrl } from '@playdesk/contract/urls';
import { gameView } from '@playdesk/games/views';
import type { PlaySession, PublicGame } from '../lib/api.js';
import { shareContent, shareOrCopy } from '../lib/share.js';
import type { ToastMessage } from '../ui/Toast.js';
import { useT } from '../i18n/i18n.js';
import { track } from '../insight/track.js';
import { referralLink } from '../loyalty/referrer.js';

type Notify = (text: string, tone: ToastMessage['tone']) => void;

/**
 * Share: an invitation to the game, or after a play its result with the game's own summary
 * (Wordle's grid, a quiz's marks); copied where the device cannot share.
 */
export function useShare(
  game: PublicGame | null,
  session: PlaySession | null,
  notify: Notify,
  /** The player's public id, once known: the link carries it (docs/loyalty.md#referral). */
  player: string | null = null,
) {
  const t = useT();
  /** `where`: the button used (`footer`, `result`), as the funnel's `share` step records it. */
  return useCallback(
    async (where: string) => {
      if (!game) return;
      const url = referralLink(gamePageUrl(window.location.origin, game.public_id), player);
      const over = session && session.outcome.status !== 'playing' ? session : null;
      const summary = over ? (gameView(game.type).shareSummary?.(over.view) ?? null) : null;
      const result = await shareOrCopy(shareContent(game, url, over?.outcome ?? null, summary, t));
      if (result === 'shared' || result === 'copied')
        track('share', game, {
          target: where,
          ...(session ? { session_id: session.session_id } : {}),
        });
      if (result === 'copied') notify(t('pad.share.copied'), 'success');
      else if (result === 'failed') notify(t('pad.share.copy_this', { url }), 'info');
    },
    [game, session, notify, t, player],
  );
}
