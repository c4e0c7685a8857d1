/**
 * Webhook addresses through the address guard (infra/safe-fetch.ts) with loopback refused, as
 * outside development: the refusal names the setting that allows a local receiver (outside
 * production only), and delivery never connects inside, even to a name that points there since
 * the endpoint was saved. Host names are answered by a DNS of the test's own.
 */
import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookSecretResponse,
} from '@playdesk/contract';
import { loadConfig } from '../../config.js';
import { webhookEndpoints } from '../../db/schema.js';
import { drainJobs } from '../../infra/jobs.js';
import { fakeDns } from '../../test/fake-dns.js';
import { fileTestContext } from '../../test/harness.js';
import { webhookJobDefinition } from './delivery.js';
import { webhookAddressGuard } from './routes.js';

const { answers: dnsAnswers, resolver } = fakeDns();
const t = await fileTestContext({ WEBHOOKS_TIMEOUT_MS: '400' }, { addressResolver: resolver });
const owner = await t.login('owner@playdesk.test');

// A listener on loopback that counts every connection it gets.
let connections = 0;
const listener = createServer((socket) => {
  connections++;
  socket.destroy();
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => listener.close(resolve)));

const add = (url: string) =>
  t.api('POST', 'integrations/webhooks', { ...owner, body: { url, events: ['reward.won'] } });

describe('a local receiver', () => {
  it('is refused with the setting that allows it named, outside production', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/hooks`,
      `http://localhost:${port}/hooks`,
      `https://127.0.0.1:${port}/hooks`,
      `https://localhost.:${port}/hooks`,
    ]) {
      const res = await add(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual([
        expect.stringMatching(/^url: .*set WEBHOOKS_ALLOW_PRIVATE=true \(development only\)$/),
      ]);
    }
    expect((await add(`http://127.0.0.1:${port}/hooks`)).json().errors[0]).toBe(
      'url: The address must start with https:// — for a receiver on this computer, set WEBHOOKS_ALLOW_PRIVATE=true (development only)',
    );
    // The setting opens loopback only: not named for other private addresses.
    for (const url of ['http://192.168.1.20/hooks', 'https://10.0.0.5/hooks']) {
      const res = await add(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0], url).not.toMatch(/WEBHOOKS_ALLOW_PRIVATE/);
    }
    expect(connections).toBe(0);
  });

  it('names the setting outside production only', () => {
    const hint = (env: Record<string, string>) =>
      webhookAddressGuard(loadConfig(env), undefined).loopbackHint;
    expect(hint({})).toMatch(/WEBHOOKS_ALLOW_PRIVATE=true/);
    expect(hint({ NODE_ENV: 'production', PAYMENTS: 'test' })).toBeUndefined();
    expect(
      webhookAddressGuard(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'true' }), undefined),
    ).toMatchObject({
      allowLoopback: true,
    });
  });
});

describe('delivery', () => {
  it('never connects inside, even to a name that points there since it was saved', async () => {
    dnsAnswers.set('hooks.example.com', ['93.184.215.14']);
    const res = await add(`https://hooks.example.com:${port}/hooks`);
    expect(res.statusCode, res.body).toBe(201);
    const id = WebhookSecretResponse.parse(res.json()).endpoint.public_id;
    const errors: string[] = [];
    for (const [answer, stored] of [
      [['127.0.0.1'], null], // the name now points at this machine (DNS rebinding)
      [['93.184.215.14', '::ffff:7f00:1'], null], // one of its addresses does
      [null, `https://[::ffff:7f00:1]:${port}/hooks`], // a stored address, hex IPv4-mapped
      [null, `https://0x7f.1:${port}/hooks`],
    ] as const) {
      if (answer) dnsAnswers.set('hooks.example.com', [...answer]);
      if (stored)
        await t.db
          .update(webhookEndpoints)
          .set({ url: stored })
          .where(eq(webhookEndpoints.publicId, id));
      const test = await t.api('POST', `integrations/webhooks/${id}/test`, owner);
      const delivery = WebhookDeliveryResponse.parse(test.json()).delivery;
      await drainJobs(t.db, [webhookJobDefinition]);
      const list = WebhookDeliveryListResponse.parse(
        (await t.api('GET', `integrations/webhooks/${id}/deliveries?page_size=100`, owner)).json(),
      );
      const done = list.data.find((d) => d.public_id === delivery.public_id)!;
      expect(done).toMatchObject({ status: 'failed', last_status_code: null });
      errors.push(done.attempt_log[0]!.error ?? '');
    }
    for (const error of errors) expect(error).toMatch(/^Blocked: .*private or reserved/);
    expect(connections).toBe(0);
  });
});
