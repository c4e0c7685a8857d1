import type { GameStatus } from '@playdesk/contract';
import type { BadgeTone } from '../../ui/Badge';

export const STATUS_BADGE: Record<GameStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  published: { label: 'Published', tone: 'success' },
  paused: { label: 'Paused', tone: 'warning' },
};

export const STATUS_OPTIONS: { value: GameStatus; label: string }[] = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'paused', label: 'Paused' },
];
