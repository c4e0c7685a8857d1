import { describe, expect, it } from 'vitest';
import { lastActiveText, orderModules, toggleModule } from './modules-model';

describe('team module choices', () => {
  it('keeps modules in the API order, each once', () => {
    expect(orderModules(['rewards', 'games', 'games', 'full'])).toEqual([
      'full',
      'games',
      'rewards',
    ]);
    expect(toggleModule(['rewards'], 'games', true)).toEqual(['games', 'rewards']);
    expect(toggleModule(['games', 'rewards'], 'games', false)).toEqual(['rewards']);
  });

  it('says when a member was last active', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(lastActiveText(null, now)).toBe('Not yet');
    expect(lastActiveText('2026-11-20T11:58:00Z', now)).toBe('Just now');
    expect(lastActiveText('2026-11-20T11:20:00Z', now)).toBe('40 min ago');
    expect(lastActiveText('2026-11-20T07:00:00Z', now)).toBe('5 h ago');
    expect(lastActiveText('2026-11-19T10:00:00Z', now)).toBe('Yesterday');
    expect(lastActiveText('2026-11-10T12:00:00Z', now)).toBe('10 days ago');
  });
});
