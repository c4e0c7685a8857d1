/**
 * The verdict's statistics against reference values. Each expected number names where it comes
 * from: SciPy 1.17.1 (`scipy.stats`, run on this machine, the call written beside it) or the
 * worked example of a paper.
 */
import { describe, expect, it } from 'vitest';
import {
  chiSquareGoodnessOfFit,
  chiSquareUpperTail,
  newcombeInterval,
  normalCdf,
  normalUpperTail,
  twoProportionZTest,
  wilsonInterval,
} from './stats.js';

describe('the normal tail', () => {
  it.each([
    // scipy.stats.norm.sf(x)
    [0.5, 0.3085375387259869],
    [1.96, 0.024997895148220435],
    [3, 0.0013498980316300933],
    [5, 2.866515718791933e-7],
    [8, 6.22096057427174e-16],
    [-1, 0.8413447460685429],
  ])('P(Z > %f) as scipy.stats.norm.sf', (x, expected) => {
    expect(normalUpperTail(x)).toBeCloseTo(expected, 14);
    // Relative precision in the far tail, where p-values live (Hart's continued fraction past
    // 7.07 keeps about 8 digits).
    expect(Math.abs(normalUpperTail(x) / expected - 1)).toBeLessThan(1e-8);
  });
  it('Φ is symmetric', () => {
    expect(normalCdf(1.2) + normalCdf(-1.2)).toBeCloseTo(1, 15);
    expect(normalCdf(0)).toBe(0.5);
  });
});

describe('the chi-square tail', () => {
  it.each([
    // scipy.stats.chi2.sf(x, df)
    [3.841458820694124, 1, 0.04999999999999989],
    [10, 1, 0.001565402258002549],
    [5, 2, 0.0820849986238988],
    [16, 2, 0.0003354626279025119],
    [7.815, 3, 0.049993902974883875],
    [20, 3, 0.00016974243555282632],
    [0.5, 3, 0.9188914116546758],
  ])('P(X > %f) with df %i as scipy.stats.chi2.sf', (x, df, expected) => {
    expect(Math.abs(chiSquareUpperTail(x, df) / expected - 1)).toBeLessThan(1e-9);
  });
  it('is 1 at 0 and refuses a df that is not a whole number', () => {
    expect(chiSquareUpperTail(0, 3)).toBe(1);
    expect(() => chiSquareUpperTail(1, 0)).toThrow(RangeError);
    expect(() => chiSquareUpperTail(1, 1.5)).toThrow(RangeError);
  });
});

describe("Wilson's interval", () => {
  it.each([
    // scipy.stats.binomtest(k, n).proportion_ci(confidence_level=0.95, method='wilson'); the
    // first is also Newcombe (1998, Stat Med 17:857, Table I) 81/263: 0.2553–0.3662.
    [81, 263, 0.2552885198782742, 0.36620957698280004],
    [0, 10, 0, 0.27753279986288926],
    [15, 148, 0.06238639953073629, 0.16048724172330803],
    [56, 70, 0.6918335550374693, 0.8769526075163704],
    [10, 10, 0.7224672001371109, 1],
  ])('%i of %i', (k, n, low, high) => {
    const [l, u] = wilsonInterval(k, n)!;
    expect(l).toBeCloseTo(low, 12);
    expect(u).toBeCloseTo(high, 12);
  });
  it('is null with no observation', () => expect(wilsonInterval(0, 0)).toBeNull());
});

describe('the two-proportion z-test (pooled)', () => {
  it.each([
    // |z| = √χ² and p of scipy.stats.chi2_contingency([[a, n_a − a], [b, n_b − b]],
    // correction=False): Pearson's test of a 2×2 table is the pooled z-test squared.
    [48, 80, 56, 70, 2.650171951258532, 0.008045081368196582],
    [120, 1000, 150, 1000, 1.9630498076223553, 0.049640386865368834],
    [3, 10, 9, 10, 2.7386127875258306, 0.0061698993205441645],
  ])('%i/%i against %i/%i', (a, na, b, nb, z, p) => {
    const result = twoProportionZTest({ successes: a, n: na }, { successes: b, n: nb })!;
    expect(result.z).toBeCloseTo(z, 12);
    expect(result.p).toBeCloseTo(p, 12);
    // The sign follows the second against the first.
    expect(twoProportionZTest({ successes: b, n: nb }, { successes: a, n: na })!.z).toBeCloseTo(
      -z,
      12,
    );
  });
  it('has nothing to test without variance or without players', () => {
    expect(twoProportionZTest({ successes: 0, n: 50 }, { successes: 0, n: 60 })).toBeNull();
    expect(twoProportionZTest({ successes: 50, n: 50 }, { successes: 60, n: 60 })).toBeNull();
    expect(twoProportionZTest({ successes: 0, n: 0 }, { successes: 3, n: 60 })).toBeNull();
  });
});

describe("Newcombe's interval of the difference", () => {
  it.each([
    // Newcombe RG. Interval estimation for the difference between independent proportions:
    // comparison of eleven methods. Stat Med 1998;17:873–890, Table II, method 10:
    // (a) 56/70 − 48/80 = 0.2000: 0.0524 to 0.3339; (c) 9/10 − 3/10 = 0.6: 0.1705 to 0.8090.
    [48, 80, 56, 70, 0.0524, 0.3339],
    [3, 10, 9, 10, 0.1705, 0.809],
  ])('%i/%i → %i/%i', (a, na, b, nb, low, high) => {
    const [l, u] = newcombeInterval({ successes: a, n: na }, { successes: b, n: nb })!;
    expect(l).toBeCloseTo(low, 4);
    expect(u).toBeCloseTo(high, 4);
  });
});

describe('the sample ratio test', () => {
  it.each([
    // scipy.stats.chisquare(observed, f_exp=…) (equal shares: f_exp omitted)
    [[5050, 4950], [50, 50], 1, 0.31731050786291115],
    [[4890, 5110], [50, 50], 4.84, 0.027806895026997264],
    [[2600, 2500, 2450, 2450], [25, 25, 25, 25], 6, 0.11161022509471268],
    // f_exp=[600, 2400]: a 20/80 split that came out 520/2480 — a mismatch (p < 0.001).
    [[520, 2480], [20, 80], 13.333333333333332, 0.0002607296328553169],
  ])('%j against %j', (observed, shares, statistic, p) => {
    const result = chiSquareGoodnessOfFit(observed, shares)!;
    expect(result.statistic).toBeCloseTo(statistic, 9);
    expect(Math.abs(result.p / p - 1)).toBeLessThan(1e-9);
  });
  it('is null with nothing observed', () =>
    expect(chiSquareGoodnessOfFit([0, 0], [50, 50])).toBeNull());
});
