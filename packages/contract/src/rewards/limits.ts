/** The limits of rewards, codes and rules, and the odds' fixed-point scale. */

export const REWARD_LIMITS = {
  nameMax: 80,
  descriptionMax: 1000,
  valueMax: 40,
  termsMax: 5000,
  howToRedeemMax: 2000,
  /** A code of a unique-code pool or the one shared code. */
  codeMax: 100,
  /** A link of a unique-link pool or the one shared link. */
  linkMax: 2000,
  /** Days after the win a reward stays valid, when it expires that way. */
  expiryDaysMax: 3650,
  /** Stock of a reward without a pool (shared code or link, physical prize). */
  quantityMax: 10_000_000,
  /** One upload of codes (a CSV or text file). */
  uploadMaxBytes: 64 * 1024 * 1024,
  /** One generation of codes. */
  generateMax: 1_000_000,
  /** Codes one pool may hold in all. */
  poolMax: 20_000_000,
  generatePrefixMax: 20,
  generateLengthMin: 4,
  generateLengthMax: 32,
  /** Reward rules of one game. */
  rulesPerGame: 20,
  /** Winning moments of one rule. */
  momentsMax: 10_000,
  /** Examples of refused lines an import report lists. */
  reportExamplesMax: 20,
} as const;

/** Odds are percentages with at most 5 decimals (0.00001 %): exact integers in ODDS_SCALE. */
export const ODDS_DECIMALS = 5;
/** 100 % in the smallest odds unit (0.00001 %). Draws are integers in [0, ODDS_SCALE). */
export const ODDS_SCALE = 10_000_000;
export const ODDS_MIN_PERCENT = 0.001;

/** Odds in percent → integer units of 0.00001 % (12.5 % → 1 250 000). */
export function oddsUnits(percent: number): number {
  return Math.round(percent * 10 ** ODDS_DECIMALS);
}
