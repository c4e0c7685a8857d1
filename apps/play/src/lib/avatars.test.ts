import { describe, expect, it } from 'vitest';
import { AVATARS as CONTRACT_AVATARS } from '@playdesk/contract';
import { AVATAR_NAMES, AVATARS, avatarName } from './avatars.js';

describe('AVATARS', () => {
  it('is the contract list the server accepts', () => {
    expect(AVATARS).toBe(CONTRACT_AVATARS);
  });

  it('names every avatar for screen readers', () => {
    for (const avatar of AVATARS) expect(AVATAR_NAMES[avatar]).toBeTruthy();
  });
});

describe('avatarName', () => {
  it('names a chosen avatar, and falls back for none or an unknown one', () => {
    expect(avatarName('🦊')).toBe('Fox');
    expect(avatarName(null)).toBe('Player');
    expect(avatarName('🍕')).toBe('Player');
  });
});
