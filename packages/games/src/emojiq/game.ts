import { EMOJIQ_LIMITS } from './content.js';
import { defineGame } from '../define.js';
import type { EmojiqContentInput } from './content.js';
import { emojiqEngine } from './engine.js';
import { emojiqProgress } from './progress.js';
import { emojiqInfo } from './info.js';
import { emojiqViewSchema } from './view-model.js';

export const emojiqGame = defineGame({
  ...emojiqInfo,
  engine: emojiqEngine,
  progress: emojiqProgress,
  viewSchema: emojiqViewSchema,
  starter: {
    content: {
      phrases: [
        { emojis: '🍕❤️', answer: 'Pizza lover' },
        { emojis: '🌧️🌈', answer: 'Rainbow', hint: 'It follows the rain' },
        { emojis: '⭐🐟', answer: 'Starfish' },
        { emojis: '🍿🎬', answer: 'Movie night' },
        { emojis: '🎂🎉', answer: 'Birthday party', hint: 'Once a year' },
      ],
    } satisfies EmojiqContentInput,
    instructions:
      '<p>The emoji hide a word or a phrase. Guess it letter by letter before you run out of lives.</p>',
  },
  contentTexts: (content) =>
    content.phrases.flatMap((p, i) => [
      {
        path: ['phrases', i, 'answer'],
        part: 'phrase_answer',
        n: [i + 1],
        max: EMOJIQ_LIMITS.answer.max,
      },
      ...(p.hint
        ? [
            {
              path: ['phrases', i, 'hint'],
              part: 'phrase_hint',
              n: [i + 1],
              max: EMOJIQ_LIMITS.hint.max,
            },
          ]
        : []),
    ]),
});
