import type { GameExample } from '../define.js';
import type { QuizContentInput } from './content.js';
import type { QuizAction } from './engine.js';

/** The OpenAPI document's example of this game (packages/contract/src/examples): Café Aurora's, and a move. */
export const quizExample: GameExample<QuizContentInput, QuizAction> = {
  name: 'Coffee Lovers Quiz',
  difficulty: 'normal',
  instructions: 'Answer 3 questions about coffee in 60 seconds.',
  content: {
    questions: [
      {
        text: 'Which country produces the most coffee?',
        options: ['Brazil', 'Colombia', 'Vietnam', 'Ethiopia'],
        correct: 0,
      },
      {
        text: 'What is an espresso with a dash of foamed milk called?',
        options: ['Latte', 'Macchiato', 'Americano'],
        correct: 1,
      },
      {
        text: 'What is the golden foam on top of an espresso called?',
        options: ['Froth', 'Crema', 'Bloom'],
        correct: 1,
      },
    ],
    pass_percent: 60,
  },
  move: { type: 'answer', question_id: 'q1', option: 0 },
};
