/**
 * Ids of the items in a game's content (a quiz's questions, a scratch card's prizes): optional
 * when a business submits them, unique, and filled in from the position when missing, so a
 * play's record can name the item even after the list is edited.
 */
import type { z } from 'zod';
import { text } from './input.js';

type MaybeIdentified = { id?: string | undefined };

/** An item's id as submitted: trimmed, non-empty text of at most `max` characters. */
export function itemIdSchema(noun: string, max: number) {
  return text(max, {
    trim: true,
    notText: `A ${noun} id must be text`,
    tooLong: `A ${noun} id can have at most ${max} characters`,
  }).min(1, `A ${noun} id cannot be empty`);
}

/** Index of the first item reusing an earlier item's explicit id, or -1. */
export function firstDuplicateId(items: readonly MaybeIdentified[]): number {
  const seen = new Set<string>();
  return items.findIndex(({ id }) => {
    if (id === undefined) return false;
    if (seen.has(id)) return true;
    seen.add(id);
    return false;
  });
}

/** Reports the first item that reuses an earlier item's id (`nouns`: "questions"). */
export function checkUniqueIds(
  items: readonly MaybeIdentified[],
  ctx: z.RefinementCtx,
  nouns: string,
): void {
  const i = firstDuplicateId(items);
  if (i < 0) return;
  ctx.addIssue({
    code: 'custom',
    path: [i, 'id'],
    message: `Two ${nouns} have the same id; ids must be unique`,
  });
}

/**
 * Gives every item without an id a stable one from its position (`q1`, `q2`, … for the prefix
 * `q`), skipping ids already used by other items. Parsing the stored content again keeps the same
 * ids.
 */
export function assignIds<T extends MaybeIdentified>(
  items: readonly T[],
  prefix: string,
): (T & { id: string })[] {
  const taken = new Set(items.flatMap(({ id }) => (id === undefined ? [] : [id])));
  return items.map((item, i) => {
    if (item.id !== undefined) return { ...item, id: item.id };
    let id = `${prefix}${i + 1}`;
    for (let n = 2; taken.has(id); n++) id = `${prefix}${i + 1}-${n}`;
    taken.add(id);
    return { ...item, id };
  });
}
