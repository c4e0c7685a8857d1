/**
 * Player data end to end: lead form, dedupe, consents and versions, participation limits under
 * concurrency, the list, export, erasure and retention. One scenario per rule, through the routes.
 */
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConsentResponse,
  ErasureLogResponse,
  LeadResponse,
  PlayerDataResponse,
  PlayerDetailResponse,
  PlayerListResponse,
  PrivacyResponse,
  StartSessionResponse,
  crmRequiredMessage,
} from '@playdesk/contract';
import { accounts, gameplays, plans, players, subscriptions } from '../../db/schema.js';
import { queuedEmails } from '../../outbox/outbox.js';
import { queryRows } from '../../db/rows.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';
import { runRetentionOnce } from './retention.js';

let t: TestContext;
let owner: { token: string; account: string };
let gameId: string;
let consentId: string;

const start = (token?: string) =>
  t.api('POST', `play/games/${gameId}/sessions`, {
    body: {},
    ...(token ? { headers: { 'x-player': token } } : {}),
  });
const lead = (body: unknown, token?: string) =>
  t.api('POST', `play/games/${gameId}/lead`, {
    body,
    ...(token ? { headers: { 'x-player': token } } : {}),
  });
const settings = (body: unknown) =>
  t.api('PATCH', `games/${gameId}`, { ...owner, body: { settings: body } });
const FORM = {
  mode: 'after',
  fields: [
    { key: 'first_name', type: 'first_name', label: 'First name', required: true },
    { key: 'email', type: 'email', label: 'Email', required: true },
    { key: 'phone', type: 'phone', label: 'Phone', required: false },
    { key: 'drink', type: 'choice', label: 'Drink', required: false, options: ['Tea', 'Coffee'] },
  ],
};

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.login('owner@playdesk.test');
  gameId = (await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle')).publicId;
  const res = await t.api('POST', 'consents', {
    ...owner,
    body: { name: 'Newsletter', text: '<p>Send me news <script>x</script></p>' },
  });
  expect(res.statusCode).toBe(201);
  consentId = ConsentResponse.parse(res.json()).consent.public_id;
  const saved = await settings({ lead_form: { ...FORM, consents: [consentId] } });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

describe('lead capture', () => {
  it('reports each bad or missing field beside its key', async () => {
    const res = await lead({ values: { email: 'not-an-email', phone: 'call me', drink: 'Beer' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'first_name: This field is required',
      'email: Enter a valid email address',
      'phone: Enter a valid phone number, e.g. +44 20 7946 0958',
      'drink: Choose one of the options',
    ]);
  });

  it('dedupes by lower-cased email and merges the anonymous plays once the email is confirmed', async () => {
    const first = StartSessionResponse.parse((await start()).json());
    const a = first.player_token!;
    const r1 = await lead(
      { values: { first_name: 'Ada', email: 'Ada@Example.com' }, consents: [] },
      a,
    );
    expect(r1.statusCode, r1.body).toBe(200);
    // Another browser: plays twice anonymously, then gives the same email in other case.
    const other = StartSessionResponse.parse((await start()).json());
    const b = other.player_token!;
    await start(b);
    const r2 = LeadResponse.parse(
      (await lead({ values: { first_name: 'Ada', email: 'ADA@example.com' } }, b)).json(),
    );
    // Typing the address is not enough: the browser keeps its own player until the link is used.
    expect(r2.email_confirmation_sent).toBe(true);
    expect(r2.player.public_id).not.toBe(LeadResponse.parse(r1.json()).player.public_id);
    const mail = (await queuedEmails(t.db)).find((m) => m.payload.to === 'ada@example.com')!;
    const link = /token=([^\s]+)/.exec(String(mail.payload.text))![1]!;
    const confirmed = await t.api('POST', 'play/players/email/confirm', {
      body: { token: decodeURIComponent(link) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { player_token: c } = confirmed.json<{ player_token: string }>();
    const known = await t.db.select().from(players).where(eq(players.email, 'ada@example.com'));
    expect(known).toHaveLength(1);
    expect(known[0]!.plays).toBe(3);
    const plays = await t.db.select().from(gameplays).where(eq(gameplays.playerId, known[0]!.id));
    expect(plays).toHaveLength(3);
    // The browser that opened the link now opens the known player.
    const data = PlayerDataResponse.parse(
      (await t.api('GET', 'play/players/me/data', { headers: { 'x-player': c } })).json(),
    );
    expect(data.player.email).toBe('ada@example.com');
    expect(data.plays).toHaveLength(3);
  });

  it('records consents with the version of the text shown, and withdrawals', async () => {
    const token = StartSessionResponse.parse((await start()).json()).player_token!;
    const give = await lead(
      {
        values: { first_name: 'Bo', email: 'bo@example.com' },
        consents: [{ public_id: consentId, given: true, version: 1 }],
        page_url: 'https://coffee.example/promo',
      },
      token,
    );
    expect(give.statusCode, give.body).toBe(200);
    const patched = await t.api('PATCH', `consents/${consentId}`, {
      ...owner,
      body: { text: '<p>Send me news and offers</p>' },
    });
    expect(ConsentResponse.parse(patched.json()).consent.version).toBe(2);
    await lead(
      {
        values: { first_name: 'Bo', email: 'bo@example.com' },
        consents: [{ public_id: consentId, given: false, version: 2 }],
      },
      token,
    );
    const data = PlayerDataResponse.parse(
      (await t.api('GET', 'play/players/me/data', { headers: { 'x-player': token } })).json(),
    );
    expect(data.consents.map((c) => [c.action, c.version, c.text])).toEqual([
      ['withdrawn', 2, '<p>Send me news and offers</p>'],
      ['given', 1, '<p>Send me news </p>'],
    ]);
    expect(data.consents[1]!.page_url).toBe('https://coffee.example/promo');
    expect(data.consents[1]!.game_public_id).toBe(gameId);
  });

  it('keeps a double opt-in consent pending until the emailed link is used', async () => {
    await t.api('PATCH', `consents/${consentId}`, { ...owner, body: { double_opt_in: true } });
    const res = await lead({
      values: { first_name: 'Cy', email: 'cy@example.com' },
      consents: [{ public_id: consentId, given: true, version: 2 }],
    });
    expect(LeadResponse.parse(res.json()).pending_consents).toEqual([consentId]);
    const mails = await queuedEmails(t.db);
    const mail = mails.find((m) => m.payload.to === 'cy@example.com')!;
    const token = /token=([^\s]+)/.exec(String(mail.payload.text))![1]!;
    const ok = await t.api('POST', 'play/consents/confirm', {
      body: { token: decodeURIComponent(token) },
    });
    expect(ok.statusCode).toBe(200);
    const again = await t.api('POST', 'play/consents/confirm', {
      body: { token: decodeURIComponent(token) },
    });
    expect(again.statusCode).toBe(404);
    await t.api('PATCH', `consents/${consentId}`, { ...owner, body: { double_opt_in: false } });
  });
});

describe('participation limits', () => {
  it('lets one player start a once-only game exactly once under 20 concurrent starts', async () => {
    // A known player who has not played yet: the form gives this browser its token.
    const known = await lead({ values: { first_name: 'Dan', email: 'dan@example.com' } });
    const token = LeadResponse.parse(known.json()).player_token!;
    expect((await settings({ participation: { rule: 'once' } })).statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 20 }, () => start(token)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toBe(
      'You have already played this game. It can be played once per player.',
    );
    // Never again: no time to promise.
    expect(refused.headers['retry-after']).toBeUndefined();
  });

  it('says when a daily player can play again', async () => {
    await settings({ participation: { rule: 'once_per_day' } });
    const token = StartSessionResponse.parse((await start()).json()).player_token!;
    const res = await start(token);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^You have already played today\. You can play again from /);
    // The same moment as the message, in seconds: a day after the play that just started.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(86_300);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    await settings({ participation: { rule: 'unlimited' } });
  });
});

describe('the console list, export and erasure', () => {
  it('lists known players with filters and keyset pages', async () => {
    const res = await t.api('GET', 'players?page_size=1&sort=plays', owner);
    const page = PlayerListResponse.parse(res.json());
    expect(page.meta.total).toBeGreaterThanOrEqual(3);
    const next = PlayerListResponse.parse(
      (
        await t.api('GET', `players?page_size=1&sort=plays&cursor=${page.meta.next_cursor!}`, owner)
      ).json(),
    );
    expect(next.data[0]!.public_id).not.toBe(page.data[0]!.public_id);
    expect(next.data[0]!.plays).toBeLessThanOrEqual(page.data[0]!.plays);
    const search = PlayerListResponse.parse(
      (await t.api('GET', 'players?search=ADA', owner)).json(),
    );
    expect(search.data.map((p) => p.email)).toEqual(['ada@example.com']);
    const detail = PlayerDetailResponse.parse(
      (await t.api('GET', `players/${search.data[0]!.public_id}`, owner)).json(),
    );
    expect(detail.player.plays_timeline.length).toBe(3);
  });

  it('shows custom fields by their label, and by key once no form has them', async () => {
    const REGULAR = {
      key: 'regular',
      type: 'checkbox',
      label: 'I come here weekly',
      required: false,
    };
    const form = (fields: unknown[]) => ({ lead_form: { ...FORM, fields, consents: [consentId] } });
    expect((await settings(form([...FORM.fields, REGULAR]))).statusCode).toBe(200);
    try {
      // The checkbox left unticked (not even sent) is the answer "no".
      const sent = await lead({
        values: { first_name: 'Cy', email: 'cy@example.com', drink: 'Tea' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const token = LeadResponse.parse(sent.json()).player_token!;
      const fieldsOf = async () => {
        const mine = PlayerDataResponse.parse(
          (await t.api('GET', 'play/players/me/data', { headers: { 'x-player': token } })).json(),
        );
        const publicId = mine.player.public_id;
        const detail = PlayerDetailResponse.parse(
          (await t.api('GET', `players/${publicId}`, owner)).json(),
        );
        expect(detail.player.personal.custom_fields).toEqual(mine.player.custom_fields);
        return [...mine.player.custom_fields].sort((a, b) => a.key.localeCompare(b.key));
      };
      expect(await fieldsOf()).toEqual([
        { key: 'drink', label: 'Drink', value: 'Tea' },
        { key: 'regular', label: 'I come here weekly', value: false },
      ]);
      // The field removed from the form: its answer stays, shown by its key.
      expect((await settings(form(FORM.fields))).statusCode).toBe(200);
      expect(await fieldsOf()).toEqual([
        { key: 'drink', label: 'Drink', value: 'Tea' },
        { key: 'regular', label: null, value: false },
      ]);
    } finally {
      await settings(form(FORM.fields));
    }
  });

  it('counts the rewards each player won, and lists them in the detail and the access answer', async () => {
    const sent = await lead({ values: { first_name: 'Rae', email: 'rae@example.com' } });
    const token = LeadResponse.parse(sent.json()).player_token!;
    const [rae] = await t.db.select().from(players).where(eq(players.email, 'rae@example.com'));
    const [reward] = await queryRows<{ id: string; name: string; public_id: string }>(
      t.db,
      sql`select id, name, public_id from rewards where account_id = ${rae!.accountId} limit 1`,
    );
    await t.db.execute(sql`
      insert into player_rewards (public_id, account_id, reward_id, player_id, code, won_at, redeemed_at)
      values ('rae-win-1', ${rae!.accountId}, ${reward!.id}, ${rae!.id}, 'CODE-1', now() - interval '1 day', null),
        ('rae-win-2', ${rae!.accountId}, ${reward!.id}, ${rae!.id}, 'CODE-2', now(), now())`);
    const page = PlayerListResponse.parse(
      (await t.api('GET', 'players?search=rae@', owner)).json(),
    );
    expect(page.data.map((p) => [p.email, p.rewards])).toEqual([['rae@example.com', 2]]);
    const detail = PlayerDetailResponse.parse(
      (await t.api('GET', `players/${rae!.publicId}`, owner)).json(),
    ).player;
    expect(detail.rewards).toBe(2);
    expect(detail.rewards_won.map((w) => [w.id, w.code, w.status, w.reward.name])).toEqual([
      ['rae-win-2', 'CODE-2', 'redeemed', reward!.name],
      ['rae-win-1', 'CODE-1', 'active', reward!.name],
    ]);
    const mine = PlayerDataResponse.parse(
      (await t.api('GET', 'play/players/me/data', { headers: { 'x-player': token } })).json(),
    );
    expect(mine.rewards).toEqual(detail.rewards_won);
    const csv = parse((await t.api('GET', 'players/export?search=rae@', owner)).body, {
      columns: true,
      bom: true,
    }) as Record<string, string>[];
    expect(csv.map((r) => r.rewards)).toEqual(['2']);
  });

  it('exports CSV with formulas escaped and consents as columns', async () => {
    await lead({ values: { first_name: '=HYPERLINK("x")', email: 'eve@example.com' } });
    const res = await t.api('GET', 'players/export', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = parse(res.body, { columns: true, bom: true }) as Record<string, string>[];
    const eve = rows.find((r) => r.email === 'eve@example.com')!;
    expect(eve.first_name).toBe(`'=HYPERLINK("x")`);
    expect(Object.keys(eve)).toContain('consent: Newsletter');
  });

  it('erases personal data but keeps the plays counted', async () => {
    const [ada] = await t.db.select().from(players).where(eq(players.email, 'ada@example.com'));
    const before = await t.db.select().from(gameplays).where(eq(gameplays.playerId, ada!.id));
    const res = await t.api('DELETE', `players/${ada!.publicId}`, owner);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(players).where(eq(players.id, ada!.id));
    // Every personal column is empty.
    for (const key of [
      'email',
      'firstName',
      'lastName',
      'phone',
      'birthDate',
      'postcode',
      'customFields',
      'displayName',
      'avatar',
    ] as const)
      expect(row![key], key).toBeNull();
    expect(row!.tokenHash).toBe(`erased:${ada!.id}`);
    const after = await t.db.select().from(gameplays).where(eq(gameplays.playerId, ada!.id));
    expect(after).toHaveLength(before.length);
    const left = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::integer as n from consent_records where player_id = ${ada!.id}`,
    );
    expect(left[0]!.n).toBe(0);
    expect((await t.api('GET', `players/${ada!.publicId}`, owner)).statusCode).toBe(404);
    const log = ErasureLogResponse.parse((await t.api('GET', 'privacy/erasures', owner)).json());
    expect(log.data[0]).toMatchObject({ scope: 'one', by: 'owner@playdesk.test', count: 1 });
  });

  it('lets a player forget themselves', async () => {
    const res = await lead({ values: { first_name: 'Fay', email: 'fay@example.com' } });
    const token = LeadResponse.parse(res.json()).player_token!;
    expect(
      (await t.api('DELETE', 'play/players/me', { headers: { 'x-player': token } })).statusCode,
    ).toBe(200);
    expect(
      (await t.api('GET', 'play/players/me/data', { headers: { 'x-player': token } })).statusCode,
    ).toBe(401);
  });
});

describe('retention and privacy', () => {
  it('erases players inactive longer than the retention, once per period', async () => {
    const put = await t.api('PUT', 'privacy', { ...owner, body: { retention_days: 30 } });
    expect(PrivacyResponse.parse(put.json()).privacy.retention_days).toBe(30);
    const now = new Date(Date.now() + 31 * 86_400_000);
    const erased = await runRetentionOnce(t.db, now);
    expect(erased).toBeGreaterThan(0);
    expect(await runRetentionOnce(t.db, now)).toBeNull();
    const left = await t.db
      .select()
      .from(players)
      .where(sql`email is not null`);
    expect(left.filter((p) => p.erasedAt === null)).toHaveLength(0);
    const privacy = PrivacyResponse.parse((await t.api('GET', 'privacy', owner)).json()).privacy;
    expect(privacy.next_retention_run_at).not.toBeNull();
  });
});

describe('the plan', () => {
  it('refuses Player Data and forms without the crm flag, naming the plan', async () => {
    const other = await t.login('other@playdesk.test');
    const [free] = await t.db.select().from(plans).where(eq(plans.key, 'free'));
    const [bakery] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.businessName, 'Other Bakery'));
    await t.db
      .update(subscriptions)
      .set({ planId: free!.id })
      .where(eq(subscriptions.accountId, bakery!.id));
    const res = await t.api('GET', 'players', other);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(crmRequiredMessage('Free'));
    const games = (await t.api('GET', 'games', other)).json<{ data: { public_id: string }[] }>();
    const patch = await t.api('PATCH', `games/${games.data[0]!.public_id}`, {
      ...other,
      body: { settings: { lead_form: { ...FORM, consents: [] } } },
    });
    expect(patch.statusCode).toBe(403);
  });
});
