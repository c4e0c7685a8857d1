/**
 * Webhooks end to end (docs/webhooks.md): endpoints through the console API, events caused by the
 * player API, deliveries run by the job queue to a local receiver (node:http, started here) that
 * verifies every signature with the Standard Webhooks library.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConsentResponse,
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookEndpointListResponse,
  WebhookEndpointResponse,
  WebhookPayload,
  WebhookSecretResponse,
  type CreateWebhookEndpointRequest,
  type WebhookDelivery,
} from '@playdesk/contract';
import { players, webhookEndpoints } from '../../db/schema.js';
import { INVALID_REQUEST } from '../../http/errors.js';
import { drainJobs } from '../../infra/jobs.js';
import { queuedEmails } from '../../outbox/outbox.js';
import { fileTestContext } from '../../test/harness.js';
import { AWARD_TEST_ENV, awardHelpers } from '../rewards/award/test-support.js';
import { webhookJobDefinition } from './delivery.js';

const t = await fileTestContext({
  ...AWARD_TEST_ENV,
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  WEBHOOKS_TIMEOUT_MS: '400',
});
const owner = await t.login('owner@playdesk.test');
const other = await t.login('other@playdesk.test');
const member = await t.login('member@playdesk.test');
const helpers = awardHelpers(t, owner);

// ---- A receiver ----
interface Received {
  headers: Record<string, string>;
  body: string;
}
type Answer = (req: IncomingMessage, res: ServerResponse) => void;
const received: Received[] = [];
let answer: Answer = (_req, res) => res.end('ok');
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.join(',') : (v ?? ''),
        ]),
      ),
      body: Buffer.concat(chunks).toString('utf8'),
    });
    answer(req, res);
  });
});
let receiverUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const drain = (includeDelayed = false) =>
  drainJobs(t.db, [webhookJobDefinition], { includeDelayed });

/** The payload of a received request, after checking its signature with `secret`. */
function verified(r: Received, secret: string) {
  const payload = new Webhook(secret).verify(r.body, r.headers);
  return WebhookPayload.parse(payload);
}

async function addEndpoint(
  body: Partial<CreateWebhookEndpointRequest> = {},
  session = owner,
): Promise<{ id: string; secret: string }> {
  const res = await t.api('POST', 'integrations/webhooks', {
    ...session,
    body: { url: receiverUrl, events: ['gameplay.completed', 'reward.won'], ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = WebhookSecretResponse.parse(res.json());
  return { id: created.endpoint.public_id, secret: created.secret };
}

async function deliveries(endpointId: string, session = owner): Promise<WebhookDelivery[]> {
  const res = await t.api(
    'GET',
    `integrations/webhooks/${endpointId}/deliveries?page_size=100`,
    session,
  );
  expect(res.statusCode, res.body).toBe(200);
  return WebhookDeliveryListResponse.parse(res.json()).data;
}

async function removeAll() {
  await t.db.execute(sql`delete from webhook_endpoints`);
  await drain(true); // jobs of deleted endpoints end without a request
  received.length = 0;
  answer = (_req, res) => res.end('ok');
}

describe('endpoints', () => {
  it('shows the secret once, lists, changes one field, deletes', async () => {
    await removeAll();
    const { id, secret } = await addEndpoint({ description: 'CRM sync' });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const got = await t.api('GET', `integrations/webhooks/${id}`, owner);
    expect(got.statusCode).toBe(200);
    expect(got.body).not.toContain(secret.slice(6));
    const endpoint = WebhookEndpointResponse.parse(got.json()).endpoint;
    expect(endpoint).toMatchObject({ url: receiverUrl, description: 'CRM sync', enabled: true });

    const patched = await t.api('PATCH', `integrations/webhooks/${id}`, {
      ...owner,
      body: { enabled: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(WebhookEndpointResponse.parse(patched.json()).endpoint).toMatchObject({
      enabled: false,
      description: 'CRM sync',
      events: ['gameplay.completed', 'reward.won'],
    });
    const list = WebhookEndpointListResponse.parse(
      (await t.api('GET', 'integrations/webhooks', owner)).json(),
    );
    expect(list.meta.total).toBe(1);
    expect(list.data[0]!.public_id).toBe(id);

    expect((await t.api('DELETE', `integrations/webhooks/${id}`, owner)).statusCode).toBe(200);
    const gone = await t.api('GET', `integrations/webhooks/${id}`, owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Webhook endpoint not found.');
  });

  it('limits the endpoints of an account', async () => {
    await removeAll();
    for (let i = 0; i < 10; i++) await addEndpoint();
    const res = await t.api('POST', 'integrations/webhooks', {
      ...owner,
      body: { url: receiverUrl, events: ['reward.won'] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/at most 10 webhook endpoints/);
  });

  it('refuses private, reserved and plain-http addresses at save', async () => {
    await removeAll();
    for (const url of [
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.1.1/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://224.0.0.1/',
      'https://[fd00:ec2::254]/',
      'http://example.com/hook',
      'ftp://example.com/hook',
    ]) {
      const res = await t.api('POST', 'integrations/webhooks', {
        ...owner,
        body: { url, events: ['reward.won'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(INVALID_REQUEST);
      expect(res.json().errors[0], url).toMatch(/^url: /);
    }
    const patched = await t.api('PATCH', `integrations/webhooks/${(await addEndpoint()).id}`, {
      ...owner,
      body: { url: 'https://172.16.0.1/x' },
    });
    expect(patched.statusCode).toBe(400);
  });

  it('keeps each business to its own endpoints and needs the integrations module', async () => {
    await removeAll();
    const { id } = await addEndpoint();
    await t.api('POST', `integrations/webhooks/${id}/test`, owner);
    const [delivery] = await deliveries(id);
    for (const [method, path] of [
      ['GET', `integrations/webhooks/${id}`],
      ['PATCH', `integrations/webhooks/${id}`],
      ['DELETE', `integrations/webhooks/${id}`],
      ['POST', `integrations/webhooks/${id}/rotate-secret`],
      ['POST', `integrations/webhooks/${id}/test`],
      ['GET', `integrations/webhooks/${id}/deliveries`],
      ['POST', `integrations/deliveries/${delivery!.public_id}/resend`],
    ] as const) {
      const res = await t.api(method, path, {
        ...other,
        ...(method === 'PATCH' ? { body: {} } : {}),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      const denied = await t.api(method, path, {
        ...member,
        ...(method === 'PATCH' ? { body: {} } : {}),
      });
      expect(denied.statusCode, `${method} ${path}`).toBe(403);
    }
    const otherList = WebhookEndpointListResponse.parse(
      (await t.api('GET', 'integrations/webhooks', other)).json(),
    );
    expect(otherList.meta.total).toBe(0);
  });
});

describe('delivery', () => {
  it('a business adds a webhook, plays and wins: gameplay.completed and reward.won arrive signed', async () => {
    await removeAll();
    const { id, secret } = await addEndpoint({ events: ['gameplay.completed', 'reward.won'] });
    const coffee = await helpers.reward({ name: 'Webhook coffee', kind: 'unique_code' }, 3);
    const gameId = await helpers.game([{ reward_id: coffee.public_id, mode: 'odds', odds: 100 }]);
    const { ended } = await helpers.playCard(gameId);
    expect(ended.outcome.status).not.toBe('playing');
    expect(ended.reward).toBeTruthy();

    expect(await drain()).toBe(2);
    const payloads = received.map((r) => verified(r, secret));
    expect(payloads.map((p) => p.type).sort()).toEqual(['gameplay.completed', 'reward.won']);
    const completed = payloads.find((p) => p.type === 'gameplay.completed');
    const won = payloads.find((p) => p.type === 'reward.won');
    if (completed?.type !== 'gameplay.completed' || won?.type !== 'reward.won') throw new Error();
    expect(completed.data).toMatchObject({ session_id: ended.session_id, game: { id: gameId } });
    expect(completed.version).toBe(1);
    expect(won.data.win.reward).toMatchObject({ id: coffee.public_id, name: 'Webhook coffee' });
    expect(won.data.win.code).toMatch(/^T-/);
    // No consent chosen on the endpoint: no personal data.
    expect(won.data.player).toEqual({
      id: expect.any(String),
      erased: false,
      personal_data: false,
    });
    // webhook-id is unique per message.
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(2);

    const log = await deliveries(id);
    expect(log).toHaveLength(2);
    for (const d of log) {
      expect(d.status).toBe('succeeded');
      expect(d.attempt_log).toHaveLength(1);
      expect(d.attempt_log[0]).toMatchObject({ status_code: 200, response_excerpt: 'ok' });
    }
  });

  it('retries a receiver answering 500, then 200, on the schedule', async () => {
    await removeAll();
    const { id, secret } = await addEndpoint();
    let calls = 0;
    answer = (_req, res) => {
      calls++;
      res.statusCode = calls === 1 ? 500 : 200;
      res.end(calls === 1 ? 'x'.repeat(5000) : 'thanks');
    };
    const sent = await t.api('POST', `integrations/webhooks/${id}/test`, owner);
    expect(sent.statusCode).toBe(202);
    // A test event is attempted once; use a real event for the schedule.
    await drain();
    const coffee = await helpers.reward({ name: 'Retry coffee', kind: 'unique_code' }, 2);
    const gameId = await helpers.game([{ reward_id: coffee.public_id, mode: 'odds', odds: 100 }]);
    await t.api('PATCH', `integrations/webhooks/${id}`, {
      ...owner,
      body: { events: ['reward.won'] },
    });
    calls = 0;
    received.length = 0;
    const before = Date.now();
    await helpers.playCard(gameId);
    expect(await drain()).toBe(1);
    let [delivery] = (await deliveries(id)).filter((d) => d.event_type === 'reward.won');
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    expect(delivery!.attempt_log[0]!.response_excerpt).toHaveLength(1024);
    // The next attempt is 5 s later.
    const next = new Date(delivery!.next_attempt_at!).getTime() - before;
    expect(next).toBeGreaterThanOrEqual(4_000);
    expect(next).toBeLessThan(15_000);
    expect(await drain()).toBe(0);
    expect(await drain(true)).toBe(1);
    [delivery] = (await deliveries(id)).filter((d) => d.event_type === 'reward.won');
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, last_status_code: 200 });
    expect(delivery!.attempt_log.map((a) => a.status_code)).toEqual([500, 200]);
    // The same message both times, each signed.
    expect(received).toHaveLength(2);
    expect(received[0]!.headers['webhook-id']).toBe(received[1]!.headers['webhook-id']);
    expect(verified(received[1]!, secret).type).toBe('reward.won');
  });

  it('gives up on a receiver that never answers after the timeout, and retries', async () => {
    await removeAll();
    const { id } = await addEndpoint({ events: ['gameplay.completed'] });
    answer = () => undefined; // never answers
    const coffee = await helpers.reward({ name: 'Slow coffee', kind: 'unique_code' }, 1);
    const gameId = await helpers.game([{ reward_id: coffee.public_id, mode: 'odds', odds: 100 }]);
    await helpers.playCard(gameId);
    await drain();
    let [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null });
    expect(delivery!.attempt_log[0]!.error).toMatch(/no answer within 0.4 s/);
    expect(delivery!.attempt_log[0]!.duration_ms).toBeGreaterThanOrEqual(350);
    expect(delivery!.attempt_log[0]!.duration_ms).toBeLessThan(3000);
    answer = (_req, res) => res.end('late but fine');
    await drain(true);
    [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, last_status_code: 200 });
  });

  it('stops after the last retry and switches off an endpoint failing for 5 days (owner emailed)', async () => {
    await removeAll();
    const { id } = await addEndpoint({ events: ['gameplay.completed'] });
    answer = (_req, res) => {
      res.statusCode = 503;
      res.end('down');
    };
    const coffee = await helpers.reward({ name: 'Down coffee', kind: 'unique_code' }, 1);
    const gameId = await helpers.game([{ reward_id: coffee.public_id, mode: 'odds', odds: 100 }]);
    await helpers.playCard(gameId);
    await drain(true);
    const [delivery] = await deliveries(id);
    // The first attempt and 7 retries.
    expect(delivery).toMatchObject({ status: 'failed', attempts: 8, next_attempt_at: null });
    const endpoint = WebhookEndpointResponse.parse(
      (await t.api('GET', `integrations/webhooks/${id}`, owner)).json(),
    ).endpoint;
    expect(endpoint.enabled).toBe(true);
    expect(endpoint.failing_since).not.toBeNull();

    // Failing since 6 days: the next failure switches it off and emails the owner once.
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 6 * 86_400_000) })
      .where(eq(webhookEndpoints.publicId, id));
    const mailsBefore = (await queuedEmails(t.db)).length;
    await t.api('POST', `integrations/deliveries/${delivery!.public_id}/resend`, owner);
    await drain();
    const off = WebhookEndpointResponse.parse(
      (await t.api('GET', `integrations/webhooks/${id}`, owner)).json(),
    ).endpoint;
    expect(off).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    const mails = (await queuedEmails(t.db)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({ to: 'owner@playdesk.test' });
    expect(mails[0]!.payload.subject).toMatch(/Webhook switched off/);
    // Switched off: new events are not queued for it.
    await helpers.playCard(gameId);
    expect(await deliveries(id)).toHaveLength(1);
    // Switched on again: a fresh start.
    const on = await t.api('PATCH', `integrations/webhooks/${id}`, {
      ...owner,
      body: { enabled: true },
    });
    expect(WebhookEndpointResponse.parse(on.json()).endpoint).toMatchObject({
      enabled: true,
      disabled_reason: null,
      failing_since: null,
    });
  });

  it('refuses a private address at delivery too (changed DNS or a stored address)', async () => {
    await removeAll();
    const { id } = await addEndpoint();
    // As if the name now resolved elsewhere: the stored address is private.
    await t.db
      .update(webhookEndpoints)
      .set({ url: 'https://10.20.30.40/hooks' })
      .where(eq(webhookEndpoints.publicId, id));
    const res = await t.api('POST', `integrations/webhooks/${id}/test`, owner);
    expect(WebhookDeliveryResponse.parse(res.json()).delivery.status).toBe('pending');
    await drain();
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ status: 'failed', last_status_code: null });
    expect(delivery!.attempt_log[0]!.error).toMatch(/^Blocked: .*private or reserved/);
  });

  it('signs with the old and the new secret during the rotation overlap', async () => {
    await removeAll();
    const { id, secret: oldSecret } = await addEndpoint();
    const rotated = await t.api('POST', `integrations/webhooks/${id}/rotate-secret`, owner);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: newSecret, endpoint } = WebhookSecretResponse.parse(rotated.json());
    expect(newSecret).not.toBe(oldSecret);
    const overlap = new Date(endpoint.previous_secret_expires_at!).getTime() - Date.now();
    expect(overlap).toBeGreaterThan(23 * 3_600_000);

    await t.api('POST', `integrations/webhooks/${id}/test`, owner);
    await drain();
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verified(received[0]!, oldSecret).type).toBe('webhook.test');
    expect(verified(received[0]!, newSecret).type).toBe('webhook.test');

    // After the overlap only the new secret signs.
    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.publicId, id));
    await t.api('POST', `integrations/webhooks/${id}/test`, owner);
    await drain();
    expect(received).toHaveLength(2);
    expect(verified(received[1]!, newSecret).type).toBe('webhook.test');
    expect(() => verified(received[1]!, oldSecret)).toThrow();
  });

  it("docs/webhooks.md's “How to verify” sample accepts a real delivery and refuses a changed one", async () => {
    await removeAll();
    const { id, secret } = await addEndpoint();
    await t.api('POST', `integrations/webhooks/${id}/test`, owner);
    await drain();
    expect(received).toHaveLength(1);

    // The first code block of the section, run as it is written (its own import included).
    const doc = await readFile(new URL('../../../../../docs/webhooks.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## How to verify'));
    const sample = /```js\n([\s\S]*?)```/.exec(section)?.[1];
    expect(sample).toContain("from 'standardwebhooks'");
    const file = new URL(`./.doc-sample-${process.pid}-${Date.now()}.mjs`, import.meta.url);
    await writeFile(file, sample!);
    process.env.PLAYDESK_WEBHOOK_SECRET = secret;
    try {
      const { playdeskEvent } = (await import(file.href)) as {
        playdeskEvent(body: string, headers: Record<string, string>): unknown;
      };
      const r = received[0]!;
      expect(WebhookPayload.parse(playdeskEvent(r.body, r.headers)).type).toBe('webhook.test');
      expect(() => playdeskEvent(r.body.replace('}', ' }'), r.headers)).toThrow();
      const stale = {
        ...r.headers,
        'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 3600),
      };
      expect(() => playdeskEvent(r.body, stale)).toThrow();
    } finally {
      delete process.env.PLAYDESK_WEBHOOK_SECRET;
      await rm(file, { force: true });
    }
  });

  it('resends the same message and logs each attempt', async () => {
    await removeAll();
    const { id } = await addEndpoint();
    const sent = WebhookDeliveryResponse.parse(
      (await t.api('POST', `integrations/webhooks/${id}/test`, owner)).json(),
    ).delivery;
    await drain();
    const resent = await t.api('POST', `integrations/deliveries/${sent.public_id}/resend`, owner);
    expect(resent.statusCode).toBe(202);
    expect(WebhookDeliveryResponse.parse(resent.json()).delivery.status).toBe('pending');
    await drain();
    const [delivery] = await deliveries(id);
    expect(delivery!.status).toBe('succeeded');
    expect(delivery!.attempt_log.map((a) => a.manual)).toEqual([false, true]);
    expect(received.map((r) => r.headers['webhook-id'])).toEqual([
      sent.message_id,
      sent.message_id,
    ]);
    const unknown = await t.api('POST', 'integrations/deliveries/nope/resend', owner);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('events', () => {
  it('tells game.published when a game goes live (created live or published later)', async () => {
    await removeAll();
    const { id, secret } = await addEndpoint({ events: ['game.published'] });
    const live = await helpers.game([]);
    const draft = await helpers.game([], { status: 'draft' });
    expect(await drain()).toBe(1);
    const published = await t.api('PATCH', `games/${draft}`, {
      ...owner,
      body: { status: 'published' },
    });
    expect(published.statusCode, published.body).toBe(200);
    // A change that keeps it published tells nothing more.
    await t.api('PATCH', `games/${draft}`, { ...owner, body: { name: 'Renamed' } });
    expect(await drain()).toBe(1);
    const games = received
      .map((r) => verified(r, secret))
      .map((p) => {
        if (p.type !== 'game.published') throw new Error(p.type);
        return p.data.game;
      });
    expect(games.map((g) => g.id)).toEqual([live, draft]);
    expect(games[1]).toMatchObject({ status: 'published', type: 'scratch' });
    expect(await deliveries(id)).toHaveLength(2);
  });
});

describe('personal data', () => {
  it('sends it only with the consent, and never for an erased player', async () => {
    await removeAll();
    const consent = ConsentResponse.parse(
      (
        await t.api('POST', 'consents', {
          ...owner,
          body: { name: 'Share with our CRM', text: '<p>Share my details</p>' },
        })
      ).json(),
    ).consent;
    const withConsent = await addEndpoint({
      events: ['player.created', 'player.erased', 'consent.given'],
      consent_id: consent.public_id,
    });
    const without = await addEndpoint({ events: ['player.created'] });
    const gameId = await helpers.game([], {
      settings: {
        lead_form: {
          mode: 'after',
          fields: [
            { key: 'first_name', type: 'first_name', label: 'First name', required: true },
            { key: 'email', type: 'email', label: 'Email', required: true },
          ],
          consents: [consent.public_id],
        },
      },
    });
    const lead = (email: string, given: boolean) =>
      t.api('POST', `play/games/${gameId}/lead`, {
        body: {
          values: { first_name: 'Grace', email },
          consents: [{ public_id: consent.public_id, given, version: 1 }],
        },
      });
    expect((await lead('grace@example.com', true)).statusCode).toBe(200);
    expect((await lead('alan@example.com', false)).statusCode).toBe(200);
    await drain();

    const byEmail = (endpointId: string) =>
      deliveries(endpointId).then((ds) =>
        ds.filter((d) => d.event_type === 'player.created').map((d) => d.payload),
      );
    const consented = await byEmail(withConsent.id);
    expect(
      consented.map((p) => (p.data as { player: { email?: string } }).player.email).filter(Boolean),
    ).toEqual(['grace@example.com']);
    expect(consented).toHaveLength(2);
    for (const p of await byEmail(without.id))
      expect((p.data as { player: object }).player).not.toHaveProperty('email');
    expect(received.some((r) => r.body.includes('alan@example.com'))).toBe(false);
    // Grace gave the consent (Alan left it unticked: no change, no event).
    const given = (await deliveries(withConsent.id)).filter(
      (d) => d.event_type === 'consent.given',
    );
    expect(given).toHaveLength(1);
    expect(given[0]!.payload.data).toMatchObject({
      consent: { id: consent.public_id, version: 1 },
      player: { email: 'grace@example.com', personal_data: true },
    });

    // Erasure: the stored payloads lose the data, and player.erased carries none.
    const [grace] = await t.db.select().from(players).where(eq(players.email, 'grace@example.com'));
    received.length = 0;
    const erased = await t.api('DELETE', `players/${grace!.publicId}`, owner);
    expect(erased.statusCode, erased.body).toBe(200);
    await drain();
    const log = await deliveries(withConsent.id);
    expect(JSON.stringify(log)).not.toContain('grace@example.com');
    const erasedEvent = log.find((d) => d.event_type === 'player.erased');
    expect(erasedEvent!.payload.data).toEqual({
      player: { id: grace!.publicId, erased: true, personal_data: false },
    });
    // A resend of the old player.created now carries no personal data either.
    const old = log.find(
      (d) =>
        d.event_type === 'player.created' &&
        (d.payload.data as { player: { id: string } }).player.id === grace!.publicId,
    )!;
    await t.api('POST', `integrations/deliveries/${old.public_id}/resend`, owner);
    await drain();
    expect(received.length).toBeGreaterThanOrEqual(2);
    for (const r of received) expect(r.body).not.toContain('grace@example.com');
    expect(received.every((r) => verified(r, withConsent.secret))).toBe(true);
  });
});
