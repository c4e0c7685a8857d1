/**
 * The streamed CSV downloads (csv-export.ts): the Player Data export and a reward's winners each
 * give every row once, in order, across several keyset batches (ties on the sort key included),
 * and a download whose client stops reading stops reading the database.
 */
import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RewardResponse } from '@playdesk/contract';
import { queryRows } from '../db/rows.js';
import { createTestContext, type Session, type TestContext } from '../test/harness.js';
import { CSV_BATCH, csvDownload } from './csv-export.js';

let t: TestContext;
let owner: Session;
let accountId: string;
/** Over two batches, so a download takes three; groups of seven share a time (keyset ties). */
const N = 2 * CSV_BATCH + 37;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.login('owner@playdesk.test');
  const [account] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from accounts where business_name = 'Demo Coffee Co.'`,
  );
  accountId = account!.id;
  await t.db.execute(sql`
    insert into players (public_id, account_id, token_hash, email, first_name, identified_at,
      last_seen_at)
    select 'csvexp' || i, ${accountId}, 'csvexp:' || i, 'csvexp' || i || '@example.com',
      'P' || i, now(), timestamptz '2026-01-01' - (i / 7) * interval '1 minute'
    from generate_series(1, ${N}::integer) i`);
});

afterAll(async () => {
  await t.close();
});

describe('a streamed CSV download', () => {
  it('exports every player once, newest first, across batches', async () => {
    const res = await t.api('GET', 'players/export?search=csvexp', owner);
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(N);
    expect(new Set(rows.map((r) => r.email)).size).toBe(N);
    const seen = rows.map((r) => Date.parse(r.last_seen_at!));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('exports every winner of a reward once, newest first, across batches', async () => {
    const created = await t.api('POST', 'rewards', {
      ...owner,
      body: { name: 'Streamed winners', kind: 'shared_code', shared_value: 'STREAM' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const reward = RewardResponse.parse(created.json()).reward;
    await t.db.execute(sql`
      insert into player_rewards (public_id, account_id, reward_id, player_id, code, won_at)
      select 'csvwin' || p.n, ${accountId}, r.id, p.id, 'STREAM',
        timestamptz '2026-01-01' - (p.n / 7) * interval '1 minute'
      from (select id, substr(public_id, 7)::integer as n from players
            where public_id like 'csvexp%') p
      cross join (select id from rewards where public_id = ${reward.public_id}) r`);
    const res = await t.api('GET', `rewards/${reward.public_id}/winners?format=csv`, owner);
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(N);
    expect(new Set(rows.map((r) => r.win_id)).size).toBe(N);
    const won = rows.map((r) => Date.parse(r.won_at!));
    expect(won).toEqual([...won].sort((a, b) => b - a));
  });

  it('stops reading the database while the client does not read', async () => {
    let batches = 0;
    const stream = csvDownload<{ id: string; email: string }>(
      {
        columns: ['email'],
        batch: async (after, limit) => {
          batches++;
          return queryRows<{ id: string; email: string }>(
            t.db,
            sql`select id, email from players where public_id like 'csvexp%'
                ${after ? sql`and id > ${after.id}::uuid` : sql``} order by id limit ${limit}`,
          );
        },
        cells: (row) => [row.email],
      },
      50,
    );
    // A client that takes the first chunk and then nothing more, as a stalled socket does.
    let text = '';
    const stalled = new Writable({
      highWaterMark: 1,
      write: (chunk: Buffer) => {
        text += chunk.toString('utf8');
      },
    });
    stream.pipe(stalled);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The chunk the client holds and at most the one read while it waited: not the whole table.
    expect(batches).toBeGreaterThanOrEqual(1);
    expect(batches).toBeLessThanOrEqual(2);
    stream.unpipe(stalled);

    // Read on, it gives every row once and reads each batch once.
    await new Promise<void>((resolve, reject) => {
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', resolve);
      stream.on('error', reject);
      stream.resume();
    });
    expect(batches).toBe(Math.ceil((N + 1) / 50));
    const emails = text.split('\n').filter((line) => line.startsWith('csvexp'));
    expect(emails).toHaveLength(N);
    expect(new Set(emails).size).toBe(N);
  });
});
