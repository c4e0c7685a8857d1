import { beforeAll, describe, expect, it } from 'vitest';
import { loadSections } from '../../../i18n/i18n';
import {
  csvName,
  defaultFilters,
  durationText,
  rateOfText,
  rateText,
  readFilters,
  reportPath,
  reportToday,
  writeFilters,
} from './report-model';

beforeAll(() => loadSections('counter'));

const TODAY = '2026-11-29';
const read = (query: string) => readFilters(new URLSearchParams(query), TODAY);

describe('report filters', () => {
  it('starts with the last 30 days, today included, every reward and location', () => {
    expect(defaultFilters(TODAY)).toEqual({
      from: '2026-10-31',
      to: TODAY,
      reward: '',
      location: '',
    });
    expect(read('')).toEqual(defaultFilters(TODAY));
  });

  it("ends the default period on the latest location's today, so a shop past midnight counts", () => {
    // 23:30 UTC on 30 November: already 1 December in Paris, still 30 November in New York.
    const now = new Date('2026-11-30T23:30:00Z');
    expect(reportToday(now, [], '2026-11-30')).toBe('2026-11-30');
    expect(reportToday(now, ['Europe/Paris'], '2026-11-30')).toBe('2026-12-01');
    expect(reportToday(now, ['America/New_York', 'Not/AZone'], '2026-11-30')).toBe('2026-11-30');
    // A browser ahead of every location keeps its own day.
    expect(reportToday(now, ['America/New_York'], '2026-12-01')).toBe('2026-12-01');
  });

  it('reads the address, and puts a reversed or too long period right', () => {
    expect(read('from=2026-11-01&to=2026-11-15&reward=rw_1&location=loc-2')).toEqual({
      from: '2026-11-01',
      to: '2026-11-15',
      reward: 'rw_1',
      location: 'loc-2',
    });
    expect(read('from=2026-11-15&to=2026-11-01')).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(read('from=2020-01-01&to=2026-11-29').from).toBe('2025-11-29');
    expect(read('from=2026-02-30&reward=a%20b')).toMatchObject({ from: '2026-10-31', reward: '' });
  });

  it('writes the filters back, and the API paths for a page and for the CSV', () => {
    const filters = { from: '2026-11-01', to: '2026-11-30', reward: 'rw1', location: '' };
    expect(writeFilters(filters).toString()).toBe('from=2026-11-01&to=2026-11-30&reward=rw1');
    expect(reportPath(filters, { page: 2, pageSize: 100 })).toBe(
      'rewards/redemptions?from=2026-11-01&to=2026-11-30&reward=rw1&page=2&page_size=100',
    );
    expect(reportPath(filters, { csv: true })).toBe(
      'rewards/redemptions?from=2026-11-01&to=2026-11-30&reward=rw1&format=csv',
    );
    expect(csvName(filters)).toBe('redemptions-2026-11-01-2026-11-30.csv');
  });
});

describe('report figures', () => {
  it('says a rate with one decimal at most, and a dash without one', () => {
    expect(rateText(0.4567)).toBe('45.7 %');
    expect(rateText(1)).toBe('100 %');
    expect(rateText(null)).toBe('—');
    expect(rateOfText(2, 4)).toBe('2 of 4');
    expect(rateOfText(1234, 5000)).toBe('1,234 of 5,000');
  });

  it('says a median time to redeem in the largest units that fit', () => {
    expect(durationText(null)).toBe('—');
    expect(durationText(42)).toBe('42 s');
    expect(durationText(12 * 60 + 10)).toBe('12 min');
    expect(durationText(3 * 3600 + 20 * 60)).toBe('3 h 20 min');
    expect(durationText(2 * 86_400 + 4 * 3600 + 59)).toBe('2 d 4 h');
  });
});
