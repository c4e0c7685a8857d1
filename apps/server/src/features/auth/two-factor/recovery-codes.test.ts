import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.js';

describe('recovery codes', () => {
  it('makes ten distinct codes of 10 random characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  });

  it('stores a hash, never the code, and the same code typed loosely hashes the same', () => {
    const [code] = newRecoveryCodes(1);
    const hash = hashRecoveryCode(code!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(normalizeRecoveryCode(code!));
    expect(hashRecoveryCode(` ${code!.toUpperCase().replace('-', ' ')} `)).toBe(hash);
    expect(hashRecoveryCode(code!.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')))).not.toBe(hash);
  });
});
