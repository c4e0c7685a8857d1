import { EmojiqView } from '@playdesk/games/views/emojiq';
import type { EmojiqViewProps } from '@playdesk/games/views/emojiq';
import type { BoardProps } from './types.js';

type View = EmojiqViewProps['view'];

export function Board({ view, send, disabled }: BoardProps) {
  return (
    <EmojiqView view={view as View} send={send as EmojiqViewProps['send']} disabled={disabled} />
  );
}

/** The emoji clues, ✅ for solved phrases, ❌ for the others shown (never the answers). */
export function shareSummary(raw: unknown): string | null {
  const view = raw as View;
  if (!view || !Array.isArray(view.revealed)) return null;
  const lines = view.revealed.map((p) => `${p.emojis} ${p.solved ? '✅' : '❌'}`);
  // With the answers kept secret, the phrase the player lost on is not among the revealed ones.
  if (view.status === 'lost' && view.revealed.every((p) => p.solved)) {
    lines.push(`${view.emojis} ❌`);
  }
  return lines.length === 0 ? null : lines.join('\n');
}
