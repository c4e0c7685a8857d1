import { REWARD_LIMITS } from '@playdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSections } from '../../../../../i18n/i18n';
import { importSummary, mergeMoments, parseMoment, parseMomentsCsv } from './moments-csv';

// The texts these helpers write are in the games part of the catalogue, loaded with its route.
beforeAll(() => loadSections('games'));

/** The same wall-clock time in the test's own zone, as the editor reads a time without zone. */
const local = (y: number, mo: number, d: number, h = 0, mi = 0) =>
  new Date(y, mo - 1, d, h, mi).toISOString();

describe('winning moments from CSV', () => {
  it('reads times with and without a zone, and day-first dates', () => {
    expect(parseMoment('2026-12-01T09:30:00Z')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(parseMoment('2026-12-01T09:30:00+01:00')?.toISOString()).toBe(
      '2026-12-01T08:30:00.000Z',
    );
    expect(parseMoment('2026-12-01 09:30+0200')?.toISOString()).toBe('2026-12-01T07:30:00.000Z');
    expect(parseMoment('2026-12-01 09:30')?.toISOString()).toBe(local(2026, 12, 1, 9, 30));
    expect(parseMoment('2026-12-01')?.toISOString()).toBe(local(2026, 12, 1));
    expect(parseMoment('01/12/2026 18:05')?.toISOString()).toBe(local(2026, 12, 1, 18, 5));
    expect(parseMoment('2026-11-31 10:00')).toBeNull();
    expect(parseMoment('tomorrow')).toBeNull();
    expect(parseMoment('')).toBeNull();
  });

  it('takes the time column under a header, sorted, each moment once', () => {
    const csv = [
      'prize,time',
      'tote,2026-12-03T10:00:00Z',
      'tote,2026-12-01T10:00:00Z',
      'tote,2026-12-03T10:00:00Z',
      '',
      'tote,not a time',
      'tote,2026-12-02T10:00:00Z',
    ].join('\r\n');
    const result = parseMomentsCsv(csv);
    expect(result.times).toEqual([
      '2026-12-01T10:00:00.000Z',
      '2026-12-02T10:00:00.000Z',
      '2026-12-03T10:00:00.000Z',
    ]);
    expect(result).toMatchObject({ duplicates: 1, invalid: 1, over: 0 });
    expect(result.problems).toEqual([{ line: 6, value: 'not a time' }]);
    expect(importSummary(result)).toBe(
      '3 moments added. Left out: 1 repeat, 1 line that is not a date and time.',
    );
  });

  it('reads a file without header from its first column, quoted or not', () => {
    const result = parseMomentsCsv('"2026-12-01T10:00:00Z";a\n2026-12-02T10:00:00Z;b\n');
    expect(result.times).toHaveLength(2);
    expect(result.invalid).toBe(0);
  });

  it('leaves out moments already set and those past the limit', () => {
    const existing = ['2026-12-01T10:00:00.000Z'];
    const again = parseMomentsCsv('2026-12-01T10:00:00Z\n2026-12-05T10:00:00Z', existing);
    expect(again.times).toEqual(['2026-12-05T10:00:00.000Z']);
    expect(again.duplicates).toBe(1);

    const start = Date.parse('2027-01-01T00:00:00Z');
    const many = Array.from({ length: REWARD_LIMITS.momentsMax + 5 }, (_, i) =>
      new Date(start + i * 60_000).toISOString(),
    ).join('\n');
    const capped = parseMomentsCsv(many);
    expect(capped.times).toHaveLength(REWARD_LIMITS.momentsMax);
    expect(capped.over).toBe(5);
  });

  it('merges moments in order without repeats', () => {
    expect(
      mergeMoments(
        ['2026-12-02T10:00:00.000Z', '2026-12-01T10:00:00.000Z'],
        ['2026-12-01T10:00:00.000Z', '2026-11-30T10:00:00.000Z'],
      ),
    ).toEqual(['2026-11-30T10:00:00.000Z', '2026-12-01T10:00:00.000Z', '2026-12-02T10:00:00.000Z']);
  });
});
