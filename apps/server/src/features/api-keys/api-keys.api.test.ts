/**
 * API keys (docs/product-rules.md#api-keys): the secret is answered once and stored only as a
 * hash; a key is bound to its account, its modules and its access, over the app's whole route
 * catalogue; revoked, expired and orphaned keys are refused; nobody gets more through a key than
 * they have; creation and revocation are recorded in the account's activity.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_KEY_MODULES,
  ApiKeyListResponse,
  CreatedApiKeyResponse,
  type ApiKeyAccess,
  type ApiKeyModule,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { accounts, apiKeys, auditLog, memberships, users } from '../../db/schema.js';
import type { ApiRoute } from '../../http/auth.js';
import { INVALID_REQUEST } from '../../http/errors.js';
import { fileTestContext, type Session } from '../../test/harness.js';
import { hashToken } from '../../lib/tokens.js';
import { createApiKeyService } from './service.js';

// The catalogue walk calls every route once per key: more than a key's 120 calls a minute (the
// limit itself is rate-limit.api.test.ts's).
const t = await fileTestContext({ API_KEY_RATE_LIMIT_PER_MINUTE: '10000' });
const owner = await t.login('owner@playdesk.test');
const other = await t.login('other@playdesk.test');

const [memberRow] = await t.db
  .select({ userId: users.id, accountId: accounts.id })
  .from(memberships)
  .innerJoin(users, eq(users.id, memberships.userId))
  .innerJoin(accounts, eq(accounts.id, memberships.accountId))
  .where(and(eq(users.email, 'member@playdesk.test'), eq(accounts.publicId, owner.account)));
const setMemberModules = (modules: string[]) =>
  t.db
    .update(memberships)
    .set({ accessModules: modules })
    .where(
      and(
        eq(memberships.userId, memberRow!.userId),
        eq(memberships.accountId, memberRow!.accountId),
      ),
    );

async function createKey(
  who: Session,
  body: { name?: string; modules: ApiKeyModule[]; access: ApiKeyAccess; expires_at?: string },
) {
  const res = await t.api('POST', 'api-keys', { ...who, body: { name: 'Shop', ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return CreatedApiKeyResponse.parse(res.json());
}

/** A call with an API key: the key alone, no session and no X-ACCOUNT unless given. */
const withKey = (
  secret: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  opts: { account?: string; body?: unknown } = {},
) => t.api(method, path, { token: secret, ...opts });

describe('an API key’s life', () => {
  it('shows the secret once, keeps only its hash, and works until revoked', async () => {
    const { api_key: key, secret } = await createKey(owner, {
      name: 'Shop sync',
      modules: ['games'],
      access: 'read',
    });
    expect(secret).toMatch(/^pdk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Shop sync',
      modules: ['games'],
      access: 'read',
      created_by: { email: 'owner@playdesk.test' },
      last_used_at: null,
      expires_at: null,
      revoked_at: null,
    });
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key.prefix.length).toBeLessThan(16);
    expect(JSON.stringify(key)).not.toContain(secret.slice(key.prefix.length));

    // The table holds the hash and the visible prefix, never the secret.
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.publicId, key.id));
    expect(row!.secretHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(key.prefix.length));

    // The list never shows the secret either.
    const list = await t.api('GET', 'api-keys', owner);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret.slice(key.prefix.length));
    expect(ApiKeyListResponse.parse(list.json()).data.map((k) => k.id)).toContain(key.id);

    // It works without X-ACCOUNT, in its account, and marks its use.
    const games = await withKey(secret, 'GET', 'games');
    expect(games.statusCode, games.body).toBe(200);
    const mine = await t.api('GET', 'games', owner);
    expect(games.json()).toEqual(mine.json());
    const [used] = await t.db.select().from(apiKeys).where(eq(apiKeys.publicId, key.id));
    expect(used!.lastUsedAt).not.toBeNull();

    // Revoked: refused from the next call on; the list keeps it, marked.
    const revoked = await t.api('DELETE', `api-keys/${key.id}`, owner);
    expect(revoked.statusCode).toBe(204);
    const after = await withKey(secret, 'GET', 'games');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'This API key has been revoked.' });
    const listed = ApiKeyListResponse.parse((await t.api('GET', 'api-keys', owner)).json());
    expect(listed.data.find((k) => k.id === key.id)?.revoked_at).not.toBeNull();
    // Revoking again changes nothing.
    expect((await t.api('DELETE', `api-keys/${key.id}`, owner)).statusCode).toBe(204);
  });

  it('records who created and who revoked a key, and when', async () => {
    const { api_key: key } = await createKey(owner, { modules: ['games'], access: 'write' });
    await t.api('DELETE', `api-keys/${key.id}`, owner);
    const [ownerUser] = await t.db
      .select({ publicId: users.publicId })
      .from(users)
      .where(eq(users.email, 'owner@playdesk.test'));
    // Recorded in the audit log (the team's activity view reads it).
    const rows = await t.db.select().from(auditLog);
    const mine = rows.filter((r) => r.targetType === 'api_key' && r.targetId === key.id);
    expect(mine.map((r) => r.action).sort()).toEqual(['api_key.created', 'api_key.revoked']);
    for (const row of mine) {
      expect(row.actorId).toBe(ownerUser!.publicId);
      expect(row.accountId).toBe(memberRow!.accountId);
      expect(row.at).toBeInstanceOf(Date);
      expect(JSON.stringify(row.after)).not.toMatch(/pdk_[A-Za-z0-9_-]{20,}/);
    }
  });

  it('refuses an expired key, an unknown key and an expiry in the past', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const { api_key: key, secret } = await createKey(owner, {
      modules: ['games'],
      access: 'read',
      expires_at: soon,
    });
    expect(key.expires_at).toBe(soon);
    expect((await withKey(secret, 'GET', 'games')).statusCode).toBe(200);
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.publicId, key.id));
    const expired = await withKey(secret, 'GET', 'games');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'This API key has expired.' });

    const unknown = await withKey(`pdk_${'x'.repeat(43)}`, 'GET', 'games');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'This API key is not valid.' });

    const past = await t.api('POST', 'api-keys', {
      ...owner,
      body: { name: 'Old', modules: ['games'], access: 'read', expires_at: '2020-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      message: INVALID_REQUEST,
      errors: ['expires_at: Expiry must be in the future'],
    });
  });

  it('refuses modules a key may never hold, and bad input, naming the field', async () => {
    for (const modules of [['teams'], ['full'], ['subscription'], ['account_managment'], []]) {
      const res = await t.api('POST', 'api-keys', {
        ...owner,
        body: { name: 'Bad', modules, access: 'read' },
      });
      expect(res.statusCode, JSON.stringify(modules)).toBe(400);
      expect(res.json<{ errors: string[] }>().errors[0]).toMatch(/^modules/);
    }
    const res = await t.api('POST', 'api-keys', {
      ...owner,
      body: { name: '', modules: ['games', 'games'], access: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toEqual(
      expect.arrayContaining([
        'name: Name is required',
        'modules: Choose each module at most once',
        'access: Access must be read or write',
      ]),
    );
  });
});

describe('a key is bound to its account', () => {
  it('needs no X-ACCOUNT, accepts its own, refuses another account’s', async () => {
    const { secret } = await createKey(owner, { modules: ['games'], access: 'read' });
    expect((await withKey(secret, 'GET', 'games', { account: owner.account })).statusCode).toBe(
      200,
    );
    const foreign = await withKey(secret, 'GET', 'games', { account: other.account });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'This API key belongs to another account.' });
    // Even an account the creator belongs to: the key is bound to one.
    const child = owner.body.user.related_accounts.find((a) => a.public_id !== owner.account);
    if (child) {
      const res = await withKey(secret, 'GET', 'games', { account: child.public_id });
      expect(res.statusCode).toBe(403);
    }
  });

  it("never finds another account's data through a key", async () => {
    const { secret } = await createKey(other, { modules: ['games'], access: 'read' });
    const coffee = (await t.api('GET', 'games', owner)).json<{ data: { public_id: string }[] }>();
    const res = await withKey(secret, 'GET', `games/${coffee.data[0]!.public_id}`);
    expect(res.statusCode).toBe(404);
  });
});

const KEY_REFUSAL =
  /^(API keys cannot call this route\.|This API key does not include the \w+ module\.|This API key is read-only\.)$/;
const relative = (url: string) => url.slice(API_PATH.length + 1);
const KEY_MODULES: readonly string[] = API_KEY_MODULES;

/**
 * Whether a key of `modules` with `access` may pass the guard on `route`: its module, and for
 * players' personal data `player_data` too (docs/product-rules.md#player-data-permission).
 */
function keyMayCall(
  route: ApiRoute,
  modules: readonly ApiKeyModule[],
  access: ApiKeyAccess,
): boolean {
  // The counter's routes (docs/rewards.md#redemption-in-store): a key with `rewards` redeems.
  if (route.access === 'counter')
    return modules.includes('rewards') && (access === 'write' || route.method === 'GET');
  if (route.access !== 'account' || !route.module) return false;
  if (!(modules as readonly string[]).includes(route.module)) return false;
  if (route.playerData && !modules.includes('player_data')) return false;
  if (!KEY_MODULES.includes(route.module) || relative(route.url).startsWith('api-keys'))
    return false;
  return access === 'write' || route.method === 'GET';
}

describe('the route catalogue, walked with a key of each module and access', () => {
  const guarded = () => t.app.apiRoutes.filter((r) => r.access !== 'public');

  it('finds routes for keys and routes keys never reach', () => {
    const paths = guarded().map((r) => `${r.method} ${relative(r.url)}`);
    expect(paths).toEqual(
      expect.arrayContaining(['GET games', 'GET api-keys', 'GET user-profile', 'GET logout']),
    );
  });

  const grants = [...API_KEY_MODULES.map((m) => [m]), ['games', 'player_data']].flatMap((modules) =>
    (['read', 'write'] as const).map(
      (access) => [modules.join('+'), access, modules as ApiKeyModule[]] as const,
    ),
  );
  it.each(grants)(
    'a %s key with %s access reaches exactly its routes',
    async (_, access, modules) => {
      const { secret } = await createKey(owner, { modules, access });
      const wrong: string[] = [];
      for (const route of guarded()) {
        // A counter device's own routes answer any other credential that they are for a device.
        if (route.access === 'device') continue;
        // The MCP endpoint (docs/mcp.md) lets every valid key in: each of its tool calls is one
        // of these routes, called with the same key (mcp/mcp.api.test.ts).
        if (route.access === 'api_key') {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: route.url,
            headers: { authorization: `Bearer ${secret}` },
          });
          if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode === 429)
            wrong.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body}`);
          continue;
        }
        const res = await withKey(
          secret,
          route.method as 'GET',
          relative(route.url).replace(/:\w+/g, 'x'),
          {
            body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          },
        );
        const refused =
          res.statusCode === 403 && KEY_REFUSAL.test(res.json<{ message: string }>().message);
        const expected = !keyMayCall(route, modules, access);
        if (res.statusCode === 401 || res.statusCode === 429 || refused !== expected)
          wrong.push(`${route.method} ${relative(route.url)} → ${res.statusCode} ${res.body}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('no escalation', () => {
  it('lets only the owner and team mates with full access manage keys', async () => {
    await setMemberModules(['games', 'rewards']);
    const member = await t.login('member@playdesk.test');
    for (const [method, path] of [
      ['GET', 'api-keys'],
      ['POST', 'api-keys'],
      ['DELETE', 'api-keys/x'],
    ] as const) {
      const res = await t.api(method, path, {
        ...member,
        account: owner.account,
        body: method === 'POST' ? { name: 'Mine', modules: ['games'], access: 'read' } : undefined,
      });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json()).toEqual({
        message: 'Your role in this account does not include the full module.',
        code: 'access.module',
        params: { module: 'full' },
      });
    }
    await setMemberModules(['full']);
    const full = await createKey(
      { ...member, account: owner.account },
      {
        modules: ['games'],
        access: 'read',
      },
    );
    expect(full.api_key.created_by).toEqual({ email: 'member@playdesk.test' });
  });

  it('never lets a key manage keys, team mates, the subscription or the profile', async () => {
    const { api_key: key, secret } = await createKey(owner, {
      modules: [...API_KEY_MODULES],
      access: 'write',
    });
    const calls = [
      ['GET', 'api-keys'],
      ['POST', 'api-keys'],
      ['DELETE', `api-keys/${key.id}`],
      ['GET', 'user-profile'],
      ['GET', 'subscription'],
      ['POST', 'accounts'],
      ['GET', 'logout'],
    ] as const;
    for (const [method, path] of calls) {
      const res = await withKey(secret, method, path, {
        body:
          method === 'POST' ? { name: 'Child', modules: ['games'], access: 'write' } : undefined,
      });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json()).toEqual({ message: 'API keys cannot call this route.' });
    }
    const teamRoutes = t.app.apiRoutes.filter((r) => r.module === 'teams');
    for (const route of teamRoutes) {
      const res = await withKey(
        secret,
        route.method as 'GET',
        relative(route.url).replace(/:\w+/g, 'x'),
      );
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('never gives a key more than its creator has now', async () => {
    await setMemberModules(['full']);
    const member = await t.login('member@playdesk.test');
    const { secret } = await createKey(
      { ...member, account: owner.account },
      {
        modules: ['games'],
        access: 'read',
      },
    );
    expect((await withKey(secret, 'GET', 'games')).statusCode).toBe(200);
    // The creator loses the games module: so does the key.
    await setMemberModules(['rewards']);
    const shrunk = await withKey(secret, 'GET', 'games');
    expect(shrunk.statusCode).toBe(403);
    expect(shrunk.json()).toEqual({
      message: 'The creator of this API key no longer has the games module.',
    });
    // The creator leaves the account: the key stops working.
    await t.db
      .delete(memberships)
      .where(
        and(
          eq(memberships.userId, memberRow!.userId),
          eq(memberships.accountId, memberRow!.accountId),
        ),
      );
    const orphan = await withKey(secret, 'GET', 'games');
    expect(orphan.statusCode).toBe(401);
    await t.db.insert(memberships).values({
      userId: memberRow!.userId,
      accountId: memberRow!.accountId,
      role: 'member',
      accessModules: ['games', 'rewards'],
    });
  });

  it('refuses a key a module its creator lacks', async () => {
    const service = createApiKeyService(t.db);
    const scope = {
      account: {
        id: memberRow!.accountId,
        publicId: owner.account,
        businessName: 'Demo Coffee Co.',
        parentAccountId: null,
      },
      billingAccountId: memberRow!.accountId,
      role: 'member' as const,
      type: 'user' as const,
      requireTwoFactor: false,
      accessModules: {
        full: false,
        games: true,
        teams: false,
        rewards: false,
        pwa: false,
        integrations: false,
        account_managment: false,
        subscription: false,
        domains: false,
        player_data: false,
        redeem: false,
        audit: false,
      },
    };
    await expect(
      service.create(
        scope,
        { id: memberRow!.userId, email: 'member@playdesk.test' },
        { name: 'More', modules: ['games', 'rewards'], access: 'read' },
        { ip: '127.0.0.1', userAgent: null, written: [], unchanged: false },
      ),
    ).rejects.toThrow('You cannot give a key the rewards module: your role does not include it.');
  });
});
