/**
 * The business's game app and push notifications (issue 17) on PGlite and PostgreSQL: settings,
 * icons, the per-business manifest, `/pwa/start`, subscriptions, sending through a local fake push
 * service that checks VAPID and decrypts every message, audiences, 410 pruning, clicks, erasure,
 * the plan's monthly limit and the daily "new game is live" notification.
 */
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PushKeyResponse,
  PushNotificationListResponse,
  PushNotificationResponse,
  PushPayload,
  PwaSettingsResponse,
  PwaStartResponse,
  WebAppManifest,
  pushMonthlyLimit,
} from '@playdesk/contract';
import { newPublicId } from '../../db/ids.js';
import {
  accounts,
  calendarEntries,
  domains,
  games,
  playerGames,
  playerRewards,
  players,
  pushCampaigns,
  pushSubscriptions,
  pushUsage,
  pushVapidKeys,
  rewards,
} from '../../db/schema.js';
import { drainJobs } from '../../infra/jobs.js';
import { INVALID_REQUEST } from '../../http/errors.js';
import { jobDefinitions } from '../../jobs.js';
import { startFakePush, type FakeSubscription } from '../../test/fake-push.js';
import { fakeDns } from '../../test/fake-dns.js';
import { fileTestContext } from '../../test/harness.js';
import { createPlayer } from '../play/players.js';
import { erasePlayers } from '../player-data/erasure.js';
import { reservePushQuota, usagePeriodNow } from './campaigns.js';
import { endpointProblem } from './endpoint.js';
import { localDateTime, runNewGameCheck } from './new-game.js';
import { configurePush } from './runtime.js';

// Host names of endpoints, answered by a DNS of the test's own: nothing asks the real one.
const { answers: dnsAnswers, resolver } = fakeDns();
const t = await fileTestContext({}, { addressResolver: resolver });
const owner = await t.login('owner@playdesk.test');
const other = await t.login('other@playdesk.test');
const member = await t.login('member@playdesk.test');
const fake = await startFakePush();
// The fake push service listens on 127.0.0.1: loopback allowed (as only tests can).
configurePush({ agent: fake.agent, allowLoopback: true });
afterAll(() => fake.close());

const drain = () => drainJobs(t.db, jobDefinitions, { includeDelayed: true });

async function accountRow(publicId: string) {
  const [a] = await t.db.select().from(accounts).where(eq(accounts.publicId, publicId));
  return a!;
}
const coffee = await accountRow(owner.account);
const bakery = await accountRow(other.account);

async function publishedGames(accountId: string) {
  const list = await t.db.select().from(games).where(eq(games.accountId, accountId));
  await t.db.update(games).set({ status: 'published' }).where(eq(games.accountId, accountId));
  return list;
}
const coffeeGames = await publishedGames(coffee.id);

async function newPlayer(accountId = coffee.id) {
  const { player, token } = await createPlayer(t.db, accountId, undefined, 'en');
  return { player, token };
}

async function subscribe(
  token: string,
  sub: FakeSubscription & { expirationTime?: number | null },
  account = owner.account,
) {
  return t.api('POST', 'play/push/subscriptions', {
    headers: { 'x-player': token },
    body: { account, subscription: sub },
  });
}

async function send(body: Record<string, unknown>, session = owner) {
  return t.api('POST', 'pwa/notifications', { ...session, body });
}

function multipart(bytes: Buffer) {
  const boundary = '----pwa-test-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="icon.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${owner.token}`,
      'x-account': owner.account,
    },
  };
}
const uploadIcon = (bytes: Buffer) =>
  t.app.inject({ method: 'POST', url: '/services/api/v1/pwa/icon', ...multipart(bytes) });

async function fetchImage(src: string) {
  const res = await t.app.inject({ method: 'GET', url: src });
  expect(res.statusCode, src).toBe(200);
  return res.rawPayload;
}

describe('settings', () => {
  it('answers defaults from the business, changes only the fields sent, refuses bad input', async () => {
    const res = await t.api('GET', 'pwa', owner);
    expect(res.statusCode, res.body).toBe(200);
    const { pwa } = PwaSettingsResponse.parse(res.json());
    expect(pwa).toMatchObject({
      app_name: 'Demo Coffee Co.',
      short_name: 'Demo Coffee',
      opens: 'today',
      icons: null,
      start_url: `/pwa/start?account=${owner.account}`,
      manifest_url: `/services/api/v1/play/accounts/${owner.account}/manifest.webmanifest`,
    });

    const put = await t.api('PUT', 'pwa', {
      ...owner,
      body: { app_name: 'Coffee Games', short_name: 'Coffee', theme_color: '#aa3300' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = PwaSettingsResponse.parse(put.json()).pwa;
    expect(after).toMatchObject({
      app_name: 'Coffee Games',
      short_name: 'Coffee',
      theme_color: '#AA3300',
      background_color: '#FFFFFF',
      install_text: pwa.install_text,
    });

    const bad = await t.api('PUT', 'pwa', {
      ...owner,
      body: { short_name: 'x'.repeat(13), notify_time: '25:00', time_zone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: INVALID_REQUEST,
      errors: [
        'short_name: Short name must be at most 12 characters',
        'notify_time: Use a time like 09:00',
        'time_zone: Use a time zone like Europe/Paris',
      ],
    });
    const noGame = await t.api('PUT', 'pwa', { ...owner, body: { opens: 'game', game_id: null } });
    expect(noGame.json()).toEqual({
      message: INVALID_REQUEST,
      errors: ['game_id: Choose the game the app opens'],
    });
    const foreign = await t.api('PUT', 'pwa', {
      ...other,
      body: { opens: 'game', game_id: coffeeGames[0]!.publicId },
    });
    expect(foreign.json()).toEqual({
      message: INVALID_REQUEST,
      errors: ['game_id: Game not found'],
    });
  });

  it('is the pwa module: a member without it is refused', async () => {
    const res = await t.api('GET', 'pwa', member);
    expect(res.statusCode).toBe(403);
  });
});

describe('icons', () => {
  it('makes 192, 512, maskable 512 (safe zone on the background) and apple-touch 180 PNGs', async () => {
    await t.api('PUT', 'pwa', { ...owner, body: { background_color: '#112233' } });
    // A red square with a transparent border.
    const source = await sharp({
      create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 500, height: 500, channels: 4, background: '#FF0000' },
          })
            .png()
            .toBuffer(),
          gravity: 'centre',
        },
      ])
      .png()
      .toBuffer();
    const res = await uploadIcon(source);
    expect(res.statusCode, res.body).toBe(200);
    const { icons } = PwaSettingsResponse.parse(res.json()).pwa;
    expect(icons).not.toBeNull();
    const sizes = async (src: string) => {
      const meta = await sharp(await fetchImage(src)).metadata();
      return [meta.format, meta.width, meta.height];
    };
    expect(await sizes(icons!.icon_192)).toEqual(['png', 192, 192]);
    expect(await sizes(icons!.icon_512)).toEqual(['png', 512, 512]);
    expect(await sizes(icons!.maskable_512)).toEqual(['png', 512, 512]);
    expect(await sizes(icons!.apple_touch_180)).toEqual(['png', 180, 180]);

    // Maskable: corners are the background colour, opaque; the centre is the image.
    const pixel = async (src: string, x: number, y: number) => {
      const { data, info } = await sharp(await fetchImage(src))
        .raw()
        .ensureAlpha()
        .toBuffer({ resolveWithObject: true });
      const i = (y * info.width + x) * 4;
      return [data[i], data[i + 1], data[i + 2], data[i + 3]];
    };
    expect(await pixel(icons!.maskable_512, 2, 2)).toEqual([0x11, 0x22, 0x33, 255]);
    expect(await pixel(icons!.maskable_512, 256, 256)).toEqual([255, 0, 0, 255]);
    // The safe zone: nothing of the image outside the centre 80 % circle's square.
    expect(await pixel(icons!.maskable_512, 40, 256)).toEqual([0x11, 0x22, 0x33, 255]);
    // Apple touch: no transparency (the border is the background colour).
    expect(await pixel(icons!.apple_touch_180, 1, 1)).toEqual([0x11, 0x22, 0x33, 255]);
  });

  it('refuses a non-square, a too small or an unreadable image', async () => {
    const wide = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const small = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    expect((await uploadIcon(wide)).json()).toEqual({
      message: 'The icon must be square; this image is 400 × 200 px.',
    });
    expect((await uploadIcon(small)).json()).toEqual({
      message: 'The icon must be at least 192 × 192 px.',
    });
    const junk = await uploadIcon(Buffer.from('not an image at all'));
    expect(junk.statusCode).toBe(400);
  });
});

describe('manifest and start', () => {
  it("serves each business's own manifest, so two apps install side by side", async () => {
    const get = (account: string) =>
      t.app.inject({
        method: 'GET',
        url: `/services/api/v1/play/accounts/${account}/manifest.webmanifest`,
      });
    const a = await get(owner.account);
    const b = await get(other.account);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const ma = WebAppManifest.parse(a.json());
    const mb = WebAppManifest.parse(b.json());
    expect(ma).toMatchObject({
      id: `/pwa/start?account=${owner.account}`,
      start_url: `/pwa/start?account=${owner.account}`,
      name: 'Coffee Games',
      short_name: 'Coffee',
      display: 'standalone',
      scope: '/',
      theme_color: '#AA3300',
      background_color: '#112233',
    });
    expect(ma.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    // The other business: its own id, name and (default) icons that are real PNGs.
    expect(mb.id).toBe(`/pwa/start?account=${other.account}`);
    expect(mb.name).toBe('Other Bakery');
    expect(mb.id).not.toBe(ma.id);
    const meta = await sharp(await fetchImage(mb.icons[1]!.src)).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect((await get('nobody-here')).statusCode).toBe(404);
  });

  it("/pwa/start opens today's game from the calendar, a chosen game, or the rewards front", async () => {
    const today = '2026-11-26';
    const [g1, g2] = coffeeGames;
    await t.db.insert(calendarEntries).values({
      publicId: newPublicId(),
      accountId: coffee.id,
      gameId: g2!.id,
      startsOn: today,
      endsOn: today,
    });
    await t.api('PUT', 'pwa', { ...owner, body: { opens: 'today' } });
    const start = async () =>
      PwaStartResponse.parse(
        (await t.api('GET', `play/pwa/start?account=${owner.account}&date=${today}`)).json(),
      ).pwa;
    expect((await start()).open_path).toBe(`/game/${g2!.publicId}`);
    expect((await start()).app_name).toBe('Coffee Games');
    await t.api('PUT', 'pwa', { ...owner, body: { opens: 'game', game_id: g1!.publicId } });
    expect((await start()).open_path).toBe(`/game/${g1!.publicId}`);
    await t.api('PUT', 'pwa', { ...owner, body: { opens: 'rewards' } });
    expect((await start()).open_path).toBe(`/rewards/${owner.account}`);
    await t.api('PUT', 'pwa', { ...owner, body: { opens: 'today' } });
    // No game that day: the business's games.
    const empty = PwaStartResponse.parse(
      (await t.api('GET', `play/pwa/start?account=${owner.account}&date=2020-01-01`)).json(),
    ).pwa;
    expect(empty.open_path).toBe(`/game?account=${owner.account}`);
  });

  it('knows the business by its verified custom domain', async () => {
    await t.db.insert(domains).values({
      publicId: newPublicId(),
      accountId: coffee.id,
      kind: 'custom_domain',
      value: 'games.coffee.example',
      status: 'verified',
    });
    const host = { host: 'games.coffee.example' };
    const start = await t.api('GET', 'play/pwa/start', { headers: host });
    expect(start.statusCode, start.body).toBe(200);
    expect(PwaStartResponse.parse(start.json()).pwa.account_public_id).toBe(owner.account);
    const manifest = await t.api('GET', `play/accounts/${owner.account}/manifest.webmanifest`, {
      headers: host,
    });
    // On its own domain the app starts at the root's /pwa/start.
    expect(WebAppManifest.parse(manifest.json()).start_url).toBe('/pwa/start');
    // Elsewhere a business is named.
    const anywhere = await t.api('GET', 'play/pwa/start', { headers: { host: 'unknown.example' } });
    expect(anywhere.statusCode).toBe(400);
  });
});

describe('push subscriptions', () => {
  it('serves one VAPID key, made once and stored', async () => {
    const k1 = PushKeyResponse.parse((await t.api('GET', 'play/push/key')).json()).public_key;
    const k2 = PushKeyResponse.parse((await t.api('GET', 'play/push/key')).json()).public_key;
    expect(k1).toBe(k2);
    expect(Buffer.from(k1, 'base64url')).toHaveLength(65);
    const rows = await t.db.select().from(pushVapidKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.publicKey).toBe(k1);
    // Sealed with SECRETS_KEY, never stored as it is.
    expect(rows[0]!.privateKey.startsWith('v1.')).toBe(true);
  });

  it('subscribes a player, updates on resubscribe, unsubscribes; refuses bad input', async () => {
    const { player, token } = await newPlayer();
    const sub = fake.subscription();
    expect((await subscribe('x'.repeat(30), sub)).statusCode).toBe(401);
    expect((await subscribe(token, sub, other.account)).statusCode).toBe(401);
    const bad = await subscribe(token, {
      endpoint: 'http://push.example.com/x',
      keys: { p256dh: 'AAAA', auth: 'AAAA' },
    });
    expect(bad.json()).toEqual({
      message: INVALID_REQUEST,
      errors: [
        'subscription.endpoint: The push endpoint must be an https:// URL.',
        'subscription.keys.p256dh: Not a P-256 public key',
        'subscription.keys.auth: Not a 16-byte auth secret',
      ],
      code: 'push.invalid_subscription',
    });
    const ok = await subscribe(token, sub);
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await subscribe(token, sub)).statusCode).toBe(201);
    // As the player app sends it: the browser's PushSubscription.toJSON(), whole.
    expect((await subscribe(token, { ...sub, expirationTime: null })).statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.playerId, player.id));
    expect(rows).toHaveLength(1);
    const del = await t.api('DELETE', 'play/push/subscriptions', {
      headers: { 'x-player': token },
      body: { account: owner.account, endpoint: sub.endpoint },
    });
    expect(del.json()).toEqual({ message: 'Notifications are off.' });
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.playerId, player.id)),
    ).toHaveLength(0);
  });

  it('refuses endpoints in private networks outside tests', async () => {
    dnsAnswers.set('fcm.googleapis.com', ['142.250.184.234', '2a00:1450:4001:82b::200a']);
    const strict = { allowLoopback: false, resolver };
    for (const e of [
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://192.168.0.4/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://169.254.169.254/latest',
    ])
      expect(await endpointProblem(e, strict), e).toMatch(
        /^The push endpoint is refused: .*private or reserved/,
      );
    expect(await endpointProblem('https://fcm.googleapis.com/fcm/send/abc', strict)).toBeNull();
    expect(await endpointProblem('https://127.0.0.1/x', { allowLoopback: true })).toBeNull();
    expect(await endpointProblem('http://127.0.0.1/x', { allowLoopback: true })).toMatch(/https/);
  });
});

describe('sending', () => {
  it('delivers through the push service: VAPID checked, payload decrypts to what was written', async () => {
    await t.db.delete(pushSubscriptions);
    const alice = await newPlayer();
    const bob = await newPlayer();
    const gone = await newPlayer();
    const subA = fake.subscription();
    const subB = fake.subscription();
    const subGone = fake.subscription('gone');
    await subscribe(alice.token, subA);
    await subscribe(bob.token, subB);
    await subscribe(gone.token, subGone);
    // Another business's subscriber never gets it.
    const stranger = await newPlayer(bakery.id);
    await subscribe(stranger.token, fake.subscription(), other.account);

    const before = fake.received.length;
    const res = await send({
      title: 'Double points today',
      body: 'Play before noon ☕',
      target: { type: 'game', game_id: coffeeGames[0]!.publicId },
      audience: { type: 'all' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { notification } = PushNotificationResponse.parse(res.json());
    expect(notification.status).toBe('scheduled');
    await drain();

    const got = fake.received.slice(before);
    expect(fake.refused).toEqual([]);
    expect(got.map((r) => r.endpoint).sort()).toEqual([subA.endpoint, subB.endpoint].sort());
    const key = PushKeyResponse.parse((await t.api('GET', 'play/push/key')).json()).public_key;
    for (const r of got) {
      expect(r.vapid.publicKey).toBe(key);
      expect(PushPayload.parse(JSON.parse(r.payload))).toEqual({
        title: 'Double points today',
        body: 'Play before noon ☕',
        icon: expect.stringMatching(/^\/media\/[a-f0-9]{32}\.png$/),
        url: `/game/${coffeeGames[0]!.publicId}`,
        campaign: notification.public_id,
      });
    }
    const done = PushNotificationResponse.parse(
      (await t.api('GET', `pwa/notifications/${notification.public_id}`, owner)).json(),
    ).notification;
    expect(done).toMatchObject({ status: 'sent', recipients: 3, sent: 2, failed: 1, clicked: 0 });
    // 410: the expired subscription is gone.
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subGone.endpoint)),
    ).toHaveLength(0);

    // Clicks, reported by the service worker, never more than sent.
    for (let i = 0; i < 3; i++)
      await t.api('POST', 'play/push/clicks', { body: { campaign: notification.public_id } });
    const list = PushNotificationListResponse.parse(
      (await t.api('GET', 'pwa/notifications', owner)).json(),
    );
    expect(list.data[0]).toMatchObject({ public_id: notification.public_id, clicked: 2 });
    expect(list.usage).toMatchObject({
      month: usagePeriodNow(),
      sent: 3,
      limit: pushMonthlyLimit('pro'),
    });
    // Another business does not see it.
    expect(
      (await t.api('GET', `pwa/notifications/${notification.public_id}`, other)).statusCode,
    ).toBe(404);
  });

  it('retries a busy push service and then counts the message failed', async () => {
    await t.db.delete(pushSubscriptions);
    const p = await newPlayer();
    await subscribe(p.token, fake.subscription('busy'));
    const res = await send({
      title: 'Hi',
      body: 'There',
      target: { type: 'rewards' },
      audience: { type: 'all' },
    });
    const id = PushNotificationResponse.parse(res.json()).notification.public_id;
    await drain();
    const n = PushNotificationResponse.parse(
      (await t.api('GET', `pwa/notifications/${id}`, owner)).json(),
    ).notification;
    expect(n).toMatchObject({
      status: 'sent',
      recipients: 1,
      sent: 0,
      failed: 1,
      url: `/rewards/${owner.account}`,
    });
    // A 503 is not an expired subscription: it stays.
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(1);
  });

  it('selects the audience: players of a game, winners of a reward, inactive players', async () => {
    await t.db.delete(pushSubscriptions);
    const [g1, g2] = coffeeGames;
    const played1 = await newPlayer();
    const played2 = await newPlayer();
    const winner = await newPlayer();
    const sleeper = await newPlayer();
    await t.db.insert(playerGames).values([
      { playerId: played1.player.id, gameId: g1!.id },
      { playerId: played2.player.id, gameId: g2!.id },
    ]);
    const [reward] = await t.db
      .insert(rewards)
      .values({
        publicId: newPublicId(),
        accountId: coffee.id,
        name: 'Free latte',
        kind: 'physical',
        expiry: { type: 'none' },
      })
      .returning();
    await t.db.insert(playerRewards).values({
      publicId: newPublicId(),
      accountId: coffee.id,
      rewardId: reward!.id,
      playerId: winner.player.id,
    });
    await t.db
      .update(players)
      .set({ lastSeenAt: new Date(Date.now() - 40 * 86400_000) })
      .where(eq(players.id, sleeper.player.id));
    const subs = new Map<string, FakeSubscription>();
    for (const [name, p] of Object.entries({ played1, played2, winner, sleeper })) {
      const s = fake.subscription();
      subs.set(name, s);
      await subscribe(p.token, s);
    }
    const reach = async (audience: Record<string, unknown>) => {
      const before = fake.received.length;
      const res = await send({ title: 'T', body: 'B', target: { type: 'app' }, audience });
      expect(res.statusCode, res.body).toBe(201);
      await drain();
      const endpoints = fake.received.slice(before).map((r) => r.endpoint);
      return [...subs]
        .filter(([, s]) => endpoints.includes(s.endpoint))
        .map(([n]) => n)
        .sort();
    };
    expect(await reach({ type: 'game', game_id: g1!.publicId })).toEqual(['played1']);
    expect(await reach({ type: 'reward', reward_id: reward!.publicId })).toEqual(['winner']);
    expect(await reach({ type: 'inactive', days: 30 })).toEqual(['sleeper']);
    expect(await reach({ type: 'all' })).toEqual(['played1', 'played2', 'sleeper', 'winner']);
    const bad = await send({
      title: 'T',
      body: 'B',
      target: { type: 'app' },
      audience: { type: 'game', game_id: 'nope' },
    });
    expect(bad.json()).toEqual({
      message: INVALID_REQUEST,
      errors: ['audience.game_id: Game not found'],
    });
  });

  it('schedules a notification for later', async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const res = await send({
      title: 'Later',
      body: 'B',
      target: { type: 'app' },
      audience: { type: 'all' },
      send_at: at,
    });
    const n = PushNotificationResponse.parse(res.json()).notification;
    expect(n.scheduled_at).toBe(at);
    await drainJobs(t.db, jobDefinitions); // not due yet
    const still = PushNotificationResponse.parse(
      (await t.api('GET', `pwa/notifications/${n.public_id}`, owner)).json(),
    );
    expect(still.notification.status).toBe('scheduled');
    const past = await send({
      title: 'Past',
      body: 'B',
      target: { type: 'app' },
      audience: { type: 'all' },
      send_at: '2020-01-01T00:00:00Z',
    });
    expect(past.json()).toEqual({
      message: INVALID_REQUEST,
      errors: ['send_at: Choose a time in the future'],
    });
  });
});

describe('limits and consent', () => {
  it('erasing a player deletes their subscriptions', async () => {
    const p = await newPlayer();
    await subscribe(p.token, fake.subscription());
    await t.db.transaction((tx) =>
      erasePlayers(tx, coffee.id, sql`${players.id} = ${p.player.id}`, {
        scope: 'one',
        byUserId: null,
      }),
    );
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.playerId, p.player.id)),
    ).toHaveLength(0);
  });

  it("enforces the plan's monthly limit, atomically", async () => {
    await t.db.delete(pushSubscriptions);
    const limit = pushMonthlyLimit('pro');
    const a = await newPlayer();
    const b = await newPlayer();
    await subscribe(a.token, fake.subscription());
    await subscribe(b.token, fake.subscription());
    await t.db
      .update(pushUsage)
      .set({ sent: limit - 1 })
      .where(and(eq(pushUsage.accountId, coffee.id), eq(pushUsage.period, usagePeriodNow())));
    const refused = await send({
      title: 'T',
      body: 'B',
      target: { type: 'app' },
      audience: { type: 'all' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `This notification would go to 2 subscribers, but only 1 of your plan's ${limit} notifications are left this month.`,
    );
    // A scheduled one meets the limit when it is due: nothing sent, said so.
    const later = await send({
      title: 'T',
      body: 'B',
      target: { type: 'app' },
      audience: { type: 'all' },
      send_at: new Date(Date.now() + 60_000).toISOString(),
    });
    await drain();
    const n = PushNotificationResponse.parse(
      (
        await t.api(
          'GET',
          `pwa/notifications/${PushNotificationResponse.parse(later.json()).notification.public_id}`,
          owner,
        )
      ).json(),
    ).notification;
    expect(n).toMatchObject({ status: 'limit_reached', sent: 0 });

    // Reservations racing for the last units: never past the limit.
    await t.db
      .update(pushUsage)
      .set({ sent: limit - 5 })
      .where(eq(pushUsage.accountId, coffee.id));
    const results = await Promise.all(
      Array.from({ length: 8 }, () => reservePushQuota(t.db, coffee.id, 1, limit)),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    const [usage] = await t.db.select().from(pushUsage).where(eq(pushUsage.accountId, coffee.id));
    expect(usage!.sent).toBe(limit);
    await t.db.update(pushUsage).set({ sent: 0 }).where(eq(pushUsage.accountId, coffee.id));
  });
});

describe('a new game is live', () => {
  it('notifies opted-in subscribers once, at the chosen local time, when the game of the day changes', async () => {
    await t.db.delete(pushSubscriptions);
    await t.db.delete(calendarEntries).where(eq(calendarEntries.accountId, coffee.id));
    await t.api('PUT', 'pwa', {
      ...owner,
      body: { new_game_notifications: true, notify_time: '09:00', time_zone: 'Europe/Paris' },
    });
    const fan = await newPlayer();
    const quiet = await newPlayer();
    const fanSub = fake.subscription();
    await subscribe(fan.token, fanSub);
    await t.api('POST', 'play/push/subscriptions', {
      headers: { 'x-player': quiet.token },
      body: { account: owner.account, subscription: fake.subscription(), new_game: false },
    });
    const [g1, g2] = coffeeGames;
    await t.db.insert(calendarEntries).values([
      {
        publicId: newPublicId(),
        accountId: coffee.id,
        gameId: g1!.id,
        startsOn: '2026-03-09',
        endsOn: '2026-03-09',
      },
      {
        publicId: newPublicId(),
        accountId: coffee.id,
        gameId: g2!.id,
        startsOn: '2026-03-10',
        endsOn: '2026-03-11',
      },
    ]);
    // 07:30 UTC is 08:30 in Paris (winter): too early.
    expect(await runNewGameCheck(t.db, new Date('2026-03-10T07:30:00Z'))).toBe(0);
    // 08:05 UTC = 09:05 Paris: due, once.
    expect(await runNewGameCheck(t.db, new Date('2026-03-10T08:05:00Z'))).toBe(1);
    expect(await runNewGameCheck(t.db, new Date('2026-03-10T09:00:00Z'))).toBe(0);
    // The next day the game is the same: nothing.
    expect(await runNewGameCheck(t.db, new Date('2026-03-11T10:00:00Z'))).toBe(0);
    const before = fake.received.length;
    await drain();
    const got = fake.received.slice(before);
    expect(got.map((r) => r.endpoint)).toEqual([fanSub.endpoint]);
    expect(JSON.parse(got[0]!.payload)).toMatchObject({
      title: 'Coffee Games: a new game is live',
      body: `Play ${g2!.name} now.`,
      url: `/game/${g2!.publicId}`,
    });
    const rows = await t.db.select().from(pushCampaigns).where(eq(pushCampaigns.kind, 'new_game'));
    expect(rows.map((r) => [r.day, r.sent])).toEqual([['2026-03-10', 1]]);
    expect(localDateTime(new Date('2026-03-10T23:30:00Z'), 'Europe/Paris')).toEqual({
      date: '2026-03-11',
      time: '00:30',
    });
  });
});

describe('the address guard (docs/product-rules.md#outgoing-requests)', () => {
  // Outside tests loopback is refused too; a listener there counts every connection it gets
  // (the TLS ones the push job would open included).
  let connections = 0;
  const listener = createTcpServer((socket) => {
    connections++;
    socket.destroy();
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
    configurePush({ allowLoopback: false });
  });
  afterAll(async () => {
    configurePush({ allowLoopback: true });
    await new Promise((resolve) => listener.close(resolve));
  });

  it('refuses to save an endpoint inside our network, however it is written', async () => {
    dnsAnswers.set('127.0.0.1.nip.io', ['127.0.0.1']);
    dnsAnswers.set('169.254.169.254.nip.io', ['169.254.169.254']);
    dnsAnswers.set('xn--bcher-kva.example', ['10.0.0.1']);
    dnsAnswers.set('metadata.example.com', ['93.184.215.14', '::ffff:a9fe:a9fe']);
    dnsAnswers.set('push.example.com', ['93.184.215.14']);
    const p = await newPlayer();
    const { keys } = fake.subscription();
    for (const endpoint of [
      `https://[::ffff:127.0.0.1]:${port}/send/1`,
      `https://[::ffff:7f00:1]:${port}/send/1`,
      'https://[::ffff:a9fe:a9fe]/',
      'https://[::ffff:169.254.169.254]/',
      'https://[::127.0.0.1]/',
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://[2002:a9fe:a9fe::]/',
      'https://[fd00:ec2::254]/',
      `https://2130706433:${port}/send/1`,
      'https://0177.0.0.1/send/1',
      `https://0x7f.1:${port}/send/1`,
      'https://0xa9fea9fe/latest/meta-data',
      'https://127.1/send/1',
      'https://127.0.0.1./send/1',
      `https://localhost.:${port}/send/1`,
      'https://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/send/1',
      'https://１２７.０.０.１/send/1',
      'https://bücher.example/send/1',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://metadata/computeMetadata/v1/',
      'https://127.0.0.1.nip.io/send/1',
      'https://169.254.169.254.nip.io/latest/meta-data',
      'https://metadata.example.com/send/1',
    ]) {
      const res = await subscribe(p.token, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().errors, endpoint).toEqual([
        expect.stringMatching(
          /^subscription\.endpoint: The push endpoint is refused: .*private or reserved/,
        ),
      ]);
    }
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.playerId, p.player.id)),
    ).toEqual([]);
    // A public push service is taken.
    const ok = await subscribe(p.token, { endpoint: 'https://push.example.com/send/1', keys });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(connections).toBe(0);
  });

  it('never connects to an inside address when sending, even one the name points to since', async () => {
    await t.db.delete(pushSubscriptions);
    const { keys } = fake.subscription();
    // Saved while the name pointed outside…
    dnsAnswers.set('rebind.example.com', ['93.184.215.14']);
    const rebinder = await newPlayer();
    const saved = await subscribe(rebinder.token, {
      endpoint: `https://rebind.example.com:${port}/send/1`,
      keys,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    // …which now points at this machine.
    dnsAnswers.set('rebind.example.com', ['127.0.0.1']);
    // And endpoints stored before the guard knew every spelling.
    for (const endpoint of [
      `https://[::ffff:7f00:1]:${port}/send/2`,
      `https://[::ffff:127.0.0.1]:${port}/send/3`,
      `https://0x7f.1:${port}/send/4`,
      `https://2130706433:${port}/send/5`,
    ]) {
      const { player } = await newPlayer();
      await t.db.insert(pushSubscriptions).values({
        accountId: coffee.id,
        playerId: player.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
    }
    const res = await send({
      title: 'Hello',
      body: 'Inside?',
      target: { type: 'rewards' },
      audience: { type: 'all' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = PushNotificationResponse.parse(res.json()).notification.public_id;
    await drain();
    expect(connections).toBe(0);
    const n = PushNotificationResponse.parse(
      (await t.api('GET', `pwa/notifications/${id}`, owner)).json(),
    ).notification;
    expect(n).toMatchObject({ status: 'sent', recipients: 5, sent: 0, failed: 5 });
    // An endpoint the guard refuses never becomes deliverable: it is dropped.
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });
});
