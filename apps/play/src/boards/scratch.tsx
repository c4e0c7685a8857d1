import { ScratchView } from '@playdesk/games/views/scratch';
import type { ScratchViewProps } from '@playdesk/games/views/scratch';
import type { BoardProps } from './types.js';

type View = ScratchViewProps['view'];

export function Board({ view, send, disabled }: BoardProps) {
  return (
    <ScratchView view={view as View} send={send as ScratchViewProps['send']} disabled={disabled} />
  );
}

export function shareSummary(raw: unknown): string | null {
  const view = raw as View;
  if (view?.result?.kind === 'prize') return `🎟️ My card: ${view.result.label}`;
  return null;
}
