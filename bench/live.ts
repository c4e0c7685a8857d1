/**
 * `node --import tsx bench/live.ts [players]` (default 1000): one live show on one instance
 * (docs/live.md#measured). Starts the built server (PGlite, or PostgreSQL with DATABASE_URL) in a
 * child process; this process is the load: it joins `players` phones over REST, opens a WebSocket
 * for each and says hello, then the host starts the first question and every phone answers.
 * Prints: how long after the host's command the question reached 50/99/100 % of the sockets
 * (measured from the command's send time, on this machine's one clock), how many answers were
 * acknowledged and counted (the database's count, none twice), and the server's resident memory
 * before and after the sockets (per 1 000 connections).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { API_PATH } from '@playdesk/contract/urls';
import { json, percentile, startServer, waitFor } from './support.js';

interface Socket {
  on(event: 'message', cb: (data: Buffer) => void): void;
  on(event: 'open' | 'close', cb: () => void): void;
  on(event: 'error', cb: (e: Error) => void): void;
  send(data: string): void;
  terminate(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => Socket;

const players = Number(process.argv[2] ?? 1000);
const port = 5390;
const base = `http://127.0.0.1:${port}`;
const api = `${base}${API_PATH}`;
const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const server = startServer(port, {
  LIVE_JOIN_RATE_LIMIT_PER_MINUTE: '1000000',
  LIVE_ANSWER_RATE_LIMIT_PER_MINUTE: '1000',
  JOB_WORKERS: 'false',
});
try {
  await waitFor(server, 'Playdesk:');
  const login = await json<{ user: { token: string } }>(`${api}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@playdesk.test', password: 'playdesk-demo' }),
  });
  const auth = { authorization: `Bearer ${login.user.token}`, 'content-type': 'application/json' };
  const games = await json<{ data: { public_id: string }[] }>(`${api}/games?type=quiz`, {
    headers: auth,
  });
  const { session } = await json<{ session: { public_id: string; code: string } }>(
    `${api}/live-sessions`,
    {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ game: games.data[0]!.public_id, question_seconds: 60 }),
    },
  );
  const joinStart = Date.now();
  const tokens: string[] = [];
  for (let i = 0; i < players; i += 50) {
    const batch = Array.from({ length: Math.min(50, players - i) }, (_, k) =>
      json<{ token: string }>(`${api}/play/live/${session.code}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ nickname: `Player ${i + k}` }),
      }).then((r) => r.token),
    );
    tokens.push(...(await Promise.all(batch)));
  }
  const joinMs = Date.now() - joinStart;
  const rssBefore = rss(server.pid!);

  let commandAt = 0;
  let greeted = 0;
  const reached: number[] = [];
  const acked = new Set<number>();
  const sockets = await Promise.all(
    tokens.map(
      (token, i) =>
        new Promise<Socket>((resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/services/live/${session.code}/socket`);
          let seen = false;
          ws.on('open', () => {
            ws.send(JSON.stringify({ v: 1, type: 'hello', token }));
            resolve(ws);
          });
          ws.on('error', reject);
          ws.on('message', (data) => {
            const m = JSON.parse(data.toString()) as {
              type: string;
              view?: { phase: string };
              question?: number;
            };
            if (m.type === 'state' && m.view?.phase === 'lobby') greeted++;
            if (m.type === 'state' && m.view?.phase === 'question' && !seen && commandAt) {
              seen = true;
              reached.push(Date.now() - commandAt);
              ws.send(JSON.stringify({ v: 1, type: 'answer', question: 0, option: i % 2 }));
            }
            if (m.type === 'answered') acked.add(i);
          });
        }),
    ),
  );
  // Every socket has said hello and has the show: the players are connected.
  const helloStart = Date.now();
  while (greeted < players && Date.now() - helloStart < 120_000)
    await new Promise((r) => setTimeout(r, 50));
  const helloMs = Date.now() - helloStart;
  const rssAfter = rss(server.pid!);
  commandAt = Date.now();
  await json(`${api}/live-sessions/${session.public_id}/commands`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ command: 'start' }),
  });
  const deadline = Date.now() + 60_000;
  while ((reached.length < players || acked.size < players) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const answersMs = Date.now() - commandAt;
  const host = await json<{ session: { view: { answered: number } } }>(
    `${api}/live-sessions/${session.public_id}`,
    { headers: auth },
  );
  console.log(
    JSON.stringify(
      {
        players,
        database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
        joins_ms: joinMs,
        sockets_greeted: greeted,
        hellos_done_ms: helloMs,
        question_reached: reached.length,
        question_ms: {
          p50: percentile(reached, 50),
          p99: percentile(reached, 99),
          max: Math.max(...reached),
        },
        answers_acknowledged: acked.size,
        answers_counted: host.session.view.answered,
        all_answered_within_ms: answersMs,
        server_rss_mb: {
          before_sockets: Math.round(rssBefore),
          with_sockets: Math.round(rssAfter),
        },
        rss_mb_per_1000_sockets: Math.round(((rssAfter - rssBefore) / players) * 1000),
      },
      null,
      2,
    ),
  );
  sockets.forEach((s) => s.terminate());
} finally {
  server.kill();
}
