import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpUri, verifyTotp, TOTP_PERIOD_SECONDS } from './totp.js';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
/** A moment in the middle of a time step, so ± one step stays clear of the edges. */
const NOW = Math.floor(1_796_000_000_000 / STEP_MS) * STEP_MS + STEP_MS / 2;

describe('TOTP codes', () => {
  const secret = newTotpSecret();

  it('accepts the current code and one step either side, nothing further', () => {
    const step = NOW / STEP_MS - 0.5;
    expect(verifyTotp(secret, totpCode(secret, NOW), null, NOW)).toBe(step);
    expect(verifyTotp(secret, totpCode(secret, NOW - STEP_MS), null, NOW)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, NOW + STEP_MS), null, NOW)).toBe(step + 1);
    expect(verifyTotp(secret, totpCode(secret, NOW - 2 * STEP_MS), null, NOW)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, NOW + 2 * STEP_MS), null, NOW)).toBeNull();
  });

  it('refuses a code used once already, and any earlier one (replay)', () => {
    const used = verifyTotp(secret, totpCode(secret, NOW), null, NOW)!;
    expect(verifyTotp(secret, totpCode(secret, NOW), used, NOW)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, NOW - STEP_MS), used, NOW)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, NOW + STEP_MS), used, NOW)).toBe(used + 1);
  });

  it('refuses what is not six digits, and another secret’s code', () => {
    expect(verifyTotp(secret, '12345', null, NOW)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', null, NOW)).toBeNull();
    const other = newTotpSecret();
    const code = totpCode(other, NOW);
    if (code !== totpCode(secret, NOW)) expect(verifyTotp(secret, code, null, NOW)).toBeNull();
  });

  it('makes a 160-bit base32 secret and the otpauth URL apps read', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(totpUri(secret, 'lea@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Playdesk');
  });
});
