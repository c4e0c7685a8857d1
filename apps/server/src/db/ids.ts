import { randomInt } from 'node:crypto';
import { randomString } from '../lib/random.js';

const LETTERS_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Public identifiers: 16 random URL-safe characters (about 95.9 bits), never derived from row ids.
 * The first is a letter or a digit: an id starting with `-` reads as a formula in a spreadsheet, so
 * the CSV exports escape it with a leading quote (http/csv.ts) and the id a business reads there
 * would not be the id (1 in 32 ids started with `-` or `_`). Drawn again uniformly among the 62.
 */
export function newPublicId(): string {
  const id = randomString(12, 'base64url');
  const first = id.charCodeAt(0);
  // '-' and '_' are the only base64url characters that are not letters or digits.
  if (first !== 45 && first !== 95) return id;
  return `${LETTERS_AND_DIGITS[randomInt(LETTERS_AND_DIGITS.length)]}${id.slice(1)}`;
}
