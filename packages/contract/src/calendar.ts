import { z } from 'zod';
import { PublicId } from './primitives.js';

export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-21')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
      new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Not a real date',
  );

export const CreateCalendarEntriesRequest = z.object({
  game_id: PublicId,
  /** Either one range … */
  starts_on: IsoDate.optional(),
  ends_on: IsoDate.optional(),
  /** … or a list of single days (a daily game). */
  days: z.array(IsoDate).min(1).max(62).optional(),
});

export const MoveCalendarEntryRequest = z
  .object({ starts_on: IsoDate, ends_on: IsoDate })
  .refine((e) => e.ends_on >= e.starts_on, {
    message: 'The end date must be on or after the start date',
    path: ['ends_on'],
  });

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
