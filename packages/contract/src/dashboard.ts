import { z } from 'zod';
import { IsoDate } from './calendar.js';
import { PublicId } from './primitives.js';

export const DashboardQuery = z
  .object({ from: IsoDate, to: IsoDate })
  .refine((q) => q.to >= q.from, { message: '`to` must be on or after `from`', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 366, {
    message: 'Choose a period of at most one year',
    path: ['to'],
  });

export const DashboardResponse = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), plays: z.number().int(), wins: z.number().int() })),
  totals: z.object({
    plays: z.number().int(),
    wins: z.number().int(),
    new_players: z.number().int(),
  }),
  top_games: z.array(
    z.object({
      public_id: PublicId,
      name: z.string(),
      type: z.string(),
      plays: z.number().int(),
      wins: z.number().int(),
    }),
  ),
  usage: z.object({ used: z.number().int(), limit: z.number().int(), period: z.string() }),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;
