// Starts the built server for browser tests on a fresh, throw-away PGlite database with demo data,
// with a local OAuth 2 / OpenID Connect provider standing in for Google (social sign-in), the
// emails the server "sends" (it has no SMTP_URL: it writes them to its log) copied to a mailbox
// file the tests read (e2e/support/mailbox.ts), and a local fake of Twilio's Messages API as its
// SMS provider, whose texts go to an SMS box file (e2e/support/sms.ts), and a local fake DNS
// server answering from a zone file the tests write (e2e/support/dns.ts). Nothing reaches the
// internet.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { OAuth2Server } from 'oauth2-mock-server';
import { register } from 'tsx/esm/api';

/** The one person the mock provider signs in (e2e/team.spec.ts uses the same values). */
const MOCK_PERSON = {
  sub: 'e2e-google-person',
  email: 'social.e2e@example.test',
  email_verified: true,
  name: 'Sam Social',
};

const port = process.env.PORT ?? '3000';
const mailbox = join(tmpdir(), `playdesk-e2e-mail-${port}.jsonl`);
writeFileSync(mailbox, '');

// Phone verification's SMS provider (docs/fair-play.md#verified-email-and-phone): Twilio's
// `POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded, Basic auth, answered 201 as
// Twilio does; each text is one JSON line in the SMS box. A few lines, started in a millisecond:
// every spec's server has it, and only a spec that asks for a phone uses it.
const smsBox = join(tmpdir(), `playdesk-e2e-sms-${port}.jsonl`);
writeFileSync(smsBox, '');
const SMS_SID = 'AC0000000000000000000000000000e2e0';
const SMS_TOKEN = 'e2e-sms-token';
const smsAuth = `Basic ${Buffer.from(`${SMS_SID}:${SMS_TOKEN}`).toString('base64')}`;
const sms = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${SMS_SID}/Messages.json`)
      return answer(404, { code: 20404, message: 'Not found' });
    if (req.headers.authorization !== smsAuth)
      return answer(401, { code: 20003, message: 'Authenticate' });
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const text = {
      to: form.get('To') ?? '',
      from: form.get('From') ?? '',
      body: form.get('Body') ?? '',
    };
    appendFileSync(smsBox, `${JSON.stringify(text)}\n`);
    return answer(201, { sid: `SM${Date.now()}`, status: 'queued' });
  });
});
await new Promise((resolve) => sms.listen(0, '127.0.0.1', resolve));

// DNS for domain verification (single sign-on's email domains, custom domains): the API tests'
// fake DNS server (apps/server/src/features/domains/fake-dns.ts), its zone read from a JSON file
// at each question, { "txt": { name: [values] }, "cname": { name: target } }, which a test writes
// (e2e/support/dns.ts). Unknown names answer NXDOMAIN.
register();
const { startFakeDns } = await import('../apps/server/src/features/domains/fake-dns.ts');
const dnsZoneFile = join(tmpdir(), `playdesk-e2e-dns-${port}.json`);
writeFileSync(dnsZoneFile, JSON.stringify({ txt: {}, cname: {} }));
const readZone = () => {
  try {
    return JSON.parse(readFileSync(dnsZoneFile, 'utf8'));
  } catch {
    return {};
  }
};
const dns = await startFakeDns({
  get txt() {
    return new Map(Object.entries(readZone().txt ?? {}));
  },
  get cname() {
    return new Map(Object.entries(readZone().cname ?? {}));
  },
});

// Web push (docs/pwa.md, docs/loyalty.md#reminders): the API tests' fake push service
// (apps/server/src/test/fake-push.ts: HTTPS on 127.0.0.1, checks VAPID, decrypts each message).
// The server trusts its certificate (TEST_PUSH_CA_FILE, a test hook). A spec asks the control
// address below for a subscription the fake can decrypt, and reads what arrived
// (e2e/support/push.ts); the control address is in a file named after the port.
const { startFakePush } = await import('../apps/server/src/test/fake-push.ts');
const fakePush = await startFakePush();
const pushCa = join(tmpdir(), `playdesk-e2e-push-ca-${port}.pem`);
writeFileSync(pushCa, fakePush.certificate);
const pushControl = createServer((req, res) => {
  const answer = (body) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'POST' && req.url === '/subscription') return answer(fakePush.subscription());
  if (req.method === 'GET' && req.url === '/received')
    return answer({ received: fakePush.received, refused: fakePush.refused });
  res.writeHead(404).end();
});
await new Promise((resolve) => pushControl.listen(0, '127.0.0.1', resolve));
const pushControlFile = join(tmpdir(), `playdesk-e2e-push-${port}.json`);
writeFileSync(
  pushControlFile,
  JSON.stringify({ url: `http://127.0.0.1:${pushControl.address().port}` }),
);

const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(0, '127.0.0.1');
provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, MOCK_PERSON));
provider.service.on('beforeUserinfo', (response) => {
  response.body = { ...MOCK_PERSON };
});

const dataDir = mkdtempSync(join(tmpdir(), 'playdesk-e2e-'));
// The log level the person asked for, else warnings and errors only; the server itself logs at
// info so its emails can be read, and the lines below the chosen level are not shown.
const shownLevel =
  { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }[
    process.env.LOG_LEVEL ?? 'warn'
  ] ?? 40;
const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    // The address the browser uses: the provider sends it back here, with the sign-in's cookie.
    APP_URL: process.env.APP_URL ?? `http://127.0.0.1:${port}`,
    // The tests sign in as the demo logins with the documented password: never a production start.
    NODE_ENV: 'test',
    // The page embedder's page check may reach the tests' host pages on loopback (e2e/domains.spec.ts).
    ALLOW_PRIVATE_FETCH: 'true',
    SEED_DEMO: 'true',
    LOG_LEVEL: shownLevel < 30 ? process.env.LOG_LEVEL : 'info',
    // Browser tests sign in many times from one address.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Webhooks to the receiver a test starts on 127.0.0.1 (e2e/integrations.spec.ts).
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    // The Mailchimp card talks to the fake that e2e/integrations.spec.ts starts on this port.
    MAILCHIMP_API_URL: `http://127.0.0.1:${Number(port) + 7}/{dc}/3.0`,
    // "Continue with Google" signs in at the local provider.
    GOOGLE_CLIENT_ID: 'playdesk-e2e',
    GOOGLE_CLIENT_SECRET: 'playdesk-e2e-secret',
    GOOGLE_ISSUER: provider.issuer.url,
    // Phone codes go to the local fake above (e2e/verified-phone.spec.ts).
    SMS_PROVIDER_URL: `http://127.0.0.1:${sms.address().port}`,
    SMS_ACCOUNT_SID: SMS_SID,
    SMS_AUTH_TOKEN: SMS_TOKEN,
    SMS_FROM: '+15005550006',
    // TXT and CNAME lookups go to the fake DNS above.
    DNS_SERVERS: dns.address,
    // A movable clock, jobs run on demand, push to the fake above (apps/server/src/test-hooks.ts).
    TEST_HOOKS: 'true',
    TEST_PUSH_CA_FILE: pushCa,
  },
});

createInterface({ input: child.stdout }).on('line', (line) => {
  let entry = null;
  try {
    entry = JSON.parse(line);
  } catch {
    // Not a log line (the start banner): shown as it is.
  }
  if (entry && typeof entry.msg === 'string' && entry.msg.startsWith('email (no SMTP_URL set)')) {
    const text = entry.msg.slice(entry.msg.indexOf('\n') + 1);
    appendFileSync(mailbox, `${JSON.stringify({ to: entry.to, subject: entry.subject, text })}\n`);
  }
  if (!entry || typeof entry.level !== 'number' || entry.level >= shownLevel)
    process.stdout.write(`${line}\n`);
});

const cleanup = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailbox, { force: true });
  rmSync(smsBox, { force: true });
  rmSync(dnsZoneFile, { force: true });
  rmSync(pushCa, { force: true });
  rmSync(pushControlFile, { force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  cleanup();
  sms.close();
  pushControl.close();
  void fakePush.close();
  void dns.close();
  void provider.stop().finally(() => process.exit(code ?? 0));
});
