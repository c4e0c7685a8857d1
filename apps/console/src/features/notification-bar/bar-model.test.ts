import { describe, expect, it } from 'vitest';
import { barState, fromLocalInput, toFormValues, toLocalInput, toRequest } from './bar-model';

const saved = {
  enabled: true,
  text: 'Play our coffee quiz',
  game: { public_id: 'g1', name: 'Coffee Lovers Quiz' },
  button_label: 'Play now',
  background: '#4a3494',
  color: '#ffffff',
  position: 'top' as const,
  starts_at: null,
  ends_at: null,
};

describe('notification bar form', () => {
  it('round-trips the schedule through datetime-local values', () => {
    const iso = '2026-12-01T09:30:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBe('not a date');
  });

  it('turns the saved bar into form values and back into the request', () => {
    const values = toFormValues(saved);
    expect(values).toMatchObject({ game_id: 'g1', background: '#4A3494', color: '#FFFFFF' });
    expect(toRequest(values)).toEqual({
      enabled: true,
      text: 'Play our coffee quiz',
      game_id: 'g1',
      button_label: 'Play now',
      background: '#4A3494',
      color: '#FFFFFF',
      position: 'top',
      starts_at: null,
      ends_at: null,
    });
    expect(toRequest({ ...values, game_id: '' }).game_id).toBeNull();
  });
});

describe('barState', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('is off when disabled, whatever the schedule', () => {
    expect(barState({ ...saved, enabled: false }, now)).toEqual({ kind: 'off' });
  });
  it('is showing without a schedule or inside it', () => {
    expect(barState(saved, now)).toEqual({ kind: 'showing', until: null });
    expect(
      barState(
        { ...saved, starts_at: '2026-11-20T00:00:00Z', ends_at: '2026-11-30T00:00:00Z' },
        now,
      ),
    ).toEqual({ kind: 'showing', until: '2026-11-30T00:00:00Z' });
  });
  it('is scheduled before its start and over after its end', () => {
    expect(barState({ ...saved, starts_at: '2026-12-01T00:00:00Z' }, now)).toEqual({
      kind: 'scheduled',
      from: '2026-12-01T00:00:00Z',
    });
    expect(barState({ ...saved, ends_at: '2026-11-21T12:00:00Z' }, now)).toEqual({
      kind: 'ended',
      at: '2026-11-21T12:00:00Z',
    });
  });
});
