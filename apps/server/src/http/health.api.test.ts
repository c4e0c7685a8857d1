/**
 * Probes, metrics and request ids (issue 18): /healthz, /readyz (503 while draining), /metrics
 * (per-route counters and latencies, plays started, pool and jobs; token or loopback only), and
 * X-Request-ID honoured from the balancer or generated.
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { fileTestContext } from '../test/harness.js';

/** Answers RESP commands (SUBSCRIBE, INFO, anything else +OK) except PING, which never gets one. */
async function startHungRedis(): Promise<{ port: number; close(): void }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        const parsed = parseCommand(buffer);
        if (!parsed) return;
        buffer = buffer.slice(parsed.length);
        const [name = '', ...args] = parsed.parts;
        const command = name.toUpperCase();
        if (command === 'PING') continue;
        if (command === 'SUBSCRIBE') {
          args.forEach((channel, i) =>
            socket.write(
              `*3\r\n$9\r\nsubscribe\r\n$${channel.length}\r\n${channel}\r\n:${i + 1}\r\n`,
            ),
          );
        } else if (command === 'INFO') socket.write('$0\r\n\r\n');
        else socket.write('+OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** One RESP array of bulk strings at the start of `input`, or null when incomplete. */
function parseCommand(input: string): { parts: string[]; length: number } | null {
  const head = /^\*(\d+)\r\n/.exec(input);
  if (!head) return null;
  let at = head[0].length;
  const parts: string[] = [];
  for (let i = 0; i < Number(head[1]); i++) {
    const len = /^\$(\d+)\r\n/.exec(input.slice(at));
    if (!len) return null;
    at += len[0].length;
    if (input.length < at + Number(len[1]) + 2) return null;
    parts.push(input.slice(at, at + Number(len[1])));
    at += Number(len[1]) + 2;
  }
  return { parts, length: at };
}

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const t = await fileTestContext({ METRICS_TOKEN: TOKEN });

describe('health probes', () => {
  it('answers /healthz and /readyz while the database answers', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('answers 503 on /readyz once draining, and while Redis is unreachable', async () => {
    const { Redis } = await import('ioredis');
    // A local stand-in for a Redis that hangs: it speaks the protocol (so the cache bus can
    // subscribe) but never answers PING; the probe must time out and say so, not hang.
    const hung = await startHungRedis();
    const redis = new Redis(`redis://127.0.0.1:${hung.port}`, { maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    const app = await buildApp({ db: t.db, config: t.config, redis, logger: false });
    try {
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ checks: { database: 'ok', redis: 'down' } });
    } finally {
      await app.close().catch(() => undefined);
      redis.disconnect();
      hung.close();
    }

    const other = await buildApp({ db: t.db, config: t.config, logger: false });
    try {
      expect((await other.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      other.startDraining();
      const draining = await other.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining' });
      // Liveness is not readiness: the process is still up.
      expect((await other.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('closes as soon as a request in flight when the close began has its answer', async () => {
    const app = await buildApp({ db: t.db, config: t.config, logger: false });
    const base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    // A keep-alive request whose body is still coming when the close begins: Fastify has routed
    // it, so it is answered, and its connection is left idle, not ended.
    const socket = connect(Number(base.port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const body = JSON.stringify({ email: 'owner@playdesk.test', password: 'not-it' });
    socket.write(
      `POST /services/api/v1/login HTTP/1.1\r\nHost: ${base.host}\r\nConnection: keep-alive\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closed = app.close();
    socket.write(body.slice(5));
    await closed;
    await ended;
    // Answered in full, then the connection ended: not held for the 72 s keep-alive timeout.
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/connection: keep-alive/i);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 20_000);
});

describe('metrics', () => {
  it('counts requests per route pattern, plays started, and reads pool and jobs', async () => {
    const games = await t.api('GET', '/play/accounts/none-such/games');
    // A queued job (the reset email) shows in the job gauges.
    const forgot = await t.api('POST', 'forgot-password', {
      body: { email: 'owner@playdesk.test' },
    });
    expect(forgot.statusCode).toBeLessThan(300);
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    // The pattern, not the id in the URL.
    expect(text).toContain(
      `playdesk_http_requests_total{method="GET",route="/services/api/v1/play/accounts/:public_id/games",status="${games.statusCode}"} 1`,
    );
    expect(text).not.toContain('none-such');
    expect(text).toContain('playdesk_http_request_duration_seconds_bucket');
    expect(text).toContain('playdesk_plays_started_total');
    expect(text).toMatch(/playdesk_jobs\{queue="[^"]*email[^"]*",state="created"\} [1-9]/);
    expect(text).toContain('playdesk_process_cpu_user_seconds_total');
    if (t.driver === 'postgres')
      expect(text).toMatch(/playdesk_db_pool_connections\{state="max"\}/);
  });

  it('refuses /metrics without the token, and off loopback without one configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all-00000' },
    });
    expect(wrong.statusCode).toBe(404);

    const open = await buildApp({
      db: t.db,
      config: loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/playdesk-test' }),
      logger: false,
    });
    try {
      // light-my-request connects from 127.0.0.1: a direct loopback scrape is allowed…
      expect((await open.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
      // …but not one relayed by a balancer on the same machine.
      const relayed = await open.inject({
        method: 'GET',
        url: '/metrics',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(relayed.statusCode).toBe(404);
      const remote = await open.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '192.0.2.1',
      });
      expect(remote.statusCode).toBe(404);
    } finally {
      await open.close();
    }
  });
});

describe('request ids', () => {
  it('keeps a plausible X-Request-ID from the balancer and generates one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-7f3a:1234' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a:1234');
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'x'.repeat(500) },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
