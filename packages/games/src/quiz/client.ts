import { defineGameClient } from '../define-client.js';
import { QuizIcon } from '../icons.js';
import type { QuizAction, QuizViewModel } from './engine.js';
import { quizInfo } from './info.js';

export const quizClient = defineGameClient<'quiz', QuizViewModel, QuizAction>({
  ...quizInfo,
  Icon: QuizIcon,
  loadView: () => import('./View.js').then((m) => m.QuizView),
  boardHeight: () => '340px',
  /** ✅/❌ per question, in the order played. */
  shareSummary(view) {
    if (view.answered.length === 0) return null;
    const marks = view.answered.map((a) => (a.correct ? '✅' : '❌')).join('');
    return `${view.correct_count}/${view.total} ${marks}`;
  },
});
