/// <reference types="vite/client" />
/**
 * What the tests that walk every game need of each one, from its folder's `testing.ts` (found
 * with `import.meta.glob`, so a new game adds no line to those tests; tests only: fast-check is a
 * development dependency). `testKit` throws for a registered game without one, so they fail.
 */
import type fc from 'fast-check';

export interface GameTestKit {
  /**
   * One random move on `state`, chosen by two numbers from 0 to 1000 (`kind`, `pick`); mostly
   * legal ones, so plays reach the end (progress.test.ts).
   */
  randomMove(state: unknown, kind: number, pick: number): unknown;
  /** Content as a business may write it, parsed by the game's schema after (contract tests). */
  content: fc.Arbitrary<unknown>;
  /** Content fields that are not words a player reads (pictures, emoji clues, looks). */
  notText?: readonly string[];
}

const FILES = import.meta.glob<{ testing: GameTestKit }>('./*/testing.ts', { eager: true });

/** Each game's kit, by the name of its folder (its type). */
export const TEST_KITS: Readonly<Record<string, GameTestKit>> = Object.fromEntries(
  Object.entries(FILES).map(([path, m]) => [path.split('/')[1]!, m.testing]),
);

/** The kit of `type`; throws for a game that has none. */
export function testKit(type: string): GameTestKit {
  const kit = TEST_KITS[type];
  if (!kit) throw new Error(`packages/games/src/${type}/testing.ts is missing`);
  return kit;
}
