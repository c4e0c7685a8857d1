import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_SCALE, oddsUnits } from '@playdesk/contract';
import * as script from '../../../../../../scripts/verify-draws.js';
import { commitmentOf, momentAt, oddsHit, ticketOf } from './draw.js';

/** A fixed seed: the statistical tests below give the same counts on every run. */
const SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const seedArb = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((b) => Buffer.from(b).toString('hex'));

describe('the draw', () => {
  it('commits to the SHA-256 of the seed bytes', () => {
    expect(commitmentOf(SEED)).toBe(
      createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'),
    );
    expect(commitmentOf(SEED)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives tickets in [0, ODDS_SCALE) that the verification script recomputes alike', () => {
    fc.assert(
      fc.property(seedArb, fc.uuid(), (seed, playId) => {
        const ticket = ticketOf(seed, playId);
        expect(ticket).toBeGreaterThanOrEqual(0);
        expect(ticket).toBeLessThan(ODDS_SCALE);
        expect(script.ticketOf(seed, playId)).toBe(ticket);
      }),
    );
  });

  it('spreads random moments inside their window, as the script recomputes them', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.nat({ max: 10_000 }),
        fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }),
        fc.nat({ max: 30 * 86_400_000 }),
        (seed, i, from, span) => {
          const at = momentAt(seed, 'r1', i, from, from + span);
          expect(at).toBeGreaterThanOrEqual(from);
          if (span > 0) expect(at).toBeLessThan(from + span);
          expect(script.momentAt(seed, 'r1', i, from, from + span)).toBe(at);
        },
      ),
    );
  });

  it('maps tickets to consecutive odds ranges, exactly at their bounds', () => {
    const ranges = [
      { rule_id: 'a', units: oddsUnits(12.5) },
      { rule_id: 'b', units: oddsUnits(0.001) },
    ];
    expect(oddsHit(0, ranges)).toBe('a');
    expect(oddsHit(1_249_999, ranges)).toBe('a');
    expect(oddsHit(1_250_000, ranges)).toBe('b');
    expect(oddsHit(1_250_099, ranges)).toBe('b');
    expect(oddsHit(1_250_100, ranges)).toBeNull();
    expect(oddsHit(ODDS_SCALE - 1, [{ rule_id: 'all', units: ODDS_SCALE }])).toBe('all');
  });

  it('hits each rule with its odds over 100 000 plays (chi-square, fixed seed)', () => {
    const ranges = [
      { rule_id: 'coffee', units: oddsUnits(25) },
      { rule_id: 'mug', units: oddsUnits(10) },
      { rule_id: 'bag', units: oddsUnits(1.5) },
      { rule_id: 'rare', units: oddsUnits(0.05) },
    ];
    const n = 100_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const hit = oddsHit(ticketOf(SEED, `play-${i}`), ranges) ?? 'none';
      counts.set(hit, (counts.get(hit) ?? 0) + 1);
    }
    const p = new Map(ranges.map((r) => [r.rule_id, r.units / ODDS_SCALE]));
    p.set('none', 1 - [...p.values()].reduce((a, b) => a + b, 0));
    let chi2 = 0;
    for (const [key, prob] of p) {
      const expected = n * prob;
      const observed = counts.get(key) ?? 0;
      chi2 += (observed - expected) ** 2 / expected;
      // Each count on its own within 5 standard deviations of the binomial mean too.
      expect(Math.abs(observed - expected)).toBeLessThan(5 * Math.sqrt(n * prob * (1 - prob)));
    }
    // 4 degrees of freedom: P(χ² > 18.47) = 0.001.
    expect(chi2).toBeLessThan(18.47);
  });

  it('gives tickets uniform over [0, ODDS_SCALE) (chi-square over 20 buckets, fixed seed)', () => {
    const n = 100_000;
    const buckets = new Array<number>(20).fill(0);
    for (let i = 0; i < n; i++)
      buckets[Math.floor(ticketOf(SEED, `u-${i}`) / (ODDS_SCALE / 20))]! += 1;
    const expected = n / 20;
    const chi2 = buckets.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
    // 19 degrees of freedom: P(χ² > 43.82) = 0.001.
    expect(chi2).toBeLessThan(43.82);
  });
});
