/**
 * Local fakes of the wallet services for tests (docs/rewards.md#wallet-passes), nothing reaching
 * the internet:
 * - `makeTestPki`: a test CA standing for Apple's WWDR, a pass type certificate it signed (key
 *   encrypted with a passphrase, as Apple's are exported), and a server certificate for 127.0.0.1 —
 *   all made with openssl in a temporary folder;
 * - `startFakeApns`: an HTTP/2 TLS server like APNs — it requires a client certificate signed by the
 *   test CA (the pass type certificate), checks `apns-topic` and records each push;
 * - `startFakeGoogleWallet`: Google's OAuth token endpoint (checks the service account's RS256 JWT
 *   grant with its public key) and the Wallet API's `PATCH genericObject/{id}` (checks the bearer).
 */
import { execFileSync } from 'node:child_process';
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createSecureServer, constants } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { importSPKI, jwtVerify } from 'jose';

export interface TestPki {
  dir: string;
  caPem: string;
  /** The pass type certificate and its key (encrypted with `passphrase`). */
  signerPem: string;
  signerKeyPem: string;
  passphrase: string;
  serverPem: string;
  serverKeyPem: string;
  close(): void;
}

export const TEST_PASS_TYPE_ID = 'pass.test.playdesk.reward';
export const TEST_TEAM_ID = 'ABCDE12345';

export function makeTestPki(): TestPki {
  const dir = mkdtempSync(join(tmpdir(), 'playdesk-wallet-pki-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    at('ca.key'),
    '-out',
    at('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Playdesk Test WWDR CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  const issue = (name: string, subject: string, ext: string, passphrase: string | null) => {
    openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-keyout',
      at(`${name}.key`),
      ...(passphrase ? ['-passout', `pass:${passphrase}`] : ['-nodes']),
      '-out',
      at(`${name}.csr`),
      '-subj',
      subject,
    );
    writeFileSync(at(`${name}.ext`), ext);
    openssl(
      'x509',
      '-req',
      '-in',
      at(`${name}.csr`),
      '-CA',
      at('ca.pem'),
      '-CAkey',
      at('ca.key'),
      '-CAcreateserial',
      '-out',
      at(`${name}.pem`),
      '-days',
      '2',
      '-extfile',
      at(`${name}.ext`),
    );
  };
  const passphrase = 'test-pass-phrase';
  issue(
    'signer',
    `/UID=${TEST_PASS_TYPE_ID}/CN=Pass Type ID: ${TEST_PASS_TYPE_ID}/OU=${TEST_TEAM_ID}/O=Playdesk Test`,
    'keyUsage=critical,digitalSignature\nextendedKeyUsage=clientAuth\n',
    passphrase,
  );
  issue(
    'server',
    '/CN=127.0.0.1',
    'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n',
    null,
  );
  const read = (name: string) => readFileSync(at(name), 'utf8');
  return {
    dir,
    caPem: read('ca.pem'),
    signerPem: read('signer.pem'),
    signerKeyPem: read('signer.key'),
    passphrase,
    serverPem: read('server.pem'),
    serverKeyPem: read('server.key'),
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface ApnsPush {
  token: string;
  topic: string | undefined;
  body: string;
  /** The client certificate's subject CN. */
  clientCn: string | undefined;
}

export interface FakeApns {
  url: string;
  pushes: ApnsPush[];
  /** Tokens answered 410 Unregistered. */
  gone: Set<string>;
  close(): Promise<void>;
}

export async function startFakeApns(pki: TestPki, topic: string): Promise<FakeApns> {
  const pushes: ApnsPush[] = [];
  const gone = new Set<string>();
  const server = createSecureServer({
    key: pki.serverKeyPem,
    cert: pki.serverPem,
    ca: pki.caPem,
    requestCert: true,
    rejectUnauthorized: true,
  });
  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const path = String(headers[constants.HTTP2_HEADER_PATH]);
      const m = /^\/3\/device\/([^/]+)$/.exec(path);
      const socket = stream.session?.socket as TLSSocket | undefined;
      const peer = socket?.getPeerCertificate();
      const push: ApnsPush = {
        token: m ? decodeURIComponent(m[1]!) : '',
        topic: headers['apns-topic'] as string | undefined,
        body: Buffer.concat(chunks).toString('utf8'),
        clientCn: peer?.subject?.CN as string | undefined,
      };
      const answer = (status: number, reason?: string) => {
        stream.respond({
          [constants.HTTP2_HEADER_STATUS]: status,
          'content-type': 'application/json',
        });
        stream.end(reason ? JSON.stringify({ reason }) : '');
      };
      if (headers[constants.HTTP2_HEADER_METHOD] !== 'POST' || !m) return answer(404, 'BadPath');
      if (push.topic !== topic) return answer(400, 'DeviceTokenNotForTopic');
      pushes.push(push);
      if (gone.has(push.token)) return answer(410, 'Unregistered');
      answer(200);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    pushes,
    gone,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface GoogleCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

export interface FakeGoogleWallet {
  origin: string;
  tokenUrl: string;
  apiUrl: string;
  /** Wallet API calls with a valid bearer token. */
  calls: GoogleCall[];
  /** Token requests refused, with why. */
  refused: string[];
  /** Objects the API answers 404 for (a pass never saved). */
  missing: Set<string>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeGoogleWallet(serviceAccount: {
  email: string;
  publicKeyPem: string;
}): Promise<FakeGoogleWallet> {
  const calls: GoogleCall[] = [];
  const refused: string[] = [];
  const missing = new Set<string>();
  const issued = new Set<string>();
  const publicKey = await importSPKI(serviceAccount.publicKeyPem, 'RS256');
  let origin = '';
  const server = createHttpServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', origin);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(body);
        try {
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
            throw new Error('wrong grant_type');
          const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, {
            issuer: serviceAccount.email,
            audience: `${origin}/token`,
            algorithms: ['RS256'],
          });
          if (payload.scope !== 'https://www.googleapis.com/auth/wallet_object.issuer')
            throw new Error('wrong scope');
        } catch (err) {
          refused.push((err as Error).message);
          return json(400, { error: 'invalid_grant' });
        }
        const token = `ya29.test-${issued.size + 1}`;
        issued.add(token);
        return json(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
      }
      const m = /^\/walletobjects\/v1\/genericObject\/([^/]+)$/.exec(url.pathname);
      if (m) {
        const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!issued.has(bearer)) return json(401, { error: { code: 401 } });
        const id = decodeURIComponent(m[1]!);
        if (missing.has(id)) return json(404, { error: { code: 404 } });
        const parsed = JSON.parse(body || '{}') as Record<string, unknown>;
        calls.push({ method: req.method ?? '', path: url.pathname, body: parsed });
        return json(200, { id, ...parsed });
      }
      json(404, { error: { code: 404 } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    tokenUrl: `${origin}/token`,
    apiUrl: `${origin}/walletobjects/v1`,
    calls,
    refused,
    missing,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
