/** Small pure helpers of the content editors. */

/** Odds in hundredths summed exactly, as the scratch engine does; the rest is "no luck". */
export function oddsSummary(odds: readonly number[]): { total: number; noLuck: number } {
  const hundredths = odds.reduce(
    (sum, o) => sum + (Number.isFinite(o) && o > 0 ? Math.round(o * 100) : 0),
    0,
  );
  return { total: hundredths / 100, noLuck: Math.max(0, 10_000 - hundredths) / 100 };
}

/**
 * A percentage without float noise (0.30000000000000004 → 0.3), 12.5 stays 12.5: the catalogue
 * formats it in the user's language ("12.5 %", "12,5 %").
 */
export function percentValue(n: number): number {
  return Number.isInteger(n) ? n : Number(n.toFixed(2));
}

/** Words typed or pasted ("latte, mocha crema") → single words. */
export function splitWords(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((w) => w.trim())
    .filter(Boolean);
}

export interface AddWordsResult {
  words: string[];
  /** Words left out because they are already in the list. */
  duplicates: string[];
  /** Words left out because the list is full. */
  overflow: string[];
}

/** Adds words in the game's letter case, skipping duplicates and what does not fit. */
export function addWords(
  current: readonly string[],
  raw: readonly string[],
  letterCase: 'lower' | 'upper',
  max: number,
): AddWordsResult {
  const words = [...current];
  const duplicates: string[] = [];
  const overflow: string[] = [];
  for (const word of raw.map((w) => (letterCase === 'lower' ? w.toLowerCase() : w.toUpperCase()))) {
    if (words.includes(word)) duplicates.push(word);
    else if (words.length >= max) overflow.push(word);
    else words.push(word);
  }
  return { words, duplicates, overflow };
}
