import { describe, expect, it } from 'vitest';
import {
  CalendarEntriesResponse,
  CalendarEntryResponse,
  CalendarResponse,
  LiveGameResponse,
} from '@playdesk/contract';
import { fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');

describe('calendar', () => {
  it('schedules a range and daily games, lists a month, moves and removes', async () => {
    const quiz = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const wordle = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    const range = await t.api('POST', 'calendar', {
      ...owner,
      body: { game_id: quiz.publicId, starts_on: '2026-12-01', ends_on: '2026-12-31' },
    });
    expect(range.statusCode, range.body).toBe(201);
    const daily = await t.api('POST', 'calendar', {
      ...owner,
      body: { game_id: wordle.publicId, days: ['2026-12-10', '2026-12-05', '2026-12-05'] },
    });
    const dailyEntries = CalendarEntriesResponse.parse(daily.json()).entries;
    expect(dailyEntries.map((e) => e.starts_on)).toEqual(['2026-12-05', '2026-12-10']);

    const month = CalendarResponse.parse(
      (await t.api('GET', 'calendar?from=2026-12-01&to=2026-12-31', owner)).json(),
    );
    expect(month.entries).toHaveLength(3);

    // The daily game wins over the month-long one on its day.
    const live = LiveGameResponse.parse(
      (await t.api('GET', `play/accounts/${owner.account}/live?date=2026-12-05`)).json(),
    );
    expect(live.game?.name).toBe('Coffee Wordle');
    const other = LiveGameResponse.parse(
      (await t.api('GET', `play/accounts/${owner.account}/live?date=2026-12-06`)).json(),
    );
    expect(other.game?.name).toBe('Coffee Lovers Quiz');
    const none = LiveGameResponse.parse(
      (await t.api('GET', `play/accounts/${owner.account}/live?date=2027-02-01`)).json(),
    );
    expect(none.game).toBeNull();

    const moved = await t.api('PATCH', `calendar/${dailyEntries[0]!.id}`, {
      ...owner,
      body: { starts_on: '2026-12-06', ends_on: '2026-12-06' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await t.api('DELETE', `calendar/${dailyEntries[1]!.id}`, owner)).statusCode).toBe(200);
    const after = CalendarResponse.parse(
      (await t.api('GET', 'calendar?from=2026-12-01&to=2026-12-31', owner)).json(),
    );
    expect(after.entries.map((e) => e.starts_on).sort()).toEqual(['2026-12-01', '2026-12-06']);
  });

  it('refuses bad dates and ranges with field messages', async () => {
    const quiz = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const backwards = await t.api('POST', 'calendar', {
      ...owner,
      body: { game_id: quiz.publicId, starts_on: '2026-12-10', ends_on: '2026-12-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ errors: string[] }>().errors).toEqual([
      'ends_on: The end date must be on or after the start date',
    ]);
    const fake = await t.api('POST', 'calendar', {
      ...owner,
      body: { game_id: quiz.publicId, days: ['2026-02-30'] },
    });
    expect(fake.statusCode).toBe(400);
    expect((await t.api('GET', 'calendar?from=2026-01-01&to=2026-12-31', owner)).statusCode).toBe(
      400,
    );
    expect((await t.api('GET', 'calendar?from=nope&to=2026-12-31', owner)).statusCode).toBe(400);
    const foreign = await demoGame(t, 'Other Bakery', 'Bakery Wordle');
    const res = await t.api('POST', 'calendar', {
      ...owner,
      body: { game_id: foreign.publicId, days: ['2026-12-01'] },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH calendar/{id}', () => {
  const schedule = async (starts_on: string, ends_on: string) => {
    const quiz = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const res = await t.api('POST', 'calendar', {
      ...owner,
      body: { game_id: quiz.publicId, starts_on, ends_on },
    });
    return CalendarEntriesResponse.parse(res.json()).entries[0]!;
  };
  const stored = async (id: string) =>
    CalendarResponse.parse(
      (await t.api('GET', 'calendar?from=2027-03-01&to=2027-03-31', owner)).json(),
    ).entries.find((e) => e.id === id);

  it('moves an entry when both dates are sent', async () => {
    const entry = await schedule('2027-03-01', '2027-03-03');
    const res = await t.api('PATCH', `calendar/${entry.id}`, {
      ...owner,
      body: { starts_on: '2027-03-10', ends_on: '2027-03-12' },
    });
    expect(CalendarEntryResponse.parse(res.json()).entry).toEqual({
      ...entry,
      starts_on: '2027-03-10',
      ends_on: '2027-03-12',
    });
  });

  it('refuses one date alone, naming the missing one, and leaves the entry as it was', async () => {
    const entry = await schedule('2027-03-01', '2027-03-03');
    const res = await t.api('PATCH', `calendar/${entry.id}`, {
      ...owner,
      body: { starts_on: '2027-03-02' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toEqual([expect.stringMatching(/^ends_on: /)]);
    expect(await stored(entry.id)).toEqual(entry);
  });

  it('holds a move to the same one-year limit as scheduling', async () => {
    const entry = await schedule('2027-03-01', '2027-03-03');
    const res = await t.api('PATCH', `calendar/${entry.id}`, {
      ...owner,
      body: { starts_on: '2027-03-01', ends_on: '2029-03-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toEqual([
      'ends_on: Schedule at most one year at a time',
    ]);
    expect(await stored(entry.id)).toEqual(entry);
  });
});
