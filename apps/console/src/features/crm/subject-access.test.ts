import { PlayerDataResponse, type PlayerDetail } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import { subjectAccessData, subjectAccessFileName } from './subject-access';

const detail: PlayerDetail = {
  public_id: 'p1',
  name: 'Ann Lee',
  email: 'ann@example.com',
  games_played: 1,
  plays: 1,
  best_score: 40,
  wins: 1,
  rewards: 1,
  consents: [],
  first_seen_at: '2026-01-01T10:00:00.000Z',
  last_seen_at: '2026-02-01T10:00:00.000Z',
  language: 'fr',
  source: null,
  medium: null,
  campaign: null,
  placement: null,
  variant: null,
  personal: {
    public_id: 'p1',
    display_name: null,
    avatar: null,
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    phone: null,
    birth_date: null,
    postcode: null,
    custom_fields: [{ key: 'drink', label: 'Favourite drink', value: 'tea' }],
  },
  risk: { score: 0, level: 'low', reasons: [] },
  loyalty: null,
  plays_timeline: [
    {
      game_public_id: 'g1',
      game_name: 'Quiz',
      status: 'won',
      score: 40,
      reason: 'completed',
      result: null,
      started_at: '2026-02-01T10:00:00.000Z',
      ended_at: '2026-02-01T10:01:00.000Z',
      duration_ms: 60000,
      language: 'fr',
      risk: { score: 0, level: 'low', reasons: [] },
    },
  ],
  consent_history: [],
  rewards_won: [
    {
      id: 'w1',
      reward: { public_id: 'r1', name: 'Free coffee' },
      game: { public_id: 'g1', name: 'Quiz' },
      code: 'COFFEE-1',
      won_at: '2026-02-01T10:01:00.000Z',
      expires_at: null,
      redeemed_at: null,
      status: 'active',
    },
  ],
};

describe('subject access JSON', () => {
  it('has the shape the player gets from "Forget me"', () => {
    const data = subjectAccessData(detail, { public_id: 'acc', business_name: 'Coffee Co' });
    expect(PlayerDataResponse.parse(data)).toEqual(data);
    expect(data.player.custom_fields).toEqual([
      { key: 'drink', label: 'Favourite drink', value: 'tea' },
    ]);
    expect(data.rewards).toEqual(detail.rewards_won);
    expect(data.player.first_seen_at).toBe(detail.first_seen_at);
    expect(data.plays).toHaveLength(1);
  });

  it('names the file after the player and the day', () => {
    expect(subjectAccessFileName('p1', new Date('2026-05-14T23:00:00Z'))).toBe(
      'player-p1-2026-05-14.json',
    );
  });
});
