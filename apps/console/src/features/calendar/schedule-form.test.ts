import { describe, expect, it } from 'vitest';
import { contractResolver } from '../../ui/form-errors';
import { scheduleRequest, ScheduleSchema, toggleDay, type ScheduleValues } from './schedule-form';

const base: ScheduleValues = {
  game_id: 'g1',
  mode: 'range',
  starts_on: '2026-11-21',
  ends_on: '2026-11-27',
  days: [],
};
const resolve = contractResolver<ScheduleValues, unknown>(ScheduleSchema, (v) => v);
const run = (v: ScheduleValues) =>
  resolve(v, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('schedule form', () => {
  it('builds a range request or a days request', () => {
    expect(scheduleRequest(base)).toEqual({
      game_id: 'g1',
      starts_on: '2026-11-21',
      ends_on: '2026-11-27',
    });
    expect(
      scheduleRequest({ ...base, mode: 'days', days: ['2026-11-24', '2026-11-21', '2026-11-24'] }),
    ).toEqual({ game_id: 'g1', days: ['2026-11-21', '2026-11-24'] });
  });

  it('checks the game, the order and length of a range', async () => {
    expect((await run(base)).errors).toEqual({});
    expect((await run({ ...base, game_id: '' })).errors).toMatchObject({
      game_id: { message: 'Choose a game' },
    });
    expect((await run({ ...base, ends_on: '2026-11-20' })).errors).toMatchObject({
      ends_on: { message: 'The last day must be on or after the first day' },
    });
    expect((await run({ ...base, ends_on: '2027-12-01' })).errors).toMatchObject({
      ends_on: { message: 'Schedule at most one year at a time' },
    });
    expect((await run({ ...base, starts_on: '' })).errors).toMatchObject({
      starts_on: { message: 'Choose the first day' },
    });
  });

  it('needs 1 to 62 single days', async () => {
    expect((await run({ ...base, mode: 'days' })).errors).toMatchObject({
      days: { message: 'Pick at least one day' },
    });
    const many = Array.from(
      { length: 63 },
      (_, i) => `2026-12-${String((i % 28) + 1).padStart(2, '0')}`,
    );
    expect((await run({ ...base, mode: 'days', days: many })).errors).toMatchObject({
      days: { message: 'Pick at most 62 days at a time' },
    });
    expect(
      (await run({ ...base, mode: 'days', days: ['2026-12-01'], starts_on: '' })).errors,
    ).toEqual({});
  });

  it('toggles days in a sorted list', () => {
    expect(toggleDay(['2026-11-24'], '2026-11-21')).toEqual(['2026-11-21', '2026-11-24']);
    expect(toggleDay(['2026-11-21', '2026-11-24'], '2026-11-21')).toEqual(['2026-11-24']);
  });
});
