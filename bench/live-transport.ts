/**
 * `node --import tsx bench/live-transport.ts [sockets]` (default 5 000): the two transports issue
 * 40 named for live shows, raced on the same machine (ADR 022, docs/live.md#measured): `ws`
 * through `@fastify/websocket` (what the product uses) and Socket.IO 4 (its WebSocket transport
 * only, no long-polling upgrade), each in a Fastify server of its own process, with nothing else
 * of the product in it — only the transport is measured.
 *
 * This process is the phones: it opens `sockets` connections, then asks the server for five
 * broadcasts of each kind and times each message's arrival from the request:
 *   - `shared`: the same ~1 KB `state` message to every socket (Socket.IO: a room's `emit`, which
 *     encodes the packet once);
 *   - `per-phone`: each socket its own message (a live show's `state`: the shared view with the
 *     phone's own `me`; Socket.IO: one `emit` per socket).
 * Prints, per transport, the median of the five broadcasts' 50th/99th percentile arrival, the
 * server's CPU per broadcast per 1 000 sockets (measured in the server around the sends), its
 * resident memory per 1 000 connections, and the gzip size of each browser client (Socket.IO's
 * `socket.io.min.js` against the browser's own WebSocket, which needs none).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { percentile, waitFor } from './support.js';

type Transport = 'ws' | 'socket.io';
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);

/** A `state` message of the size a live show sends (a question with four options, top 10 off). */
const SHARED_VIEW = {
  v: 1,
  code: 'K7P2QX',
  game: 'abcdefghijklmnop',
  kind: 'quiz',
  mode: 'classic',
  phase: 'question',
  paused: false,
  question_count: 10,
  question_index: 3,
  teams: 0,
  players: 5000,
  answered: 1234,
  question: {
    index: 3,
    text: 'Which country grows the most coffee in the world, by the weight of its harvest?',
    options: ['Brazil', 'Vietnam', 'Colombia', 'Ethiopia'],
    deadline: '2026-12-01T12:00:20.000Z',
    time_left_ms: 20000,
    seconds: 20,
  },
  correct: null,
  distribution: null,
  top: null,
  team_scores: null,
  outcomes: null,
  server_time: '2026-12-01T12:00:00.000Z',
};
const me = (i: number) => ({
  nickname: `Player ${i}`,
  team: null,
  score: 1500 + (i % 700),
  rank: null,
  out: false,
  answer: null,
  points: null,
  outcome: null,
});
const stateOf = (i: number | null) => ({
  v: 1,
  type: 'state',
  view: { ...SHARED_VIEW, me: i === null ? null : me(i) },
});
const SHARED_TEXT = JSON.stringify(stateOf(null));
/** As the product's hub does (hub.ts `stateMessages`): the shared part once, each `me` spliced. */
const HEAD = SHARED_TEXT.slice(0, -'null}}'.length);
const spliced = (i: number) => `${HEAD}${JSON.stringify(me(i))}}}`;

// ---------------------------------------------------------------------------------------------
// The server: `--serve <transport> <port>`.
// ---------------------------------------------------------------------------------------------
async function serve(transport: Transport, port: number): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  // One sender per connection: the shared message, or the phone's own (its index as its `me`).
  const sends: ((shared: boolean) => void)[] = [];
  let broadcastShared: () => void = () => undefined;
  if (transport === 'ws') {
    const { default: websocket } = await import('@fastify/websocket');
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    app.register(async (scope) => {
      scope.get('/socket', { websocket: true }, (socket) => {
        const raw = socket as unknown as { send(text: string): void; readyState: number };
        const i = sends.length;
        sends.push((shared) => {
          if (raw.readyState === 1) raw.send(shared ? SHARED_TEXT : spliced(i));
        });
      });
    });
    broadcastShared = () => sends.forEach((send) => send(true));
  } else {
    // Socket.IO as its users write it: objects emitted, encoded by its parser (a room's `emit`
    // encodes the packet once for all its sockets).
    const { Server } = await import('socket.io');
    const io = new Server(app.server, { transports: ['websocket'], perMessageDeflate: false });
    io.on('connection', (socket) => {
      const i = sends.length;
      void socket.join('show');
      sends.push((shared) => socket.emit('state', stateOf(shared ? null : i)));
    });
    broadcastShared = () => io.to('show').emit('state', stateOf(null));
  }
  app.post<{ Params: { kind: 'shared' | 'per-phone' } }>('/broadcast/:kind', async (request) => {
    const started = process.cpuUsage();
    if (request.params.kind === 'shared') broadcastShared();
    else sends.forEach((send) => send(false));
    const used = process.cpuUsage(started);
    return { cpu_ms: (used.user + used.system) / 1000, sockets: sends.length };
  });
  app.get('/rss', async () => ({ mb: process.memoryUsage().rss / 1024 / 1024 }));
  await app.listen({ port, host: '127.0.0.1' });
  console.log('ready');
}

// ---------------------------------------------------------------------------------------------
// The phones.
// ---------------------------------------------------------------------------------------------
interface Phone {
  close(): void;
}
interface Race {
  transport: Transport;
  shared: { p50: number; p99: number; cpuPer1000: number };
  perPhone: { p50: number; p99: number; cpuPer1000: number };
  rssPer1000: number;
  opened: number;
}

const median = (xs: number[]) => percentile(xs, 50);

async function race(transport: Transport, sockets: number, port: number): Promise<Race> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/live-transport.ts', '--serve', transport, String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await waitFor(server, 'ready');
    const base = `http://127.0.0.1:${port}`;
    const rss = async () => (await (await fetch(`${base}/rss`)).json()) as { mb: number };
    const before = await rss();

    let arrivals: number[] = [];
    let askedAt = 0;
    const heard = () => arrivals.push(performance.now() - askedAt);
    const phones: Phone[] = [];
    let next = 0;
    // 100 connections at a time.
    await Promise.all(
      Array.from({ length: 100 }, async () => {
        while (next < sockets) {
          next++;
          phones.push(await open(transport, base, heard));
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 2000));
    const connected = await rss();

    const broadcast = async (kind: 'shared' | 'per-phone') => {
      const p50s: number[] = [];
      const p99s: number[] = [];
      const cpus: number[] = [];
      for (let round = 0; round < 6; round++) {
        arrivals = [];
        askedAt = performance.now();
        const res = await fetch(`${base}/broadcast/${kind}`, { method: 'POST' });
        const { cpu_ms } = (await res.json()) as { cpu_ms: number };
        const until = Date.now() + 30_000;
        while (arrivals.length < sockets && Date.now() < until) {
          await new Promise((r) => setTimeout(r, 5));
        }
        if (arrivals.length < sockets) throw new Error(`${transport}: ${arrivals.length} arrived`);
        // The first round warms both up; it is not counted.
        if (round === 0) continue;
        p50s.push(percentile(arrivals, 50));
        p99s.push(percentile(arrivals, 99));
        cpus.push((cpu_ms / sockets) * 1000);
        await new Promise((r) => setTimeout(r, 500));
      }
      return { p50: median(p50s), p99: median(p99s), cpuPer1000: median(cpus) };
    };
    const shared = await broadcast('shared');
    const perPhone = await broadcast('per-phone');
    phones.forEach((p) => p.close());
    return {
      transport,
      shared,
      perPhone,
      rssPer1000: ((connected.mb - before.mb) / sockets) * 1000,
      opened: phones.length,
    };
  } finally {
    server.kill();
  }
}

interface WsClient {
  on(event: 'open', cb: () => void): void;
  on(event: 'message', cb: (data: Buffer) => void): void;
  on(event: 'error', cb: (e: Error) => void): void;
  terminate(): void;
}
interface IoClient {
  on(event: 'connect' | 'state', cb: () => void): void;
  on(event: 'connect_error', cb: (e: Error) => void): void;
  disconnect(): void;
}

function open(transport: Transport, base: string, heard: () => void): Promise<Phone> {
  return new Promise((resolve, reject) => {
    if (transport === 'ws') {
      const WebSocket = require('ws') as new (url: string, o: object) => WsClient;
      const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/socket`, {
        perMessageDeflate: false,
      });
      ws.on('open', () => resolve({ close: () => ws.terminate() }));
      // Parsed, as a phone does (Socket.IO's client parses every packet itself).
      ws.on('message', (data: Buffer) => {
        JSON.parse(data.toString());
        heard();
      });
      ws.on('error', reject);
    } else {
      const { io } = require('socket.io-client') as {
        io: (url: string, o: object) => IoClient;
      };
      const socket = io(base, { transports: ['websocket'], forceNew: true, reconnection: false });
      socket.on('connect', () => resolve({ close: () => socket.disconnect() }));
      socket.on('state', heard);
      socket.on('connect_error', reject);
    }
  });
}

if (args[0] === '--serve') {
  await serve(args[1] as Transport, Number(args[2]));
} else {
  const sockets = Number(args.find((a) => /^\d+$/.test(a)) ?? 5000);
  const loadAtStart = loadavg().map((l) => l.toFixed(1));
  const results: Race[] = [];
  for (const [k, transport] of (['ws', 'socket.io'] as const).entries()) {
    results.push(await race(transport, sockets, 5380 + k));
  }
  const gz = (path: string) => gzipSync(readFileSync(path)).length;
  const round = (x: number) => Math.round(x * 10) / 10;
  console.log(
    JSON.stringify(
      {
        sockets,
        load_average: {
          at_start: loadAtStart.join(' '),
          at_end: loadavg()
            .map((l) => l.toFixed(1))
            .join(' '),
        },
        transports: results.map((r) => ({
          transport: r.transport,
          connections_opened: r.opened,
          shared_message_ms: { p50: round(r.shared.p50), p99: round(r.shared.p99) },
          shared_message_server_cpu_ms_per_1000: round(r.shared.cpuPer1000),
          per_phone_message_ms: { p50: round(r.perPhone.p50), p99: round(r.perPhone.p99) },
          per_phone_message_server_cpu_ms_per_1000: round(r.perPhone.cpuPer1000),
          server_rss_mb_per_1000_connections: round(r.rssPer1000),
        })),
        browser_client_gzip_bytes: {
          ws: 0,
          'socket.io': gz(
            // The package exports no path to its browser build: from its folder.
            require
              .resolve('socket.io-client')
              .replace(/(socket\.io-client\/).*$/, '$1dist/socket.io.min.js'),
          ),
        },
      },
      null,
      2,
    ),
  );
}
