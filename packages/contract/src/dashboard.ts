import { z } from 'zod';
import { IsoDate } from './calendar.js';
import { PublicId } from './primitives.js';
import { Language } from './languages.js';

export const DashboardQuery = z
  .object({
    from: IsoDate,
    to: IsoDate,
    /** Only the plays in this language (docs/product-rules.md#languages). */
    language: Language.optional(),
  })
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
  /** The period's plays and wins by the language they were played in, most played first. */
  languages: z.array(
    z.object({ language: Language, plays: z.number().int(), wins: z.number().int() }),
  ),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;
