/**
 * The player data permission (docs/product-rules.md#player-data-permission): a team mate (or an
 * API key) with `games` but without `player_data` edits games but never sees players' personal
 * data — every Player Data route answers 403, winners come without names and emails, and nothing
 * can be set up to send the data elsewhere. With the permission (or `full`, or as the owner) the
 * same calls succeed.
 */
import { and, eq } from 'drizzle-orm';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { CreateRewardRequest } from '@playdesk/contract';
import {
  ConsentResponse,
  CreatedApiKeyResponse,
  RewardResponse,
  WebhookDeliveryListResponse,
  WinnerListResponse,
  type ErrorBody,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import {
  accounts,
  memberships,
  playerRewards,
  players,
  rewards,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.js';
import { newPublicId } from '../../db/ids.js';
import { NO_PLAYER_DATA } from '../../http/auth.js';
import { NO_PLAYER_DATA_KEY } from '../../http/api-key-guard.js';
import type { ApiRoute } from '../../http/auth.js';
import { fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';
import { SENDING_NEEDS_PLAYER_DATA } from '../integrations/consent-ref.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');
const member = await t.login('member@playdesk.test');
const [row] = await t.db
  .select({ userId: users.id, accountId: accounts.id })
  .from(memberships)
  .innerJoin(users, eq(users.id, memberships.userId))
  .innerJoin(accounts, eq(accounts.id, memberships.accountId))
  .where(and(eq(users.email, 'member@playdesk.test'), eq(accounts.publicId, member.account)));
const { userId: memberId, accountId: coffeeId } = row!;

const setMemberModules = (modules: string[]) =>
  t.db
    .update(memberships)
    .set({ accessModules: modules })
    .where(and(eq(memberships.userId, memberId), eq(memberships.accountId, coffeeId)));

/** A known player of Demo Coffee Co. */
async function newPlayer(firstName: string) {
  const [inserted] = await t.db
    .insert(players)
    .values({
      publicId: newPublicId(),
      accountId: coffeeId,
      tokenHash: newPublicId(),
      firstName,
      email: `${firstName.toLowerCase()}-${newPublicId()}@x.test`,
      identifiedAt: new Date(),
    })
    .returning();
  return inserted!;
}

const relative = (route: Pick<ApiRoute, 'url'>) => route.url.slice(API_PATH.length + 1);

/** Every call a Player Data screen makes with personal data, with ids and bodies that succeed. */
async function personalCalls() {
  const kept = await newPlayer('Kept');
  const erased = await newPlayer('Erased');
  return {
    'GET players': { path: 'players' },
    'GET players/export': { path: 'players/export' },
    'POST players/erase': { path: 'players/erase', body: { search: 'nobody-matches-this' } },
    'GET players/:id': { path: `players/${kept.publicId}` },
    'DELETE players/:id': { path: `players/${erased.publicId}` },
    'GET privacy': { path: 'privacy' },
    'PUT privacy': { path: 'privacy', body: { block_plus_addresses: false } },
    'GET privacy/erasures': { path: 'privacy/erasures' },
  } as Record<string, { path: string; body?: unknown }>;
}

/**
 * The routes of the Player Data section. Loyalty's members routes hold players' emails too and
 * need player_data beside their own rewards module (docs/loyalty.md#access); the tenancy
 * catalogue's personal-data test walks them with the other sections' routes.
 */
const personalRoutes = () =>
  t.app.apiRoutes
    .filter((r) => r.playerData && !relative(r).startsWith('loyalty/'))
    .map((r) => `${r.method} ${relative(r)}`)
    .sort();

describe('Player Data routes', () => {
  it('are exactly the players and privacy routes (consents stay with games)', async () => {
    expect(personalRoutes()).toEqual(Object.keys(await personalCalls()).sort());
  });

  it('refuse a member with games but without player_data, on every route (403)', async () => {
    await setMemberModules(['games', 'rewards']);
    const calls = await personalCalls();
    const wrong: string[] = [];
    for (const key of Object.keys(calls)) {
      const [method] = key.split(' ');
      const { path, body } = calls[key]!;
      const res = await t.api(method as 'GET', path, { ...member, body });
      if (res.statusCode !== 403 || res.json<ErrorBody>().message !== NO_PLAYER_DATA)
        wrong.push(`${key} → ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
    // Games and the consents its forms use stay open.
    expect((await t.api('GET', 'games', member)).statusCode).toBe(200);
    expect((await t.api('GET', 'consents', member)).statusCode).toBe(200);
  });

  it.each([[['games', 'player_data']], [['full']]])(
    'let a member with %j through on every route (200)',
    async (modules) => {
      await setMemberModules(modules);
      const calls = await personalCalls();
      const wrong: string[] = [];
      for (const key of Object.keys(calls)) {
        const [method] = key.split(' ');
        const { path, body } = calls[key]!;
        const res = await t.api(method as 'GET', path, { ...member, body });
        if (res.statusCode !== 200) wrong.push(`${key} → ${res.statusCode} ${res.body}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('need games too: player_data alone opens nothing of Player Data', async () => {
    await setMemberModules(['player_data']);
    const res = await t.api('GET', 'players', member);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().message).toBe(
      'Your role in this account does not include the games module.',
    );
  });
});

describe('API keys', () => {
  async function newKey(modules: string[], by = owner) {
    const res = await t.api('POST', 'api-keys', {
      ...by,
      body: { name: `Key ${modules.join('+')}`, modules, access: 'write' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return CreatedApiKeyResponse.parse(res.json()).secret;
  }

  it('follow the same rule: games alone is 403 on every route, with player_data 200', async () => {
    const gamesOnly = await newKey(['games']);
    const both = await newKey(['games', 'player_data']);
    const calls = await personalCalls();
    const wrong: string[] = [];
    for (const key of Object.keys(calls)) {
      const [method] = key.split(' ');
      const { path, body } = calls[key]!;
      const refused = await t.api(method as 'GET', path, { token: gamesOnly, body });
      if (refused.statusCode !== 403 || refused.json<ErrorBody>().message !== NO_PLAYER_DATA_KEY)
        wrong.push(`games only: ${key} → ${refused.statusCode} ${refused.body}`);
    }
    const again = await personalCalls();
    for (const key of Object.keys(again)) {
      const [method] = key.split(' ');
      const { path, body } = again[key]!;
      const allowed = await t.api(method as 'GET', path, { token: both, body });
      if (allowed.statusCode !== 200)
        wrong.push(`with player_data: ${key} → ${allowed.statusCode} ${allowed.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('never get player_data from a creator without it, and lose it with the creator', async () => {
    await setMemberModules(['full']);
    const secret = await newKey(['games', 'player_data'], member);
    expect((await t.api('GET', 'players', { token: secret })).statusCode).toBe(200);

    await setMemberModules(['games']);
    const lost = await t.api('GET', 'players', { token: secret });
    expect(lost.statusCode).toBe(403);
    expect(lost.json<ErrorBody>().message).toBe(
      'The creator of this API key no longer has the player_data module.',
    );
    const refused = await t.api('POST', 'api-keys', {
      ...member,
      body: { name: 'More', modules: ['games', 'player_data'], access: 'read' },
    });
    // Key management needs full: the member is refused before the modules are even compared.
    expect(refused.statusCode).toBe(403);
  });
});

describe('winners outside Player Data', () => {
  async function rewardWithWinner() {
    const body: CreateRewardRequest = { name: `Cookie ${newPublicId()}`, kind: 'physical' };
    const created = await t.api('POST', 'rewards', { ...owner, body: { ...body, quantity: 5 } });
    expect(created.statusCode, created.body).toBe(201);
    const reward = RewardResponse.parse(created.json()).reward;
    const [internal] = await t.db
      .select({ id: rewards.id })
      .from(rewards)
      .where(eq(rewards.publicId, reward.public_id));
    const player = await newPlayer('Winnie');
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const [won] = await t.db
      .insert(playerRewards)
      .values({
        publicId: newPublicId(),
        accountId: coffeeId,
        rewardId: internal!.id,
        playerId: player.id,
        gameId: game.id,
      })
      .returning();
    return { reward, player, winId: won!.publicId };
  }

  it('show names and emails only with player_data (list, CSV, redemption)', async () => {
    const { reward, player, winId } = await rewardWithWinner();
    const winners = `rewards/${reward.public_id}/winners`;

    await setMemberModules(['rewards']);
    const hidden = WinnerListResponse.parse((await t.api('GET', winners, member)).json());
    expect(hidden.data[0]!.player).toEqual({ public_id: player.publicId, name: null, email: null });
    const csv = await t.api('GET', `${winners}?format=csv`, member);
    const rows = parseCsv(csv.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({ player: '', email: '', player_id: player.publicId });
    expect(csv.body).not.toContain(player.email!);
    const redeemed = await t.api('POST', 'rewards/redeem', {
      ...member,
      body: { winner_id: winId },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.body).not.toContain(player.email!);

    await setMemberModules(['rewards', 'player_data']);
    const shown = WinnerListResponse.parse((await t.api('GET', winners, member)).json());
    expect(shown.data[0]!.player).toEqual({
      public_id: player.publicId,
      name: 'Winnie',
      email: player.email,
    });
    const ownerView = WinnerListResponse.parse((await t.api('GET', winners, owner)).json());
    expect(ownerView.data[0]!.player?.email).toBe(player.email);
  });
});

describe('integrations that send personal data', () => {
  it('are set up only with player_data; switching off needs nothing more', async () => {
    const consent = await t.api('POST', 'consents', {
      ...owner,
      body: { name: `Marketing ${newPublicId()}`, text: '<p>News by email</p>' },
    });
    expect(consent.statusCode, consent.body).toBe(201);
    const consentId = ConsentResponse.parse(consent.json()).consent.public_id;

    await setMemberModules(['integrations']);
    const webhook = await t.api('POST', 'integrations/webhooks', {
      ...member,
      body: { url: 'https://example.com/hook', events: ['player.created'], consent_id: consentId },
    });
    expect(webhook.statusCode).toBe(403);
    expect(webhook.json<ErrorBody>().message).toBe(SENDING_NEEDS_PLAYER_DATA);
    const mailchimp = await t.api('PUT', 'integrations/mailchimp', {
      ...member,
      body: { consent_id: consentId },
    });
    expect(mailchimp.statusCode).toBe(403);
    expect(mailchimp.json<ErrorBody>().message).toBe(SENDING_NEEDS_PLAYER_DATA);
    const off = await t.api('PUT', 'integrations/mailchimp', {
      ...member,
      body: { enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);

    await setMemberModules(['integrations', 'player_data']);
    const allowed = await t.api('PUT', 'integrations/mailchimp', {
      ...member,
      body: { consent_id: consentId },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it("show a delivery's player by id only without player_data", async () => {
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({
        publicId: newPublicId(),
        accountId: coffeeId,
        url: 'https://example.com/hooks',
        events: ['player.created'],
        secretSealed: 'sealed',
      })
      .returning();
    const player = {
      id: 'p1',
      erased: false,
      personal_data: true,
      email: 'ann@x.test',
      first_name: 'Ann',
    };
    await t.db.insert(webhookDeliveries).values({
      publicId: newPublicId(),
      accountId: coffeeId,
      endpointId: endpoint!.id,
      messageId: `msg_${newPublicId()}`,
      eventType: 'player.created',
      payload: {
        type: 'player.created',
        version: 1,
        timestamp: new Date().toISOString(),
        account_id: member.account,
        data: { player },
      },
    });
    const log = `integrations/webhooks/${endpoint!.publicId}/deliveries`;

    await setMemberModules(['integrations']);
    const hidden = WebhookDeliveryListResponse.parse((await t.api('GET', log, member)).json());
    expect(hidden.data[0]!.payload).toMatchObject({
      type: 'player.created',
      data: { player: { id: 'p1', erased: false, personal_data: true } },
    });
    expect(JSON.stringify(hidden)).not.toContain('ann@x.test');

    await setMemberModules(['integrations', 'player_data']);
    const shown = WebhookDeliveryListResponse.parse((await t.api('GET', log, member)).json());
    expect(shown.data[0]!.payload).toMatchObject({ data: { player } });
  });
});
