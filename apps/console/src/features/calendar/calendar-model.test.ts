import { describe, expect, it } from 'vitest';
import {
  colorIndexes,
  dayUnderPointer,
  entriesOn,
  gameColor,
  GAME_COLORS,
  hiddenPerDay,
  layoutWeek,
  monthGrid,
  moveByDrop,
  parseCalendarParams,
  shiftAnchor,
  visibleRange,
  viewTitle,
  weekDays,
  type EntryLike,
} from './calendar-model';
import { addDays, daysBetween } from '../../lib/dates';

const entry = (id: string, starts_on: string, ends_on: string, name = id): EntryLike => ({
  id,
  game: { public_id: `g-${name}`, name },
  starts_on,
  ends_on,
});

describe('month and week grids', () => {
  it('builds Monday-first weeks covering the whole month', () => {
    const weeks = monthGrid('2026-11-21');
    // November 2026 starts on a Sunday and ends on a Monday: 6 rows.
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toBe('2026-10-26');
    expect(weeks[0]![6]).toBe('2026-11-01');
    expect(weeks[5]![0]).toBe('2026-11-30');
    expect(weeks[5]![6]).toBe('2026-12-06');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('uses four rows for a February that starts on a Monday', () => {
    const weeks = monthGrid('2027-02-10');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2027-02-01');
    expect(weeks[3]![6]).toBe('2027-02-28');
  });

  it('gives the week of a day and the range each view asks the API for', () => {
    expect(weekDays('2026-11-19')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(visibleRange('week', '2026-11-19')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    const month = visibleRange('month', '2026-11-19');
    expect(month).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(daysBetween(month.from, month.to)).toBeLessThanOrEqual(100);
  });

  it('moves the anchor by a month or a week and titles the view', () => {
    expect(shiftAnchor('month', '2026-11-21', 1)).toBe('2026-12-01');
    expect(shiftAnchor('month', '2026-01-21', -1)).toBe('2025-12-01');
    expect(shiftAnchor('week', '2026-11-19', 1)).toBe('2026-11-23');
    expect(shiftAnchor('week', '2026-11-19', -1)).toBe('2026-11-09');
    expect(viewTitle('month', '2026-11-19')).toBe('November 2026');
    expect(viewTitle('week', '2026-11-19')).toBe('16 – 22 Nov 2026');
  });

  it('reads the view and the date from the address, with safe fallbacks', () => {
    expect(
      parseCalendarParams(new URLSearchParams('view=week&date=2026-12-03'), '2026-11-21'),
    ).toEqual({ view: 'week', anchor: '2026-12-03' });
    expect(parseCalendarParams(new URLSearchParams('view=year&date=nope'), '2026-11-21')).toEqual({
      view: 'month',
      anchor: '2026-11-21',
    });
  });
});

describe('entry layout in a week', () => {
  const week = weekDays('2026-11-16');

  it('clips entries to the week and marks the ends that continue', () => {
    const { segments, lanes } = layoutWeek([entry('a', '2026-11-10', '2026-11-18')], week);
    expect(lanes).toBe(1);
    expect(segments[0]).toMatchObject({
      startCol: 0,
      span: 3,
      lane: 0,
      continuesBefore: true,
      continuesAfter: false,
    });
  });

  it('stacks overlapping entries and reuses free lanes', () => {
    const { segments, lanes } = layoutWeek(
      [
        entry('short', '2026-11-17', '2026-11-17'),
        entry('long', '2026-11-16', '2026-11-22'),
        entry('later', '2026-11-19', '2026-11-20'),
        entry('outside', '2026-11-23', '2026-11-25'),
      ],
      week,
    );
    expect(lanes).toBe(2);
    const byId = Object.fromEntries(segments.map((s) => [s.entry.id, s]));
    expect(Object.keys(byId).sort()).toEqual(['later', 'long', 'short']);
    expect(byId.long).toMatchObject({ lane: 0, startCol: 0, span: 7 });
    expect(byId.short).toMatchObject({ lane: 1, startCol: 1, span: 1 });
    // "later" starts after "short" ended, so it shares the second lane.
    expect(byId.later).toMatchObject({ lane: 1, startCol: 3, span: 2 });
  });

  it('never overlaps two bars in one lane (many random entries)', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const entries = Array.from({ length: 40 }, (_, i) => {
      const start = addDays('2026-11-10', rand(16));
      return entry(`e${i}`, start, addDays(start, rand(6)));
    });
    const { segments } = layoutWeek(entries, week);
    for (const a of segments) {
      for (const b of segments) {
        if (a === b || a.lane !== b.lane) continue;
        const overlap =
          a.startCol <= b.startCol + b.span - 1 && b.startCol <= a.startCol + a.span - 1;
        expect(overlap).toBe(false);
      }
    }
  });

  it('counts the bars hidden beyond the lanes shown, per day', () => {
    const { segments } = layoutWeek(
      [
        entry('a', '2026-11-16', '2026-11-22'),
        entry('b', '2026-11-16', '2026-11-18'),
        entry('c', '2026-11-17', '2026-11-17'),
      ],
      week,
    );
    expect(hiddenPerDay(segments, 2)).toEqual([0, 1, 0, 0, 0, 0, 0]);
    expect(hiddenPerDay(segments, 1)).toEqual([1, 2, 1, 0, 0, 0, 0]);
  });

  it('lists the entries of one day', () => {
    const list = entriesOn(
      [entry('b', '2026-11-17', '2026-11-20'), entry('a', '2026-11-10', '2026-11-17')],
      '2026-11-17',
    );
    expect(list.map((e) => e.id)).toEqual(['a', 'b']);
    expect(entriesOn(list, '2026-11-21')).toEqual([]);
  });
});

describe('moving an entry by drag and drop', () => {
  it('moves by the distance between the grabbed day and the drop day, keeping the length', () => {
    const e = entry('a', '2026-11-16', '2026-11-18');
    expect(moveByDrop(e, '2026-11-16', '2026-11-20')).toEqual({
      starts_on: '2026-11-20',
      ends_on: '2026-11-22',
    });
    // Grabbed by its last day and dropped on the 20th: that day now ends there.
    expect(moveByDrop(e, '2026-11-18', '2026-11-20')).toEqual({
      starts_on: '2026-11-18',
      ends_on: '2026-11-20',
    });
    expect(moveByDrop(e, '2026-11-17', '2026-11-10')).toEqual({
      starts_on: '2026-11-09',
      ends_on: '2026-11-11',
    });
    expect(moveByDrop(e, '2026-11-17', '2026-11-17')).toBeNull();
  });

  it('moves across months and years', () => {
    expect(moveByDrop(entry('a', '2026-12-30', '2026-12-31'), '2026-12-30', '2027-01-04')).toEqual({
      starts_on: '2027-01-04',
      ends_on: '2027-01-05',
    });
  });

  it('finds the day under the pointer inside a bar', () => {
    expect(dayUnderPointer('2026-11-16', 3, 10, 300)).toBe('2026-11-16');
    expect(dayUnderPointer('2026-11-16', 3, 150, 300)).toBe('2026-11-17');
    expect(dayUnderPointer('2026-11-16', 3, 299, 300)).toBe('2026-11-18');
    expect(dayUnderPointer('2026-11-16', 3, 900, 300)).toBe('2026-11-18');
    expect(dayUnderPointer('2026-11-16', 3, -5, 300)).toBe('2026-11-16');
    expect(dayUnderPointer('2026-11-16', 1, 50, 0)).toBe('2026-11-16');
  });
});

describe('game colours', () => {
  it('numbers games by creation so a new game does not repaint the others', () => {
    const games = [
      { public_id: 'b', created_at: '2026-02-01T00:00:00Z' },
      { public_id: 'a', created_at: '2026-01-01T00:00:00Z' },
    ];
    const before = colorIndexes(games);
    const after = colorIndexes([...games, { public_id: 'c', created_at: '2026-03-01T00:00:00Z' }]);
    expect(before.get('a')).toBe(0);
    expect(before.get('b')).toBe(1);
    expect(after.get('a')).toBe(0);
    expect(after.get('b')).toBe(1);
    expect(after.get('c')).toBe(2);
    expect(gameColor('a', after)).toBe(GAME_COLORS[0]);
  });

  it('falls back to a stable colour for games it does not know', () => {
    const one = gameColor('unknown-id', new Map());
    expect(gameColor('unknown-id', new Map())).toBe(one);
    expect(GAME_COLORS).toContain(one);
  });
});
