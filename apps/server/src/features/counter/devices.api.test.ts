/**
 * Locations and counter devices (docs/rewards.md#redemption-in-store): pairing once with a code
 * that expires, the staff PIN and its lockout (also under ten parallel guesses), lock and unlock,
 * unpairing that holds from the next request, the counter guard for devices, team mates with
 * `redeem` and API keys, and tenancy between locations and businesses.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@playdesk/contract';
import { accounts, counterDevices, memberships, rewards, users } from '../../db/schema.js';
import { pairedDevice, pairWithCode } from '../../test/counter.js';
import { fileTestContext } from '../../test/harness.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');
const other = await t.login('other@playdesk.test');
const member = await t.login('member@playdesk.test');

const coded = (res: { statusCode: number; body: string; json(): unknown }) => {
  const body = ErrorBody.parse(res.json());
  return { status: res.statusCode, code: body.code, params: body.params };
};
const deviceRow = async (publicId: string) =>
  (await t.db.select().from(counterDevices).where(eq(counterDevices.publicId, publicId)))[0]!;

async function newLocation(session = owner, pin: string | null = '2468') {
  const res = await t.api('POST', 'locations', {
    ...session,
    body: {
      name: 'Demo Coffee – Station',
      time_zone: 'Europe/Paris',
      address: '1 Rue',
      ...(pin === null ? {} : { pin }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ location: { public_id: string } }>().location.public_id;
}
async function newCode(location: string, session = owner) {
  const res = await t.api('POST', `locations/${location}/devices`, {
    ...session,
    body: { name: 'Till 1' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ pairing_code: string; device: { public_id: string } }>();
}

describe('locations', () => {
  it('creates, lists, changes and deletes a location; the PIN is only ever hashed', async () => {
    const created = await t.api('POST', 'locations', {
      ...owner,
      body: { name: ' Market Street ', time_zone: 'Europe/Paris', pin: '1234' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.json<{ location: Record<string, unknown> }>().location;
    expect(location).toMatchObject({
      name: 'Market Street',
      address: '',
      time_zone: 'Europe/Paris',
      has_pin: true,
      devices: 0,
    });
    expect(created.body).not.toContain('1234');
    const id = location.public_id as string;

    const listed = await t.api('GET', 'locations', owner);
    expect(listed.json<{ data: { public_id: string }[] }>().data.map((l) => l.public_id)).toContain(
      id,
    );
    const changed = await t.api('PATCH', `locations/${id}`, {
      ...owner,
      body: { address: '12 Market Street', time_zone: 'America/New_York' },
    });
    expect(changed.json()).toMatchObject({
      location: { address: '12 Market Street', time_zone: 'America/New_York', has_pin: true },
    });
    expect((await t.api('DELETE', `locations/${id}`, owner)).statusCode).toBe(204);
    const after = await t.api('GET', 'locations', owner);
    expect(
      after.json<{ data: { public_id: string }[] }>().data.map((l) => l.public_id),
    ).not.toContain(id);
    expect(coded(await t.api('PATCH', `locations/${id}`, { ...owner, body: {} }))).toEqual({
      status: 404,
      code: 'resource.not_found',
      params: { resource: 'location' },
    });
  });

  it('keeps coordinates, both or neither, changed together and cleared with null', async () => {
    const created = await t.api('POST', 'locations', {
      ...owner,
      body: { name: 'Harbour', time_zone: 'UTC', latitude: 45.7605, longitude: -4.8597 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.json<{ location: { public_id: string } }>().location;
    expect(location).toMatchObject({ latitude: 45.7605, longitude: -4.8597 });
    const path = `locations/${location.public_id}`;
    // A change of other fields leaves them; one coordinate alone is refused, naming the other.
    const renamed = await t.api('PATCH', path, { ...owner, body: { name: 'Harbour 2' } });
    expect(renamed.json()).toMatchObject({ location: { latitude: 45.7605, longitude: -4.8597 } });
    const half = await t.api('PATCH', path, { ...owner, body: { latitude: 10 } });
    expect(half.statusCode).toBe(400);
    expect(half.json<{ errors: string[] }>().errors.join('\n')).toContain('longitude: ');
    const moved = await t.api('PATCH', path, { ...owner, body: { latitude: -90, longitude: 180 } });
    expect(moved.json()).toMatchObject({ location: { latitude: -90, longitude: 180 } });
    const cleared = await t.api('PATCH', path, {
      ...owner,
      body: { latitude: null, longitude: null },
    });
    expect(cleared.json()).toMatchObject({ location: { latitude: null, longitude: null } });
    const plain = await t.api('POST', 'locations', {
      ...owner,
      body: { name: 'Kiosk', time_zone: 'UTC' },
    });
    expect(plain.json()).toMatchObject({ location: { latitude: null, longitude: null } });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', time_zone: 'Europe/Paris' }, 'name'],
      [{ name: 'Shop', time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ name: 'Shop', time_zone: 'Europe/Paris', pin: '12' }, 'pin'],
      [{ name: 'Shop', time_zone: 'Europe/Paris', pin: '12ab' }, 'pin'],
      [{ name: 'Shop', time_zone: 'Europe/Paris', pin: '123456789' }, 'pin'],
      [{ name: 'x'.repeat(81), time_zone: 'Europe/Paris' }, 'name'],
      [{ name: 'Shop', time_zone: 'UTC', latitude: 91, longitude: 0 }, 'latitude'],
      [{ name: 'Shop', time_zone: 'UTC', latitude: -90.5, longitude: 0 }, 'latitude'],
      [{ name: 'Shop', time_zone: 'UTC', latitude: 0, longitude: 180.1 }, 'longitude'],
      [{ name: 'Shop', time_zone: 'UTC', latitude: '45', longitude: 4 }, 'latitude'],
      [{ name: 'Shop', time_zone: 'UTC', latitude: 45.76 }, 'longitude'],
      [{ name: 'Shop', time_zone: 'UTC', longitude: 4.86, latitude: null }, 'latitude'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api('POST', 'locations', { ...owner, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ errors: string[] }>().errors.join('\n')).toContain(`${field}: `);
    }
    const location = await newLocation();
    const long = await t.api('POST', `locations/${location}/devices`, {
      ...owner,
      body: { name: 'x'.repeat(61) },
    });
    expect(long.statusCode).toBe(400);
    const code = await t.api('POST', 'redeem/pair', { body: { code: '' } });
    expect(code.statusCode).toBe(400);
    const unknown = await t.api('POST', 'redeem/pair', { body: { code: 'x'.repeat(21) } });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('pairing', () => {
  it('pairs once with the code, whatever its case and dashes; the device reads its state', async () => {
    const location = await newLocation();
    const [reward] = await t.db
      .select({ id: rewards.id, name: rewards.name, accountId: rewards.accountId })
      .from(rewards)
      .innerJoin(accounts, eq(accounts.id, rewards.accountId))
      .where(eq(accounts.publicId, owner.account))
      .limit(1);
    if (reward)
      await t.db.update(rewards).set({ redeemMode: 'in_store' }).where(eq(rewards.id, reward.id));
    const { pairing_code: code, device } = await newCode(location);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    const paired = await pairWithCode(t, typed);
    expect(paired.statusCode, paired.body).toBe(200);
    const body = paired.json<{ device_token: string; state: Record<string, unknown> }>();
    expect(body.device_token).toMatch(/^pdc_/);
    expect(body.state).toMatchObject({
      device: { public_id: device.public_id, name: 'Till 1', location: { public_id: location } },
      business_name: 'Demo Coffee Co.',
      location: { public_id: location, time_zone: 'Europe/Paris' },
      unlocked_until: null,
    });
    const keys = body.state.keys as { kid: string; public_key: string }[];
    expect(keys).toHaveLength(1);
    expect(Buffer.from(keys[0]!.public_key, 'base64url')).toHaveLength(32);
    if (reward)
      expect(body.state.rewards).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: reward.name })]),
      );
    // Only hashes are stored.
    const row = await deviceRow(device.public_id);
    expect(row.tokenHash).not.toContain(body.device_token);
    expect(row.pairingCodeHash).toBeNull();

    expect(coded(await pairWithCode(t, code))).toEqual({
      status: 400,
      code: 'counter.pairing_invalid',
      params: undefined,
    });
    const state = await t.api('GET', 'redeem/device', { token: body.device_token });
    expect(state.statusCode, state.body).toBe(200);
    const listed = await t.api('GET', `devices?location=${location}`, owner);
    expect(listed.json()).toMatchObject({
      data: [{ public_id: device.public_id, paired_at: expect.any(String) }],
      meta: { total: 1 },
    });
  });

  it('refuses an expired code and lets two devices typing one code at once pair one', async () => {
    const location = await newLocation();
    const expired = await newCode(location);
    await t.db
      .update(counterDevices)
      .set({ pairingExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(counterDevices.publicId, expired.device.public_id));
    expect(coded(await pairWithCode(t, expired.pairing_code)).code).toBe('counter.pairing_invalid');

    const { pairing_code: code } = await newCode(location);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pairWithCode(t, code)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('limits pairing attempts per address (429 with Retry-After)', async () => {
    const address = '10.99.0.1';
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await pairWithCode(t, 'AAAAAAAA', address));
    expect(answers.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(400));
    expect(answers[10]!.statusCode).toBe(429);
    expect(answers[10]!.headers['retry-after']).toBeDefined();
  });
});

describe('the staff PIN', () => {
  it('unlocks with the right PIN, says the tries left on a wrong one, and locks again', async () => {
    const { token } = await pairedDevice(t, owner, { pin: '13579' });
    expect(coded(await t.api('POST', 'redeem/unlock', { token, body: { pin: '0000' } }))).toEqual({
      status: 403,
      code: 'counter.pin_wrong',
      params: { tries_left: 4 },
    });
    const unlocked = await t.api('POST', 'redeem/unlock', { token, body: { pin: '13579' } });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const until = unlocked.json<{ state: { unlocked_until: string } }>().state.unlocked_until;
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
    // A right PIN starts the count again.
    expect(
      coded(await t.api('POST', 'redeem/unlock', { token, body: { pin: '0000' } })).params,
    ).toEqual({ tries_left: 4 });
    const locked = await t.api('POST', 'redeem/lock', { token });
    expect(locked.json()).toMatchObject({ state: { unlocked_until: null } });
    expect(coded(await t.api('GET', 'redeem/locations', { token }))).toMatchObject({
      status: 403,
      code: 'counter.locked_by_staff',
    });
  });

  it('locks the device for 15 minutes after five wrong PINs in a row, the right one included', async () => {
    const { token, device } = await pairedDevice(t, owner, { pin: '2468' });
    const tries = [];
    for (let i = 0; i < 5; i++)
      tries.push(coded(await t.api('POST', 'redeem/unlock', { token, body: { pin: '1111' } })));
    expect(tries.map((r) => r.params?.tries_left ?? r.code)).toEqual([
      4,
      3,
      2,
      1,
      'counter.locked',
    ]);
    expect(tries[4]).toMatchObject({ status: 429, params: { minutes: 15 } });
    const right = await t.api('POST', 'redeem/unlock', { token, body: { pin: '2468' } });
    expect(coded(right)).toMatchObject({ status: 429, code: 'counter.locked' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Locked, the device still reads its state, and the owner sees the lock.
    expect((await t.api('GET', 'redeem/device', { token })).statusCode).toBe(200);
    const listed = await t.api('GET', 'devices', owner);
    const shown = listed
      .json<{ data: { public_id: string; locked_until: string | null }[] }>()
      .data.find((d) => d.public_id === device);
    expect(shown?.locked_until).not.toBeNull();

    // When the lock runs out, the right PIN unlocks and the count starts again.
    await t.db
      .update(counterDevices)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(counterDevices.publicId, device));
    const again = await t.api('POST', 'redeem/unlock', { token, body: { pin: '2468' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(await deviceRow(device)).toMatchObject({ failedPins: 0, lockedUntil: null });
  });

  it('lets no guess past the fifth through when ten come at once', async () => {
    const { token, device } = await pairedDevice(t, owner, { pin: '97531' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.api('POST', 'redeem/unlock', { token, body: { pin: '00000' } }),
      ),
    );
    const codes = answers.map((r) => coded(r).code);
    expect(codes.filter((c) => c === 'counter.pin_wrong')).toHaveLength(4);
    expect(codes.filter((c) => c === 'counter.locked')).toHaveLength(6);
    const row = await deviceRow(device);
    expect(row.failedPins).toBe(5);
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // Ten at once with the right PIN among them after the lock: none is checked.
    const late = await Promise.all(
      ['1', '2', '97531'].map((pin) =>
        t.api('POST', 'redeem/unlock', { token, body: { pin: pin.padEnd(5, '0') } }),
      ),
    );
    expect(late.map((r) => r.statusCode)).toEqual([429, 429, 429]);
  });

  it('refuses to unlock at a location without a PIN, and a new PIN locks its devices', async () => {
    const location = await newLocation(owner, null);
    const bare = await pairedDevice(t, owner, { location });
    expect(
      coded(await t.api('POST', 'redeem/unlock', { token: bare.token, body: { pin: '2468' } })),
    ).toMatchObject({ status: 409, code: 'counter.no_pin' });

    const { token, location: shop } = await pairedDevice(t, owner, { pin: '2468', unlock: true });
    expect((await t.api('GET', 'redeem/locations', { token })).statusCode).toBe(200);
    const repinned = await t.api('PATCH', `locations/${shop}`, { ...owner, body: { pin: '8642' } });
    expect(repinned.statusCode, repinned.body).toBe(200);
    expect(coded(await t.api('GET', 'redeem/locations', { token })).code).toBe(
      'counter.locked_by_staff',
    );
    expect(coded(await t.api('POST', 'redeem/unlock', { token, body: { pin: '2468' } })).code).toBe(
      'counter.pin_wrong',
    );
    expect(
      (await t.api('POST', 'redeem/unlock', { token, body: { pin: '8642' } })).statusCode,
    ).toBe(200);
  });
});

describe('unpairing', () => {
  it('holds from the next request of the device', async () => {
    const { token, device } = await pairedDevice(t, owner, { unlock: true });
    expect((await t.api('GET', 'redeem/locations', { token })).statusCode).toBe(200);
    expect((await t.api('DELETE', `devices/${device}`, owner)).statusCode).toBe(204);
    for (const [method, path] of [
      ['GET', 'redeem/locations'],
      ['GET', 'redeem/device'],
      ['POST', 'redeem/lock'],
    ] as const)
      expect(coded(await t.api(method, path, { token }))).toEqual({
        status: 401,
        code: 'counter.device_unpaired',
        params: undefined,
      });
    expect(coded(await t.api('DELETE', `devices/${device}`, owner)).status).toBe(404);
  });

  it("deleting a location unpairs its devices and leaves the others'", async () => {
    const one = await pairedDevice(t, owner, { unlock: true });
    const two = await pairedDevice(t, owner, { unlock: true });
    expect((await t.api('DELETE', `locations/${one.location}`, owner)).statusCode).toBe(204);
    expect(coded(await t.api('GET', 'redeem/device', { token: one.token })).status).toBe(401);
    expect((await t.api('GET', 'redeem/device', { token: two.token })).statusCode).toBe(200);
    expect(coded(await newCodeRes(one.location)).status).toBe(404);
  });
});

const newCodeRes = (location: string) =>
  t.api('POST', `locations/${location}/devices`, { ...owner, body: {} });

describe('who reaches the counter', () => {
  const setMemberModules = async (modules: string[]) => {
    const [row] = await t.db
      .select({ userId: users.id, accountId: accounts.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(users.email, 'member@playdesk.test'), eq(accounts.publicId, member.account)));
    await t.db
      .update(memberships)
      .set({ accessModules: modules })
      .where(and(eq(memberships.userId, row!.userId), eq(memberships.accountId, row!.accountId)));
  };

  it('lets a redeem-only team mate reach the counter routes and not the owner’s', async () => {
    const location = await newLocation();
    await setMemberModules(['redeem']);
    try {
      const listed = await t.api('GET', 'redeem/locations', member);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(
        listed.json<{ data: { public_id: string }[] }>().data.map((l) => l.public_id),
      ).toContain(location);
      for (const [method, path] of [
        ['GET', 'locations'],
        ['GET', 'devices'],
        ['GET', 'rewards'],
        ['GET', 'games'],
        ['POST', `locations/${location}/devices`],
      ] as const)
        expect(coded(await t.api(method, path, { ...member, body: {} })), path).toMatchObject({
          status: 403,
          code: 'access.module',
        });
      // `rewards` includes `redeem`; `games` alone does not.
      await setMemberModules(['rewards']);
      expect((await t.api('GET', 'redeem/locations', member)).statusCode).toBe(200);
      await setMemberModules(['games']);
      expect(coded(await t.api('GET', 'redeem/locations', member))).toMatchObject({
        status: 403,
        code: 'access.module',
        params: { module: 'redeem' },
      });
    } finally {
      await setMemberModules(['games', 'rewards', 'player_data']);
    }
  });

  it('lets an API key with rewards reach the counter routes, not one without', async () => {
    const key = async (modules: string[]) =>
      (
        await t.api('POST', 'api-keys', {
          ...owner,
          body: { name: `Till ${modules.join('+')}`, modules, access: 'write' },
        })
      ).json<{ secret: string }>().secret;
    const rewardsKey = await key(['rewards']);
    const gamesKey = await key(['games']);
    expect((await t.api('GET', 'redeem/locations', { token: rewardsKey })).statusCode).toBe(200);
    expect((await t.api('GET', 'redeem/locations', { token: gamesKey })).statusCode).toBe(403);
    // Device routes are a device's only.
    expect((await t.api('GET', 'redeem/device', { token: rewardsKey })).statusCode).toBe(401);
    expect((await t.api('GET', 'redeem/device', owner)).statusCode).toBe(401);
  });

  it('keeps a device to its location and business, and out of every other route', async () => {
    const mine = await pairedDevice(t, owner, { unlock: true });
    await pairedDevice(t, owner, { unlock: true });
    const theirs = await pairedDevice(t, other, { unlock: true });

    const seen = await t.api('GET', 'redeem/locations', { token: mine.token });
    expect(seen.json<{ data: { public_id: string }[] }>().data.map((l) => l.public_id)).toEqual([
      mine.location,
    ]);
    expect(
      coded(
        await t.api('GET', 'redeem/locations', { token: theirs.token, account: owner.account }),
      ),
    ).toMatchObject({ status: 403, code: 'access.account' });
    const theirSeen = await t.api('GET', 'redeem/locations', { token: theirs.token });
    expect(
      theirSeen.json<{ data: { public_id: string }[] }>().data.map((l) => l.public_id),
    ).toEqual([theirs.location]);
    // Not an account route, whatever it is.
    for (const path of ['locations', 'devices', 'rewards', 'user-profile'])
      expect((await t.api('GET', path, { token: mine.token })).statusCode, path).toBe(403);
    // Another business cannot touch Demo Coffee Co.'s locations or devices by id.
    expect((await t.api('DELETE', `devices/${mine.device}`, other)).statusCode).toBe(404);
    expect((await t.api('DELETE', `locations/${mine.location}`, other)).statusCode).toBe(404);
    expect(
      (await t.api('PATCH', `locations/${mine.location}`, { ...other, body: { pin: '0000' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.api('POST', `locations/${mine.location}/devices`, { ...other, body: {} }))
        .statusCode,
    ).toBe(404);
    expect((await t.api('GET', 'redeem/device', { token: mine.token })).statusCode).toBe(200);
  });
});

describe('last seen', () => {
  it('is written at most once a minute', async () => {
    const { token, device } = await pairedDevice(t, owner);
    const first = (await deviceRow(device)).lastSeenAt!;
    await t.api('GET', 'redeem/device', { token });
    expect((await deviceRow(device)).lastSeenAt).toEqual(first);
    const earlier = new Date(Date.now() - 2 * 60_000);
    await t.db
      .update(counterDevices)
      .set({ lastSeenAt: earlier })
      .where(eq(counterDevices.publicId, device));
    await t.api('GET', 'redeem/device', { token });
    expect((await deviceRow(device)).lastSeenAt!.getTime()).toBeGreaterThan(earlier.getTime());
  });
});
