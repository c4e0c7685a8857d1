import { describe, expect, it } from 'vitest';
import { noun } from '../lib/format';
import { rangeText } from './Pager';

const delivery = noun('delivery', 'deliveries');

describe("the pager's text", () => {
  it('uses the plural of the noun, not the noun plus "s"', () => {
    expect(rangeText(1, 20, 3, 3, delivery)).toBe('1–3 of 3 deliveries');
    expect(rangeText(1, 20, 1, 1, delivery)).toBe('1–1 of 1 delivery');
    expect(rangeText(1, 20, 0, 0, delivery)).toBe('No deliveries');
    expect(rangeText(3, 20, 13, 1053, delivery)).toBe('41–53 of 1,053 deliveries');
  });
});
