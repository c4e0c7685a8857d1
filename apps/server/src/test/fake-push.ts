/**
 * A local fake push service for tests (issue 17): an HTTPS server (self-signed certificate made
 * with openssl for 127.0.0.1) that checks each message as a real push service would — the VAPID
 * `Authorization: vapid t=<JWT>, k=<public key>` header (ES256 signature checked with `k`, the
 * audience is this origin, expiry within 24 h) and `Content-Encoding: aes128gcm` — and decrypts the
 * payload (RFC 8188/8291) with the subscription's private key, which the fake made. Endpoints under
 * `/gone/` answer 410 like an expired subscription; `/missing/` 404; `/busy/` 503.
 */
import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload text. */
  payload: string;
  vapid: { publicKey: string; aud: string; sub: string; exp: number };
  ttl: string | undefined;
}

export interface FakePush {
  origin: string;
  /** Trusts the fake's certificate (give it to web-push as `agent`). */
  agent: Agent;
  /** The fake's self-signed certificate (PEM), for a server in another process to trust. */
  certificate: string;
  received: ReceivedPush[];
  /** Messages refused, with why (a bad signature, an undecryptable payload…). */
  refused: { endpoint: string; reason: string }[];
  /** A subscription as a browser would make it; `kind` picks the fake's answer. */
  subscription(kind?: 'ok' | 'gone' | 'missing' | 'busy'): FakeSubscription;
  close(): Promise<void>;
}

const b64u = (b: Buffer) => b.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 (Web Push message encryption) + RFC 8188 (aes128gcm), one record. */
export function decryptAes128gcm(
  body: Buffer,
  receiver: { ecdh: ReturnType<typeof createECDH>; auth: Buffer },
): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (ciphertext.length > rs) throw new Error('more than one record');
  const shared = receiver.ecdh.computeSecret(senderPublic);
  const uaPublic = receiver.ecdh.getPublicKey();
  const prkKey = hmac(receiver.auth, shared);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    uaPublic,
    senderPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks a VAPID JWT (ES256) against the public key sent with it; answers its claims. */
export function verifyVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a vapid Authorization header: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg: string };
  if (head.alg !== 'ES256') throw new Error(`alg ${head.alg}`);
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not a P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) throw new Error('bad exp');
  if (!/^(mailto:|https:\/\/)/.test(claims.sub)) throw new Error(`bad sub ${claims.sub}`);
  return { publicKey: k, ...claims };
}

export async function startFakePush(): Promise<FakePush> {
  const dir = mkdtempSync(join(tmpdir(), 'fake-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  const key = readFileSync(join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });

  const receivers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const refused: FakePush['refused'] = [];
  let origin = '';

  const server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = origin + (req.url ?? '');
      const path = req.url ?? '';
      if (path.startsWith('/gone/')) return res.writeHead(410).end();
      if (path.startsWith('/missing/')) return res.writeHead(404).end();
      if (path.startsWith('/busy/')) return res.writeHead(503).end();
      const receiver = receivers.get(endpoint);
      try {
        if (req.method !== 'POST') throw new Error(`method ${req.method}`);
        if (!receiver) throw new Error('unknown subscription');
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        const vapid = verifyVapid(req.headers.authorization, origin);
        const payload = decryptAes128gcm(Buffer.concat(chunks), receiver).toString('utf8');
        received.push({ endpoint, payload, vapid, ttl: req.headers.ttl as string | undefined });
        res.writeHead(201).end();
      } catch (err) {
        refused.push({ endpoint, reason: (err as Error).message });
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });

  return {
    origin,
    agent,
    certificate: cert.toString('utf8'),
    received,
    refused,
    subscription(kind = 'ok') {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const prefix = { ok: 'push', gone: 'gone', missing: 'missing', busy: 'busy' }[kind];
      const endpoint = `${origin}/${prefix}/${b64u(randomBytes(12))}`;
      receivers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
