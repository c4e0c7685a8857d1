import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor, lowContrast, luminance, normalizeHex } from './color.js';

describe('colour helpers', () => {
  it('normalizes typed colours', () => {
    expect(normalizeHex('4a3494')).toBe('#4A3494');
    expect(normalizeHex(' #4a3494 ')).toBe('#4A3494');
    expect(normalizeHex('#fa0')).toBe('#FFAA00');
    expect(normalizeHex('purple')).toBe('purple');
    expect(isHexColor('#4A3494')).toBe(true);
    expect(isHexColor('#4a3494')).toBe(true);
    expect(isHexColor('#4A349')).toBe(false);
    expect(isHexColor(null)).toBe(false);
  });

  it('computes WCAG luminance and contrast', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21);
    expect(contrastRatio('#FFFFFF', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#FFFFFF', '#4A3494')).toBeGreaterThan(9);
    expect(contrastRatio('nope', '#FFFFFF')).toBeNull();
  });

  it('flags text below AA, judged on the exact ratio', () => {
    expect(lowContrast('#FFFFFF', '#4A3494')).toBe(false);
    expect(lowContrast('#FFEB3B', '#FFFFFF')).toBe(true);
    expect(lowContrast('bad', '#FFFFFF')).toBe(false);
    // #767676 on white is 4.54:1 (passes); #058A24 is 4.4994:1, which rounds to 4.5 but fails.
    expect(lowContrast('#767676', '#FFFFFF')).toBe(false);
    expect(lowContrast('#058A24', '#FFFFFF')).toBe(true);
  });
});
