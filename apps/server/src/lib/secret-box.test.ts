import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));
  it('opens what it sealed, with a fresh IV each time', () => {
    const a = box.seal('whsec_abc');
    expect(a).toMatch(/^v1\./);
    expect(a).not.toContain('whsec_abc');
    expect(box.seal('whsec_abc')).not.toBe(a);
    expect(box.open(a)).toBe('whsec_abc');
  });
  it('refuses a changed text or another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});
