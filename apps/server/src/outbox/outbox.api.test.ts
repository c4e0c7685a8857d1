import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { backoffSeconds, enqueue, MAX_ATTEMPTS, runOutboxOnce, type OutboxJob } from './outbox.js';

let t: TestContext;
const log = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const email = (to: string): OutboxJob => ({
  kind: 'email',
  payload: { to, subject: 'Hi', text: 'Hello' },
});

describe('outbox', () => {
  it('delivers a queued job once', async () => {
    await enqueue(t.db, email('a@example.com'));
    const delivered: OutboxJob[] = [];
    const deliver = async (job: OutboxJob) => void delivered.push(job);
    await runOutboxOnce(t.db, deliver, log);
    await runOutboxOnce(t.db, deliver, log);
    expect(delivered.map((j) => j.payload.to)).toEqual(['a@example.com']);
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.deliveredAt, outbox.deliveredAt));
    expect(row?.deliveredAt).toBeInstanceOf(Date);
  });

  it('reschedules a failure with backoff and gives up after the last attempt', async () => {
    await t.db.delete(outbox);
    await enqueue(t.db, email('b@example.com'));
    const failing = async () => {
      throw new Error('SMTP down');
    };
    await runOutboxOnce(t.db, failing, log);
    let [row] = await t.db.select().from(outbox);
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toBe('SMTP down');
    expect(row!.runAfter.getTime()).toBeGreaterThan(Date.now() + 5_000);
    expect(row!.failedAt).toBeNull();

    // Not due yet: nothing is claimed.
    expect(await runOutboxOnce(t.db, failing, log)).toBe(0);

    await t.db.update(outbox).set({ attempts: MAX_ATTEMPTS - 1, runAfter: new Date(0) });
    await runOutboxOnce(t.db, failing, log);
    [row] = await t.db.select().from(outbox);
    expect(row!.failedAt).toBeInstanceOf(Date);
  });

  it('never hands the same job to two workers running at once', async () => {
    await t.db.delete(outbox);
    for (let i = 0; i < 20; i++) await enqueue(t.db, email(`c${i}@example.com`));
    const seen: string[] = [];
    const deliver = async (job: OutboxJob) => void seen.push(job.payload.to);
    await Promise.all([
      runOutboxOnce(t.db, deliver, log, 20),
      runOutboxOnce(t.db, deliver, log, 20),
    ]);
    expect(seen.length).toBe(20);
    expect(new Set(seen).size).toBe(20);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([10, 20, 40, 80]);
    expect(backoffSeconds(30)).toBe(3600);
  });
});
