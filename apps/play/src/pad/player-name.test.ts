import { describe, expect, it } from 'vitest';
import { playerName } from './player-name.js';

describe('playerName', () => {
  const t = ((key: string, params?: Record<string, string>) =>
    `<${key} ${params?.tag ?? ''}>`) as Parameters<typeof playerName>[0];
  it('shows the server’s stand-in name in the player’s language', () => {
    expect(playerName(t, 'Player U5BH')).toBe('<pad.leaderboard.player_tag U5BH>');
  });
  it('shows a chosen name as it is', () => {
    expect(playerName(t, 'Léa')).toBe('Léa');
    expect(playerName(t, 'Player One')).toBe('Player One');
  });
});
