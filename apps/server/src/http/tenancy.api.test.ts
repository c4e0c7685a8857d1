/**
 * Tenant isolation over every account-scoped route the app registers. The routes come from the
 * app's own catalogue, so a new scoped route is covered without anyone remembering this file:
 * - a user of another business naming Demo Coffee Co. in X-ACCOUNT is refused (403) on every one;
 * - routes that take an id are called by that other business, in its own account, with an id of
 *   Demo Coffee Co.'s data, and must not find it (404) — each such route needs a sample below;
 * - the owner of Demo Coffee Co. passes the guard on every read;
 * - every route of players' personal data declares it (`playerData`), and a team mate of Demo
 *   Coffee Co. with `games` but without `player_data` is refused on each
 *   (docs/product-rules.md#player-data-permission).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH } from '@playdesk/contract/urls';
import { createTestContext, type TestContext } from '../test/harness.js';
import { demoGame } from '../test/fixtures.js';
import { and, eq } from 'drizzle-orm';
import { newPublicId } from '../db/ids.js';
import {
  accounts,
  memberships,
  playerRewards,
  players,
  loyaltyMembers,
  rewards,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema.js';
import { pairedDevice } from '../test/counter.js';
import { NO_PLAYER_DATA, NOT_FOR_DEVICES } from './auth.js';
import { DEVICE_ONLY } from './counter-guard.js';

type Session = Awaited<ReturnType<TestContext['login']>>;

/**
 * For each scoped route with path parameters: how to fill them with Demo Coffee Co.'s own data.
 * Features that add such routes add their sample here (the test fails until they do).
 */
const coffeeGame = async (t: TestContext) => ({
  id: (await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle')).publicId,
});
const coffeeTemplate = async (t: TestContext, owner: Session) => {
  const res = await t.api('POST', 'templates', {
    ...owner,
    body: { kind: 'success', name: 'Sample' },
  });
  return { id: res.json<{ template: { public_id: string } }>().template.public_id };
};
const coffeeCalendarEntry = async (t: TestContext, owner: Session) => {
  const game = (await coffeeGame(t)).id;
  const res = await t.api('POST', 'calendar', {
    ...owner,
    body: { game_id: game, days: ['2026-12-24'] },
  });
  return { id: res.json<{ entries: { id: string }[] }>().entries[0]!.id };
};
const coffeeConsent = async (t: TestContext, owner: Session) => {
  const res = await t.api('POST', 'consents', {
    ...owner,
    body: { name: 'Sample', text: '<p>Yes</p>' },
  });
  return { id: res.json<{ consent: { public_id: string } }>().consent.public_id };
};
/** A known player of Demo Coffee Co.: plays Coffee Wordle's form (switched on here). */
const coffeePlayer = async (t: TestContext, owner: Session) => {
  const game = (await coffeeGame(t)).id;
  await t.api('PATCH', `games/${game}`, {
    ...owner,
    body: {
      settings: {
        lead_form: {
          mode: 'after',
          fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
          consents: [],
        },
      },
    },
  });
  const res = await t.api('POST', `play/games/${game}/lead`, {
    body: { values: { email: `sample-${Math.random().toString(36).slice(2)}@example.com` } },
  });
  return { id: res.json<{ player: { public_id: string } }>().player.public_id };
};
const coffeeApiKey = async (t: TestContext, owner: Session) => {
  const res = await t.api('POST', 'api-keys', {
    ...owner,
    body: { name: 'Sample', modules: ['games'], access: 'read' },
  });
  return { id: res.json<{ api_key: { id: string } }>().api_key.id };
};
/** A reward of Demo Coffee Co. with a pool (so its code routes reach the lookup). */
const coffeeReward = async (t: TestContext, owner: Session) => {
  const res = await t.api('POST', 'rewards', {
    ...owner,
    body: { name: 'Sample', kind: 'unique_code' },
  });
  return { id: res.json<{ reward: { public_id: string } }>().reward.public_id };
};
/** A reward won at Demo Coffee Co. (as the award engine records one): its win id. */
const coffeeWin = async (t: TestContext, owner: Session) => {
  const reward = (await coffeeReward(t, owner)).id;
  const [row] = await t.db
    .select({ rewardId: rewards.id, accountId: rewards.accountId })
    .from(rewards)
    .where(eq(rewards.publicId, reward));
  const [player] = await t.db
    .insert(players)
    .values({ publicId: newPublicId(), accountId: row!.accountId, tokenHash: newPublicId() })
    .returning({ id: players.id });
  const publicId = newPublicId();
  await t.db.insert(playerRewards).values({
    publicId,
    accountId: row!.accountId,
    rewardId: row!.rewardId,
    playerId: player!.id,
  });
  return { id: publicId };
};
/** A reward of Demo Coffee Co. won and held for review by fair play (docs/fair-play-risk.md). */
const coffeeHeldWin = async (t: TestContext, owner: Session) => {
  const { id } = await coffeeWin(t, owner);
  const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
  await t.db
    .update(playerRewards)
    .set({ heldAt: new Date(), gameId: game.id })
    .where(eq(playerRewards.publicId, id));
  return { id };
};
/** A points catalogue item of Demo Coffee Co. (docs/loyalty.md). */
const coffeeLoyaltyItem = async (t: TestContext, owner: Session) => {
  const reward = (await coffeeReward(t, owner)).id;
  const res = await t.api('POST', 'loyalty/catalogue', {
    ...owner,
    body: { reward_id: reward, price: 100 },
  });
  return { id: res.json<{ item: { public_id: string } }>().item.public_id };
};
/** A loyalty member of Demo Coffee Co.: a player with points (docs/loyalty.md#members). */
const coffeeLoyaltyMember = async (t: TestContext, owner: Session) => {
  const playerId = (await coffeePlayer(t, owner)).id;
  const [row] = await t.db
    .select({ id: players.id, accountId: players.accountId })
    .from(players)
    .where(eq(players.publicId, playerId));
  await t.db.insert(loyaltyMembers).values({ playerId: row!.id, accountId: row!.accountId });
  return { player_id: playerId };
};
/** A push notification of Demo Coffee Co. (scheduled: it has no subscribers to reach). */
const coffeePushNotification = async (t: TestContext, owner: Session) => {
  const res = await t.api('POST', 'pwa/notifications', {
    ...owner,
    body: { title: 'Sample', body: 'Sample', target: { type: 'app' }, audience: { type: 'all' } },
  });
  return { id: res.json<{ notification: { public_id: string } }>().notification.public_id };
};
/** A webhook endpoint of Demo Coffee Co. and one delivery (rows: no receiver is reached). */
const coffeeWebhook = async (t: TestContext, owner: Session) => {
  const [account] = await t.db.select().from(accounts).where(eq(accounts.publicId, owner.account));
  const [endpoint] = await t.db
    .insert(webhookEndpoints)
    .values({
      publicId: newPublicId(),
      accountId: account!.id,
      url: 'https://example.com/hooks',
      events: ['reward.won'],
      secretSealed: 'v1.x.x.x',
    })
    .returning();
  const [delivery] = await t.db
    .insert(webhookDeliveries)
    .values({
      publicId: newPublicId(),
      accountId: account!.id,
      endpointId: endpoint!.id,
      messageId: 'msg_sample',
      eventType: 'webhook.test',
      payload: {
        type: 'webhook.test',
        version: 1,
        timestamp: new Date().toISOString(),
        account_id: owner.account,
        data: { message: 'Sample' },
      },
    })
    .returning();
  return { id: endpoint!.publicId, delivery: delivery!.publicId };
};
const coffeeWebhookDelivery = async (t: TestContext, owner: Session) => ({
  id: (await coffeeWebhook(t, owner)).delivery,
});
/** An allowed site of Demo Coffee Co. (a fresh one each time: values are unique per account). */
const coffeeDomain = async (t: TestContext, owner: Session) => {
  const res = await t.api('POST', 'domains', {
    ...owner,
    body: {
      kind: 'allowed_site',
      value: `https://t${Math.random().toString(36).slice(2)}.example.com`,
    },
  });
  return { id: res.json<{ domain: { public_id: string } }>().domain.public_id };
};
/** An email domain of Demo Coffee Co.'s single sign-on (Pro includes it). */
const coffeeSsoDomain = async (t: TestContext, owner: Session) => {
  const domain = `t${Math.random().toString(36).slice(2)}.example.com`;
  await t.api('PUT', 'sso', { ...owner, body: { domains: [domain] } });
  return { domain };
};
/** Demo Coffee Co.'s team member, and an invitation it sent. */
const coffeeMember = async (t: TestContext, owner: Session) => {
  const res = await t.api('GET', 'team-mates', owner);
  const members = res.json<{ members: { public_id: string; role: string }[] }>().members;
  return { user_public_id: members.find((m) => m.role === 'member')!.public_id };
};
const coffeeInvitation = async (t: TestContext, owner: Session) => {
  const res = await t.api('POST', 'team-mates/invitations', {
    ...owner,
    body: {
      email: `tenancy-${Math.random().toString(36).slice(2)}@example.com`,
      modules: ['games'],
    },
  });
  return { id: res.json<{ invitation: { id: string } }>().invitation.id };
};
/** A placement of Coffee Wordle (a fresh name each time: names are unique per game). */
const coffeePlacement = async (t: TestContext, owner: Session) => {
  const res = await t.api('POST', 'placements', {
    ...owner,
    body: {
      game: (await coffeeGame(t)).id,
      name: `Tenancy ${Math.random().toString(36).slice(2)}`,
    },
  });
  return { id: res.json<{ placement: { public_id: string } }>().placement.public_id };
};
/** An experiment of Demo Coffee Co., on a quiz of its own (a game runs one at a time). */
/** A live show of Demo Coffee Co.'s quiz (docs/live.md). */
const coffeeLiveShow = async (t: TestContext, owner: Session) => {
  const game = (await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz')).publicId;
  const res = await t.api('POST', 'live-sessions', { ...owner, body: { game } });
  return { id: res.json<{ session: { public_id: string } }>().session.public_id };
};
const coffeeExperiment = async (t: TestContext, owner: Session) => {
  const game = await t.api('POST', 'games', {
    ...owner,
    body: {
      type: 'quiz',
      name: 'Sample',
      content: { questions: [{ text: '2 + 2?', options: ['3', '4'], correct: 1 }] },
    },
  });
  const res = await t.api('POST', 'experiments', {
    ...owner,
    body: {
      game: game.json<{ game: { public_id: string } }>().game.public_id,
      name: 'Sample',
      goal: 'finish',
      variants: [
        { name: 'A', share: 50 },
        { name: 'B', share: 50, overrides: { difficulty: 'hard' } },
      ],
    },
  });
  return { id: res.json<{ experiment: { public_id: string } }>().experiment.public_id };
};
/** A location of Demo Coffee Co., and a counter device paired to it. */
const coffeeLocation = async (t: TestContext, owner: Session) => ({
  id: (await pairedDevice(t, owner)).location,
});
const coffeeDevice = async (t: TestContext, owner: Session) => ({
  id: (await pairedDevice(t, owner)).device,
});
const ID_SAMPLES: Record<
  string,
  (t: TestContext, owner: Session) => Promise<Record<string, string>>
> = {
  'GET games/:id': coffeeGame,
  'GET stats/games/:id/steps': coffeeGame,
  'PATCH games/:id': coffeeGame,
  'DELETE games/:id': coffeeGame,
  'GET experiments/:id': coffeeExperiment,
  'GET live-sessions/:id': coffeeLiveShow,
  'POST live-sessions/:id/commands': coffeeLiveShow,
  'PUT live-sessions/:id/reward': coffeeLiveShow,
  'PATCH experiments/:id': coffeeExperiment,
  'POST experiments/:id/stop': coffeeExperiment,
  'POST experiments/:id/promote': coffeeExperiment,
  'GET games/:id/translations/:language': async (t) => ({
    ...(await coffeeGame(t)),
    language: 'fr',
  }),
  'PUT games/:id/translations/:language': async (t) => ({
    ...(await coffeeGame(t)),
    language: 'fr',
  }),
  'GET templates/:id': coffeeTemplate,
  'PATCH templates/:id': coffeeTemplate,
  'DELETE templates/:id': coffeeTemplate,
  'PATCH calendar/:id': coffeeCalendarEntry,
  'DELETE calendar/:id': coffeeCalendarEntry,
  'PATCH consents/:id': coffeeConsent,
  'DELETE consents/:id': coffeeConsent,
  'PATCH team-mates/:user_public_id': coffeeMember,
  'DELETE team-mates/:user_public_id': coffeeMember,
  'DELETE team-mates/:user_public_id/sessions': coffeeMember,
  'POST team-mates/invitations/:id/resend': coffeeInvitation,
  'DELETE team-mates/invitations/:id': coffeeInvitation,
  'GET players/:id': coffeePlayer,
  'DELETE players/:id': coffeePlayer,
  'DELETE api-keys/:id': coffeeApiKey,
  'GET rewards/:id': coffeeReward,
  'PATCH rewards/:id': coffeeReward,
  'DELETE rewards/:id': coffeeReward,
  'POST rewards/:id/codes': coffeeReward,
  'POST rewards/:id/codes/generate': coffeeReward,
  'GET rewards/:id/winners': coffeeReward,
  'POST rewards/given/:id/void': coffeeWin,
  'POST rewards/review/:id/approve': coffeeHeldWin,
  'POST rewards/review/:id/reject': coffeeHeldWin,
  'GET games/:id/fair-play': coffeeGame,
  'PUT games/:id/fair-play': coffeeGame,
  'PATCH domains/:id': coffeeDomain,
  'DELETE domains/:id': coffeeDomain,
  'POST domains/:id/verify': coffeeDomain,
  'POST sso/domains/:domain/verify': coffeeSsoDomain,
  'GET pwa/notifications/:id': coffeePushNotification,
  'GET integrations/webhooks/:id': coffeeWebhook,
  'PATCH integrations/webhooks/:id': coffeeWebhook,
  'DELETE integrations/webhooks/:id': coffeeWebhook,
  'POST integrations/webhooks/:id/rotate-secret': coffeeWebhook,
  'POST integrations/webhooks/:id/test': coffeeWebhook,
  'GET integrations/webhooks/:id/deliveries': coffeeWebhook,
  'POST integrations/deliveries/:id/resend': coffeeWebhookDelivery,
  'GET placements/:id/qr': coffeePlacement,
  'PATCH locations/:id': coffeeLocation,
  'DELETE locations/:id': coffeeLocation,
  'POST locations/:id/devices': coffeeLocation,
  'DELETE devices/:id': coffeeDevice,
  'PATCH loyalty/catalogue/:id': coffeeLoyaltyItem,
  'DELETE loyalty/catalogue/:id': coffeeLoyaltyItem,
  'GET loyalty/members/:player_id/ledger': coffeeLoyaltyMember,
  'POST loyalty/members/:player_id/adjust': coffeeLoyaltyMember,
};

/** Reads that need a query string to be valid. */
const QUERY_SAMPLES: Record<string, string> = {
  'GET calendar': '?from=2026-12-01&to=2026-12-31',
  'GET dashboard': '?from=2026-11-01&to=2026-11-30',
  'GET stats/funnel': '?from=2026-11-01&to=2026-11-30',
  'GET stats/games/:id/steps': '?from=2026-11-01&to=2026-11-30',
  'GET rewards/redemptions': '?from=2026-11-01&to=2026-11-30',
};

let t: TestContext;
let owner: Session;
let other: Session;
beforeAll(async () => {
  t = await createTestContext();
  owner = await t.login('owner@playdesk.test');
  other = await t.login('other@playdesk.test');
});
afterAll(() => t.close());

/** Account routes, and the counter's (a session reaches them in an account, like the others). */
const scoped = () =>
  t.app.apiRoutes.filter((r) => r.access === 'account' || r.access === 'counter');
const relative = (url: string) => url.slice(API_PATH.length + 1);
const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));

describe('tenant isolation', () => {
  it('finds the account-scoped routes', () => {
    expect(scoped().map((r) => `${r.method} ${relative(r.url)}`)).toEqual(
      expect.arrayContaining(['GET user-profile', 'POST accounts']),
    );
  });

  it("refuses another business's user on every scoped route through X-ACCOUNT", async () => {
    for (const route of scoped()) {
      const res = await t.api(route.method as 'GET', fill(relative(route.url), {}), {
        token: other.token,
        account: owner.account,
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json(), `${route.method} ${route.url}`).toEqual({
        message: 'You do not have access to this account.',
        code: 'access.account',
      });
    }
  });

  it("never finds Demo Coffee Co.'s data by id from another business's account", async () => {
    for (const route of scoped().filter((r) => r.url.includes(':'))) {
      const sample = ID_SAMPLES[`${route.method} ${relative(route.url)}`];
      expect(sample, `add an ID_SAMPLES entry for ${route.method} ${route.url}`).toBeDefined();
      const params = await sample!(t, owner);
      const res = await t.api(route.method as 'GET', fill(relative(route.url), params), {
        token: other.token,
        account: other.account,
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect([400, 404], `${route.method} ${route.url} → ${res.statusCode}`).toContain(
        res.statusCode,
      );
    }
  });

  it('lets the owner through the guard on every scoped read', async () => {
    for (const route of scoped().filter((r) => r.method === 'GET')) {
      const sample = ID_SAMPLES[`${route.method} ${relative(route.url)}`];
      const params = sample ? await sample(t, owner) : {};
      const query = QUERY_SAMPLES[`GET ${relative(route.url)}`] ?? '';
      const res = await t.api('GET', fill(relative(route.url), params) + query, {
        token: owner.token,
        account: owner.account,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(200);
    }
  });

  it("declares players' personal data on its routes and refuses a member without it", async () => {
    const personal = scoped().filter((r) => r.playerData);
    // The players and the privacy settings (retention, erasure) are personal data, whatever a new
    // route under them does.
    const undeclared = scoped().filter(
      (r) => /^(players|privacy)(\/|$)/.test(relative(r.url)) && !r.playerData,
    );
    expect(undeclared.map((r) => `${r.method} ${relative(r.url)}`)).toEqual([]);
    expect(personal.length).toBeGreaterThan(0);

    const member = await t.login('member@playdesk.test');
    const [row] = await t.db
      .select({ userId: users.id, accountId: accounts.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(users.email, 'member@playdesk.test'), eq(accounts.publicId, member.account)));
    const where = and(
      eq(memberships.userId, row!.userId),
      eq(memberships.accountId, row!.accountId),
    );
    // Every module a personal route serves (Player Data's games, Loyalty's rewards), but not the
    // player data permission.
    await t.db
      .update(memberships)
      .set({ accessModules: ['games', 'rewards'] })
      .where(where);
    try {
      for (const route of personal) {
        const res = await t.api(route.method as 'GET', fill(relative(route.url), {}), {
          ...member,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json(), `${route.method} ${route.url}`).toEqual({
          message: NO_PLAYER_DATA,
          code: 'access.player_data',
        });
      }
    } finally {
      await t.db
        .update(memberships)
        .set({ accessModules: ['games', 'rewards', 'player_data'] })
        .where(where);
    }
  });

  it('lets only an API key reach the MCP endpoint, which acts in the key’s own account', async () => {
    // docs/mcp.md: outside the API prefix, in the catalogue all the same, declared `api_key`.
    const mcp = t.app.apiRoutes.filter((r) => r.url === '/mcp');
    expect(mcp.map((r) => `${r.method} ${r.access}`).sort()).toEqual([
      'DELETE api_key',
      'GET api_key',
      'POST api_key',
    ]);
    expect(t.app.apiRoutes.filter((r) => r.access === 'api_key')).toEqual(mcp);
    const { token: device } = await pairedDevice(t, owner, { unlock: true });
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    for (const route of mcp) {
      for (const [who, token, status] of [
        ['nobody', null, 401],
        ['a session', owner.token, 401],
        ['a counter device', device, 403],
      ] as const) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: route.url,
          headers: {
            accept: 'application/json, text/event-stream',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(route.method === 'POST' ? { payload: list } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url} by ${who}`).toBe(status);
      }
    }
    // A key of Demo Coffee Co. naming another account is refused, as on every key route.
    const created = await t.api('POST', 'api-keys', {
      ...owner,
      body: { name: 'Tenancy', modules: ['games'], access: 'read' },
    });
    const secret = created.json<{ secret: string }>().secret;
    const res = await t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: {
        authorization: `Bearer ${secret}`,
        'x-account': other.account,
        accept: 'application/json, text/event-stream',
      },
      payload: list,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(
      'This API key belongs to another account.',
    );
  });

  it('lets only a counter device reach the device routes, and a device no account route', async () => {
    const deviceRoutes = t.app.apiRoutes.filter((r) => r.access === 'device');
    expect(deviceRoutes.length).toBeGreaterThan(0);
    for (const route of deviceRoutes) {
      const res = await t.api(route.method as 'GET', fill(relative(route.url), {}), {
        ...owner,
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json<{ message: string }>().message).toBe(DEVICE_ONLY);
    }
    const { token } = await pairedDevice(t, owner, { unlock: true });
    for (const route of scoped().filter((r) => r.access === 'account')) {
      const res = await t.api(route.method as 'GET', fill(relative(route.url), {}), {
        token,
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(NOT_FOR_DEVICES);
    }
  });

  it('refuses a scoped call without a token (401) and a garbage X-ACCOUNT (403)', async () => {
    expect((await t.api('GET', 'user-profile', { account: owner.account })).statusCode).toBe(401);
    const res = await t.api('GET', 'user-profile', {
      token: owner.token,
      account: 'no-such-account',
    });
    expect(res.statusCode).toBe(403);
  });
});
