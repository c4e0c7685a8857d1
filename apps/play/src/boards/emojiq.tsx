import { EmojiqView } from '@playdesk/games/views/emojiq';
import type { EmojiqViewProps } from '@playdesk/games/views/emojiq';
import type { BoardProps } from './types.js';

type View = EmojiqViewProps['view'];

export function Board({ view, send, disabled }: BoardProps) {
  return (
    <EmojiqView view={view as View} send={send as EmojiqViewProps['send']} disabled={disabled} />
  );
}

/** The emoji clues, ✅ for solved phrases (never the answers). */
export function shareSummary(raw: unknown): string | null {
  const view = raw as View;
  if (!view || !Array.isArray(view.revealed) || view.revealed.length === 0) return null;
  return view.revealed.map((p) => `${p.emojis} ${p.solved ? '✅' : '❌'}`).join('\n');
}
