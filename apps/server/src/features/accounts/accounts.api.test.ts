import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema.js';
import { fileTestContext } from '../../test/harness.js';

const t = await fileTestContext();

const childrenOf = async (publicId: string) => {
  const [parent] = await t.db.select().from(accounts).where(eq(accounts.publicId, publicId));
  return t.db.select().from(accounts).where(eq(accounts.parentAccountId, parent!.id));
};

describe('POST accounts', () => {
  it('adds a child account that the owner can switch to', async () => {
    const { token, account } = await t.login('owner@playdesk.test');
    const res = await t.api('POST', 'accounts', {
      token,
      account,
      body: { business_name: 'Demo Coffee Airport' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{
      message: string;
      account: { public_id: string };
      related_accounts: { business_name: string }[];
    }>();
    expect(body.message).toBe('Demo Coffee Airport has been added.');
    expect(body.related_accounts.map((a) => a.business_name)).toContain('Demo Coffee Airport');
    const switched = await t.api('POST', `change-login/${body.account.public_id}`, { token });
    expect(switched.json<{ user: { type: string } }>().user.type).toBe('child_account');
  });

  it('refuses team members and pending plans', async () => {
    const member = await t.login('member@playdesk.test');
    const res = await t.api('POST', 'accounts', { ...member, body: { business_name: 'Sneaky' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Only account owners can add accounts.',
      code: 'access.owner_only',
    });
    const pending = await t.login('pending@playdesk.test');
    const held = await t.api('POST', 'accounts', {
      ...pending,
      body: { business_name: 'Too Early' },
    });
    expect(held.statusCode).toBe(403);
  });

  it('never passes the plan limit, even under parallel requests', async () => {
    const { token, account } = await t.login('owner@playdesk.test');
    const existing = (await childrenOf(account)).length; // Pro allows 3
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.api('POST', 'accounts', { token, account, body: { business_name: `Branch ${i}` } }),
      ),
    );
    const created = attempts.filter((r) => r.statusCode === 201).length;
    expect(created).toBe(3 - existing);
    const refused = attempts.filter((r) => r.statusCode === 403);
    expect(refused.length).toBe(6 - created);
    expect(refused[0]!.json()).toEqual({
      message: 'The Pro plan allows 3 sub-accounts. Upgrade to add more.',
      code: 'plan.sub_accounts',
      params: { allowed: 3, count: 3, plan: 'Pro', action: 'upgrade' },
    });
    expect((await childrenOf(account)).length).toBe(3);
  });

  it('counts siblings when a child account owner adds one', async () => {
    const owner = await t.login('owner@playdesk.test');
    const child = owner.body.user.related_accounts[0]!.public_id;
    const res = await t.api('POST', 'accounts', {
      token: owner.token,
      account: child,
      body: { business_name: 'One Too Many' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('validates the business name', async () => {
    const { token, account } = await t.login('other@playdesk.test');
    const res = await t.api('POST', 'accounts', { token, account, body: { business_name: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toEqual([
      'business_name: Business name must be at least 2 characters',
    ]);
  });
});
