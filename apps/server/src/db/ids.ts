import { randomBytes } from 'node:crypto';

/** Public identifiers: 16 random URL-safe characters (96 bits), never derived from row ids. */
export function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}
