/**
 * Screenshots for a person to look at after a run, in e2e/artifacts/ (gitignored): one place that
 * knows the folder and how a console page comes to rest.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/**
 * Waits until a console page rests: its top loading bar idle and its fades done — every finite
 * CSS animation or transition running after the next two frames has finished (endless ones,
 * spinners, are left running). Faster than a fixed pause, and not cut short on a slow machine.
 */
export async function consoleSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('top-loading-bar')).toHaveAttribute('data-state', 'idle');
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Whether screenshots are taken: always by hand, in CI only with E2E_SHOTS=1. CI keeps no
 * artifacts, and a couple of hundred of them (many of whole pages) took a minute or two of the
 * browser tests' time; no test reads them. The waits before a shot (`consoleSettled`) still run.
 */
const TAKE_SHOTS = !process.env.CI || process.env.E2E_SHOTS === '1';

/** Saves e2e/artifacts/{name}.png: the full page, or only the viewport (pop-ups sit on it). */
export async function saveShot(page: Page, name: string, fullPage: boolean): Promise<void> {
  if (!TAKE_SHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage, animations: 'disabled' });
}
