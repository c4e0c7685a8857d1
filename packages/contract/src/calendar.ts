import { z } from 'zod';
import { capList, PublicId, text } from './primitives.js';

/**
 * The years a date may fall in. Anything else is a typo or a probe (PostgreSQL itself refuses
 * year 0000), and no schedule, report or notification needs it.
 */
export const DATE_YEARS = { min: 2000, max: 2099 } as const;
const YEARS_MESSAGE = `Use a date between ${DATE_YEARS.min} and ${DATE_YEARS.max}`;
const inYears = (year: number) => year >= DATE_YEARS.min && year <= DATE_YEARS.max;

export const IsoDate = text(10, { tooLong: 'Use a date like 2026-11-21' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date like 2026-11-21', abort: true })
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
      new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    { message: 'Not a real date', abort: true },
  )
  .refine((d) => inYears(Number(d.slice(0, 4))), YEARS_MESSAGE)
  .meta({
    format: 'date',
    // The years the refinement above allows, for a client checking before it sends.
    pattern: '^20\\d{2}-\\d{2}-\\d{2}$',
    description: `A day (YYYY-MM-DD) between ${DATE_YEARS.min} and ${DATE_YEARS.max}.`,
    example: '2026-11-21',
  });

/** A moment with its UTC offset (e.g. `2026-11-21T09:00:00+01:00`), in the same years. */
export const IsoDateTime = text(40, { tooLong: 'Use a date and time' })
  .check(z.iso.datetime({ offset: true, error: 'Use a date and time', abort: true }))
  .refine((v) => inYears(new Date(v).getUTCFullYear()), YEARS_MESSAGE)
  .meta({
    description: `An instant (ISO 8601 with its offset, e.g. \`Z\` or \`+01:00\`) between ${DATE_YEARS.min} and ${DATE_YEARS.max}.`,
    example: '2026-11-21T09:00:00Z',
  });

/** A scheduled range: it ends on or after its start, and spans at most a year. */
function checkRange(range: { starts_on: string; ends_on: string }, ctx: z.RefinementCtx): void {
  if (range.ends_on < range.starts_on) {
    ctx.addIssue({
      code: 'custom',
      message: 'The end date must be on or after the start date',
      path: ['ends_on'],
    });
  } else if ((Date.parse(range.ends_on) - Date.parse(range.starts_on)) / 86_400_000 > 366) {
    ctx.addIssue({
      code: 'custom',
      message: 'Schedule at most one year at a time',
      path: ['ends_on'],
    });
  }
}

export const CreateCalendarEntriesRequest = z
  .object({
    game_id: PublicId,
    /** Either one range … */
    starts_on: IsoDate.optional(),
    ends_on: IsoDate.optional(),
    /** … or a list of single days (a daily game). */
    days: capList(62, 'Choose at most 62 days', z.array(IsoDate).min(1).max(62)).optional(),
  })
  .superRefine((input, ctx) => {
    const { starts_on, ends_on, days } = input;
    if (days && (starts_on || ends_on)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Send either starts_on and ends_on, or days — not both',
      });
    } else if (!days && (!starts_on || !ends_on)) {
      ctx.addIssue({ code: 'custom', message: 'Send starts_on and ends_on, or a list of days' });
    } else if (starts_on && ends_on) {
      checkRange({ starts_on, ends_on }, ctx);
    }
  });
export type CreateCalendarEntriesRequest = z.input<typeof CreateCalendarEntriesRequest>;

/** Moves or resizes an entry: both dates are sent, as they are one value (the range). */
export const MoveCalendarEntryRequest = z
  .object({ starts_on: IsoDate, ends_on: IsoDate })
  .superRefine(checkRange);

export const CalendarEntry = z.object({
  id: PublicId,
  game: z.object({ public_id: PublicId, name: z.string(), type: z.string(), status: z.string() }),
  starts_on: z.string(),
  ends_on: z.string(),
});
export type CalendarEntry = z.infer<typeof CalendarEntry>;

export const CalendarQuery = z
  .object({ from: IsoDate, to: IsoDate })
  .refine((q) => q.to >= q.from, { message: '`to` must be on or after `from`', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 100, {
    message: 'Ask for at most 100 days at a time',
    path: ['to'],
  });

export const CalendarResponse = z.object({ entries: z.array(CalendarEntry) });
export type CalendarResponse = z.infer<typeof CalendarResponse>;
export const CalendarEntriesResponse = z.object({ entries: z.array(CalendarEntry) });
export const CalendarEntryResponse = z.object({ entry: CalendarEntry });
