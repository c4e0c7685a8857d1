import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  expectEndPopup,
  expectLeaderboardAfterEnd,
  phoneSuite,
  shot,
  startDemoGame,
} from './support/play-helpers.js';

phoneSuite();

/** The board as the tiles' labels tell it: row-major, 0 = the empty slot. */
async function readBoard(page: Page): Promise<{ size: number; tiles: number[] }> {
  const labels = await page
    .locator('[aria-label^="Tile "]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
  const size = Math.round(Math.sqrt(labels.length + 1));
  const tiles = Array.from({ length: size * size }, () => 0);
  for (const label of labels) {
    const [, tile, row, col] = /^Tile (\d+), row (\d+), column (\d+)/.exec(label)!;
    tiles[(Number(row) - 1) * size + Number(col) - 1] = Number(tile);
  }
  return { size, tiles };
}

/** Breadth-first search for the shortest list of tiles to slide (fine for 3×3). */
function solve(size: number, start: number[]): number[] {
  const goal = [...Array.from({ length: size * size - 1 }, (_, i) => i + 1), 0].join(',');
  const from = new Map<string, [string, number] | null>([[start.join(','), null]]);
  let frontier = [start];
  while (frontier.length > 0) {
    const next: number[][] = [];
    for (const tiles of frontier) {
      const key = tiles.join(',');
      if (key === goal) {
        const moves: number[] = [];
        for (let k = key, step = from.get(k); step; k = step[0], step = from.get(k)) {
          moves.unshift(step[1]);
        }
        return moves;
      }
      const empty = tiles.indexOf(0);
      const r = Math.floor(empty / size);
      const c = empty % size;
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const nr = r + dr;
        const nc = c + dc;
        if (nr < 0 || nr >= size || nc < 0 || nc >= size) continue;
        const swap = nr * size + nc;
        const moved = tiles.slice();
        moved[empty] = tiles[swap]!;
        moved[swap] = 0;
        const movedKey = moved.join(',');
        if (from.has(movedKey)) continue;
        from.set(movedKey, [key, tiles[swap]!]);
        next.push(moved);
      }
    }
    frontier = next;
  }
  throw new Error('unsolvable board');
}

async function movesShown(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ moves?$/).innerText();
  return Number(text.split(' ')[0]);
}

test('Puzzle: sliding the tiles into place wins the difficulty’s points', async ({
  page,
  request,
}) => {
  await startDemoGame(page, request, 'puzzle');
  await shot(page, 'puzzle-start');
  const { size, tiles } = await readBoard(page);
  expect(size).toBe(3); // easy
  const solution = solve(size, tiles);
  for (const [i, tile] of solution.entries()) {
    await page.getByRole('button', { name: new RegExp(`^Tile ${tile}, .*can move$`) }).click();
    if (i < solution.length - 1) await expect(page.getByText(`${i + 1} move`)).toBeVisible();
  }
  await expectEndPopup(page, { result: 'won', score: 10, shot: 'puzzle-win-popup' });
  await expectLeaderboardAfterEnd(page);
  await expect(page.getByRole('img', { name: 'The finished picture' })).toBeVisible();
  await shot(page, 'puzzle-after-win');
});

test('Puzzle: Hint shows the picture, Reset reshuffles, arrow keys move, Solve ends the round', async ({
  page,
  request,
}) => {
  await startDemoGame(page, request, 'puzzle');

  // Keyboard: an arrow key slides a tile next to the gap.
  const board = page.getByRole('group', { name: /Sliding puzzle/ });
  await board.focus();
  const before = await movesShown(page);
  for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
    await page.keyboard.press(key);
    if ((await movesShown(page).catch(() => before)) > before) break;
  }
  await expect.poll(() => movesShown(page)).toBeGreaterThan(before);

  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByRole('button', { name: /The whole picture \(hint\)/ })).toBeVisible();
  await shot(page, 'puzzle-hint');
  await expect(page.getByRole('button', { name: /The whole picture \(hint\)/ })).toBeHidden({
    timeout: 5_000,
  });

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('0 moves')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Tiles shuffled' })).toBeVisible();

  await page.getByRole('button', { name: 'Solve' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Show the solution?');
  await confirm.getByRole('button', { name: 'Solve' }).click();
  await expectEndPopup(page, {
    result: 'lost',
    score: 5,
    says: 'You revealed the solution.',
    shot: 'puzzle-solve-popup',
  });
});
