import { useCallback } from 'react';
import { gamePageUrl } from '@playdesk/contract/urls';
import { gameView } from '@playdesk/games/views';
import type { PlaySession, PublicGame } from '../lib/api.js';
import { shareContent, shareOrCopy } from '../lib/share.js';
import type { ToastMessage } from '../ui/Toast.js';

type Notify = (text: string, tone: ToastMessage['tone']) => void;

/**
 * Share: an invitation to the game, or after a play its result with the game's own summary
 * (Wordle's grid, a quiz's marks); copied where the device cannot share.
 */
export function useShare(game: PublicGame | null, session: PlaySession | null, notify: Notify) {
  return useCallback(async () => {
    if (!game) return;
    const url = gamePageUrl(window.location.origin, game.public_id);
    const over = session && session.outcome.status !== 'playing' ? session : null;
    const summary = over ? (gameView(game.type).shareSummary?.(over.view) ?? null) : null;
    const result = await shareOrCopy(shareContent(game, url, over?.outcome ?? null, summary));
    if (result === 'copied') notify('Copied! Paste it anywhere to share.', 'success');
    else if (result === 'failed') notify(`Copy this link to share: ${url}`, 'info');
  }, [game, session, notify]);
}
