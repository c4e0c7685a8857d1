import { IsoDate } from '@playdesk/contract';
import { z } from 'zod';
import type { NewEntries } from './api';
import { daysBetween } from '../../lib/dates';

/** The "Schedule a game" form: one game, then a date range or a list of single days. */
export interface ScheduleValues {
  game_id: string;
  mode: 'range' | 'days';
  starts_on: string;
  ends_on: string;
  days: string[];
}

/** The API's limits: a range of at most a year, at most 62 single days per request. */
export const ScheduleSchema = z
  .object({
    game_id: z.string().min(1, 'Choose a game'),
    mode: z.enum(['range', 'days']),
    starts_on: z.string(),
    ends_on: z.string(),
    days: z.array(z.string()),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'range') {
      const start = IsoDate.safeParse(v.starts_on);
      const end = IsoDate.safeParse(v.ends_on);
      if (!start.success)
        ctx.addIssue({ code: 'custom', path: ['starts_on'], message: 'Choose the first day' });
      if (!end.success)
        ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'Choose the last day' });
      if (!start.success || !end.success) return;
      if (v.ends_on < v.starts_on) {
        ctx.addIssue({
          code: 'custom',
          path: ['ends_on'],
          message: 'The last day must be on or after the first day',
        });
      } else if (daysBetween(v.starts_on, v.ends_on) > 366) {
        ctx.addIssue({
          code: 'custom',
          path: ['ends_on'],
          message: 'Schedule at most one year at a time',
        });
      }
      return;
    }
    if (v.days.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Pick at least one day' });
    } else if (v.days.length > 62) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Pick at most 62 days at a time' });
    }
  });

/** The body of `POST calendar` for the form's values. */
export function scheduleRequest(v: ScheduleValues): NewEntries {
  return v.mode === 'range'
    ? { game_id: v.game_id, starts_on: v.starts_on, ends_on: v.ends_on }
    : { game_id: v.game_id, days: [...new Set(v.days)].sort() };
}

/** Adds or removes a day from a sorted list of days. */
export function toggleDay(days: readonly string[], day: string): string[] {
  return days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort();
}

/** The fields the server may name in its errors on `POST calendar`. */
export const SCHEDULE_FIELDS = ['game_id', 'starts_on', 'ends_on', 'days'] as const;
