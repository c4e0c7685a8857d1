/**
 * A local fake of the Mailchimp Marketing API calls the connector makes (ping, audience, member
 * PUT/PATCH, member tags), so its tests never reach the internet. The connector is pointed at it
 * with MAILCHIMP_API_URL. It checks Basic auth like Mailchimp (401 "API Key Invalid"), keeps the
 * members per audience, and can fail the next calls with a status (retries).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMember {
  email_address: string;
  status: string;
  merge_fields: Record<string, string>;
  tags: string[];
}

export interface FakeMailchimp {
  url: string;
  /** The key it accepts (any other is refused). */
  apiKey: string;
  audienceId: string;
  /** Members of the audience by subscriber hash. */
  members: Map<string, FakeMember>;
  calls: { method: string; path: string }[];
  /** Answers the next `n` member calls with `status` (e.g. 503). */
  failNext(n: number, status: number): void;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeMailchimp(
  apiKey = '0123456789abcdef0123456789abcdef-us21',
  audienceId = 'aud123',
  /** 0: any free port (API tests); the browser tests use the one the e2e server was given. */
  port = 0,
): Promise<FakeMailchimp> {
  const members = new Map<string, FakeMember>();
  const calls: { method: string; path: string }[] = [];
  let failures = { n: 0, status: 500 };

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/problem+json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  const problem = (res: ServerResponse, status: number, title: string, detail: string) =>
    send(res, status, { type: 'https://mailchimp.com/developer/', title, status, detail });

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      calls.push({ method: req.method ?? 'GET', path: url.pathname });
      const auth = req.headers.authorization ?? '';
      const given = auth.startsWith('Basic ')
        ? Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')[1]
        : undefined;
      if (given !== apiKey) {
        return problem(
          res,
          401,
          'API Key Invalid',
          "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
        );
      }
      // The data centre is the first path segment, as the connector builds it from the key.
      const path = url.pathname.replace(/^\/[a-z]{2,4}\d{1,3}\/3\.0/, '');
      if (req.method === 'GET' && path === '/ping')
        return send(res, 200, { health_status: "Everything's Chimpy!" });
      const list = /^\/lists\/([^/]+)(\/members\/([0-9a-f]{32})(\/tags)?)?$/.exec(path);
      if (!list) return problem(res, 404, 'Resource Not Found', 'Unknown path');
      if (list[1] !== audienceId)
        return problem(
          res,
          404,
          'Resource Not Found',
          'The requested resource could not be found.',
        );
      if (!list[2] && req.method === 'GET')
        return send(res, 200, { id: audienceId, name: 'Playdesk fans' });
      if (failures.n > 0) {
        failures = { ...failures, n: failures.n - 1 };
        return problem(res, failures.status, 'Service Unavailable', 'Try again later');
      }
      const hash = list[3]!;
      const body = await readJson(req);
      const member = members.get(hash);
      if (list[4] && req.method === 'POST') {
        if (!member) return problem(res, 404, 'Resource Not Found', 'No such member');
        for (const tag of body.tags as { name: string; status: string }[]) {
          if (tag.status === 'active' && !member.tags.includes(tag.name))
            member.tags.push(tag.name);
        }
        return send(res, 204);
      }
      if (req.method === 'PUT') {
        const next: FakeMember = {
          email_address: String(body.email_address),
          status: member ? String(body.status ?? member.status) : String(body.status_if_new),
          merge_fields: { ...member?.merge_fields, ...(body.merge_fields as object) },
          tags: member?.tags ?? [],
        };
        members.set(hash, next);
        return send(res, 200, { id: hash, ...next });
      }
      if (req.method === 'PATCH') {
        if (!member) return problem(res, 404, 'Resource Not Found', 'No such member');
        if (typeof body.status === 'string') member.status = body.status;
        return send(res, 200, { id: hash, ...member });
      }
      return problem(res, 405, 'Method Not Allowed', 'Not here');
    })().catch(() => send(res, 500, { title: 'fake failed' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/{dc}/3.0`,
    apiKey,
    audienceId,
    members,
    calls,
    failNext(n, status) {
      failures = { n, status };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
