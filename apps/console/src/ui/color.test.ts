import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor, lowContrast, normalizeHex } from './color';

describe('colour helpers', () => {
  it('normalises typed colours to #RRGGBB', () => {
    expect(normalizeHex('4a3494')).toBe('#4A3494');
    expect(normalizeHex(' #4a3494 ')).toBe('#4A3494');
    expect(normalizeHex('#fa0')).toBe('#FFAA00');
    expect(normalizeHex('purple')).toBe('purple');
    expect(isHexColor('#4A3494')).toBe(true);
    expect(isHexColor('#4A349')).toBe(false);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#FFFFFF', '#4A3494')).toBeGreaterThan(9);
    expect(contrastRatio('nope', '#FFFFFF')).toBeNull();
    expect(lowContrast('#FFFFFF', '#4A3494')).toBe(false);
    expect(lowContrast('#FFEB3B', '#FFFFFF')).toBe(true);
    expect(lowContrast('bad', '#FFFFFF')).toBe(false);
  });
});
