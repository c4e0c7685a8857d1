import type { GameExample } from '../define.js';
import type { PersonalityContentInput } from './content.js';
import type { PersonalityAction } from './engine.js';

/** The OpenAPI document's example of this game (packages/contract/src/examples): Café Aurora's, and a move. */
export const personalityExample: GameExample<PersonalityContentInput, PersonalityAction> = {
  name: 'Which coffee are you?',
  difficulty: 'normal',
  instructions: 'Answer three questions and find your coffee.',
  content: {
    questions: [
      {
        text: 'How do you start your morning?',
        answers: [
          { text: 'Fast, on the go', points: [{ outcome_id: 'espresso', points: 2 }] },
          { text: 'Slowly, with a book', points: [{ outcome_id: 'flat-white', points: 2 }] },
        ],
      },
      {
        text: 'Pick a dessert',
        answers: [
          { text: 'Dark chocolate', points: [{ outcome_id: 'espresso', points: 1 }] },
          { text: 'Vanilla cream', points: [{ outcome_id: 'flat-white', points: 1 }] },
        ],
      },
      {
        text: 'Your ideal weekend?',
        answers: [
          { text: 'A city trip', points: [{ outcome_id: 'espresso', points: 1 }] },
          {
            text: 'Brunch with friends',
            points: [
              { outcome_id: 'flat-white', points: 1 },
              { outcome_id: 'espresso', points: 1 },
            ],
          },
        ],
      },
    ],
    outcomes: [
      {
        id: 'espresso',
        title: 'The espresso',
        text: 'Short, strong and straight to the point.',
        image: 'https://cafe-aurora.example.com/media/espresso.png',
        link_label: 'Order an espresso',
        link_url: 'https://cafe-aurora.example.com/order/espresso',
      },
      {
        id: 'flat-white',
        title: 'The flat white',
        text: 'Smooth and balanced: you take the time to enjoy things.',
        link_label: 'Order it',
        link_url: 'https://cafe-aurora.example.com/order/flat-white',
      },
    ],
  },
  move: { type: 'answer', question_id: 'q1', option: 1 },
};
