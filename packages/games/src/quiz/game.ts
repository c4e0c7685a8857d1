import { QUIZ_LIMITS } from './content.js';
import { defineGame } from '../define.js';
import type { QuizContentInput } from './content.js';
import { quizEngine } from './engine.js';
import { quizProgress } from './progress.js';
import { quizInfo } from './info.js';
import { quizViewSchema } from './view-model.js';

export const quizGame = defineGame({
  ...quizInfo,
  engine: quizEngine,
  progress: quizProgress,
  viewSchema: quizViewSchema,
  starter: {
    content: {
      questions: [
        {
          text: 'Which planet is known as the Red Planet?',
          options: ['Venus', 'Mars', 'Jupiter'],
          correct: 1,
        },
        {
          text: 'How many days are there in a leap year?',
          options: ['364', '365', '366'],
          correct: 2,
        },
        {
          text: 'What is the largest ocean on Earth?',
          options: ['Pacific', 'Atlantic', 'Indian', 'Arctic'],
          correct: 0,
        },
      ],
      pass_percent: 60,
    } satisfies QuizContentInput,
    instructions:
      '<p>Answer every question before the clock runs out. Get enough of them right to win!</p>',
  },
  contentTexts: (content) =>
    content.questions.flatMap((q, i) => [
      {
        path: ['questions', i, 'text'],
        part: 'question',
        n: [i + 1],
        max: QUIZ_LIMITS.maxTextLength,
      },
      ...q.options.map((_, j) => ({
        path: ['questions', i, 'options', j],
        part: 'option',
        n: [i + 1, j + 1],
        max: QUIZ_LIMITS.maxOptionLength,
      })),
    ]),
});
