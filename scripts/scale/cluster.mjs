// Several Playdesk instances for real, on loopback (issue 18; docs/deploy.md#loopback-recipe):
// PostgreSQL (DATABASE_URL, a fresh database per run) + Redis (REDIS_URL) + a local S3-compatible
// server (s3rver, npm) + N app instances + HAProxy (Debian's package) in front of them.
//
//   node scripts/scale/cluster.mjs            # starts it and waits; Ctrl-C stops everything
//
// The reliability suite (scripts/scale/reliability.mjs) imports startCluster from here.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';

const require = createRequire(import.meta.url);

export const HAPROXY_MISSING =
  'HAProxy is not installed. It is the load balancer of this test (Debian package "haproxy"):\n' +
  '  apt-get update && apt-get install -y haproxy\n' +
  '(as root; with sudo otherwise), then run this again.';

export function haproxyVersion() {
  const r = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return null;
  return /version ([0-9.]+)/.exec(r.stdout)?.[1] ?? 'unknown';
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what, check, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  let last;
  while (Date.now() < until) {
    try {
      if (await check()) return;
    } catch (err) {
      if (err.fatal) throw err;
      last = err;
    }
    await sleep(250);
  }
  throw new Error(
    `${what} not ready after ${timeoutMs / 1000} s${last ? `: ${last.message}` : ''}`,
  );
}

async function startLocalS3(dir, bucket) {
  const S3rver = require('s3rver');
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}

function haproxyConfig({ port, instances }) {
  const servers = instances
    .map((i) => `  server app${i.n} 127.0.0.1:${i.port} check inter 1s fall 2 rise 2`)
    .join('\n');
  return `global
  # A live show holds a WebSocket per phone: the 3-instance bench has 6 000 at once. (Two file
  # descriptors a connection: 9 000 stays under a 20 000 descriptor limit.)
  maxconn 9000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # An upgraded connection (a live show's WebSocket) may stay quiet between questions.
  timeout tunnel 1h
  # A busy instance may take a moment to answer /readyz: that is not "down".
  timeout check 3s
  # Retry only when the connection could not be made (the request never reached an app):
  # a play start is not idempotent, so a request that was sent is never sent twice.
  retries 3
  retry-on conn-failure
  option redispatch 1

frontend playdesk
  bind 127.0.0.1:${port}
  option forwardfor
  # A request id that follows the request into every instance's log.
  unique-id-format %{+X}o%ci-%cp-%fp-%Ts-%rt-%pid
  http-request set-header X-Request-ID %[unique-id]
  # Metrics are for the monitoring network, not for the public.
  http-request deny deny_status 404 if { path /metrics }
  default_backend apps

backend apps
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
${servers}
`;
}

/**
 * Starts the whole topology. Returns handles to kill, restart and stop parts of it.
 * options: { instances = 3, basePort = 4400, env = {} (extra app settings), log = console.log }
 */
export async function startCluster(options = {}) {
  const cleanups = [];
  try {
    return await startClusterWith(options, cleanups);
  } catch (err) {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    throw err;
  }
}

async function startClusterWith(options, cleanups) {
  const count = options.instances ?? 3;
  const basePort = options.basePort ?? 4400;
  const log = options.log ?? ((line) => console.log(line));
  if (!haproxyVersion()) throw new Error(HAPROXY_MISSING);
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    throw new Error(
      'DATABASE_URL is not set: point it at a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres); a fresh database is created on it for this run.',
    );
  }
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/7';
  const work = mkdtempSync(join(tmpdir(), 'playdesk-scale-'));
  const readyMs = Number(process.env.SCALE_READY_SECONDS ?? 90) * 1000;

  // A fresh database on the server, dropped at the end.
  const dbName = `playdesk_scale_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  cleanups.push(async () => {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${dbName}' and pid <> pg_backend_pid()`,
    );
    await admin.query(`drop database if exists ${dbName}`);
    await admin.end();
  });

  // Redis: the run's own logical database, emptied so counters start at zero.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    await redis.flushdb();
  } catch (err) {
    throw new Error(`Redis at ${redisUrl} is not reachable (${err.message}); start redis-server.`, {
      cause: err,
    });
  }
  cleanups.push(async () => redis.disconnect());

  const s3 = await startLocalS3(join(work, 's3'), 'playdesk-media');
  cleanups.push(() => s3.close());

  const port = basePort;
  const appEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '8',
    REDIS_URL: redisUrl,
    MEDIA_STORE: 's3',
    S3_BUCKET: 'playdesk-media',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    TRUST_PROXY: 'true',
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    // Longer than HAProxy needs to see /readyz fail (2 checks 1 s apart, later on a busy
    // machine): an instance that stops listening first gets requests on kept-alive connections
    // answered 503 by Fastify while closing (seen once in a rolling restart with 2 s).
    SHUTDOWN_DRAIN_SECONDS: '4',
    LOG_LEVEL: 'info',
    ...options.env,
  };

  const instances = [];
  const spawnInstance = (inst) => {
    const out = createWriteStream(inst.logFile, { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: {
        ...appEnv,
        PORT: String(inst.port),
        // Each instance's connections are named, so the suite can cut them (pg_terminate_backend).
        DATABASE_URL: `${databaseUrl}?application_name=playdesk-app${inst.n}`,
        SEED_DEMO: inst.n === 1 ? 'true' : 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    inst.child = child;
    inst.exited = new Promise((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    return inst;
  };
  // SCALE_READY_SECONDS: how long an instance may take to start (migrations, seed), 90 s by
  // default; more on a machine other work keeps busy.
  const ready = (inst) =>
    waitFor(
      `instance ${inst.n}`,
      async () => {
        if (inst.child.exitCode !== null) {
          const tail = readFileSync(inst.logFile, 'utf8').split('\n').slice(-15).join('\n');
          throw Object.assign(new Error(`instance ${inst.n} exited at start:\n${tail}`), {
            fatal: true,
          });
        }
        return (await fetch(`${inst.url}/readyz`)).status === 200;
      },
      readyMs,
    );

  for (let n = 1; n <= count; n++) {
    const inst = {
      n,
      port: basePort + n,
      url: `http://127.0.0.1:${basePort + n}`,
      logFile: join(work, `app${n}.log`),
    };
    instances.push(spawnInstance(inst));
    // The first one migrates and seeds the demo data; the others start on a ready database.
    if (n === 1) await ready(inst);
  }
  await Promise.all(instances.map(ready));
  cleanups.push(async () => {
    for (const inst of instances) {
      if (inst.child.exitCode === null && inst.child.signalCode === null)
        inst.child.kill('SIGTERM');
    }
    await Promise.race([Promise.all(instances.map((i) => i.exited)), sleep(15_000)]);
    for (const inst of instances) if (inst.child.exitCode === null) inst.child.kill('SIGKILL');
  });

  const cfg = join(work, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig({ port, instances }));
  const haproxy = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  haproxy.stderr.pipe(createWriteStream(join(work, 'haproxy.log')));
  cleanups.push(async () => {
    haproxy.kill('SIGTERM');
  });
  const balancer = `http://127.0.0.1:${port}`;
  await waitFor('haproxy', async () => (await fetch(`${balancer}/readyz`)).status === 200, readyMs);
  log(
    `cluster: HAProxy ${haproxyVersion()} at ${balancer} → ${instances.map((i) => i.port).join(', ')}; ` +
      `PostgreSQL database ${dbName}; Redis ${redisUrl}; S3 ${s3.endpoint}; logs in ${work}`,
  );

  return {
    balancer,
    instances,
    databaseUrl,
    dbName,
    redisUrl,
    s3Endpoint: s3.endpoint,
    work,
    /** kill -9 of one instance. */
    async kill9(n) {
      const inst = instances[n - 1];
      inst.child.kill('SIGKILL');
      await inst.exited;
    },
    /** SIGTERM (a graceful stop, as an upgrade does); resolves with the exit code. */
    async terminate(n) {
      const inst = instances[n - 1];
      inst.child.kill('SIGTERM');
      return (await inst.exited).code;
    },
    async restart(n) {
      const inst = instances[n - 1];
      spawnInstance(inst);
      await ready(inst);
    },
    /** Cuts every PostgreSQL connection of instance n; returns how many were cut. */
    async cutDatabase(n) {
      const r = await admin.query(
        `select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = $1`,
        [`playdesk-app${n}`],
      );
      return r.rows.filter((row) => row.cut).length;
    },
    /** A client on the run's database, for the suite's checks. */
    async sql() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    },
    async stop({ keepLogs = false } = {}) {
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch (err) {
          log(`cleanup: ${err.message}`);
        }
      }
      if (!keepLogs) rmSync(work, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!haproxyVersion()) {
    console.error(HAPROXY_MISSING);
    process.exit(1);
  }
  const cluster = await startCluster({
    instances: Number(process.env.INSTANCES ?? 3),
    basePort: Number(process.env.SCALE_PORT ?? 4400),
  });
  console.log(
    `\nOpen ${cluster.balancer} (demo logins, password "playdesk-demo"). Ctrl-C stops all.\n` +
      `kill -9 one instance to see the balancer route around it: ${cluster.instances
        .map((i) => `app${i.n} pid ${i.child.pid}`)
        .join(', ')}`,
  );
  const stop = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
