import { WordhuntView } from '@playdesk/games/views/wordhunt';
import type { WordhuntViewProps } from '@playdesk/games/views/wordhunt';
import type { BoardProps } from './types.js';

type View = WordhuntViewProps['view'];

export function Board({ view, send, disabled }: BoardProps) {
  return (
    <WordhuntView
      view={view as View}
      send={send as WordhuntViewProps['send']}
      disabled={disabled}
    />
  );
}

export function shareSummary(raw: unknown): string | null {
  const view = raw as View;
  if (!view || !Array.isArray(view.words)) return null;
  return `🔎 ${view.found.length}/${view.words.length} words found`;
}
