/**
 * Accessibility checks with axe-core (Deque's rule engine, through `@axe-core/playwright`, which
 * injects axe into every frame of the page). Only the WCAG 2.0/2.1 level A and AA rules run: they
 * are the bar the product promises; best-practice rules are advice, not failures.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

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

/** Runs the WCAG 2.1 A/AA rules on the page as it is now; returns what failed. */
export async function axeFindings(page: Page, label: string): Promise<AxeFinding[]> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    // Details of the passing and undecided checks are not read: leaving them out saves time.
    // (Before withTags: options() replaces the whole options object, rule selection included.)
    .options({ resultTypes: ['violations'] })
    .withTags([...WCAG_21_AA])
    .analyze();
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
