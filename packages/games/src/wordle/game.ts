import { WORDLE_WORDS } from './content.js';
import { defineGame } from '../define.js';
import { unguessableWordMessage, unguessableWords, wordleLanguageProblems } from './content.js';
import { wordLanguage, wordLanguageProblem } from './letters.js';
import type { WordleContentInput } from './content.js';
import { wordleEngine } from './engine.js';
import { wordleProgress } from './progress.js';
import { wordleInfo } from './info.js';
import { wordleViewSchema } from './view-model.js';

export const wordleGame = defineGame({
  ...wordleInfo,
  engine: wordleEngine,
  progress: wordleProgress,
  viewSchema: wordleViewSchema,
  usesDictionary: true,
  starter: {
    content: {
      words: ['happy', 'smile', 'prize', 'lucky', 'sunny', 'party', 'treat', 'bonus'],
    } satisfies WordleContentInput,
    instructions:
      '<p>Guess the secret word in six tries. <strong>Green</strong>: right letter in the right spot. <strong>Yellow</strong>: right letter, wrong spot.</p>',
  },
  /**
   * A Wordle accepts as guesses the dictionary and the game's allowed guesses, never its secret
   * words as such (that would give them away); so a secret word outside both could never be
   * guessed. The dictionary is on the server only, hence this check, not in the schema.
   */
  checkContent(content, { isWord, language }) {
    const unsupported = wordLanguageProblem('Wordle', language);
    if (unsupported) return unsupported;
    const letters = wordleLanguageProblems(content, language);
    if (letters.length > 0) {
      return { message: 'Some words do not fit the game’s language.', problems: letters };
    }
    const unguessable = unguessableWords(content, isWord, wordLanguage(language));
    if (unguessable.length === 0) return null;
    return {
      message: 'Players could never guess some of the secret words.',
      problems: unguessable.map(({ word, index }) => ({
        path: ['words', index],
        message: unguessableWordMessage(word),
      })),
    };
  },
  // The secret words; the allowed guesses are never shown (a translation keeps them as they are).
  contentTexts: (content) =>
    content.words.map((_, i) => ({
      path: ['words', i],
      part: 'word',
      n: [i + 1],
      max: WORDLE_WORDS.maxLength,
    })),
});
