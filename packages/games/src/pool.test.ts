import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawPool, poolSizeProblem, poolSizeSchema } from './pool.js';
import { createRng } from './rng.js';

const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });

/** A list of 1–50 distinct items and a pool size from 1 to its length. */
const listAndSize = fc
  .integer({ min: 1, max: 50 })
  .chain((m) =>
    fc.tuple(
      fc.constant(Array.from({ length: m }, (_, i) => `item${i}`)),
      fc.integer({ min: 1, max: m }),
    ),
  );

describe('drawPool', () => {
  it('draws N distinct items of the list', () => {
    fc.assert(
      fc.property(listAndSize, seedArb, ([items, n], seed) => {
        const drawn = drawPool(createRng(seed), items, n);
        expect(drawn).toHaveLength(n);
        expect(new Set(drawn).size).toBe(n);
        for (const item of drawn) expect(items).toContain(item);
      }),
    );
  });

  it('is the same for the same seed (a resumed session sees the same set)', () => {
    fc.assert(
      fc.property(listAndSize, seedArb, ([items, n], seed) => {
        expect(drawPool(createRng(seed), items, n)).toEqual(drawPool(createRng(seed), items, n));
      }),
    );
  });

  it('without a pool plays every item, shuffled', () => {
    fc.assert(
      fc.property(listAndSize, seedArb, ([items], seed) => {
        expect([...drawPool(createRng(seed), items, null)].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('reaches every item, in every position, over some seeds', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const drawnAt = items.map(() => new Set<string>());
    for (let seed = 0; seed < 500; seed++) {
      drawPool(createRng(seed), items, 3).forEach((item, i) => drawnAt[i]!.add(item));
    }
    for (const seen of drawnAt.slice(0, 3)) expect([...seen].sort()).toEqual(items);
  });

  it('varies the set between plays', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const sets = new Set(
      Array.from({ length: 50 }, (_, seed) =>
        drawPool(createRng(seed), items, 5)
          .sort((x, y) => x - y)
          .join(','),
      ),
    );
    expect(sets.size).toBeGreaterThan(40);
  });
});

describe('pool size', () => {
  const schema = poolSizeSchema('question', 50);

  it('is a whole number from 1 to the maximum, or empty for all', () => {
    expect(schema.parse(3)).toBe(3);
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    for (const bad of [0, -1, 2.5, 51, Number.NaN, '3']) {
      expect(schema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('cannot exceed the number of items', () => {
    expect(poolSizeProblem(null, 1, 'question')).toBeNull();
    expect(poolSizeProblem(4, 4, 'question')).toBeNull();
    expect(poolSizeProblem(5, 4, 'question')).toBe(
      'You have 4 questions: a play cannot draw 5. Add questions or lower the number per play',
    );
  });
});
