/**
 * The audit log's retention (docs/audit-log.md#retention) and the odds changes it records: a
 * prune removes the oldest entries and anchors the chain on the last one removed; the chain still
 * verifies, and an edited or deleted entry after the prune is still found; the trigger allows no
 * other deletion and the anchor never moves back.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AuditLogResponse, AuditVerifyResponse } from '@playdesk/contract';
import { verifyAllAccounts } from '../../audit-verify.js';
import { audit, verifyAuditChain } from '../../db/audit-log.js';
import { accounts, auditLog, auditLogAnchors, plans } from '../../db/schema.js';
import { demoGame } from '../../test/fixtures.js';
import { fileTestContext } from '../../test/harness.js';
import { pruneAccountAuditLog, runAuditRetentionOnce } from './retention.js';

const t = await fileTestContext();
/** The account whose chain a test breaks on purpose. */
let tampered = '';
const SYSTEM = { kind: 'system' as const, id: null, label: 'test' };

const refusal = (statement: ReturnType<typeof sql>) =>
  t.db.execute(statement).then(
    () => 'done',
    (err: Error & { cause?: Error }) => (err.cause ?? err).message,
  );

async function freshAccount(name: string) {
  const owner = await t.signUp('starter', name);
  const [row] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.publicId, owner.account));
  return { owner, accountId: row!.id };
}

describe('retention', () => {
  it('removes the oldest entries and the chain still verifies from the anchor', async () => {
    const { owner, accountId } = await freshAccount('Prune Café');
    const ctx = { accountId, actor: SYSTEM, origin: null };
    for (let i = 0; i < 5; i++) await audit(t.db, ctx, { action: 'players.exported' });
    const before = await verifyAuditChain(t.db, accountId);
    expect(before.ok).toBe(true);
    // Everything is "old" to a cutoff in the future: all but the newest entry go.
    const removed = await pruneAccountAuditLog(t.db, accountId, new Date(Date.now() + 60_000));
    expect(removed).toBe(before.entries - 1);
    const after = await verifyAuditChain(t.db, accountId);
    expect(after).toMatchObject({ ok: true, entries: 1, anchor: { seq: before.entries - 1 } });
    // New entries chain on; the API says where the chain starts.
    await audit(t.db, ctx, { action: 'players.exported' });
    const res = await t.api('GET', 'audit-log/verify', owner);
    expect(AuditVerifyResponse.parse(res.json())).toMatchObject({
      ok: true,
      entries: 2,
      anchor: { seq: before.entries - 1 },
    });
    const listed = AuditLogResponse.parse((await t.api('GET', 'audit-log', owner)).json());
    expect(listed.data.map((e) => e.seq)).toEqual([before.entries + 1, before.entries]);
  });

  it('lets the application delete nothing but a prefix up to the anchor', async () => {
    const { accountId } = await freshAccount('Trigger Tea');
    const ctx = { accountId, actor: SYSTEM, origin: null };
    for (let i = 0; i < 4; i++) await audit(t.db, ctx, { action: 'players.exported' });
    await pruneAccountAuditLog(t.db, accountId, new Date(Date.now() + 60_000));
    const [anchor] = await t.db
      .select()
      .from(auditLogAnchors)
      .where(eq(auditLogAnchors.accountId, accountId));
    // An entry after the anchor: refused.
    expect(await refusal(sql`delete from audit_log where account_id = ${accountId}`)).toMatch(
      /append-only: DELETE refused/,
    );
    // The anchor never moves back, nor onto an entry that does not exist.
    expect(
      await refusal(
        sql`update audit_log_anchors set seq = ${anchor!.seq - 1} where account_id = ${accountId}`,
      ),
    ).toMatch(/only moves forward/);
    expect(
      await refusal(
        sql`update audit_log_anchors set seq = ${anchor!.seq + 100}, hash = 'x' where account_id = ${accountId}`,
      ),
    ).toMatch(/must be an existing entry/);
    expect(
      await refusal(sql`delete from audit_log_anchors where account_id = ${accountId}`),
    ).toMatch(/DELETE refused/);
  });

  it('still finds an edited and a deleted entry after a prune', async () => {
    const { owner, accountId } = await freshAccount('Tamper Bakery');
    tampered = owner.account;
    const ctx = { accountId, actor: SYSTEM, origin: null };
    for (let i = 0; i < 3; i++) await audit(t.db, ctx, { action: 'players.exported' });
    await pruneAccountAuditLog(t.db, accountId, new Date(Date.now() + 60_000));
    for (let i = 0; i < 4; i++) await audit(t.db, ctx, { action: 'players.exported' });
    const { entries } = await verifyAuditChain(t.db, accountId);
    const rows = await t.db
      .select({ seq: auditLog.seq })
      .from(auditLog)
      .where(eq(auditLog.accountId, accountId))
      .orderBy(auditLog.seq);
    const [first, second] = [rows[1]!.seq, rows[3]!.seq];
    const asAttacker = (statement: ReturnType<typeof sql>) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
        await tx.execute(statement);
        await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
      });
    await asAttacker(
      sql`delete from audit_log where account_id = ${accountId} and seq = ${second}`,
    );
    expect(await verifyAuditChain(t.db, accountId)).toMatchObject({
      ok: false,
      first_break: { seq: second, reason: 'missing_entry' },
    });
    await asAttacker(
      sql`update audit_log set ip = '198.51.100.1' where account_id = ${accountId} and seq = ${first}`,
    );
    expect(await verifyAuditChain(t.db, accountId)).toMatchObject({
      ok: false,
      first_break: { seq: first, reason: 'hash_mismatch' },
    });
    expect(entries).toBe(5);
  });

  it('keeps each business’s entries as long as its plan says, then prunes them', async () => {
    const catalogue = await t.db
      .select({ key: plans.key, days: plans.auditRetentionDays })
      .from(plans);
    expect(Object.fromEntries(catalogue.map((p) => [p.key, p.days]))).toMatchObject({
      free: 30,
      starter: 90,
      pro: 365,
      agency: 730,
    });
    const { accountId } = await freshAccount('Retention Diner');
    const ctx = { accountId, actor: SYSTEM, origin: null };
    for (let i = 0; i < 3; i++) await audit(t.db, ctx, { action: 'players.exported' });
    // 89 days on (starter keeps 90): nothing of this account goes.
    const soon = new Date(Date.now() + 89 * 86_400_000);
    await runAuditRetentionOnce(t.db, soon, 0);
    expect((await verifyAuditChain(t.db, accountId)).anchor).toBeUndefined();
    // 91 days on: all but the newest go, and every chain still verifies.
    const later = new Date(Date.now() + 91 * 86_400_000);
    expect(await runAuditRetentionOnce(t.db, later, 0)).toBeGreaterThan(0);
    const verdict = await verifyAuditChain(t.db, accountId);
    expect(verdict).toMatchObject({ ok: true, entries: 1 });
    const all = await verifyAllAccounts(t.db);
    expect(all.filter((v) => !v.ok).map((v) => v.account)).toEqual([tampered]);
  });
});

describe('odds changes', () => {
  it('records a change of a game’s rewards with their settings before and after', async () => {
    const owner = await t.login('owner@playdesk.test');
    const made = await t.api('POST', 'rewards', {
      ...owner,
      body: { name: 'Odds mug', kind: 'physical', quantity: 5 },
    });
    const rewardId = (made.json() as { reward: { public_id: string } }).reward.public_id;
    const game = await demoGame(t, 'Demo Coffee Co.', 'Guess the Drink');
    const rewards = {
      rules: [{ reward_id: rewardId, mode: 'winner' }],
      consolation_reward_id: null,
    };
    const res = await t.api('PATCH', `games/${game.publicId}`, {
      ...owner,
      body: { settings: { rewards } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const log = AuditLogResponse.parse(
      (await t.api('GET', 'audit-log?action=reward.odds_changed', owner)).json(),
    );
    expect(log.data[0]).toMatchObject({
      target: { type: 'game', id: game.publicId },
      actor: { label: 'owner@playdesk.test' },
    });
    expect(JSON.stringify(log.data[0]!.after)).toContain(rewardId);
    // A change of the name alone records nothing about odds.
    const renamed = await t.api('PATCH', `games/${game.publicId}`, {
      ...owner,
      body: { name: 'Guess the Drink' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const again = AuditLogResponse.parse(
      (await t.api('GET', 'audit-log?action=reward.odds_changed', owner)).json(),
    );
    expect(again.meta.total).toBe(log.meta.total);
  });
});
