/**
 * The audit log (docs/audit-log.md): entries written for the actions, in the account that acted
 * only; the list's filters, pages and strict query; its CSV; a read-only key with `audit`; and the
 * chain: verification finds an edited and a deleted entry, the table refuses updates and deletes,
 * concurrent appends still make one chain.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AuditLogResponse,
  AuditVerifyResponse,
  CreatedApiKeyResponse,
  type AuditEntry,
} from '@playdesk/contract';
import { verifyAllAccounts } from '../../audit-verify.js';
import { audit, verifyAuditChain } from '../../db/audit-log.js';
import { accounts, auditLog, memberships, users } from '../../db/schema.js';
import { INVALID_REQUEST } from '../../http/errors.js';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import { fileTestContext, type Session } from '../../test/harness.js';

const t = await fileTestContext();
const UA = 'AuditTest/1.0 (vitest)';
const owner = await t.login('owner@playdesk.test');
const other = await t.login('other@playdesk.test');

const accountIdOf = async (publicId: string) =>
  (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.publicId, publicId)))[0]!
    .id;
const ownerAccountId = await accountIdOf(owner.account);

async function entries(who: Session | { token: string }, query = ''): Promise<AuditEntry[]> {
  const res = await t.api('GET', `audit-log?page_size=100${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return AuditLogResponse.parse(res.json()).data;
}

async function createKey(body: { modules: string[]; access: 'read' | 'write' }) {
  const res = await t.api('POST', 'api-keys', {
    ...owner,
    headers: { 'user-agent': UA },
    body: { name: 'Till system', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return CreatedApiKeyResponse.parse(res.json());
}

describe('what is recorded', () => {
  it('records a sign-in with who, when and from where', async () => {
    const res = await t.api('POST', 'login', {
      headers: { 'user-agent': UA },
      body: { email: 'owner@playdesk.test', password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = await entries(owner, '&action=sign_in.succeeded');
    expect(latest).toMatchObject({
      action: 'sign_in.succeeded',
      actor: { kind: 'user', label: 'owner@playdesk.test' },
      user_agent: UA,
      ip: '127.0.0.1',
    });
    expect(latest!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('records a failed sign-in of a known login, never the password tried', async () => {
    const res = await t.api('POST', 'login', {
      body: { email: 'owner@playdesk.test', password: 'not-the-password-42' },
    });
    expect(res.statusCode).toBe(401);
    const failed = await entries(owner, '&action=sign_in.failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(JSON.stringify(failed)).not.toContain('not-the-password-42');
  });

  it('records an API key’s creation with its settings but never its secret', async () => {
    const { api_key: key, secret } = await createKey({ modules: ['games'], access: 'read' });
    const [created] = await entries(owner, '&action=api_key.created');
    expect(created).toMatchObject({
      target: { type: 'api_key', id: key.id },
      after: { name: 'Till system', modules: ['games'], access: 'read' },
      user_agent: UA,
    });
    const stored = await t.db.select().from(auditLog).where(eq(auditLog.accountId, ownerAccountId));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(key.prefix.length));
    const revoked = await t.api('DELETE', `api-keys/${key.id}`, owner);
    expect(revoked.statusCode).toBe(204);
    const [entry] = await entries(owner, '&action=api_key.revoked');
    expect(entry!.target).toEqual({ type: 'api_key', id: key.id });
  });

  it('records a reward’s change with its settings before and after', async () => {
    const made = await t.api('POST', 'rewards', {
      ...owner,
      body: { name: 'Free coffee', kind: 'physical', quantity: 10 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = (made.json() as { reward: { public_id: string } }).reward.public_id;
    const changed = await t.api('PATCH', `rewards/${id}`, { ...owner, body: { quantity: 25 } });
    expect(changed.statusCode, changed.body).toBe(200);
    const [entry] = await entries(owner, '&action=reward.changed');
    expect(entry).toMatchObject({
      target: { type: 'reward', id },
      before: { name: 'Free coffee', quantity: 10 },
      after: { name: 'Free coffee', quantity: 25 },
    });
    const removed = await t.api('DELETE', `rewards/${id}`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await entries(owner, '&action=reward.deleted'))[0]!.target).toEqual({
      type: 'reward',
      id,
    });
  });
});

describe('reading the log', () => {
  it('shows an account only its own entries, and refuses another account', async () => {
    await createKey({ modules: ['games'], access: 'read' });
    const mine = await entries(owner);
    const theirs = await entries(other);
    const otherAccountId = await accountIdOf(other.account);
    const rows = await t.db
      .select({ hash: auditLog.hash, accountId: auditLog.accountId })
      .from(auditLog);
    const hashesOf = (id: string) =>
      new Set(rows.filter((r) => r.accountId === id).map((r) => r.hash));
    expect(mine.every((e) => hashesOf(ownerAccountId).has(e.hash))).toBe(true);
    expect(theirs.every((e) => hashesOf(otherAccountId).has(e.hash))).toBe(true);
    expect(theirs.some((e) => hashesOf(ownerAccountId).has(e.hash))).toBe(false);
    const refused = await t.api('GET', 'audit-log', { ...other, account: owner.account });
    expect(refused.statusCode).toBe(403);
    const verify = await t.api('GET', 'audit-log/verify', { ...other, account: owner.account });
    expect(verify.statusCode).toBe(403);
  });

  it('filters by action, actor and days, and pages', async () => {
    const all = await entries(owner);
    expect(all.length).toBeGreaterThan(3);
    // Newest first, numbered without a gap.
    expect(all.map((e) => e.seq)).toEqual([...all].map((e) => e.seq).sort((a, b) => b - a));
    const keys = await entries(owner, '&action=api_key.created');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((e) => e.action === 'api_key.created')).toBe(true);
    const actor = all.find((e) => e.actor.kind === 'user')!.actor.id!;
    const byActor = await entries(owner, `&actor=${actor}`);
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e) => e.actor.id === actor)).toBe(true);
    expect(await entries(owner, '&actor=u_nobody')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(owner, `&from=${today}&to=${today}`)).length).toBe(all.length);
    expect(await entries(owner, '&to=2001-01-01')).toEqual([]);
    expect(await entries(owner, '&from=2099-01-01')).toEqual([]);

    const page2 = await t.api('GET', 'audit-log?page=2&page_size=2', owner);
    const parsed = AuditLogResponse.parse(page2.json());
    expect(parsed.meta).toEqual({ page: 2, page_size: 2, total: all.length });
    expect(parsed.data.map((e) => e.seq)).toEqual(all.slice(2, 4).map((e) => e.seq));
  });

  it('answers 400 naming the problem for bad filters', async () => {
    const cases: [string, string][] = [
      ['action=nope', 'action'],
      ['from=2026-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-11-30&to=2026-11-01', 'to'],
      ['page=0', 'page'],
    ];
    for (const [query, field] of cases) {
      const res = await t.api('GET', `audit-log?${query}`, owner);
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { message: string; errors: string[] };
      expect(body.message).toBe(INVALID_REQUEST);
      expect(
        body.errors.some((e) => e.startsWith(`${field}:`)),
        JSON.stringify(body),
      ).toBe(true);
    }
  });

  it('exports the filtered entries as CSV', async () => {
    const res = await t.api('GET', 'audit-log/export?action=api_key.created', owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log-/);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'seq,at,actor_kind,actor_id,actor,action,target_type,target_id,ip,user_agent,before,after,hash',
    );
    const keys = await entries(owner, '&action=api_key.created');
    expect(lines.length - 1).toBe(keys.length);
    expect(lines.slice(1).every((line) => line.includes(',api_key.created,'))).toBe(true);
    const bad = await t.api('GET', 'audit-log/export?action=nope', owner);
    expect(bad.statusCode).toBe(400);
  });

  it('is readable by a read-only API key with the audit module, not by one without', async () => {
    const { secret } = await createKey({ modules: ['audit'], access: 'read' });
    const list = await t.api('GET', 'audit-log', { token: secret });
    expect(list.statusCode, list.body).toBe(200);
    expect(AuditLogResponse.parse(list.json()).meta.total).toBeGreaterThan(0);
    const csv = await t.api('GET', 'audit-log/export', { token: secret });
    expect(csv.statusCode).toBe(200);
    const verify = await t.api('GET', 'audit-log/verify', { token: secret });
    expect(verify.statusCode).toBe(200);
    const { secret: gamesOnly } = await createKey({ modules: ['games'], access: 'read' });
    expect((await t.api('GET', 'audit-log', { token: gamesOnly })).statusCode).toBe(403);
  });

  it('is refused to a team mate without the audit module, and open to one with it', async () => {
    const member = await t.login('member@playdesk.test');
    const [row] = await t.db
      .select({ userId: users.id })
      .from(users)
      .where(eq(users.email, 'member@playdesk.test'));
    const where = and(
      eq(memberships.userId, row!.userId),
      eq(memberships.accountId, ownerAccountId),
    );
    const [before] = await t.db.select().from(memberships).where(where);
    await t.db
      .update(memberships)
      .set({ accessModules: ['games'] })
      .where(where);
    const refused = await t.api('GET', 'audit-log', { ...member, account: owner.account });
    expect(refused.statusCode).toBe(403);
    await t.db
      .update(memberships)
      .set({ accessModules: ['games', 'audit'] })
      .where(where);
    const allowed = await t.api('GET', 'audit-log', { ...member, account: owner.account });
    expect(allowed.statusCode, allowed.body).toBe(200);
    await t.db.update(memberships).set({ accessModules: before!.accessModules }).where(where);
  });
});

describe('the chain', () => {
  const verify = async (who: Session) => {
    const res = await t.api('GET', 'audit-log/verify', who);
    expect(res.statusCode, res.body).toBe(200);
    return AuditVerifyResponse.parse(res.json());
  };
  // The trigger refuses both; a test that plays the attacker turns it off for one statement.
  const asAttacker = async (statement: ReturnType<typeof sql>) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx.execute(statement);
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });

  it('refuses an update or a delete of an entry', async () => {
    // Drizzle wraps the database's error: its cause holds the trigger's message.
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'done',
        (err: Error & { cause?: Error }) => (err.cause ?? err).message,
      );
    expect(
      await refusal(
        sql`update audit_log set action = 'sign_in.failed' where account_id = ${ownerAccountId}`,
      ),
    ).toMatch(/audit_log is append-only: UPDATE refused/);
    expect(await refusal(sql`delete from audit_log where account_id = ${ownerAccountId}`)).toMatch(
      /audit_log is append-only: DELETE refused/,
    );
  });

  it('keeps one chain when entries are appended at the same time', async () => {
    const { entries: before } = await verifyAuditChain(t.db, ownerAccountId);
    const ctx = {
      accountId: ownerAccountId,
      actor: { kind: 'system' as const, id: null, label: 'test' },
      origin: null,
    };
    await Promise.all(
      Array.from({ length: 12 }, () => audit(t.db, ctx, { action: 'players.exported' })),
    );
    expect(await verifyAuditChain(t.db, ownerAccountId)).toEqual({
      ok: true,
      entries: before + 12,
    });
  });

  it('finds an edited entry: the first whose hash no longer matches', async () => {
    const ok = await verify(owner);
    expect(ok).toEqual({ ok: true, entries: ok.entries });
    expect(ok.entries).toBeGreaterThan(5);
    await asAttacker(
      sql`update audit_log set ip = '198.51.100.1' where account_id = ${ownerAccountId} and seq = 3`,
    );
    expect(await verify(owner)).toEqual({
      ok: false,
      entries: 2,
      first_break: { seq: 3, reason: 'hash_mismatch' },
    });
    // Rewriting the hash too breaks the next link instead.
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, ownerAccountId), eq(auditLog.seq, 3)));
    const { entryHash } = await import('../../db/audit-log.js');
    await asAttacker(
      sql`update audit_log set hash = ${entryHash(row!.prevHash, row!)} where id = ${row!.id}`,
    );
    expect(await verify(owner)).toEqual({
      ok: false,
      entries: 3,
      first_break: { seq: 4, reason: 'broken_link' },
    });
  });

  it('finds a deleted entry: the first missing number', async () => {
    const theirs = await verify(other);
    expect(theirs.ok).toBe(true);
    const otherAccountId = await accountIdOf(other.account);
    await createKey({ modules: ['games'], access: 'read' }); // an entry of the owner's account
    await t.api('POST', 'login', {
      body: { email: 'other@playdesk.test', password: DEMO_PASSWORD },
    });
    await t.api('POST', 'login', {
      body: { email: 'other@playdesk.test', password: DEMO_PASSWORD },
    });
    const { entries: n } = await verifyAuditChain(t.db, otherAccountId);
    expect(n).toBeGreaterThanOrEqual(3);
    await asAttacker(
      sql`delete from audit_log where account_id = ${otherAccountId} and seq = ${n - 1}`,
    );
    expect(await verify(other)).toEqual({
      ok: false,
      entries: n - 2,
      first_break: { seq: n - 1, reason: 'missing_entry' },
    });
    // npm run audit:verify checks every account the same way.
    const all = await verifyAllAccounts(t.db);
    expect(all.find((v) => v.account === other.account)).toMatchObject({
      ok: false,
      first_break: { seq: n - 1, reason: 'missing_entry' },
    });
    expect(all.find((v) => v.account === owner.account)).toMatchObject({
      ok: false,
      first_break: { seq: 4, reason: 'broken_link' },
    });
  });

  it('goes with its account when the account is deleted', async () => {
    const otherAccountId = await accountIdOf(other.account);
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(eq(auditLog.accountId, otherAccountId))
      )[0]!.n;
    expect(await count()).toBeGreaterThan(0);
    await t.db.delete(accounts).where(eq(accounts.id, otherAccountId));
    expect(await count()).toBe(0);
  });
});
