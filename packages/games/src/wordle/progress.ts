/**
 * A Wordle play's progress (progress.ts): its steps are the guesses, `guess1` to `guess6`; a play
 * reached the guesses it made and, while it could go on, the next one (the guess it stopped on).
 * The state records no time per guess.
 */
import { z } from 'zod';
import { WORDLE } from '../constants.js';
import { readState, type GameProgress, type ReachedStep } from '../progress.js';
import type { WordleContent } from './content.js';

const storedWordle = z.object({ secret: z.string(), guesses: z.array(z.string()) });

export const wordleProgress: GameProgress<WordleContent> = {
  kind: 'guess',
  steps: () =>
    Array.from({ length: WORDLE.tries }, (_, i) => ({
      key: `guess${i + 1}`,
      n: i + 1,
      text: null,
      options: null,
      correct: null,
    })),
  of(raw) {
    const state = readState(storedWordle, raw);
    if (!state) return null;
    const guesses = state.guesses.slice(0, WORDLE.tries);
    const completed = guesses.includes(state.secret) || guesses.length >= WORDLE.tries;
    const count = completed ? guesses.length : guesses.length + 1;
    const reached: ReachedStep[] = Array.from({ length: count }, (_, i) => ({
      key: `guess${i + 1}`,
      answer: null,
      ms: null,
    }));
    return { reached, completed };
  },
};
