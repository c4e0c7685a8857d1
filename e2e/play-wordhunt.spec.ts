import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  expectEndPopup,
  expectLeaderboardAfterEnd,
  linePoints,
  phoneSuite,
  resultDialog,
  shot,
  touchDrag,
  startDemoGame,
} from './support/play-helpers.js';

/** The demo word hunt's words. */
const WORDS = ['COFFEE', 'LATTE', 'MOCHA', 'BEANS', 'ROAST', 'CREMA', 'SUGAR', 'MUG', 'STEAM'];

interface Cell {
  row: number;
  col: number;
}

/** The grid as its cells' labels tell it ("C, row 1, column 2"). */
async function readGrid(page: Page): Promise<string[][]> {
  const labels = await page
    .getByRole('gridcell')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
  const grid: string[][] = [];
  for (const label of labels) {
    const [, letter, row, col] = /^([A-Z]), row (\d+), column (\d+)/.exec(label)!;
    (grid[Number(row) - 1] ??= [])[Number(col) - 1] = letter!;
  }
  return grid;
}

/** Where a word runs in the grid (any of the 8 directions), as its first and last cells. */
function findWord(grid: string[][], word: string): [Cell, Cell] {
  const size = grid.length;
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [-1, 1],
        [0, -1],
        [-1, 0],
        [-1, -1],
        [1, -1],
      ] as const) {
        const fits = [...word].every((letter, i) => grid[row + dr * i]?.[col + dc * i] === letter);
        if (fits) {
          const n = word.length - 1;
          return [
            { row, col },
            { row: row + dr * n, col: col + dc * n },
          ];
        }
      }
    }
  }
  throw new Error(`${word} is not in the grid`);
}

async function cellCenter(page: Page, cell: Cell): Promise<{ x: number; y: number }> {
  const box = (await page
    .getByRole('gridcell', {
      name: new RegExp(`^[A-Z], row ${cell.row + 1}, column ${cell.col + 1}(,|$)`),
    })
    .boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function mouseDrag(page: Page, from: Cell, to: Cell): Promise<void> {
  const a = await cellCenter(page, from);
  const b = await cellCenter(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (const p of linePoints(a, b, 8).slice(1)) await page.mouse.move(p.x, p.y);
  await page.mouse.up();
}

/** Selects a word with the keyboard: arrows to its first letter, Enter, arrows to the last, Enter. */
async function keyboardSelect(page: Page, from: Cell, to: Cell): Promise<void> {
  const focused = page.getByRole('gridcell').and(page.locator('[tabindex="0"]'));
  await focused.focus();
  const label = (await focused.getAttribute('aria-label'))!;
  const [, row, col] = /row (\d+), column (\d+)/.exec(label)!;
  let at: Cell = { row: Number(row) - 1, col: Number(col) - 1 };
  const walk = async (target: Cell) => {
    while (at.row !== target.row) {
      await page.keyboard.press(at.row < target.row ? 'ArrowDown' : 'ArrowUp');
      at = { ...at, row: at.row + (at.row < target.row ? 1 : -1) };
    }
    while (at.col !== target.col) {
      await page.keyboard.press(at.col < target.col ? 'ArrowRight' : 'ArrowLeft');
      at = { ...at, col: at.col + (at.col < target.col ? 1 : -1) };
    }
  };
  await walk(from);
  await page.keyboard.press('Enter');
  await walk(to);
  await page.keyboard.press('Enter');
}

const foundText = (page: Page, n: number) => page.getByText(`${n} of ${WORDS.length} words found.`);

test.describe('Wordhunt with a mouse and the keyboard', () => {
  phoneSuite();

  test('finding every word wins', async ({ page, request }) => {
    await startDemoGame(page, request, 'wordhunt');
    await expect(foundText(page, 0)).toBeVisible();
    const grid = await readGrid(page);
    for (const [i, word] of WORDS.entries()) {
      const [from, to] = findWord(grid, word);
      // One word with the keyboard, one dragged backwards, the rest dragged forwards.
      if (i === 0) await keyboardSelect(page, from, to);
      else if (i === 1) await mouseDrag(page, to, from);
      else await mouseDrag(page, from, to);
      if (i < WORDS.length - 1) await expect(foundText(page, i + 1)).toBeVisible();
      if (i === 4) await shot(page, 'wordhunt-playing');
    }
    await expectEndPopup(page, { result: 'won', score: 10, shot: 'wordhunt-win-popup' });
    await expectLeaderboardAfterEnd(page);
    await shot(page, 'wordhunt-after-win');
  });

  test('a line that is no word is refused and the game goes on', async ({ page, request }) => {
    await startDemoGame(page, request, 'wordhunt');
    const grid = await readGrid(page);
    // Two cells of MUG only: a straight line, but not a word.
    const [from, end] = findWord(grid, 'MUG');
    const mid = { row: (from.row + end.row) / 2, col: (from.col + end.col) / 2 };
    await mouseDrag(page, from, mid);
    await expect(page.getByText('Not a word in this puzzle')).toBeVisible();
    await expect(foundText(page, 0)).toBeVisible();
  });
});

test.describe('Wordhunt with a finger', () => {
  phoneSuite({ touch: true });

  test('a word dragged by touch counts; Solve reveals the rest and ends the round', async ({
    page,
    request,
  }) => {
    await startDemoGame(page, request, 'wordhunt');
    const grid = await readGrid(page);
    const [from, to] = findWord(grid, 'COFFEE');
    await touchDrag(page, linePoints(await cellCenter(page, from), await cellCenter(page, to), 10));
    await expect(foundText(page, 1)).toBeVisible();

    await page.getByRole('button', { name: 'Solve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Solve' }).click();
    await expectEndPopup(page, {
      result: 'lost',
      score: 5,
      says: 'You revealed the solution.',
      shot: 'wordhunt-solve-popup',
    });
    await resultDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('The dotted lines show the words left.')).toBeVisible();
    await shot(page, 'wordhunt-after-solve');
  });
});
