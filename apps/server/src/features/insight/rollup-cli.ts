/**
 * Rolls up the funnel's closed hours now, outside the job queue (docs/insight.md#rollups):
 * `node --import tsx apps/server/src/features/insight/rollup-cli.ts` on the server's database
 * (`DATABASE_URL`, else the PGlite data in `DATA_DIR`). `--as-of <ISO instant>` rolls as if it
 * were then (an hour closes ten minutes after its end, a day of plays a day after its end);
 * `--hours-per-transaction <n>` rolls at most n hours together (default a day's). Prints each hour
 * once committed, and each day rolled.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/client.js';
import { rollPlayDays } from './play-days.js';
import { HOURS_PER_TRANSACTION, rollUp } from './rollup.js';

const { values } = parseArgs({
  options: { 'as-of': { type: 'string' }, 'hours-per-transaction': { type: 'string' } },
});
const asOf = values['as-of'] ? new Date(values['as-of']) : new Date();
if (Number.isNaN(asOf.getTime())) throw new Error('--as-of: use an ISO instant');
const handle = await openDatabase(
  process.env.DATABASE_URL
    ? { driver: 'postgres', url: process.env.DATABASE_URL }
    : { driver: 'pglite', dataDir: process.env.DATA_DIR ?? 'data' },
);
try {
  const hours = await rollUp(handle.db, {
    now: asOf,
    maxHours: Number.MAX_SAFE_INTEGER,
    hoursPerTransaction: Number(values['hours-per-transaction'] ?? HOURS_PER_TRANSACTION),
    onHour: (hour) => console.log(`rolled ${hour.toISOString()}`),
  });
  const days = await rollPlayDays(handle.db, {
    now: asOf,
    maxDays: Number.MAX_SAFE_INTEGER,
    onDay: (day) => console.log(`rolled the plays of ${day.toISOString().slice(0, 10)}`),
  });
  console.log(`done: ${hours} hours, ${days} days of plays`);
} finally {
  await handle.close();
}
