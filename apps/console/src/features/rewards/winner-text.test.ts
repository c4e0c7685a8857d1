import { beforeAll, describe, expect, it } from 'vitest';
import { playerText } from './winner-text';
import { loadSections } from '../../i18n/i18n';

beforeAll(() => loadSections('rewards'));

const player = (name: string | null, email: string | null) => ({
  player: { public_id: 'p1', name, email },
});

describe('playerText', () => {
  it('names a winner by name and email when shown', () => {
    expect(playerText(player('Maya', 'maya@example.com'))).toBe('Maya (maya@example.com)');
    expect(playerText(player(null, null), true)).toBe('An anonymous player');
    expect(playerText({ player: null })).toBe('an erased player');
  });

  it('says the names are withheld for a viewer without player data, not "anonymous"', () => {
    expect(playerText(player(null, null), true, false)).toBe(
      'A player (names need the player data permission)',
    );
  });
});
