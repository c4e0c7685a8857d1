/**
 * Playing Memory as a player does: the faces are learnt only by turning cards over (each card's
 * label says its face once it is up) and remembered; nothing is read from the server's state.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The demo coffee memory's faces (its eight pairs; a play deals six). */
export const COFFEE_MEMORY_FACES = [
  'Espresso',
  'Croissant',
  'Coffee beans',
  'Latte',
  'Muffin',
  'Iced coffee',
  'Cookie',
  'Moka pot',
];

/** The cards of a memory board, in board order. */
export function memoryCards(board: Locator): Locator {
  return board.locator('button[data-card]');
}

/** The face a card's label names ("Card 3: Latte, pair found" → "Latte"), or null face down. */
export async function faceOf(card: Locator): Promise<string | null> {
  const label = (await card.getAttribute('aria-label')) ?? '';
  return /^Card \d+: (.+?)(?:, pair found)?$/.exec(label)?.[1] ?? null;
}

/** What a face-up card shows, as a player sees it: its picture's address, else its text. */
function shownFace(card: Locator): Promise<string> {
  return card.evaluate(
    (el) => el.querySelector('img')?.getAttribute('src') ?? el.textContent?.trim() ?? '',
  );
}

/**
 * Turns card `index` over and returns what it shows (a picture's address or a text), in any
 * language. On the player's page (`page` given), waits for the server's answer to the flip; in
 * the console's preview the engine answers at once.
 */
export async function flipCard(board: Locator, index: number, page?: Page): Promise<string> {
  const card = board.locator(`button[data-card="${index}"]`);
  const answered = page?.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/play\/sessions\/[^/]+\/actions$/.test(r.url()),
  );
  await card.click();
  if (answered) expect((await answered).status()).toBe(200);
  await expect(card).toHaveAttribute('data-face', 'up');
  return shownFace(card);
}

/**
 * Finds pairs by memory: a pair whose two cards have been seen is turned at once; otherwise a new
 * card, then its twin if seen, else another new card. Starts from the board as it is (found pairs
 * left alone) and stops after `pairs` more pairs (all by default); resolves with the moves made.
 */
export async function playMemory(
  board: Locator,
  page?: Page,
  pairs = Number.POSITIVE_INFINITY,
): Promise<number> {
  const count = await memoryCards(board).count();
  const seen = new Map<string, number[]>();
  // The cards still in play (a found pair's cannot be turned); the pairs found before are left.
  const states = await memoryCards(board).evaluateAll((els) =>
    els.map((el) => el.getAttribute('aria-disabled') === 'true'),
  );
  const unseen = states.flatMap((done, i) => (done ? [] : [i]));
  let found = (count - unseen.length) / 2;
  let moves = 0;
  const turn = async (index: number) => {
    const face = await flipCard(board, index, page);
    if (unseen.includes(index)) unseen.splice(unseen.indexOf(index), 1);
    const cards = seen.get(face) ?? [];
    if (!cards.includes(index)) seen.set(face, [...cards, index]);
    return face;
  };
  const move = async (first: number, second: () => number) => {
    const a = await turn(first);
    const b = await turn(second());
    moves++;
    if (a === b) {
      seen.delete(a);
      found++;
    }
  };
  const goal = Math.min(found + pairs, count / 2);
  while (found < goal) {
    const known = [...seen.values()].find((cards) => cards.length === 2);
    if (known) {
      await move(known[0]!, () => known[1]!);
      continue;
    }
    const first = unseen[0]!;
    await move(first, () => {
      const twin = [...seen.values()].find((c) => c.includes(first) && c.length === 2);
      return twin ? twin.find((c) => c !== first)! : unseen[0]!;
    });
  }
  return moves;
}
