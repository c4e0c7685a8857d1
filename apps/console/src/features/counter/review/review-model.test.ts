import type { RiskReason } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import { playerLines, reasonsByWeight, reviewPath } from './review-model';

const reason = (code: RiskReason['code'], points: number): RiskReason => ({
  code,
  points,
  text: code,
});

describe('the review queue model', () => {
  it('asks for a page of held rewards', () => {
    expect(reviewPath(2, 20)).toBe('rewards/review?page=2&page_size=20');
  });

  it('names the player by name and email, whichever there is', () => {
    expect(playerLines({ public_id: 'p', name: 'Ana', email: 'ana@example.com' })).toEqual({
      main: 'Ana',
      sub: 'ana@example.com',
    });
    expect(playerLines({ public_id: 'p', name: null, email: 'ana@example.com' })).toEqual({
      main: 'ana@example.com',
      sub: null,
    });
    expect(playerLines({ public_id: 'p', name: ' ', email: null })).toBeNull();
  });

  it('lists the reasons that weighed most first, keeping the server’s order among equals', () => {
    const reasons = [
      reason('disposable_email', 20),
      reason('network_velocity', 40),
      reason('too_fast', 20),
      reason('email_variant', 25),
    ];
    expect(reasonsByWeight(reasons).map((r) => r.code)).toEqual([
      'network_velocity',
      'email_variant',
      'disposable_email',
      'too_fast',
    ]);
    expect(reasons[0]!.code).toBe('disposable_email');
  });
});
