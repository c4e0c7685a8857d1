/**
 * A local fake of the HubSpot CRM API calls the connector makes (contacts list, batch upsert by
 * email, update by email, contact properties), so its tests never reach the internet. The
 * connector is pointed at it with HUBSPOT_API_URL. It checks the Bearer token like HubSpot (401),
 * refuses unknown properties (400 PROPERTY_DOESNT_EXIST) until they are created, and can fail the
 * next calls with a status.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeHubspot {
  url: string;
  token: string;
  /** Contacts by lower-cased email: their properties. */
  contacts: Map<string, Record<string, string>>;
  /** Custom properties created through the API. */
  properties: Set<string>;
  calls: { method: string; path: string }[];
  failNext(n: number, status: number): void;
  close(): Promise<void>;
}

const BUILT_IN = new Set(['email', 'firstname', 'lastname']);

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeHubspot(token = 'pat-na1-fake-token-1234'): Promise<FakeHubspot> {
  const contacts = new Map<string, Record<string, string>>();
  const properties = new Set<string>();
  const calls: { method: string; path: string }[] = [];
  let failures = { n: 0, status: 500 };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const unknownProperty = (props: Record<string, string>) =>
    Object.keys(props).find((p) => !BUILT_IN.has(p) && !properties.has(p));

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      calls.push({ method: req.method ?? 'GET', path: url.pathname });
      if (req.headers.authorization !== `Bearer ${token}`) {
        return send(res, 401, {
          status: 'error',
          message: 'Authentication credentials not found.',
          category: 'INVALID_AUTHENTICATION',
        });
      }
      if (req.method === 'GET' && url.pathname === '/crm/v3/objects/contacts')
        return send(res, 200, { results: [] });
      if (failures.n > 0) {
        failures = { ...failures, n: failures.n - 1 };
        return send(res, failures.status, { status: 'error', message: 'Try again later' });
      }
      const body = await readJson(req);
      if (req.method === 'POST' && url.pathname === '/crm/v3/properties/contacts') {
        const name = String(body.name);
        if (properties.has(name)) return send(res, 409, { message: 'Property exists' });
        properties.add(name);
        return send(res, 201, { name });
      }
      if (req.method === 'POST' && url.pathname === '/crm/v3/objects/contacts/batch/upsert') {
        const inputs = body.inputs as { id: string; properties: Record<string, string> }[];
        for (const input of inputs) {
          const missing = unknownProperty(input.properties);
          if (missing) {
            return send(res, 400, {
              status: 'error',
              message: `Property "${missing}" does not exist`,
              category: 'VALIDATION_ERROR',
              errors: [{ code: 'PROPERTY_DOESNT_EXIST' }],
            });
          }
        }
        const results = inputs.map((input) => {
          const key = input.id.toLowerCase();
          contacts.set(key, { ...contacts.get(key), ...input.properties });
          return { id: key, properties: contacts.get(key) };
        });
        return send(res, 200, { status: 'COMPLETE', results });
      }
      const one = /^\/crm\/v3\/objects\/contacts\/([^/]+)$/.exec(url.pathname);
      if (one && req.method === 'PATCH' && url.searchParams.get('idProperty') === 'email') {
        const key = decodeURIComponent(one[1]!).toLowerCase();
        const contact = contacts.get(key);
        if (!contact) return send(res, 404, { status: 'error', message: 'Object not found' });
        const props = body.properties as Record<string, string>;
        const missing = unknownProperty(props);
        if (missing) {
          return send(res, 400, {
            status: 'error',
            message: `Property "${missing}" does not exist`,
            errors: [{ code: 'PROPERTY_DOESNT_EXIST' }],
          });
        }
        Object.assign(contact, props);
        return send(res, 200, { id: key, properties: contact });
      }
      return send(res, 404, { status: 'error', message: 'Unknown path' });
    })().catch(() => send(res, 500, { message: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    contacts,
    properties,
    calls,
    failNext(n, status) {
      failures = { n, status };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
