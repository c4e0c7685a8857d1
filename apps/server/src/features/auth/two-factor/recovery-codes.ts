/**
 * Recovery codes: ten random codes given once when a login's first factor is added, each usable
 * once instead of a code or passkey. 50 random bits each (10 base32 characters, shown as
 * `xxxxx-xxxxx`); only their SHA-256 is stored — their entropy makes a slow hash unnecessary,
 * as for session tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@playdesk/contract';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function randomCode(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** A fresh set of codes (distinct). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(randomCode());
  return [...codes];
}

/** The code as typed, the way it was issued: lower case, no spaces or dashes. */
export const normalizeRecoveryCode = (typed: string): string =>
  typed.toLowerCase().replace(/[\s-]+/g, '');

/** What is stored and compared: the SHA-256 of the normalized code. */
export const hashRecoveryCode = (typed: string): string =>
  createHash('sha256')
    .update(`recovery:${normalizeRecoveryCode(typed)}`)
    .digest('hex');
