import { describe, expect, it } from 'vitest';
import { newPublicId } from './ids.js';

describe('newPublicId', () => {
  it('is 16 URL-safe characters starting with a letter or a digit, never a spreadsheet formula', () => {
    // Without the redraw, 10 000 ids all starting with a letter or digit happen with odds of
    // (62/64)^10000, about 10^-138.
    const ids = Array.from({ length: 10_000 }, newPublicId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{15}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Every letter and digit still comes first (a uniform first character).
    expect(new Set(ids.map((id) => id[0])).size).toBe(62);
  });
});
