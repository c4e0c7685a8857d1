/**
 * A local fake of the few Stripe endpoints the Stripe provider calls (customers, Checkout
 * Sessions, portal sessions, subscriptions, payment methods), so its tests never reach the
 * internet. The SDK is pointed at it with STRIPE_API_URL. Calls are recorded, form bodies
 * decoded into flat `key[0][sub]` → value maps.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  params: Record<string, string>;
}

export type FakeObject = Record<string, unknown>;

export interface FakeStripe {
  url: string;
  calls: RecordedCall[];
  /** Subscriptions the fake answers for (tests put the ones their events describe here). */
  subscriptions: Map<string, FakeObject>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

async function readParams(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const query = new URL(req.url ?? '/', 'http://fake').searchParams;
  const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  return Object.fromEntries([...query, ...body]);
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: RecordedCall[] = [];
  const subscriptions = new Map<string, FakeObject>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}`,
      },
    });

  function updateSubscription(sub: FakeObject, params: Record<string, string>): FakeObject {
    const next: FakeObject = { ...sub };
    if (params.cancel_at_period_end !== undefined)
      next.cancel_at_period_end = params.cancel_at_period_end === 'true';
    const price = params['items[0][price]'];
    if (price) {
      const items = sub.items as { data: FakeObject[] };
      next.items = {
        object: 'list',
        data: [{ ...items.data[0], price: { id: price, object: 'price' } }],
      };
    }
    const metadata = Object.entries(params).filter(([k]) => k.startsWith('metadata['));
    if (metadata.length > 0)
      next.metadata = {
        ...(sub.metadata as object),
        ...Object.fromEntries(metadata.map(([k, v]) => [k.slice(9, -1), v])),
      };
    return next;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const params = await readParams(req);
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const method = req.method ?? 'GET';
      calls.push({ method, path, params });
      if (method === 'POST' && path === '/v1/customers')
        return send(res, 200, { id: id('cus'), object: 'customer', email: params.email });
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const sessionId = id('cs_test');
        return send(res, 200, {
          id: sessionId,
          object: 'checkout.session',
          mode: params.mode,
          url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        });
      }
      if (method === 'POST' && path === '/v1/billing_portal/sessions')
        return send(res, 200, {
          id: id('bps'),
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/session/${id('x')}`,
        });
      const subMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (subMatch) {
        const sub = subscriptions.get(subMatch[1]!);
        if (!sub) return missing(res, 'subscription');
        if (method === 'GET') return send(res, 200, sub);
        const updated =
          method === 'DELETE'
            ? {
                ...sub,
                status: 'canceled',
                cancellation_details: { reason: 'cancellation_requested' },
              }
            : updateSubscription(sub, params);
        subscriptions.set(subMatch[1]!, updated);
        return send(res, 200, updated);
      }
      const pmMatch = /^\/v1\/payment_methods\/([\w-]+)$/.exec(path);
      if (pmMatch && method === 'GET')
        return send(res, 200, {
          id: pmMatch[1],
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031 },
        });
      return missing(res, `route ${method} ${path}`);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    subscriptions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
