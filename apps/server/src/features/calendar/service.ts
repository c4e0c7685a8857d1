import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { CalendarEntry, CreateCalendarEntriesRequest } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { calendarEntries, games } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

const entryColumns = {
  publicId: calendarEntries.publicId,
  startsOn: calendarEntries.startsOn,
  endsOn: calendarEntries.endsOn,
  gamePublicId: games.publicId,
  gameName: games.name,
  gameType: games.type,
  gameStatus: games.status,
};

type EntryRow = {
  publicId: string;
  startsOn: string;
  endsOn: string;
  gamePublicId: string;
  gameName: string;
  gameType: string;
  gameStatus: string;
};

const toEntry = (r: EntryRow): CalendarEntry => ({
  id: r.publicId,
  game: { public_id: r.gamePublicId, name: r.gameName, type: r.gameType, status: r.gameStatus },
  starts_on: r.startsOn,
  ends_on: r.endsOn,
});

/** Turns a valid request into date ranges: one range, or one single-day range per listed day. */
function rangesOf(input: CreateCalendarEntriesRequest): { startsOn: string; endsOn: string }[] {
  if (input.days) return [...new Set(input.days)].sort().map((d) => ({ startsOn: d, endsOn: d }));
  // The contract has checked that a range was sent when no days were.
  return [{ startsOn: input.starts_on!, endsOn: input.ends_on! }];
}

export function createCalendarService(db: Database) {
  const select = () =>
    db
      .select(entryColumns)
      .from(calendarEntries)
      .innerJoin(games, eq(games.id, calendarEntries.gameId));

  async function list(accountId: string, from: string, to: string): Promise<CalendarEntry[]> {
    const rows = await select()
      .where(
        and(
          eq(calendarEntries.accountId, accountId),
          lte(calendarEntries.startsOn, to),
          gte(calendarEntries.endsOn, from),
        ),
      )
      .orderBy(asc(calendarEntries.startsOn), asc(games.name));
    return rows.map(toEntry);
  }

  async function create(
    accountId: string,
    input: CreateCalendarEntriesRequest,
  ): Promise<CalendarEntry[]> {
    const ranges = rangesOf(input);
    const [game] = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.accountId, accountId), eq(games.publicId, input.game_id)));
    if (!game) throw notFound('Game not found.').coded('resource.not_found', { resource: 'game' });
    const inserted = await db
      .insert(calendarEntries)
      .values(ranges.map((r) => ({ publicId: newPublicId(), accountId, gameId: game.id, ...r })))
      .returning({ publicId: calendarEntries.publicId });
    const rows = await select().where(
      and(
        eq(calendarEntries.accountId, accountId),
        inArray(
          calendarEntries.publicId,
          inserted.map((i) => i.publicId),
        ),
      ),
    );
    return rows.map(toEntry).sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  }

  async function move(
    accountId: string,
    id: string,
    startsOn: string,
    endsOn: string,
  ): Promise<CalendarEntry> {
    const updated = await db
      .update(calendarEntries)
      .set({ startsOn, endsOn })
      .where(and(eq(calendarEntries.accountId, accountId), eq(calendarEntries.publicId, id)))
      .returning({ publicId: calendarEntries.publicId });
    if (updated.length === 0)
      throw notFound('Calendar entry not found.').coded('resource.not_found', {
        resource: 'calendar_entry',
      });
    const [row] = await select().where(eq(calendarEntries.publicId, id));
    return toEntry(row!);
  }

  async function remove(accountId: string, id: string): Promise<void> {
    const deleted = await db
      .delete(calendarEntries)
      .where(and(eq(calendarEntries.accountId, accountId), eq(calendarEntries.publicId, id)))
      .returning({ id: calendarEntries.id });
    if (deleted.length === 0)
      throw notFound('Calendar entry not found.').coded('resource.not_found', {
        resource: 'calendar_entry',
      });
  }

  /**
   * The published game live on a date: the most specific entry wins (a daily game beats a month
   * long campaign), then the newest.
   */
  async function liveGameId(accountId: string, date: string): Promise<string | null> {
    const [row] = await db
      .select({ publicId: games.publicId })
      .from(calendarEntries)
      .innerJoin(games, eq(games.id, calendarEntries.gameId))
      .where(
        and(
          eq(calendarEntries.accountId, accountId),
          lte(calendarEntries.startsOn, date),
          gte(calendarEntries.endsOn, date),
          eq(games.status, 'published'),
        ),
      )
      .orderBy(
        sql`${calendarEntries.endsOn} - ${calendarEntries.startsOn}`,
        desc(calendarEntries.createdAt),
      )
      .limit(1);
    return row?.publicId ?? null;
  }

  return { list, create, move, remove, liveGameId };
}
