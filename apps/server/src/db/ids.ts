import { randomString } from '../lib/random.js';

/** Public identifiers: 16 random URL-safe characters (96 bits), never derived from row ids. */
export function newPublicId(): string {
  return randomString(12, 'base64url');
}
