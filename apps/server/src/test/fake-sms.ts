/**
 * A local fake of Twilio's Messages API for tests (docs/fair-play.md#verified-email-and-phone):
 * `POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded, Basic auth with the account SID
 * and token, answering 201 like Twilio. Numbers in `badNumbers` get Twilio's 400 code 21211
 * ("invalid 'To' phone number"); `failing = true` makes every send a 503.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSms {
  url: string;
  env: Record<string, string>;
  /** The messages accepted, in order. */
  sent: { to: string; from: string; body: string }[];
  badNumbers: Set<string>;
  failing: boolean;
  /** The 6-digit code of the last message to `to`. */
  lastCode(to: string): string | null;
  close(): Promise<void>;
}

export async function startFakeSms(
  sid = 'AC00000000000000000000000000000000',
  token = 'test-token',
): Promise<FakeSms> {
  const fake: Omit<FakeSms, 'url' | 'env' | 'close'> = {
    sent: [],
    badNumbers: new Set(),
    failing: false,
    lastCode(to) {
      const body = fake.sent.filter((m) => m.to === to).at(-1)?.body ?? '';
      return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const expected = `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${sid}/Messages.json`)
        return answer(404, { code: 20404, message: 'Not found' });
      if (req.headers.authorization !== expected)
        return answer(401, { code: 20003, message: 'Authenticate' });
      if (fake.failing) return answer(503, { code: 20500, message: 'Service unavailable' });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      if (fake.badNumbers.has(to))
        return answer(400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
        });
      fake.sent.push({ to, from: form.get('From') ?? '', body: form.get('Body') ?? '' });
      return answer(201, { sid: `SM${fake.sent.length}`, status: 'queued' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    env: {
      SMS_PROVIDER_URL: url,
      SMS_ACCOUNT_SID: sid,
      SMS_AUTH_TOKEN: token,
      SMS_FROM: '+15005550006',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeSms;
}
