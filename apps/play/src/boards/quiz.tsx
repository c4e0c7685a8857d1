import { QuizView } from '@playdesk/games/views/quiz';
import type { QuizViewProps } from '@playdesk/games/views/quiz';
import type { BoardProps } from './types.js';

type View = QuizViewProps['view'];

export function Board({ view, send, disabled }: BoardProps) {
  return <QuizView view={view as View} send={send as QuizViewProps['send']} disabled={disabled} />;
}

/** ✅/❌ per question, in the order played. */
export function shareSummary(raw: unknown): string | null {
  const view = raw as View;
  if (!view || !Array.isArray(view.answered) || view.answered.length === 0) return null;
  const marks = view.answered.map((a) => (a.correct ? '✅' : '❌')).join('');
  return `${view.correct_count}/${view.total} ${marks}`;
}
