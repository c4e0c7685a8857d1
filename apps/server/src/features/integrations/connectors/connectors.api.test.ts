/**
 * Mailchimp and HubSpot connectors against local fakes of their APIs: settings with the key
 * sealed and masked, "test connection" (good and refused credentials), upsert of consenting
 * players, withdrawal → unsubscribe / opt-out, erased and non-consenting players never sent, and
 * a failed call retried by the job queue, each attempt in the sync log.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ConnectorTestResponse,
  ConsentResponse,
  HubspotResponse,
  MailchimpResponse,
  StartSessionResponse,
} from '@playdesk/contract';
import { connectors, players } from '../../../db/schema.js';
import { drainJobs } from '../../../infra/jobs.js';
import { startFakeHubspot } from '../../../test/fake-hubspot.js';
import { startFakeMailchimp } from '../../../test/fake-mailchimp.js';
import { demoGame } from '../../../test/fixtures.js';
import { fileTestContext } from '../../../test/harness.js';
import { subscriberHash } from './clients.js';
import { connectorSyncJobDefinition } from './sync.js';

const mailchimp = await startFakeMailchimp();
const hubspot = await startFakeHubspot();
afterAll(() => Promise.all([mailchimp.close(), hubspot.close()]));
const t = await fileTestContext({
  MAILCHIMP_API_URL: mailchimp.url,
  HUBSPOT_API_URL: hubspot.url,
  PLAY_START_RATE_LIMIT_PER_MINUTE: '100000',
});
const owner = await t.login('owner@playdesk.test');
const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
const consentRes = await t.api('POST', 'consents', {
  ...owner,
  body: { name: 'Marketing emails', text: '<p>Send me offers</p>' },
});
const consentId = ConsentResponse.parse(consentRes.json()).consent.public_id;
const savedForm = await t.api('PATCH', `games/${game.publicId}`, {
  ...owner,
  body: {
    settings: {
      lead_form: {
        mode: 'after',
        fields: [
          { key: 'first_name', type: 'first_name', label: 'First name', required: true },
          { key: 'last_name', type: 'last_name', label: 'Last name', required: false },
          { key: 'email', type: 'email', label: 'Email', required: true },
        ],
        consents: [consentId],
      },
    },
  },
});
expect(savedForm.statusCode, savedForm.body).toBe(200);

const sync = (includeDelayed = false) =>
  drainJobs(t.db, [connectorSyncJobDefinition], { includeDelayed });

/** A player plays and fills in the form, giving (or refusing) the marketing consent. */
async function player(email: string, given: boolean, token?: string): Promise<string> {
  const started = await t.api('POST', `play/games/${game.publicId}/sessions`, {
    body: {},
    ...(token ? { headers: { 'x-player': token } } : {}),
  });
  const playerToken = token ?? StartSessionResponse.parse(started.json()).player_token!;
  const res = await t.api('POST', `play/games/${game.publicId}/lead`, {
    body: {
      values: { first_name: 'Ada', last_name: 'Lovelace', email },
      consents: [{ public_id: consentId, given, version: 1 }],
    },
    headers: { 'x-player': playerToken },
  });
  expect(res.statusCode, res.body).toBe(200);
  return playerToken;
}

async function mailchimpSettings() {
  const res = await t.api('GET', 'integrations/mailchimp', owner);
  expect(res.statusCode, res.body).toBe(200);
  return MailchimpResponse.parse(res.json()).mailchimp;
}

describe('Mailchimp', () => {
  it('needs the key, audience and consent to be switched on', async () => {
    expect(await mailchimpSettings()).toMatchObject({ enabled: false, api_key_masked: null });
    const res = await t.api('PUT', 'integrations/mailchimp', { ...owner, body: { enabled: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'api_key: Enter the API key',
      'audience_id: Enter the audience id',
      'consent_id: Choose the consent that allows marketing emails',
    ]);
    const bad = await t.api('PUT', 'integrations/mailchimp', {
      ...owner,
      body: { api_key: 'not a key' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('stores the key sealed and answers it masked, with the data centre', async () => {
    const res = await t.api('PUT', 'integrations/mailchimp', {
      ...owner,
      body: {
        api_key: mailchimp.apiKey,
        audience_id: mailchimp.audienceId,
        consent_id: consentId,
        enabled: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(mailchimp.apiKey.slice(0, 20));
    expect(MailchimpResponse.parse(res.json()).mailchimp).toMatchObject({
      enabled: true,
      api_key_masked: '••••••••cdef-us21',
      data_center: 'us21',
      audience_id: 'aud123',
      consent_id: consentId,
    });
    const [row] = await t.db.select().from(connectors).where(eq(connectors.kind, 'mailchimp'));
    expect(row!.secretSealed).not.toContain(mailchimp.apiKey.slice(0, 20));
  });

  it('tests the connection, and says so clearly when the key is refused', async () => {
    const ok = await t.api('POST', 'integrations/mailchimp/test', owner);
    expect(ConnectorTestResponse.parse(ok.json())).toEqual({
      ok: true,
      message: 'Connected to Mailchimp: audience "Playdesk fans".',
      status_code: 200,
    });
    const wrong = 'ffffffffffffffffffffffffffffffff-us21';
    await t.api('PUT', 'integrations/mailchimp', { ...owner, body: { api_key: wrong } });
    const refused = ConnectorTestResponse.parse(
      (await t.api('POST', 'integrations/mailchimp/test', owner)).json(),
    );
    expect(refused.ok).toBe(false);
    expect(refused.status_code).toBe(401);
    expect(refused.message).toMatch(/^Mailchimp refused the credentials \(401: API Key Invalid/);
    await t.api('PUT', 'integrations/mailchimp', { ...owner, body: { api_key: mailchimp.apiKey } });
    const log = (await mailchimpSettings()).recent_syncs;
    expect(log.slice(0, 2).map((s) => [s.action, s.ok])).toEqual([
      ['test', false],
      ['test', true],
    ]);
  });

  it('upserts a consenting player with merge fields and tags, and unsubscribes on withdrawal', async () => {
    const token = await player('Ada@Example.com', true);
    await sync();
    const member = mailchimp.members.get(subscriberHash('ada@example.com'));
    expect(member).toMatchObject({
      email_address: 'ada@example.com',
      status: 'subscribed',
      merge_fields: { FNAME: 'Ada', LNAME: 'Lovelace' },
    });
    expect(member!.tags).toContain('Game: Coffee Wordle');

    await player('ada@example.com', false, token);
    await sync();
    expect(mailchimp.members.get(subscriberHash('ada@example.com'))!.status).toBe('unsubscribed');
    const [latest] = (await mailchimpSettings()).recent_syncs;
    expect(latest).toMatchObject({
      action: 'unsubscribe',
      ok: true,
      event_type: 'consent.withdrawn',
    });
  });

  it('never sends players without the consent, nor erased players', async () => {
    const before = mailchimp.calls.length;
    await player('no-consent@example.com', false);
    await player('erased@example.com', true);
    const [row] = await t.db
      .select({ publicId: players.publicId })
      .from(players)
      .where(and(eq(players.email, 'erased@example.com')));
    const erased = await t.api('DELETE', `players/${row!.publicId}`, owner);
    expect(erased.statusCode, erased.body).toBe(200);
    await sync();
    const members = [...mailchimp.members.values()].map((m) => m.email_address);
    expect(members).not.toContain('no-consent@example.com');
    expect(members).not.toContain('erased@example.com');
    // HubSpot is not switched on yet, and Mailchimp had nothing to be told.
    expect(mailchimp.calls.length).toBe(before);
  });

  it('retries a failed call through the job queue, each attempt in the log', async () => {
    // The form causes several events (player created, consent given): each first attempt fails.
    mailchimp.failNext(100, 503);
    await player('retry@example.com', true);
    await sync();
    expect(mailchimp.members.has(subscriberHash('retry@example.com'))).toBe(false);
    mailchimp.failNext(0, 503);
    await sync(true);
    expect(mailchimp.members.get(subscriberHash('retry@example.com'))!.status).toBe('subscribed');
    const log = (await mailchimpSettings()).recent_syncs;
    expect(log[0]).toMatchObject({ attempt: 2, ok: true, status_code: 200 });
    const failed = log.find((s) => !s.ok)!;
    expect(failed).toMatchObject({ attempt: 1, status_code: 503, action: 'upsert' });
    expect(failed.message).toContain('Mailchimp answered 503');
  });
});

describe('HubSpot', () => {
  it('tests the token: refused, then working', async () => {
    const none = await t.api('POST', 'integrations/hubspot/test', owner);
    expect(none.statusCode).toBe(400);
    await t.api('PUT', 'integrations/hubspot', {
      ...owner,
      body: { access_token: 'pat-na1-wrong-token-0000' },
    });
    const refused = ConnectorTestResponse.parse(
      (await t.api('POST', 'integrations/hubspot/test', owner)).json(),
    );
    expect(refused).toMatchObject({ ok: false, status_code: 401 });
    expect(refused.message).toContain('HubSpot refused the credentials');
    const res = await t.api('PUT', 'integrations/hubspot', {
      ...owner,
      body: { access_token: hubspot.token, consent_id: consentId, enabled: true },
    });
    expect(HubspotResponse.parse(res.json()).hubspot).toMatchObject({
      enabled: true,
      access_token_masked: '••••••••1234',
    });
    expect(res.body).not.toContain(hubspot.token);
    const ok = ConnectorTestResponse.parse(
      (await t.api('POST', 'integrations/hubspot/test', owner)).json(),
    );
    expect(ok.ok).toBe(true);
  });

  it('upserts contacts by email with game and score, and opts them out on withdrawal', async () => {
    const token = await player('grace@example.com', true);
    await sync();
    expect(hubspot.contacts.get('grace@example.com')).toMatchObject({
      email: 'grace@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      playdesk_game: 'Coffee Wordle',
      playdesk_marketing_opt_out: 'false',
    });
    // Our properties were created on first use.
    expect(hubspot.properties).toContain('playdesk_game');
    await player('grace@example.com', false, token);
    await sync();
    expect(hubspot.contacts.get('grace@example.com')!.playdesk_marketing_opt_out).toBe('true');
  });

  it('is queued only for accounts with a connector switched on', async () => {
    const other = await t.signUp('starter', 'No Connectors Shop');
    const res = await t.api('GET', 'integrations/hubspot', other);
    expect(HubspotResponse.parse(res.json()).hubspot).toMatchObject({
      enabled: false,
      recent_syncs: [],
    });
    const queued = await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'connector.sync' and data->>'accountId' = (select id::text from accounts where public_id = ${other.account})`,
    );
    expect((queued as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
