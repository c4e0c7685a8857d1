/**
 * The console's rewards API (docs/product-rules.md#rewards) on PGlite and PostgreSQL: CRUD, pools
 * (upload reports, generation), exact code taking under concurrency, low stock, winners (JSON and
 * CSV), redemption, deletion rules, the `rewards` module, and games' reward rules.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CodeImportReport,
  PublicGameResponse,
  RedeemResponse,
  RewardListResponse,
  RewardResponse,
  WinnerListResponse,
  type ErrorBody,
  type Reward,
} from '@playdesk/contract';
import { newPublicId } from '../../db/ids.js';
import { queryRows } from '../../db/rows.js';
import {
  accounts,
  memberships,
  playerRewards,
  players,
  rewardCodes,
  rewards,
  users,
} from '../../db/schema.js';
import { queuedEmails } from '../../outbox/outbox.js';
import { INVALID_REQUEST } from '../../http/errors.js';
import { demoGame } from '../../test/fixtures.js';
import { fileTestContext } from '../../test/harness.js';
import { takeCode } from './pool.js';
import { afterAward, takeReward } from './stock.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');
const other = await t.login('other@playdesk.test');
const member = await t.login('member@playdesk.test');

async function create(body: Record<string, unknown>): Promise<Reward> {
  const res = await t.api('POST', 'rewards', { ...owner, body });
  expect(res.statusCode, res.body).toBe(201);
  return RewardResponse.parse(res.json()).reward;
}

async function upload(id: string, text: string | Buffer, type = 'text/plain') {
  return t.api('POST', `rewards/${id}/codes`, {
    ...owner,
    body: text,
    headers: { 'content-type': type },
  });
}

const internalId = async (publicId: string) => {
  const [row] = await t.db
    .select({ id: rewards.id })
    .from(rewards)
    .where(eq(rewards.publicId, publicId));
  return row!.id;
};

const coffeeAccountId = async () => {
  const [row] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.publicId, owner.account));
  return row!.id;
};

/** A player of Demo Coffee Co. (as a play would make one). */
async function newPlayer(name: string, email: string | null = null) {
  const [row] = await t.db
    .insert(players)
    .values({
      publicId: newPublicId(),
      accountId: await coffeeAccountId(),
      tokenHash: newPublicId(),
      firstName: name,
      email,
      identifiedAt: new Date(),
    })
    .returning();
  return row!;
}

/** A win as the award engine records it: one unit taken, then the win row. */
async function win(rewardPublicId: string, playerName = 'Ann') {
  const rewardId = await internalId(rewardPublicId);
  const player = await newPlayer(playerName, `${playerName.toLowerCase()}-${newPublicId()}@x.test`);
  const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
  return t.db.transaction(async (tx) => {
    const [reward] = await tx.select().from(rewards).where(eq(rewards.id, rewardId));
    const taken = await takeReward(tx, reward!);
    if (!taken) return null;
    const [row] = await tx
      .insert(playerRewards)
      .values({
        publicId: newPublicId(),
        accountId: reward!.accountId,
        rewardId,
        playerId: player.id,
        gameId: game.id,
        code: taken.code,
        link: taken.link,
      })
      .returning();
    await afterAward(tx, rewardId);
    return row!;
  });
}

describe('rewards CRUD', () => {
  it('creates a reward with defaults, lists it first, and gets it', async () => {
    const reward = await create({ name: 'Croissant', kind: 'physical', quantity: 10 });
    expect(reward).toMatchObject({
      name: 'Croissant',
      description: '',
      image: null,
      value: '',
      expiry: { type: 'none' },
      kind: 'physical',
      shared_value: null,
      quantity: 10,
      low_stock_threshold: null,
      stock: { total: 10, won: 0, redeemed: 0, left: 10 },
      low_stock: false,
      games: [],
    });
    const list = RewardListResponse.parse(
      (await t.api('GET', 'rewards?page_size=100', owner)).json(),
    );
    expect(list.data[0]!.public_id).toBe(reward.public_id);
    expect(list.meta.total).toBe(list.data.length);
    const found = await t.api('GET', 'rewards?q=croiss', owner);
    expect(RewardListResponse.parse(found.json()).data.map((r) => r.name)).toEqual(['Croissant']);
    const one = await t.api('GET', `rewards/${reward.public_id}`, owner);
    expect(RewardResponse.parse(one.json()).reward).toEqual(reward);
  });

  it('lists the demo rewards of Demo Coffee Co. with their stock', async () => {
    const list = RewardListResponse.parse(
      (await t.api('GET', 'rewards?page_size=100', owner)).json(),
    );
    const byName = new Map(list.data.map((r) => [r.name, r]));
    expect(byName.get('Free coffee')).toMatchObject({
      kind: 'unique_code',
      stock: { total: 500, won: 0, left: 500 },
    });
    expect(byName.get('10 % off')).toMatchObject({
      kind: 'shared_code',
      shared_value: 'COFFEE10',
      stock: { total: null, left: null },
    });
    expect(byName.get('Coffee Co. tote bag')).toMatchObject({
      kind: 'physical',
      stock: { total: 2, left: 2 },
    });
    // Another business sees none of them.
    const theirs = RewardListResponse.parse((await t.api('GET', 'rewards', other)).json());
    expect(theirs.data.map((r) => r.name)).not.toContain('Free coffee');
  });

  it('a PATCH of one field leaves the others unchanged', async () => {
    const reward = await create({
      name: 'Muffin',
      kind: 'shared_code',
      shared_value: 'MUFFIN',
      value: '2 €',
      terms: 'Terms',
    });
    const res = await t.api('PATCH', `rewards/${reward.public_id}`, {
      ...owner,
      body: { name: 'Blueberry muffin' },
    });
    const patched = RewardResponse.parse(res.json()).reward;
    expect(patched).toEqual({
      ...reward,
      name: 'Blueberry muffin',
      updated_at: patched.updated_at,
    });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const empty = await t.api('POST', 'rewards', {
      ...owner,
      body: { name: '', kind: 'physical' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: INVALID_REQUEST, errors: ['name: Name is required'] });
    const noCode = await t.api('POST', 'rewards', {
      ...owner,
      body: { name: 'X', kind: 'shared_link', shared_value: 'not a link' },
    });
    expect(noCode.json<ErrorBody>().errors).toEqual([
      'shared_value: Use a full http(s):// address',
    ]);
    const pool = await create({ name: 'Pool', kind: 'unique_code' });
    const qty = await t.api('PATCH', `rewards/${pool.public_id}`, {
      ...owner,
      body: { quantity: 5 },
    });
    expect(qty.statusCode).toBe(400);
    expect(qty.json<ErrorBody>().errors).toEqual([
      'quantity: The stock of a code or link pool is the number of codes in it',
    ]);
    const shared = await t.api('PATCH', `rewards/${pool.public_id}`, {
      ...owner,
      body: { shared_value: 'X' },
    });
    expect(shared.json<ErrorBody>().errors).toEqual([
      'shared_value: Only a shared code or link reward has one value for everyone',
    ]);
  });

  it('never lets the quantity fall below what was won', async () => {
    const reward = await create({ name: 'Mug', kind: 'physical', quantity: 3 });
    await win(reward.public_id);
    await win(reward.public_id);
    const res = await t.api('PATCH', `rewards/${reward.public_id}`, {
      ...owner,
      body: { quantity: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors).toEqual([
      'quantity: 2 were already won; the quantity cannot be lower',
    ]);
    const ok = await t.api('PATCH', `rewards/${reward.public_id}`, {
      ...owner,
      body: { quantity: 2 },
    });
    expect(RewardResponse.parse(ok.json()).reward.stock).toEqual({
      total: 2,
      won: 2,
      redeemed: 0,
      left: 0,
    });
  });

  it('deletes an unused reward; then it is not found', async () => {
    const reward = await create({ name: 'Scone', kind: 'physical' });
    const res = await t.api('DELETE', `rewards/${reward.public_id}`, owner);
    expect(res.json()).toEqual({ message: 'Reward deleted.' });
    const gone = await t.api('GET', `rewards/${reward.public_id}`, owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      message: 'Reward not found.',
      code: 'resource.not_found',
      params: { resource: 'reward' },
    });
  });

  it("deletes a reward's codes with it, and with its account (the trigger of 0010)", async () => {
    const codesOf = async (rewardId: string) =>
      Number(
        (
          await queryRows<{ n: number }>(
            t.db,
            sql`select count(*)::int as n from reward_codes where reward_id = ${rewardId}`,
          )
        )[0]!.n,
      );
    const pool = await create({ name: 'Pool to delete', kind: 'unique_code' });
    expect((await upload(pool.public_id, 'A1\nA2\nA3\n')).statusCode).toBe(200);
    const poolId = await internalId(pool.public_id);
    expect(await codesOf(poolId)).toBe(3);
    const res = await t.api('DELETE', `rewards/${pool.public_id}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(await codesOf(poolId)).toBe(0);

    // An account deleted with its rewards (the accounts → rewards cascade) takes their codes.
    const [account] = await t.db
      .insert(accounts)
      .values({ publicId: newPublicId(), businessName: 'Closing shop' })
      .returning({ id: accounts.id });
    const [reward] = await t.db
      .insert(rewards)
      .values({
        publicId: newPublicId(),
        accountId: account!.id,
        name: 'Left behind',
        kind: 'unique_code',
        expiry: { type: 'none' },
      })
      .returning({ id: rewards.id });
    const kept = await create({ name: 'Kept pool', kind: 'unique_code' });
    expect((await upload(kept.public_id, 'K1\nK2\n')).statusCode).toBe(200);
    await t.db.insert(rewardCodes).values([
      { rewardId: reward!.id, code: 'X1' },
      { rewardId: reward!.id, code: 'X2' },
    ]);
    await t.db.delete(accounts).where(eq(accounts.id, account!.id));
    expect(await codesOf(reward!.id)).toBe(0);
    expect(await codesOf(await internalId(kept.public_id))).toBe(2);
  });

  it('answers 404 to an import into a reward deleted meanwhile (the pool lock finds no row)', async () => {
    const pool = await create({ name: 'Vanishing pool', kind: 'unique_code' });
    const rewardId = await internalId(pool.public_id);
    await t.db.delete(rewards).where(eq(rewards.id, rewardId));
    const res = await upload(pool.public_id, 'Z1\n');
    expect(res.statusCode).toBe(404);
  });

  it('refuses (409) to delete a reward that was won, or that a game gives', async () => {
    const won = await create({ name: 'Won once', kind: 'physical' });
    await win(won.public_id);
    const res = await t.api('DELETE', `rewards/${won.public_id}`, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().message).toMatch(/^"Won once" was already won once/);

    const given = await create({ name: 'Given', kind: 'physical' });
    const game = await demoGame(t, 'Demo Coffee Co.', 'Latte Art Puzzle');
    const patch = await t.api('PATCH', `games/${game.publicId}`, {
      ...owner,
      body: {
        settings: {
          rewards: {
            rules: [{ reward_id: given.public_id, mode: 'winner' }],
            consolation_reward_id: null,
          },
        },
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const listed = RewardResponse.parse(
      (await t.api('GET', `rewards/${given.public_id}`, owner)).json(),
    ).reward;
    expect(listed.games).toEqual([{ public_id: game.publicId, name: 'Latte Art Puzzle' }]);
    const refused = await t.api('DELETE', `rewards/${given.public_id}`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: '"Given" is given by "Latte Art Puzzle". Remove it from their rewards first.',
    });
    await t.api('PATCH', `games/${game.publicId}`, {
      ...owner,
      body: { settings: { rewards: { rules: [], consolation_reward_id: null } } },
    });
    expect((await t.api('DELETE', `rewards/${given.public_id}`, owner)).statusCode).toBe(200);
  });

  it('tells players a game gives a prize, and nothing about the prize', async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const none = { rewards: { rules: [], consolation_reward_id: null } };
    await t.api('PATCH', `games/${game.publicId}`, { ...owner, body: { settings: none } });
    const before = await t.api('GET', `play/games/${game.publicId}`);
    expect(PublicGameResponse.parse(before.json()).game.gives_reward).toBe(false);
    const prize = await create({ name: 'Secret espresso', kind: 'physical' });
    const patch = await t.api('PATCH', `games/${game.publicId}`, {
      ...owner,
      body: {
        settings: {
          rewards: {
            rules: [{ reward_id: prize.public_id, mode: 'odds', odds: 12.5 }],
            consolation_reward_id: null,
          },
        },
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const after = await t.api('GET', `play/games/${game.publicId}`);
    expect(PublicGameResponse.parse(after.json()).game.gives_reward).toBe(true);
    expect(after.body).not.toContain(prize.public_id);
    expect(after.body).not.toContain('Secret espresso');
    expect(after.body).not.toContain('12.5');
    await t.api('PATCH', `games/${game.publicId}`, { ...owner, body: { settings: none } });
    const cleared = await t.api('GET', `play/games/${game.publicId}`);
    expect(PublicGameResponse.parse(cleared.json()).game.gives_reward).toBe(false);
  });

  it('is refused (403) to a team member without the rewards module', async () => {
    const [row] = await t.db
      .select({ userId: users.id, accountId: accounts.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(users.email, 'member@playdesk.test'), eq(accounts.publicId, member.account)));
    const setModules = (modules: string[]) =>
      t.db
        .update(memberships)
        .set({ accessModules: modules })
        .where(and(eq(memberships.userId, row!.userId), eq(memberships.accountId, row!.accountId)));
    expect((await t.api('GET', 'rewards', member)).statusCode).toBe(200);
    await setModules(['games']);
    try {
      for (const [method, path] of [
        ['GET', 'rewards'],
        ['POST', 'rewards/redeem'],
      ] as const) {
        const res = await t.api(method, path, {
          ...member,
          body: method === 'GET' ? undefined : {},
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          message: 'Your role in this account does not include the rewards module.',
          code: 'access.module',
          params: { module: 'rewards' },
        });
      }
    } finally {
      await setModules(['games', 'rewards']);
    }
  });
});

describe('code pools', () => {
  it('imports a text file and reports blank, duplicate, over-long and invalid lines', async () => {
    const reward = await create({ name: 'Pool text', kind: 'unique_code' });
    const long = 'L'.repeat(101);
    const file = ['AAA1', '', '  BBB2  ', 'AAA1', long, 'BAD\u0001CODE', '   ', 'CCC3', ''].join(
      '\r\n',
    );
    const res = await upload(reward.public_id, file);
    expect(res.statusCode, res.body).toBe(200);
    const report = CodeImportReport.parse(res.json());
    expect(report).toMatchObject({
      imported: 3,
      blank: 2,
      duplicates: 1,
      too_long: 1,
      invalid: 1,
      examples: [
        { line: 4, problem: 'duplicate', value: 'AAA1' },
        { line: 5, problem: 'too_long', value: 'L'.repeat(100) },
        { line: 6, problem: 'invalid', value: 'BAD\u0001CODE' },
      ],
    });
    expect(report.reward.stock).toEqual({ total: 3, won: 0, redeemed: 0, left: 3 });
    const codes = await t.db
      .select({ code: rewardCodes.code })
      .from(rewardCodes)
      .where(eq(rewardCodes.rewardId, await internalId(reward.public_id)))
      .orderBy(rewardCodes.id);
    // Trimmed, in file order (the order they are given out).
    expect(codes.map((c) => c.code)).toEqual(['AAA1', 'BBB2', 'CCC3']);

    // A second file: codes already in the pool are duplicates, named by their line.
    const again = CodeImportReport.parse((await upload(reward.public_id, 'DDD4\nBBB2\n')).json());
    expect(again).toMatchObject({
      imported: 1,
      duplicates: 1,
      examples: [{ line: 2, problem: 'duplicate', value: 'BBB2' }],
    });
    expect(again.reward.stock.total).toBe(4);
  });

  it('takes the first column of a CSV, quoted or not, and skips a header', async () => {
    const reward = await create({ name: 'Pool csv', kind: 'unique_code' });
    const quoted = 'code,valid_until\n"Q,1",2026-01-01\n"Q2",x\nQ3;y\n';
    const report = CodeImportReport.parse(
      (await upload(reward.public_id, quoted, 'text/csv')).json(),
    );
    expect(report.imported).toBe(3);
    const plain = 'Code;Note\nP1;a\nP2,b\nP3\tc\n\n';
    const second = CodeImportReport.parse(
      (await upload(reward.public_id, plain, 'text/csv; charset=utf-8')).json(),
    );
    expect(second).toMatchObject({ imported: 3, blank: 1 });
    const codes = await t.db
      .select({ code: rewardCodes.code })
      .from(rewardCodes)
      .where(eq(rewardCodes.rewardId, await internalId(reward.public_id)))
      .orderBy(rewardCodes.id);
    expect(codes.map((c) => c.code)).toEqual(['Q,1', 'Q2', 'Q3', 'P1', 'P2', 'P3']);
  });

  it('imports links into a unique-link pool, refusing what is not an http(s) link', async () => {
    const reward = await create({ name: 'Pool links', kind: 'unique_link' });
    const file = 'https://shop.example/r/1\nftp://shop.example/2\nnot a link\nhttp://x.example/3\n';
    const report = CodeImportReport.parse((await upload(reward.public_id, file)).json());
    expect(report).toMatchObject({ imported: 2, invalid: 2 });
    expect(report.examples.map((e) => e.line)).toEqual([2, 3]);
  });

  it('refuses a file that is not text, an empty file, other content types, and non-pool rewards', async () => {
    const reward = await create({ name: 'Pool refusals', kind: 'unique_code' });
    const notText =
      'This file is not text. Upload a CSV or text file (UTF-8) with one code per line; a spreadsheet must be saved as CSV first.';
    for (const bytes of [
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x41]), // a zip (xlsx): NUL bytes
      Buffer.from('CODE1\nCAF\xe9\n', 'latin1'), // Latin-1, not UTF-8
      Buffer.from('\ufeffA\nB', 'utf16le'), // UTF-16
    ]) {
      const res = await upload(reward.public_id, bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: notText });
    }
    const empty = await upload(reward.public_id, '\n  \n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().message).toMatch(/empty/);
    const json = await t.api('POST', `rewards/${reward.public_id}/codes`, {
      ...owner,
      body: { codes: ['A'] },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json<ErrorBody>().message).toMatch(/text\/plain.*text\/csv/);
    const shared = await create({ name: 'Shared', kind: 'shared_code', shared_value: 'S' });
    const noPool = await upload(shared.public_id, 'A\n');
    expect(noPool.statusCode).toBe(400);
    expect(noPool.json<ErrorBody>().message).toMatch(/^Only a unique-code or unique-link reward/);
    const missing = await upload('no-such-reward', 'A\n');
    expect(missing.statusCode).toBe(404);
    // Another business cannot fill this pool.
    const theirs = await t.api('POST', `rewards/${reward.public_id}/codes`, {
      ...other,
      body: 'A\n',
      headers: { 'content-type': 'text/plain' },
    });
    expect(theirs.statusCode).toBe(404);
    const stock = RewardResponse.parse(
      (await t.api('GET', `rewards/${reward.public_id}`, owner)).json(),
    ).reward.stock;
    expect(stock.total).toBe(0);
  });

  it('imports 10 000 codes in one file quickly', async () => {
    const reward = await create({ name: 'Pool 10k', kind: 'unique_code' });
    const file = Array.from({ length: 10_000 }, (_, i) => `BULK-${i}`).join('\n');
    const started = performance.now();
    const report = CodeImportReport.parse((await upload(reward.public_id, file)).json());
    const ms = performance.now() - started;
    expect(report.imported).toBe(10_000);
    expect(report.reward.stock.total).toBe(10_000);
    const [counted] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from reward_codes where reward_id = ${await internalId(reward.public_id)}`,
    );
    expect(Number(counted!.n)).toBe(10_000);
    // Generous for a loaded CI machine; row-by-row inserts take far longer.
    expect(ms).toBeLessThan(15_000);
  });

  it('generates crypto-random codes, unique within the pool', async () => {
    const reward = await create({ name: 'Generated', kind: 'unique_code' });
    const res = await t.api('POST', `rewards/${reward.public_id}/codes/generate`, {
      ...owner,
      body: { count: 1000, prefix: 'T-', length: 6, alphabet: 'digits' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = CodeImportReport.parse(res.json());
    expect(report.imported).toBe(1000);
    expect(report.reward.stock.total).toBe(1000);
    const codes = await t.db
      .select({ code: rewardCodes.code })
      .from(rewardCodes)
      .where(eq(rewardCodes.rewardId, await internalId(reward.public_id)));
    expect(codes).toHaveLength(1000);
    expect(new Set(codes.map((c) => c.code)).size).toBe(1000);
    for (const { code } of codes) expect(code).toMatch(/^T-\d{6}$/);

    // A space almost full: collisions are retried; when it cannot be filled nothing is added.
    const small = await create({ name: 'Small space', kind: 'unique_code' });
    const gen = (count: number) =>
      t.api('POST', `rewards/${small.public_id}/codes/generate`, {
        ...owner,
        body: { count, length: 4, alphabet: 'digits' },
      });
    expect(CodeImportReport.parse((await gen(9_000)).json()).imported).toBe(9_000);
    const full = await gen(2_000);
    expect(full.statusCode).toBe(409);
    expect(full.json<ErrorBody>().message).toMatch(/^Only 1,000 of 2,000 codes/);
    const tooMany = await gen(10_001);
    expect(tooMany.statusCode).toBe(400);
    expect(CodeImportReport.parse((await gen(1_000)).json()).reward.stock.total).toBe(10_000);

    const link = await create({ name: 'Links', kind: 'unique_link' });
    const refused = await t.api('POST', `rewards/${link.public_id}/codes/generate`, {
      ...owner,
      body: { count: 1 },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('taking codes', () => {
  it('gives each of 50 codes exactly once to 200 concurrent takers', async () => {
    const reward = await create({ name: 'Race', kind: 'unique_code' });
    await t.api('POST', `rewards/${reward.public_id}/codes/generate`, {
      ...owner,
      body: { count: 50 },
    });
    const id = await internalId(reward.public_id);
    const taken = await Promise.all(
      Array.from({ length: 200 }, () => t.db.transaction((tx) => takeCode(tx, id))),
    );
    const codes = taken.filter((c): c is string => c !== null);
    expect(codes).toHaveLength(50);
    expect(new Set(codes).size).toBe(50);
    const [row] = await t.db.select().from(rewards).where(eq(rewards.id, id));
    expect(row).toMatchObject({ codesTotal: 50, won: 50 });
    const [free] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from reward_codes where reward_id = ${id} and won_at is null`,
    );
    expect(Number(free!.n)).toBe(0);
    expect(await t.db.transaction((tx) => takeCode(tx, id))).toBeNull();
  });

  it('gives back the code and the count when the transaction rolls back', async () => {
    const reward = await create({ name: 'Rollback', kind: 'unique_code' });
    await upload(reward.public_id, 'ONLY1\n');
    const id = await internalId(reward.public_id);
    await expect(
      t.db.transaction(async (tx) => {
        expect(await takeCode(tx, id)).toBe('ONLY1');
        throw new Error('play failed');
      }),
    ).rejects.toThrow('play failed');
    expect(await t.db.transaction((tx) => takeCode(tx, id))).toBe('ONLY1');
  });

  it('never gives more of a quantity than it has, under concurrency', async () => {
    const reward = await create({
      name: 'Limited',
      kind: 'shared_code',
      shared_value: 'LIM',
      quantity: 7,
    });
    const id = await internalId(reward.public_id);
    const [row] = await t.db.select().from(rewards).where(eq(rewards.id, id));
    const taken = await Promise.all(
      Array.from({ length: 40 }, () => t.db.transaction((tx) => takeReward(tx, row!))),
    );
    expect(taken.filter(Boolean)).toHaveLength(7);
    expect(taken.find(Boolean)).toEqual({ code: 'LIM', link: null });
    const [after] = await t.db.select().from(rewards).where(eq(rewards.id, id));
    expect(after!.won).toBe(7);
  });
});

describe('low stock', () => {
  const lowStockMails = async (name: string) =>
    (await queuedEmails(t.db)).filter((job) => job.payload.subject.includes(`"${name}"`));

  it('emails the owner once when the stock falls below the threshold, again after a restock', async () => {
    const reward = await create({
      name: 'Low pool',
      kind: 'unique_code',
      low_stock_threshold: 2,
    });
    await upload(reward.public_id, 'L1\nL2\nL3\nL4\n');
    await win(reward.public_id); // 3 left
    expect(await lowStockMails('Low pool')).toHaveLength(0);
    await win(reward.public_id); // 2 left
    await win(reward.public_id); // 1 left: below 2
    await win(reward.public_id); // 0 left
    const mails = await lowStockMails('Low pool');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({
      to: 'owner@playdesk.test',
      subject: 'Low stock: "Low pool" has 1 left',
    });
    const listed = RewardResponse.parse(
      (await t.api('GET', `rewards/${reward.public_id}`, owner)).json(),
    ).reward;
    expect(listed.low_stock).toBe(true);

    await upload(reward.public_id, 'L5\nL6\nL7\n'); // 3 left: at or above again
    expect(
      RewardResponse.parse((await t.api('GET', `rewards/${reward.public_id}`, owner)).json()).reward
        .low_stock,
    ).toBe(false);
    await win(reward.public_id);
    await win(reward.public_id); // 1 left
    expect(await lowStockMails('Low pool')).toHaveLength(2);
  });

  it('alerts when the threshold is raised above what is left', async () => {
    const reward = await create({ name: 'Raised', kind: 'physical', quantity: 5 });
    await t.api('PATCH', `rewards/${reward.public_id}`, {
      ...owner,
      body: { low_stock_threshold: 10 },
    });
    expect(await lowStockMails('Raised')).toHaveLength(1);
  });
});

describe('winners and redemption', () => {
  it('lists winners (JSON page and CSV) and redeems a code once', async () => {
    const reward = await create({
      name: 'Winners',
      kind: 'unique_code',
      expiry: { type: 'days_after_win', days: 30 },
    });
    await upload(reward.public_id, 'W1\n=HYPERLINK("x")\nW3\n');
    const first = await win(reward.public_id, 'Zoe');
    await win(reward.public_id, 'Yan');
    await win(reward.public_id, 'Xia');

    const page = WinnerListResponse.parse(
      (await t.api('GET', `rewards/${reward.public_id}/winners?page_size=2`, owner)).json(),
    );
    expect(page.meta).toEqual({ page: 1, page_size: 2, total: 3 });
    expect(page.data.map((w) => w.player?.name)).toEqual(['Xia', 'Yan']);
    expect(page.data[0]).toMatchObject({
      reward: { public_id: reward.public_id, name: 'Winners' },
      code: 'W3',
      status: 'active',
      redeemed_at: null,
      game: { name: 'Coffee Lovers Quiz' },
    });

    const redeemed = await t.api('POST', 'rewards/redeem', { ...owner, body: { code: ' W1 ' } });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const winner = RedeemResponse.parse(redeemed.json()).winner;
    expect(winner).toMatchObject({ id: first!.publicId, code: 'W1', status: 'redeemed' });
    const again = await t.api('POST', 'rewards/redeem', { ...owner, body: { code: 'W1' } });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message).toMatch(
      /^This code was already redeemed on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC\.$/,
    );
    const unknown = await t.api('POST', 'rewards/redeem', { ...owner, body: { code: 'NOPE' } });
    expect(unknown.statusCode).toBe(404);
    // Another business cannot redeem it, nor find it.
    const theirs = await t.api('POST', 'rewards/redeem', { ...other, body: { code: 'W3' } });
    expect(theirs.statusCode).toBe(404);
    expect(
      RewardResponse.parse((await t.api('GET', `rewards/${reward.public_id}`, owner)).json()).reward
        .stock,
    ).toEqual({ total: 3, won: 3, redeemed: 1, left: 0 });

    const csv = await t.api('GET', `rewards/${reward.public_id}/winners?format=csv`, owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parseCsv(csv.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((r) => r.player)).toEqual(['Xia', 'Yan', 'Zoe']);
    expect(rows[2]).toMatchObject({ code: 'W1', status: 'redeemed', game: 'Coffee Lovers Quiz' });
    // A code that looks like a spreadsheet formula is escaped.
    expect(rows[1]!.code).toBe(`'=HYPERLINK("x")`);
  });

  it('asks for the winner when several hold a shared code; redeems by win id', async () => {
    const reward = await create({
      name: 'Shared win',
      kind: 'shared_code',
      shared_value: 'SHARE5',
    });
    const a = await win(reward.public_id, 'Amy');
    await win(reward.public_id, 'Bob');
    const res = await t.api('POST', 'rewards/redeem', { ...owner, body: { code: 'SHARE5' } });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().message).toMatch(/^Several winners have this code/);
    const byId = await t.api('POST', 'rewards/redeem', {
      ...owner,
      body: { winner_id: a!.publicId },
    });
    expect(RedeemResponse.parse(byId.json()).winner.status).toBe('redeemed');
    const twice = await t.api('POST', 'rewards/redeem', {
      ...owner,
      body: { winner_id: a!.publicId },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().message).toMatch(/^This reward was already redeemed on /);
    const neither = await t.api('POST', 'rewards/redeem', { ...owner, body: {} });
    expect(neither.statusCode).toBe(400);
  });

  it('redeems what staff typed, code or win reference, in one request (one 404 when unknown)', async () => {
    const codes = await create({ name: 'Typed codes', kind: 'unique_code' });
    await upload(codes.public_id, 'TY1\n');
    await win(codes.public_id, 'Tia');
    const byCode = await t.api('POST', 'rewards/redeem', { ...owner, body: { typed: ' TY1 ' } });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(RedeemResponse.parse(byCode.json()).winner).toMatchObject({ code: 'TY1' });

    const shared = await create({ name: 'Typed ref', kind: 'shared_code', shared_value: 'TYSH' });
    const prize = await win(shared.public_id, 'Ray');
    const byRef = await t.api('POST', 'rewards/redeem', {
      ...owner,
      body: { typed: prize!.publicId },
    });
    expect(byRef.statusCode, byRef.body).toBe(200);
    expect(RedeemResponse.parse(byRef.json()).winner).toMatchObject({
      id: prize!.publicId,
      status: 'redeemed',
    });
    const again = await t.api('POST', 'rewards/redeem', {
      ...owner,
      body: { typed: prize!.publicId },
    });
    expect(again.json<ErrorBody>().message).toMatch(/^This reward was already redeemed on /);

    const unknown = await t.api('POST', 'rewards/redeem', { ...owner, body: { typed: 'NOPE-42' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().message).toBe(
      'No winner has this code or win reference. Check it and try again.',
    );
    // Another business's win reference is unknown here too.
    const theirs = await t.api('POST', 'rewards/redeem', {
      ...other,
      body: { typed: prize!.publicId },
    });
    expect(theirs.statusCode).toBe(404);
    const both = await t.api('POST', 'rewards/redeem', {
      ...owner,
      body: { typed: 'TY1', code: 'TY1' },
    });
    expect(both.statusCode).toBe(400);
  });

  it('redeems a code once even when two staff members try at the same time', async () => {
    const reward = await create({ name: 'Race redeem', kind: 'unique_code' });
    await upload(reward.public_id, 'RR1\n');
    await win(reward.public_id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.api('POST', 'rewards/redeem', { ...owner, body: { code: 'RR1' } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const [row] = await t.db
      .select({ redeemed: rewards.redeemed })
      .from(rewards)
      .where(eq(rewards.publicId, reward.public_id));
    expect(row!.redeemed).toBe(1);
  });

  it('refuses to redeem an expired reward', async () => {
    const reward = await create({ name: 'Expired', kind: 'physical' });
    const w = await win(reward.public_id);
    await t.db
      .update(playerRewards)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(playerRewards.id, w!.id));
    const res = await t.api('POST', 'rewards/redeem', {
      ...owner,
      body: { winner_id: w!.publicId },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().message).toMatch(/^This reward expired on /);
  });
});

describe("games' reward rules", () => {
  it('must name rewards of the same account, and keep rule ids', async () => {
    const mine = await create({ name: 'Rule reward', kind: 'physical' });
    const theirs = await t.api('POST', 'rewards', {
      ...other,
      body: { name: 'Not yours', kind: 'physical' },
    });
    const theirId = RewardResponse.parse(theirs.json()).reward.public_id;
    const game = await demoGame(t, 'Demo Coffee Co.', 'Guess the Drink');
    const patch = (rewards: unknown) =>
      t.api('PATCH', `games/${game.publicId}`, { ...owner, body: { settings: { rewards } } });

    const refused = await patch({
      rules: [
        { reward_id: mine.public_id, mode: 'winner' },
        { reward_id: theirId, mode: 'winner' },
      ],
      consolation_reward_id: 'nope',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: INVALID_REQUEST,
      errors: [
        `settings.rewards.rules.1.reward_id: No reward ${theirId}`,
        'settings.rewards.consolation_reward_id: No reward nope',
      ],
    });

    const saved = await patch({
      rules: [
        { reward_id: mine.public_id, mode: 'winner' },
        { id: 'r1', reward_id: mine.public_id, mode: 'odds', odds: 5 },
      ],
      consolation_reward_id: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    type Rules = { game: { settings: { rewards: { rules: { id: string; mode: string }[] } } } };
    const ids = saved.json<Rules>().game.settings.rewards.rules.map((r) => `${r.id}:${r.mode}`);
    // The given id stays; the missing one is filled without clashing with it.
    expect(ids).toEqual(['r1-2:winner', 'r1:odds']);
    const dup = await patch({
      rules: [
        { id: 'a', reward_id: mine.public_id, mode: 'winner' },
        { id: 'a', reward_id: mine.public_id, mode: 'winner' },
      ],
      consolation_reward_id: null,
    });
    expect(dup.json<ErrorBody>().errors).toEqual([
      'settings.rewards.rules.1.id: Two rules have the same id; ids must be unique',
    ]);
    await patch({ rules: [], consolation_reward_id: null });
  });
});
