/**
 * The statistics of an experiment's verdict (docs/insight.md#experiments), pure:
 * - a rate's 95 % interval: Wilson's score interval (Wilson 1927), what statsmodels'
 *   `proportion_confint(method='wilson')` computes;
 * - a variant against the control: the two-proportion z-test with the pooled standard error and a
 *   two-sided p-value (statsmodels `proportions_ztest`, its default `prop_var=False`), and
 *   Newcombe's hybrid score interval of the difference (Newcombe 1998, method 10);
 * - the sample ratio mismatch: Pearson's chi-square goodness of fit of the counts against the
 *   split set, df = groups − 1 (scipy.stats.chisquare).
 *
 * The normal and chi-square tails are computed here rather than from a package: the maintained
 * ones (stdlib's) bring some 200 packages for two functions. The normal tail is Hart's
 * double-precision algorithm 5666 (Hart et al., Computer Approximations, 1968) as given by
 * G. West, "Better approximations to cumulative normal functions" (Wilmott, 2005), accurate to
 * about 1e-15; the chi-square tail for whole degrees of freedom is the closed form of Abramowitz
 * and Stegun, Handbook of Mathematical Functions, 26.4.4 (odd df) and 26.4.5 (even df).
 */

/** The two-sided 97.5th percentile of the standard normal: the 95 % intervals' z. */
export const Z_95 = 1.959963984540054;

/** P(Z > x) for a standard normal Z (Hart 1968 / West 2005), accurate far into the tail. */
export function normalUpperTail(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const a = Math.abs(x);
  let tail: number;
  if (a > 37) tail = 0;
  else {
    const e = Math.exp((-a * a) / 2);
    if (a < 7.07106781186547) {
      let n = 3.52624965998911e-2 * a + 0.700383064443688;
      n = n * a + 6.37396220353165;
      n = n * a + 33.912866078383;
      n = n * a + 112.079291497871;
      n = n * a + 221.213596169931;
      n = n * a + 220.206867912376;
      let d = 8.83883476483184e-2 * a + 1.75566716318264;
      d = d * a + 16.064177579207;
      d = d * a + 86.7807322029461;
      d = d * a + 296.564248779674;
      d = d * a + 637.333633378831;
      d = d * a + 793.826512519948;
      d = d * a + 440.413735824752;
      tail = (e * n) / d;
    } else {
      let f = a + 0.65;
      f = a + 4 / f;
      f = a + 3 / f;
      f = a + 2 / f;
      f = a + 1 / f;
      tail = e / f / 2.506628274631;
    }
  }
  return x >= 0 ? tail : 1 - tail;
}

/** P(Z ≤ x) for a standard normal Z. */
export const normalCdf = (x: number): number => 1 - normalUpperTail(x);

/**
 * P(X > x) for X chi-square with `df` (a whole number ≥ 1) degrees of freedom: Abramowitz and
 * Stegun 26.4.4 (odd df: 2Q(χ) + 2Z(χ)·Σ χ^(2r−1)/(1·3···(2r−1))) and 26.4.5 (even df:
 * e^(−x/2)·(1 + Σ χ^(2r)/(2·4···2r))), χ = √x.
 */
export function chiSquareUpperTail(x: number, df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError('df is a whole number ≥ 1');
  if (x <= 0) return 1;
  const chi = Math.sqrt(x);
  const density = Math.exp(-x / 2) / Math.sqrt(2 * Math.PI); // Z(χ)
  if (df % 2 === 1) {
    let sum = 0;
    let term = 1 / chi; // χ^(2r−1)/(1·3···(2r−1)) at r = 0, before the first step
    for (let r = 1; r <= (df - 1) / 2; r++) {
      term *= (chi * chi) / (2 * r - 1);
      sum += term;
    }
    return Math.min(1, 2 * normalUpperTail(chi) + 2 * density * sum);
  }
  let sum = 1;
  let term = 1;
  for (let r = 1; r <= (df - 2) / 2; r++) {
    term *= (chi * chi) / (2 * r);
    sum += term;
  }
  return Math.min(1, Math.exp(-x / 2) * sum);
}

/** Wilson's score interval of `successes` in `n` at 95 % (null when n is 0). */
export function wilsonInterval(successes: number, n: number, z = Z_95): [number, number] | null {
  if (n <= 0) return null;
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface Proportion {
  successes: number;
  n: number;
}

/**
 * The two-proportion z-test of `b` against `a` with the pooled standard error:
 * z = (p_b − p_a) / √(p(1−p)(1/n_a + 1/n_b)), p the pooled rate; two-sided p = 2·P(Z > |z|).
 * Null when a group is empty or the pooled rate is 0 or 1 (no variance: nothing to test).
 */
export function twoProportionZTest(a: Proportion, b: Proportion): { z: number; p: number } | null {
  if (a.n <= 0 || b.n <= 0) return null;
  const pooled = (a.successes + b.successes) / (a.n + b.n);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n));
  if (!(se > 0)) return null;
  const z = (b.successes / b.n - a.successes / a.n) / se;
  return { z, p: Math.min(1, 2 * normalUpperTail(Math.abs(z))) };
}

/**
 * Newcombe's hybrid score interval (1998, method 10) of p_b − p_a at 95 %, from each rate's Wilson
 * interval: [d − √((p_b − l_b)² + (u_a − p_a)²), d + √((u_b − p_b)² + (p_a − l_a)²)].
 */
export function newcombeInterval(a: Proportion, b: Proportion, z = Z_95): [number, number] | null {
  const wa = wilsonInterval(a.successes, a.n, z);
  const wb = wilsonInterval(b.successes, b.n, z);
  if (!wa || !wb) return null;
  const pa = a.successes / a.n;
  const pb = b.successes / b.n;
  const d = pb - pa;
  return [
    d - Math.sqrt((pb - wb[0]) ** 2 + (wa[1] - pa) ** 2),
    d + Math.sqrt((wb[1] - pb) ** 2 + (pa - wa[0]) ** 2),
  ];
}

/**
 * Pearson's chi-square goodness of fit of `observed` against the `shares` (any positive weights,
 * percentages here): the statistic and its p-value with df = groups − 1. Null with no
 * observations.
 */
export function chiSquareGoodnessOfFit(
  observed: readonly number[],
  shares: readonly number[],
): { statistic: number; p: number } | null {
  const total = observed.reduce((s, n) => s + n, 0);
  const weight = shares.reduce((s, n) => s + n, 0);
  if (total <= 0 || observed.length < 2 || observed.length !== shares.length) return null;
  const statistic = observed.reduce((s, n, i) => {
    const expected = (total * shares[i]!) / weight;
    return s + (n - expected) ** 2 / expected;
  }, 0);
  return { statistic, p: chiSquareUpperTail(statistic, observed.length - 1) };
}
