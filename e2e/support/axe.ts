/**
 * Accessibility checks with axe-core (Deque's rule engine, through `@axe-core/playwright`, which
 * injects axe into every frame of the page). Only the WCAG 2.0/2.1 level A and AA rules run: they
 * are the bar the product promises; best-practice rules are advice, not failures.
 */
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, RunOptions, run } from 'axe-core';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The rules that run, and only the failures reported (passes and undecided are not read). */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: [...WCAG_21_AA] },
  resultTypes: ['violations'],
};

/** The axe-core build that `@axe-core/playwright` itself injects (its own pinned version). */
const AXE_SOURCE: string = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

/** One line per failing element, e.g. `color-contrast (serious) p.text-xs: Fix any of …`. */
export interface AxeFinding {
  readonly page: string;
  readonly rule: string;
  readonly impact: string;
  readonly target: string;
  readonly summary: string;
}

/**
 * Waits until the page is at rest: no request in flight, the console's loading bar idle and every
 * finite CSS animation or transition done (axe computes contrast from the colours on screen, so a
 * fade-in caught half way reads as low contrast). Endless animations (spinners) are left running.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const bar = page.getByTestId('top-loading-bar');
  if ((await bar.count()) > 0) await expect(bar).toHaveAttribute('data-state', 'idle');
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Frames that axe, run in the page, cannot reach: those of another origin (a business's own page
 * in the page embedder). `about:blank`, `srcdoc` and same-origin frames are reached.
 */
function crossOriginFrames(page: Page): Frame[] {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .filter((f) => f !== page.mainFrame() && /^https?:/.test(f.url()))
    .filter((f) => new URL(f.url()).origin !== origin);
}

/**
 * axe-core run in the page: injected once into each frame's document (a later audit of the same
 * document, e.g. with a dialog open, reuses it), then `axe.run` in the top frame, which audits the
 * same-origin frames through them. `AxeBuilder.analyze()` instead injected axe twice per audit and
 * merged its results in a new blank page it opened and closed each time: about a third of the
 * audits' time. A page with a frame of another origin still goes through `AxeBuilder`, which
 * reaches every frame.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (crossOriginFrames(page).length > 0) {
    // Before withTags: options() replaces the whole options object, rule selection included.
    return new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags([...WCAG_21_AA])
      .analyze();
  }
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    const present = await frame.evaluate(() => 'axe' in window);
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(
    (options) => (window as unknown as { axe: { run: typeof run } }).axe.run(document, options),
    RUN_OPTIONS,
  );
}

/** Runs the WCAG 2.1 A/AA rules on the page as it is now; returns what failed. */
export async function axeFindings(page: Page, label: string): Promise<AxeFinding[]> {
  await settle(page);
  const results = await runAxe(page);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      page: label,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      target: node.target.join(' '),
      summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 300),
    })),
  );
}

/** Formats findings for an assertion message a person can act on. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map((f) => `${f.page}: ${f.rule} (${f.impact}) at ${f.target}: ${f.summary}`)
    .join('\n');
}
