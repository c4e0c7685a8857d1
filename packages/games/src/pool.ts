/**
 * Question pools: a game with more questions (or phrases) than it plays draws a different set
 * each play, so a replay is not a cheat sheet of the last one. The draw uses the session's seed,
 * so the server (and a resumed session) always sees the same set.
 */
import { z } from 'zod';
import type { Rng } from './rng.js';

/**
 * `size` items of `items`, distinct and in random order; every item of the list is reachable.
 * `null` (no pool) draws them all, shuffled.
 */
export function drawPool<T>(rng: Rng, items: readonly T[], size: number | null): T[] {
  const shuffled = rng.shuffle(items);
  return size === null ? shuffled : shuffled.slice(0, Math.max(0, size));
}

/**
 * How many items a play draws: a whole number from 1 up to `max`, or null/empty for "all of
 * them". That it does not exceed the number of items is checked with `poolSizeProblem`.
 */
export function poolSizeSchema(noun: string, max: number) {
  const message = `The number of ${noun}s per play must be a whole number from 1 to ${max}, or empty for all`;
  return z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(max, message)
    .nullish()
    .transform((size) => size ?? null);
}

/** The problem with a pool size for a list of `count` items, or null when it fits. */
export function poolSizeProblem(size: number | null, count: number, noun: string): string | null {
  if (size === null || size <= count) return null;
  return `You have ${count} ${noun}${count === 1 ? '' : 's'}: a play cannot draw ${size}. Add ${noun}s or lower the number per play`;
}
