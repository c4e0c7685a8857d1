/**
 * What the invisible challenge costs a normal player (issue 36: "the challenge runs without visible
 * delay for a normal player: ≤ 50 ms on a phone profile"), measured in Chromium as a Pixel 7 with
 * its CPU slowed 4× (`Emulation.setCPUThrottlingRate`), against the real server with the default
 * fair play (a low-risk visitor: `required: false`, nothing to solve).
 *
 * What the challenge puts on the press of Start at low risk is the wait for its question
 * (`GET play/challenge`, asked when the game is known: fair/challenge.ts) if its answer is not in
 * yet: the start is sent once that answer is in. The worst case is measured: Start is pressed as
 * soon as it can be. Each run opens a fresh page and reads, on the page's own clock, the press, the
 * question's answer (its resource timing) and the play start leaving (`POST …/sessions`).
 *
 * - The figure asserted: what the press waited for the question, max(0, answer − press), median of
 *   the runs.
 * - The cross-check, printed: the press to the start leaving, with the question answered by the
 *   server (as players get it) and, alternated run by run, answered at once by the test without the
 *   server (what the press costs were the question free); both through `page.route`, so both pay
 *   the same interception. Its difference of medians is within the noise of a shared machine.
 *
 * Each pair of runs plays a fresh copy of the game, so every start is a new visitor's first of the
 * game: low risk, as a normal player's.
 * Figure kept in docs/fair-play-risk.md#measured.
 */
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { devices } from '@playwright/test';
import { API, copyDemoGame } from './support/business';
import { ownSession } from './support/play-helpers';

/**
 * Runs per mode: 11 for the documented figure (`CHALLENGE_COST_RUNS=11`, the default by hand), 5 in
 * CI, where the test checks the bound (the median of 5 is that of a run whose press waited
 * nothing in most runs) at less than half the time of one worker.
 */
const RUNS = Number(process.env.CHALLENGE_COST_RUNS ?? (process.env.CI ? 5 : 11));
/**
 * The cross-check (the question answered without the server) is printed, never asserted: CI, which
 * only checks the bound, skips it (half the test's time); a run by hand makes it.
 */
const CROSS_CHECK = !process.env.CI || process.env.CHALLENGE_COST_CROSS_CHECK === 'true';
const { defaultBrowserType: _unused, ...PIXEL_7 } = devices['Pixel 7'];

test.describe.configure({ timeout: 300_000 });

type Mode = 'server' | 'free';

interface Run {
  /** Press of Start → the play start leaving the page. */
  pressToStart: number;
  /** Press → the challenge's answer in (negative: it was in before the press). */
  pressToAnswer: number;
}

async function throttledPhone(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PIXEL_7 });
  // The press's time on the page's clock (capture: before the app's own handlers).
  await context.addInitScript(() => {
    document.addEventListener(
      'click',
      (e) => ((window as unknown as { pressAt?: number }).pressAt ??= e.timeStamp),
      { capture: true },
    );
  });
  return context;
}

async function onePlay(browser: Browser, game: string, mode: Mode): Promise<Run> {
  const context = await throttledPhone(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.route(new RegExp(`${API}/play/challenge\\?game=`), async (route) => {
      if (mode === 'server') return route.continue();
      // A low-risk answer, as the server gives it, without the server.
      return route.fulfill({
        status: 200,
        json: {
          algorithm: 'SHA-256',
          challenge: '0'.repeat(64),
          salt: `free?game=${game}`,
          signature: '0'.repeat(64),
          maxnumber: 1000,
          required: false,
        },
      });
    });
    const answered = page.waitForResponse((r) => r.url().includes('/play/challenge?game='));
    const started = page.waitForResponse((r) => r.url().endsWith(`/play/games/${game}/sessions`));
    await page.goto(`/game/${game}`);
    // As soon as it can be pressed (the question may well still be on its way).
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    expect((await started).status()).toBe(201);
    const challenge = (await (await answered).json()) as { required: boolean };
    expect(challenge.required).toBe(false);
    await expect(page.getByRole('region', { name: 'Game board' })).toBeVisible();
    return await page.evaluate(() => {
      const pressAt = (window as unknown as { pressAt: number }).pressAt;
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const start = entries.find((e) => e.name.endsWith('/sessions'))!;
      const question = entries.find((e) => e.name.includes('/play/challenge?game='))!;
      return {
        pressToStart: start.startTime - pressAt,
        pressToAnswer: question.responseEnd - pressAt,
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

test('the challenge adds at most 50 ms to a low-risk player’s Start on a throttled phone', async ({
  browser,
  request,
}) => {
  const owner = await ownSession(request);
  const runs: Record<Mode, Run[]> = { server: [], free: [] };
  // One warm-up pair (the server's and the browser's caches), not counted.
  for (let i = -1; i < RUNS; i++) {
    const game = await copyDemoGame(request, owner, 'Coffee Wordle');
    const order: Mode[] = !CROSS_CHECK
      ? ['server']
      : i % 2 === 0
        ? ['server', 'free']
        : ['free', 'server'];
    for (const mode of order) {
      const run = await onePlay(browser, game, mode);
      if (i >= 0) runs[mode].push(run);
    }
  }

  const waited = runs.server.map((r) => Math.max(0, r.pressToAnswer));
  const withServer = median(runs.server.map((r) => r.pressToStart));
  const late = runs.server.filter((r) => r.pressToAnswer > 0).length;
  const crossCheck = () => {
    const free = median(runs.free.map((r) => r.pressToStart));
    return [
      `press → start sent, question answered at once: median ${ms(free)}`,
      `  (${runs.free.map((r) => r.pressToStart.toFixed(0)).join(', ')})`,
      `difference of the medians: ${ms(withServer - free)}`,
    ];
  };
  console.log(
    [
      `Pixel 7, CPU 4×, ${RUNS} runs each, Start pressed as soon as it can be:`,
      `press → start sent, question answered by the server: median ${ms(withServer)}`,
      `  (${runs.server.map((r) => r.pressToStart.toFixed(0)).join(', ')})`,
      ...(CROSS_CHECK ? crossCheck() : ['(the cross-check without the server: runs by hand)']),
      `the press waited for the question: median ${ms(median(waited))}, most ${ms(Math.max(...waited))};` +
        ` its answer came after the press in ${late} of ${RUNS} runs` +
        ` (press → answer: ${runs.server.map((r) => r.pressToAnswer.toFixed(0)).join(', ')})`,
    ].join('\n'),
  );
  expect(median(waited)).toBeLessThanOrEqual(50);
});
