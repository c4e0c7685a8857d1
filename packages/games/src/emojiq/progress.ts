/**
 * An EmojiQ play's progress (progress.ts): its steps are the content's phrases, in the content's
 * order (a play with a pool meets a few of them, shuffled); a play reached the phrases it solved
 * and the one it was on when it stopped. No answer is a choice (the player guesses letters). The
 * time spent on a phrase runs from the previous phrase's solution (or the start) to its own, in
 * sessions that record them.
 */
import { z } from 'zod';
import { finite, readState, type GameProgress, type ReachedStep } from '../progress.js';
import type { EmojiqContent } from './content.js';

const storedEmojiq = z.object({
  phrases: z.array(z.object({ emojis: z.string(), answer: z.string() })),
  index: z.number().int().min(0),
  status: z.enum(['playing', 'won', 'lost']),
  started_at: finite.optional(),
  solved_at: z.array(finite).optional(),
});

/** A phrase's key: its place in the content (`p1`…), found by its clue and answer. */
function phraseKey(content: EmojiqContent, phrase: { emojis: string; answer: string }): string {
  const i = content.phrases.findIndex(
    (p) => p.emojis === phrase.emojis && p.answer === phrase.answer,
  );
  // A phrase the business has since removed or changed: no step of today's content.
  return i < 0 ? '' : `p${i + 1}`;
}

export const emojiqProgress: GameProgress<EmojiqContent> = {
  kind: 'question',
  steps: (content) =>
    content.phrases.map((p, i) => ({
      key: `p${i + 1}`,
      n: i + 1,
      text: p.emojis,
      options: null,
      correct: null,
    })),
  of(raw, content) {
    const state = readState(storedEmojiq, raw);
    if (!state || state.phrases.length === 0) return null;
    const last = Math.min(state.index, state.phrases.length - 1);
    const solved = state.solved_at;
    const reached: ReachedStep[] = state.phrases.slice(0, last + 1).map((phrase, i) => {
      const at = solved?.[i];
      const since = i === 0 ? state.started_at : solved?.[i - 1];
      const ms = at !== undefined && since !== undefined ? Math.max(0, at - since) : null;
      return { key: phraseKey(content, phrase), answer: null, ms };
    });
    return { reached, completed: state.status !== 'playing' };
  },
};
