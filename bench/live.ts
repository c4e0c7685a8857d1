/**
 * `node --import tsx bench/live.ts [players] [--instances 3]` (default 1 000 players, 1 instance):
 * one live show (docs/live.md#measured). This process is the load — the phones — and the servers
 * run in their own processes:
 *   - one instance, no DATABASE_URL: the server on PGlite (startServer);
 *   - one instance with DATABASE_URL, or `--instances N`: the loopback cluster of
 *     scripts/scale/cluster.mjs on a fresh PostgreSQL database — with N > 1, Redis for the fan-out
 *     and HAProxy in front (the phones join and connect through it, round robin over the
 *     instances); with 1, the instance alone, without Redis.
 * It joins `players` phones over REST, opens a WebSocket for each and waits until each has its
 * first view; then the host starts the first question (60 s). Once every phone has it, every phone
 * answers at once; then the host reveals. Prints how long after the host's command the question
 * (and the reveal) reached 50/99/100 % of the phones (one clock: same machine), how many answers
 * were acknowledged, counted and scored (the reveal's per-phone points; none twice: the
 * database's count), and the servers' memory and CPU (from /proc) per 1 000 connections, with
 * the load average; for each broadcast, the CPU it took of this process, HAProxy, PostgreSQL and
 * Redis (whether the machine's cores, not one process, limit the figure).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { API_PATH } from '@playdesk/contract/urls';
import { startCluster, type Cluster } from '../scripts/scale/cluster.mjs';
import { json, liveHost, ownerHeaders, percentile, startServer, waitFor } from './support.js';

interface Socket {
  on(event: 'message', cb: (data: Buffer) => void): void;
  on(event: 'open' | 'close', cb: () => void): void;
  on(event: 'error', cb: (e: Error) => void): void;
  send(data: string): void;
  terminate(): void;
}
interface View {
  phase: string;
  players: number;
  answered: number;
  distribution: number[] | null;
  question: { deadline: string } | null;
  me: { points: number | null; score: number } | null;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  options: { perMessageDeflate: boolean },
) => Socket;

const args = process.argv.slice(2);
const players = Number(args.find((a) => /^\d+$/.test(a)) ?? 1000);
const flag = args.indexOf('--instances');
const instances = flag >= 0 ? Number(args[flag + 1]) : 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () => loadavg().map((l) => l.toFixed(1));
let retries = 0;
/**
 * A phone tries again, a second later, when the balancer had no instance for it (HAProxy marks
 * all down when /readyz answers slower than its 3 s check on a starved machine) or the socket
 * failed to open; counted in the output.
 */
async function retried<T>(attempt: () => Promise<T>): Promise<T> {
  for (let k = 0; ; k++) {
    try {
      return await attempt();
    } catch (error) {
      if (k >= 30) throw error;
      retries++;
      await sleep(1000);
    }
  }
}

const proc = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  // utime and stime, fields 14 and 15 of /proc/pid/stat, in clock ticks (100 a second).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return {
    rssMb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024,
    cpuMs: (Number(stat[11]) + Number(stat[12])) * 10,
  };
};

/**
 * CPU time (ms) of the machine's other processes the broadcast goes through, by name: the
 * balancer, the database and Redis (each may run as several processes). Read from /proc like the
 * servers'; a process gone between listing and reading is skipped.
 */
const NAMED = ['haproxy', 'postgres', 'redis-server'] as const;
const namedCpu = (): Record<(typeof NAMED)[number], number> => {
  const cpu = { haproxy: 0, postgres: 0, 'redis-server': 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      if (!(NAMED as readonly string[]).includes(name)) continue;
      const stat = text.slice(text.lastIndexOf(') ') + 2).split(' ');
      cpu[name as (typeof NAMED)[number]] += (Number(stat[11]) + Number(stat[12])) * 10;
    } catch {
      // gone meanwhile
    }
  }
  return cpu;
};

const limits = {
  LIVE_JOIN_RATE_LIMIT_PER_MINUTE: '1000000',
  LIVE_ANSWER_RATE_LIMIT_PER_MINUTE: '1000',
  JOB_WORKERS: 'false',
  LOG_LEVEL: 'warn',
};
const loadAtStart = load();
let cluster: Cluster | null = null;
let single: ReturnType<typeof startServer> | null = null;
let base: string;
let pids: number[];
if (instances === 1 && !process.env.DATABASE_URL) {
  single = startServer(5290, limits);
  await waitFor(single, 'Playdesk:');
  base = 'http://127.0.0.1:5290';
  pids = [single.pid!];
} else {
  cluster = await startCluster({
    instances,
    basePort: Number(process.env.BENCH_PORT ?? 5260),
    // One instance: its own hub, no Redis; several: Redis carries the fan-out.
    env: { ...limits, ...(instances === 1 ? { REDIS_URL: '' } : {}) },
    log: () => undefined,
  });
  base = instances === 1 ? cluster.instances[0]!.url : cluster.balancer;
  pids = cluster.instances.map((i) => i.child.pid!);
}
const servers = () => {
  const all = pids.map(proc);
  return {
    rssMb: all.reduce((s, p) => s + p.rssMb, 0),
    cpuMs: all.reduce((s, p) => s + p.cpuMs, 0),
  };
};
const api = `${base}${API_PATH}`;

try {
  const auth = { ...(await ownerHeaders(api)), 'content-type': 'application/json' };
  const games = await json<{ data: { public_id: string }[] }>(
    `${api}/games?type=quiz&status=published`,
    {
      headers: auth,
    },
  );
  const { session } = await json<{ session: { public_id: string; code: string } }>(
    `${api}/live-sessions`,
    {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ game: games.data[0]!.public_id, question_seconds: 60 }),
    },
  );
  const command = liveHost(api, auth, session.public_id);

  // Joins: 50 at a time, each from its own address (the join limit counts per address).
  const joinStart = Date.now();
  const tokens: string[] = new Array<string>(players);
  let nextJoin = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (nextJoin < players) {
        const i = nextJoin++;
        const r = await retried(() =>
          json<{ token: string }>(`${api}/play/live/${session.code}/join`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `198.51.${100 + (i >> 8)}.${i & 255}`,
            },
            body: JSON.stringify({ nickname: `Player ${i}` }),
          }),
        );
        tokens[i] = r.token;
      }
    }),
  );
  const joinMs = Date.now() - joinStart;
  const before = servers();

  // The phones: each socket says hello and keeps its last view. The phones' side runs in this one
  // process on the machine's two cores, beside the servers: a message is timed on arrival and read
  // only as far as its type and phase (the view's first `phase`); each phone's last view is parsed
  // once the timings are taken. Parsing 6 000 views whole as they arrived took this process about
  // half a core during a broadcast, time the servers then lacked.
  let commandAt = 0;
  let waitingFor = '';
  const reached: number[] = [];
  const lastState: (string | null)[] = new Array<string | null>(players).fill(null);
  const phases: (string | null)[] = new Array<string | null>(players).fill(null);
  const viewOf = (i: number): View | null => {
    const text = lastState[i];
    return text ? (JSON.parse(text) as { view: View }).view : null;
  };
  const acked = new Set<number>();
  const ackedAt: number[] = [];
  let greeted = 0;
  const socketsAt = Date.now();
  const sockets: Socket[] = [];
  let nextSocket = 0;
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      while (nextSocket < players) {
        const i = nextSocket++;
        sockets[i] = await retried(
          () =>
            new Promise<Socket>((resolve, reject) => {
              const ws = new WebSocket(
                `${base.replace(/^http/, 'ws')}/services/live/${session.code}/socket`,
                {
                  perMessageDeflate: false,
                },
              );
              ws.on('open', () =>
                ws.send(JSON.stringify({ v: 1, type: 'hello', token: tokens[i] })),
              );
              ws.on('error', reject);
              ws.on('message', (data) => {
                const at = Date.now();
                const text = data.toString();
                const type = /"type":"(\w+)"/.exec(text)?.[1];
                if (type === 'state') {
                  const phase = /"phase":"(\w+)"/.exec(text)?.[1] ?? null;
                  if (!lastState[i]) {
                    greeted++;
                    resolve(ws);
                  }
                  const was = phases[i];
                  lastState[i] = text;
                  phases[i] = phase;
                  if (commandAt && phase === waitingFor && was !== waitingFor) {
                    reached.push(at - commandAt);
                  }
                }
                if (type === 'answered' && !acked.has(i)) {
                  acked.add(i);
                  ackedAt.push(at);
                }
              });
            }),
        );
      }
    }),
  );
  const helloMs = Date.now() - socketsAt;
  const connected = servers();
  await sleep(3000);
  const idle = servers();

  const broadcast = async (name: string, phase: string) => {
    reached.length = 0;
    waitingFor = phase;
    const cpu = servers().cpuMs;
    const named = namedCpu();
    const ownCpu = process.cpuUsage();
    commandAt = Date.now();
    await command(name);
    const until = Date.now() + 30_000;
    while (reached.length < players && Date.now() < until) await sleep(20);
    const own = process.cpuUsage(ownCpu);
    const namedAfter = namedCpu();
    return {
      // The other processes' CPU over the same time (the machine's other work included).
      othersCpuMs: Object.fromEntries(NAMED.map((n) => [n, namedAfter[n] - named[n]])),
      // This process's CPU from the command to the last phone reached, beside how long that took:
      // near 100 % means the phones' side (one process parsing every message) limits the figure.
      loadGeneratorCpuMs: Math.round((own.user + own.system) / 1000),
      reached: reached.length,
      ms: {
        p50: percentile(reached, 50),
        p99: percentile(reached, 99),
        max: Math.max(...reached),
      },
      cpuMs: servers().cpuMs - cpu,
    };
  };

  const question = await broadcast('start', 'question');
  const deadline = Date.parse(viewOf(phases.indexOf('question'))!.question!.deadline);
  // Every phone answers at once (the worst case: the whole room taps in the same second).
  const answersCpu = servers().cpuMs;
  const answersAt = Date.now();
  sockets.forEach((ws, i) =>
    ws.send(JSON.stringify({ v: 1, type: 'answer', question: 0, option: i % 2 })),
  );
  while (acked.size < players && Date.now() < deadline) await sleep(50);
  const answersMs = Date.now() - answersAt;
  const lastAck = Math.max(...ackedAt);
  await sleep(600); // the counts' last fan-out (every 250 ms)
  const answersCpuMs = servers().cpuMs - answersCpu;
  const reveal = await broadcast('reveal', 'revealed');
  const scored = Array.from({ length: players }, (_, i) => viewOf(i)).filter(
    (v) => v?.me?.points !== null && v?.me?.points !== undefined,
  ).length;
  const screen = await json<{ session: { view: View } }>(
    `${api}/live-sessions/${session.public_id}`,
    { headers: auth },
  );
  const counted = screen.session.view.answered;
  const distributed = (screen.session.view.distribution ?? []).reduce((s, n) => s + n, 0);
  const per1000 = (x: number) => Math.round((x / players) * 1000 * 10) / 10;
  console.log(
    JSON.stringify(
      {
        players,
        instances,
        topology: single
          ? 'one instance, PGlite'
          : instances === 1
            ? 'one instance, PostgreSQL, no Redis'
            : `${instances} instances, PostgreSQL, Redis fan-out, HAProxy in front`,
        load_average_at_start: loadAtStart.join(' '),
        joins_s: +(joinMs / 1000).toFixed(1),
        sockets_greeted: greeted,
        joins_or_sockets_retried: retries,
        hellos_s: +(helloMs / 1000).toFixed(1),
        question_reached: question.reached,
        question_ms: question.ms,
        question_load_generator_cpu_ms: question.loadGeneratorCpuMs,
        question_others_cpu_ms: question.othersCpuMs,
        answers_acknowledged: acked.size,
        answers_counted: counted,
        answers_in_distribution: distributed,
        answers_scored_on_phones: scored,
        all_acknowledged_s: +(answersMs / 1000).toFixed(1),
        last_ack_before_deadline_s: +((deadline - lastAck) / 1000).toFixed(1),
        reveal_reached: reveal.reached,
        reveal_ms: reveal.ms,
        reveal_load_generator_cpu_ms: reveal.loadGeneratorCpuMs,
        reveal_others_cpu_ms: reveal.othersCpuMs,
        servers_rss_mb: {
          before_sockets: Math.round(before.rssMb),
          with_sockets: Math.round(connected.rssMb),
        },
        rss_mb_per_1000_connections: per1000(connected.rssMb - before.rssMb),
        cpu_ms_per_1000_connections: {
          hellos: per1000(connected.cpuMs - before.cpuMs),
          idle_3s: per1000(idle.cpuMs - connected.cpuMs),
          question_broadcast: per1000(question.cpuMs),
          answers_and_their_count_updates: per1000(answersCpuMs),
          reveal_broadcast: per1000(reveal.cpuMs),
        },
        load_average_at_end: load().join(' '),
      },
      null,
      2,
    ),
  );
  sockets.forEach((s) => s.terminate());
} finally {
  single?.kill();
  await cluster?.stop();
}
