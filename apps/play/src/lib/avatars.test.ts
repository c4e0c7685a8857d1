import { describe, expect, it } from 'vitest';
import { AVATARS as CONTRACT_AVATARS } from '@playdesk/contract';
import { AVATAR_NAMES, AVATARS, avatarName } from './avatars.js';

describe('AVATARS', () => {
  it('is the contract list the server accepts', () => {
    expect(AVATARS).toBe(CONTRACT_AVATARS);
  });

  it('names every avatar for screen readers', () => {
    for (const avatar of AVATARS) expect(avatarName(avatar)).not.toMatch(/^avatar\./);
    expect(new Set(AVATARS.map((a) => AVATAR_NAMES[a])).size).toBe(AVATARS.length);
  });
});

describe('avatarName', () => {
  it('names a chosen avatar, and falls back for none or an unknown one', () => {
    expect(avatarName('🦊')).toBe('Fox');
    expect(avatarName(null)).toBe('Player');
    expect(avatarName('🍕')).toBe('Player');
  });
});
