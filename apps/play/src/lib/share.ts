/**
 * Sharing: the Web Share API where the device has it, else copying the text and link.
 */
import { copyText, copyWithTextarea, type ClipboardNavigator } from '@playdesk/ui/clipboard';
import { englishT, type T } from '../i18n/i18n.js';

export interface ShareContent {
  title: string;
  text: string;
  url: string;
}

export interface ShareResultSummary {
  status: 'playing' | 'won' | 'lost';
  score: number;
}

/**
 * What a player shares: an invitation before or during a game, the result after it, with the
 * game's own summary (e.g. Wordle's emoji grid) when it has one.
 */
export function shareContent(
  game: { name: string },
  url: string,
  outcome: ShareResultSummary | null,
  summary: string | null = null,
  t: T = englishT,
): ShareContent {
  const over = outcome !== null && outcome.status !== 'playing';
  const lines: string[] = [];
  if (!over) lines.push(t('share.invite', { game: game.name }));
  else
    lines.push(
      t(outcome.status === 'won' ? 'share.won' : 'share.played', {
        game: game.name,
        score: outcome.score,
      }),
    );
  if (over && summary) lines.push(summary);
  if (over) lines.push(t('share.beat_me'));
  return { title: game.name, text: lines.join('\n'), url };
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareNavigator extends ClipboardNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

/** Shares with the Web Share API, else copies "text + link" to the clipboard. */
export async function shareOrCopy(
  content: ShareContent,
  nav: ShareNavigator = navigator,
  copyFallback: (text: string) => boolean = copyWithTextarea,
): Promise<ShareOutcome> {
  const data = { title: content.title, text: content.text, url: content.url };
  if (typeof nav.share === 'function' && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (e.g. an iframe without permission): copy instead.
    }
  }
  const copied = await copyText(`${content.text}\n${content.url}`, nav, copyFallback);
  return copied ? 'copied' : 'failed';
}
