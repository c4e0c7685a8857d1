/**
 * The 80 % and 100 % usage emails: sent once each per month, even when many plays cross the
 * threshold at the same moment.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, usage, usageAlerts } from '../../db/schema.js';
import { queuedEmails } from '../../outbox/outbox.js';
import { demoGame } from '../../test/fixtures.js';
import { fileTestContext } from '../../test/harness.js';
import { thresholdsReached } from './alerts.js';
import { usagePeriod } from './period.js';

const t = await fileTestContext({ PLAY_START_RATE_LIMIT_PER_MINUTE: '100000' });
const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
const [coffee] = await t.db
  .select({ id: accounts.id })
  .from(accounts)
  .where(eq(accounts.businessName, 'Demo Coffee Co.'));
const LIMIT = 25_000; // Pro

async function setUsage(gameplays: number) {
  await t.db
    .insert(usage)
    .values({ accountId: coffee!.id, period: usagePeriod(), gameplays })
    .onConflictDoUpdate({ target: [usage.accountId, usage.period], set: { gameplays } });
}

const start = () => t.api('POST', `play/games/${game.publicId}/sessions`, { body: {} });
/** The queued emails whose subject contains `text`. */
const emails = async (text: string) =>
  (await queuedEmails(t.db)).filter((m) => m.payload.subject.includes(text));

describe('usage alerts', () => {
  it('knows which value reaches a threshold', () => {
    expect(thresholdsReached(400, 500)).toEqual([80]);
    expect(thresholdsReached(500, 500)).toEqual([100]);
    expect(thresholdsReached(401, 500)).toEqual([]);
    expect(thresholdsReached(1, 1)).toEqual([80, 100]);
  });

  it('emails the owner once at 80 % and once at 100 %, under concurrent plays', async () => {
    await setUsage(LIMIT * 0.8 - 10);
    const first = await Promise.all(Array.from({ length: 20 }, start));
    expect(first.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    let at80 = await emails('used 80% of this month');
    expect(at80).toHaveLength(1);
    expect(at80[0]!.payload).toMatchObject({ to: 'owner@playdesk.test' });

    await setUsage(LIMIT - 10);
    const second = await Promise.all(Array.from({ length: 20 }, start));
    expect(second.filter((r) => r.statusCode === 429)).toHaveLength(10);
    const at100 = await emails('used all of this month');
    expect(at100).toHaveLength(1);
    expect(String(at100[0]!.payload.text)).toContain(`used ${LIMIT} of the ${LIMIT} gameplays`);

    // Crossing 80 % again in the same month sends nothing more.
    await setUsage(LIMIT * 0.8 - 2);
    await Promise.all(Array.from({ length: 4 }, start));
    at80 = await emails('used 80% of this month');
    expect(at80).toHaveLength(1);
    const sent = await t.db.select().from(usageAlerts).where(eq(usageAlerts.accountId, coffee!.id));
    expect(sent.map((r) => r.threshold).sort((a, b) => a - b)).toEqual([80, 100]);
  });
});
