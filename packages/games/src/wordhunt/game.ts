import { WORDHUNT_LIMITS } from './content.js';
import { defineGame } from '../define.js';
import { wordLanguageProblem } from '../wordle/letters.js';
import { wordhuntLanguageProblems } from './content.js';
import type { WordhuntContentInput } from './content.js';
import { wordhuntEngine } from './engine.js';
import { wordhuntProgress } from './progress.js';
import { wordhuntInfo } from './info.js';
import { wordhuntViewSchema } from './view-model.js';

export const wordhuntGame = defineGame({
  ...wordhuntInfo,
  engine: wordhuntEngine,
  progress: wordhuntProgress,
  viewSchema: wordhuntViewSchema,
  starter: {
    content: {
      words: ['PRIZE', 'LUCKY', 'WINNER', 'SMILE', 'BONUS', 'PLAY'],
    } satisfies WordhuntContentInput,
    instructions:
      '<p>Find every hidden word in the grid. Drag across the letters to mark a word.</p>',
  },
  /**
   * The words must fit the game language's letters. They are not checked against its dictionary:
   * the player is shown every word to find, so no guess needs judging, and a brand or place name
   * is a fine word to hide.
   */
  checkContent(content, { language }) {
    const unsupported = wordLanguageProblem('Wordhunt', language);
    if (unsupported) return unsupported;
    const problems = wordhuntLanguageProblems(content.words, language);
    if (problems.length === 0) return null;
    return { message: 'Some words do not fit the game’s language.', problems };
  },
  contentTexts: (content) =>
    content.words.map((_, i) => ({
      path: ['words', i],
      part: 'word',
      n: [i + 1],
      max: WORDHUNT_LIMITS.wordLength.max,
    })),
});
