import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.js';

/** A write that holds each statement until released, recording what it was given. */
function heldWrite() {
  const calls: number[][] = [];
  const releases: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const write = async (rows: number[]) => {
    calls.push(rows);
    running++;
    most = Math.max(most, running);
    await new Promise<void>((r) => releases.push(r));
    running--;
    return rows.map((n) => n % 2 === 0);
  };
  return { write, calls, releases, most: () => most };
}

describe('createBatcher', () => {
  it('writes what queued behind the statements in flight in one statement, at most inFlight at once', async () => {
    const held = heldWrite();
    const batcher = createBatcher(held.write, { maxRows: 100, inFlight: 2 });
    const first = batcher.submit([1]);
    const second = batcher.submit([2]);
    const rest = [batcher.submit([3, 4]), batcher.submit([5]), batcher.submit([6])];
    expect(held.calls).toEqual([[1], [2]]);
    held.releases.shift()!();
    expect(await first).toEqual([false]);
    // The three waiting requests went out together, each answered its own rows.
    expect(held.calls[2]).toEqual([3, 4, 5, 6]);
    held.releases.shift()!();
    held.releases.shift()!();
    expect(await second).toEqual([true]);
    expect(await Promise.all(rest)).toEqual([[false, true], [false], [true]]);
    expect(held.most()).toBe(2);
  });

  it('keeps a statement to maxRows rows and fails only the requests of a failed statement', async () => {
    let calls = 0;
    const batcher = createBatcher(
      async (rows: number[]) => {
        calls++;
        if (rows.includes(13)) throw new Error('refused');
        return rows.map(() => true);
      },
      { maxRows: 1 },
    );
    const results = await Promise.allSettled([
      batcher.submit([1]),
      batcher.submit([2, 3]),
      batcher.submit([13]),
      batcher.submit([4]),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    // One request per statement (a request over maxRows still goes, alone).
    expect(calls).toBe(4);
  });
});
