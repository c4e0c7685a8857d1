/**
 * kill -9 with jobs pending: 40 emails are queued, the real server (src/main.ts, its own process)
 * starts sending them to a local SMTP receiver that takes its time, and is killed with SIGKILL
 * part-way. Restarted on the same data (a PGlite data directory, or the PostgreSQL database when
 * TEST_DB_DRIVER=postgres), it sends the rest: every email arrives, and exactly once once the
 * receiver deduplicates by recipient (one per job); attempts cut short by the kill may repeat.
 * On PostgreSQL a job that was running when its process died waits for its expiry (shortened
 * to 5 s for these jobs); on PGlite it is retried at the restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../db/client.js';
import { adminQuery, databaseUrl } from '../test/postgres-admin.js';
import { jobDefinitions } from '../jobs.js';
import { enqueue } from '../outbox/outbox.js';
import { installJobs } from './jobs.js';

const EMAILS = 40;
const SERVER = resolve(import.meta.dirname, '../main.ts');
const ROOT = resolve(import.meta.dirname, '../../../..');

/** A minimal SMTP server that counts each message by its To: and answers after `delayMs`. */
function smtpReceiver(delayMs: number) {
  const received = new Map<string, number>();
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let message = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          message += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const to = /^To: (.+)$/m.exec(message)?.[1]?.trim() ?? '?';
          setTimeout(() => {
            received.set(to, (received.get(to) ?? 0) + 1);
            if (!socket.destroyed) socket.write('250 OK queued\r\n');
          }, delayMs);
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          message = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return { server, received };
}

const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function target(): Promise<{ target: DatabaseTarget; env: Record<string, string> }> {
  if (driver === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'playdesk-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return {
      target: { driver: 'pglite', dataDir },
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    };
  }
  const baseUrl = process.env.DATABASE_URL!;
  const name = `playdesk_kill_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = databaseUrl(baseUrl, name);
  cleanups.push(async () => {
    await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'playdesk-kill-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    target: { driver: 'postgres', url },
    env: { DATABASE_URL: url, DATA_DIR: dataDir },
  };
}

function startServer(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...env,
      PORT: '0',
      REDIS_URL: '',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JOB_WORKERS: 'true',
      JOB_MAINTENANCE_SECONDS: '2',
    },
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  child.on('exit', (code, signal) => {
    if (code && code !== 0) console.error(`server exited ${code} ${signal}: ${stderr}`);
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((r) =>
    child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r()),
  );

it('delivers every queued email exactly once (deduplicated) across a kill -9 and a restart', async () => {
  const smtp = smtpReceiver(150);
  await new Promise<void>((r) => smtp.server.listen(0, '127.0.0.1', r));
  cleanups.push(() => new Promise<void>((r) => smtp.server.close(() => r())));
  const { port } = smtp.server.address() as AddressInfo;

  const { target: where, env } = await target();
  const handle = await openDatabase(where);
  await installJobs(handle.db, jobDefinitions);
  for (let i = 0; i < EMAILS; i++) {
    await enqueue(handle.db, {
      kind: 'email',
      payload: { to: `kill-${i}@example.test`, subject: `Job ${i}`, text: `Email ${i}` },
    });
  }
  // The emails' expiry is 40 s; these get 5 s so that, on PostgreSQL, the ones running at the
  // kill are retried within seconds (the restarted instance cannot tell a dead worker from a
  // live one on another instance, so it waits for the expiry; PGlite needs no wait).
  await handle.db.execute(sql`update pgboss.job set expire_in = interval '5 seconds'`);
  await handle.close();
  const serverEnv = { ...env, SMTP_URL: `smtp://127.0.0.1:${port}` };

  const t0 = Date.now();
  const first = startServer(serverEnv);
  await expect
    .poll(() => smtp.received.size, { timeout: 60_000, interval: 50 })
    .toBeGreaterThanOrEqual(8);
  first.kill('SIGKILL');
  await exited(first);
  const atKill = smtp.received.size;
  const tKill = Date.now();
  expect(atKill).toBeLessThan(EMAILS);

  const second = startServer(serverEnv);
  await expect.poll(() => smtp.received.size, { timeout: 100_000, interval: 200 }).toBe(EMAILS);
  const tDone = Date.now();
  second.kill('SIGTERM');
  await exited(second);

  const expected = Array.from({ length: EMAILS }, (_, i) => `kill-${i}@example.test`).sort();
  expect([...smtp.received.keys()].sort()).toEqual(expected);
  const repeats = [...smtp.received.values()].filter((n) => n > 1).length;
  // At least once: only the few in flight at the kill may have been sent twice.
  expect(repeats).toBeLessThanOrEqual(10);
  console.info(
    `kill -9 (${driver}): ${atKill}/${EMAILS} delivered before the kill (${tKill - t0} ms after start), ` +
      `all ${EMAILS} ${tDone - tKill} ms after the restart, ${repeats} sent twice`,
  );
}, 180_000);
