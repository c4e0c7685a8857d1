import { describe, expect, it } from 'vitest';
import { AVATARS as CONTRACT_AVATARS } from '@playdesk/contract';
import { AVATAR_NAMES, AVATARS } from './avatars.js';

describe('AVATARS', () => {
  it('matches the contract list the server accepts', () => {
    expect([...AVATARS]).toEqual([...CONTRACT_AVATARS]);
  });

  it('names every avatar for screen readers', () => {
    for (const avatar of AVATARS) expect(AVATAR_NAMES[avatar]).toBeTruthy();
  });
});
