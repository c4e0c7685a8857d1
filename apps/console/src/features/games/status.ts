import type { GameStatus } from '@playdesk/contract';
import type { BadgeTone } from '../../ui/Badge';

export const STATUS_BADGE: Record<GameStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  published: { label: 'Published', tone: 'success' },
  paused: { label: 'Paused', tone: 'warning' },
};

/** The statuses in the order the list's filter offers them (each named `games.status.<status>`). */
export const STATUS_OPTIONS: readonly GameStatus[] = ['published', 'draft', 'paused'];
