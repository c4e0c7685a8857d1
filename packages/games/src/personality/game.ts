import { defineGame } from '../define.js';
import { PERSONALITY_LIMITS } from './content.js';
import type { PersonalityContentInput } from './content.js';
import { personalityEngine } from './engine.js';
import { personalityInfo } from './info.js';
import { personalityProgress } from './progress.js';
import { personalityViewSchema } from './view-model.js';

const STARTER: PersonalityContentInput = {
  questions: [
    {
      text: 'How do you start your day?',
      answers: [
        { text: 'Straight to work', points: [{ outcome_id: 'bold', points: 2 }] },
        { text: 'Slowly, with a book', points: [{ outcome_id: 'gentle', points: 2 }] },
      ],
    },
    {
      text: 'Pick a dessert',
      answers: [
        { text: 'Dark chocolate', points: [{ outcome_id: 'bold', points: 1 }] },
        { text: 'Vanilla ice cream', points: [{ outcome_id: 'gentle', points: 1 }] },
      ],
    },
    {
      text: 'Your ideal weekend?',
      answers: [
        { text: 'A city trip', points: [{ outcome_id: 'bold', points: 1 }] },
        { text: 'A quiet day at home', points: [{ outcome_id: 'gentle', points: 1 }] },
      ],
    },
  ],
  outcomes: [
    { id: 'bold', title: 'Bold', text: 'You like things strong and straight to the point.' },
    { id: 'gentle', title: 'Gentle', text: 'You take your time and enjoy the softer things.' },
  ],
};

export const personalityGame = defineGame({
  ...personalityInfo,
  engine: personalityEngine,
  progress: personalityProgress,
  viewSchema: personalityViewSchema,
  starter: {
    content: STARTER,
    instructions: '<p>Answer a few questions and find out which one you are!</p>',
  },
  contentTexts: (content) => [
    ...content.questions.flatMap((q, i) => [
      {
        path: ['questions', i, 'text'],
        part: 'question',
        n: [i + 1],
        max: PERSONALITY_LIMITS.maxQuestionLength,
      },
      ...q.answers.map((_, j) => ({
        path: ['questions', i, 'answers', j, 'text'],
        part: 'answer',
        n: [i + 1, j + 1],
        max: PERSONALITY_LIMITS.maxAnswerLength,
      })),
    ]),
    ...content.outcomes.flatMap((o, i) => [
      {
        path: ['outcomes', i, 'title'],
        part: 'outcome_title',
        n: [i + 1],
        max: PERSONALITY_LIMITS.maxTitleLength,
      },
      {
        path: ['outcomes', i, 'text'],
        part: 'outcome_text',
        n: [i + 1],
        max: PERSONALITY_LIMITS.maxTextLength,
      },
      ...(o.link_label
        ? [
            {
              path: ['outcomes', i, 'link_label'],
              part: 'outcome_link',
              n: [i + 1],
              max: PERSONALITY_LIMITS.maxLinkLabelLength,
            },
          ]
        : []),
    ]),
  ],
  // A reward rule may be for one outcome (docs/product-rules.md#personality-test).
  contentResults: (content) => content.outcomes.map((o) => ({ id: o.id, label: o.title })),
});
