// The live show's crash scenario of the reliability suite (issue 40, item 9; docs/live.md#reliability).
//
// On the cluster of scripts/scale/cluster.mjs (3 instances, PostgreSQL, Redis, HAProxy), one live
// show with LIVE_PLAYERS phones (default the issue's 1 500), each
// joined over REST and connected over a WebSocket through the balancer, so they are spread over the
// instances. Question 1 is played and revealed (scores differ); question 2 opens, half the phones
// answer and are acknowledged, a quarter send their answer and — without waiting — instance 2 gets
// kill -9. Then:
//   - every phone whose socket died reconnects through HAProxy (to another instance) and has the
//     show back (`state` after its hello) within 10 s of the kill;
//   - every answer acknowledged before the kill is stored, with its option, and the reconnected
//     phone's view shows it;
//   - no score changed but by answers: each reconnected phone sees the score it saw before the
//     kill, and in the database every player's score is the sum of the points of their answers;
//   - the phones that had not answered answer on their new socket, and every one is acknowledged
//     once (an answer in flight at the kill is either stored — `live.already_answered` — or not).
//
//   node scripts/scale/live.mjs      # on its own: starts a cluster (SCALE_PORT, default 4400)
//
// The suite (reliability.mjs) calls liveCrash() on its cluster.
import { createRequire } from 'node:module';
import { startCluster } from './cluster.mjs';

const require = createRequire(import.meta.url);
const WebSocket = require('ws');
const API = '/services/api/v1';
const RECONNECT_MS = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(base, method, path, { body, headers = {} } = {}) {
  const res = await fetch(`${base}${API}/${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, json, text };
}

/** Runs `fn` over `items`, `width` at a time. */
async function pool(items, width, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

/**
 * One phone: a socket through the balancer that says hello with its token, keeps the last view,
 * and resolves the answers it sends. `connect()` opens (or reopens) the socket and resolves with
 * the first `state`.
 */
function phone(wsBase, code, token) {
  const p = {
    token,
    ws: null,
    view: null,
    closedAt: null,
    reconnectedAt: null,
    waiters: [],
    pending: null,
    connect() {
      return new Promise((resolve, reject) => {
        const ws = new WebSocket(`${wsBase}/services/live/${code}/socket`, {
          perMessageDeflate: false,
        });
        let first = true;
        ws.on('open', () => ws.send(JSON.stringify({ v: 1, type: 'hello', token })));
        ws.on('error', (err) => {
          if (first) reject(err);
        });
        ws.on('close', () => {
          if (first) reject(new Error('closed before its first view'));
          if (p.ws === ws) {
            p.ws = null;
            p.closedAt = Date.now();
            if (p.pending) p.pending.resolve({ type: 'lost' });
            p.pending = null;
          }
        });
        ws.on('message', (data) => {
          const m = JSON.parse(data.toString());
          if (m.type === 'state') {
            p.view = m.view;
            if (first) {
              first = false;
              p.ws = ws;
              resolve(m.view);
            }
            for (const w of p.waiters.splice(0)) {
              if (w.test(m.view)) w.resolve();
              else p.waiters.push(w);
            }
          } else if ((m.type === 'answered' || m.type === 'error') && p.pending) {
            p.pending.resolve(m);
            p.pending = null;
          }
        });
      });
    },
    /** Resolves once a view passes `test` (or at once when the last one does). */
    until(test) {
      if (p.view && test(p.view)) return Promise.resolve();
      return new Promise((resolve) => p.waiters.push({ test, resolve }));
    },
    /** Sends an answer; resolves with `answered`, an `error` frame, or `lost` (socket died). */
    answer(question, option) {
      return new Promise((resolve) => {
        if (!p.ws) return resolve({ type: 'lost' });
        p.pending = { resolve };
        p.ws.send(JSON.stringify({ v: 1, type: 'answer', question, option }));
      });
    },
  };
  return p;
}

/** Reopens the socket of a phone whose instance died, retrying through the balancer. */
async function reconnect(p, until) {
  let lastError = null;
  while (Date.now() < until) {
    try {
      await p.connect();
      p.reconnectedAt = Date.now();
      return true;
    } catch (err) {
      lastError = err;
      await sleep(100);
    }
  }
  p.reconnectError = lastError?.message ?? 'timed out';
  return false;
}

/**
 * The scenario on a running cluster. `check(name, ok, detail)` records a result; returns the
 * figures. Instance `killed` (default 2) is left dead.
 */
export async function liveCrash(cluster, sql, check, { players = 600, killed = 2 } = {}) {
  const lb = cluster.balancer;
  const wsBase = lb.replace(/^http/, 'ws');
  const t0 = Date.now();
  const login = await call(lb, 'POST', 'login', {
    body: { email: 'owner@playdesk.test', password: 'playdesk-demo' },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
  const host = {
    authorization: `Bearer ${login.json.user.token}`,
    'x-account': login.json.user.current_account.public_id,
  };
  const quiz = (
    await sql.query(
      `select g.public_id from games g join accounts a on a.id = g.account_id
       where a.business_name = 'Demo Coffee Co.' and g.name = 'Coffee Lovers Quiz'`,
    )
  ).rows[0];
  const created = await call(lb, 'POST', 'live-sessions', {
    body: { game: quiz.public_id, question_seconds: 120 },
    headers: host,
  });
  if (created.status !== 201) throw new Error(`live session: ${created.status} ${created.text}`);
  const { code, public_id: showId } = created.json.session;
  const session = (
    await sql.query('select id, questions from live_sessions where code = $1', [code])
  ).rows[0];
  const correct = session.questions.map((q) => q.correct);
  const command = async (cmd) => {
    const r = await call(lb, 'POST', `live-sessions/${showId}/commands`, {
      body: { command: cmd },
      headers: host,
    });
    if (r.status !== 200) throw new Error(`command ${cmd}: ${r.status} ${r.text}`);
  };

  // Join over REST and connect, through the balancer (round robin: a third on each instance).
  const phones = [];
  await pool(
    Array.from({ length: players }, (_, i) => i),
    40,
    async (i) => {
      const r = await call(lb, 'POST', `play/live/${code}/join`, {
        body: { nickname: `Phone ${i}` },
        headers: { 'x-forwarded-for': `198.51.${100 + (i >> 8)}.${i & 255}` },
      });
      if (r.status !== 201 && r.status !== 200) throw new Error(`join ${i}: ${r.status} ${r.text}`);
      phones[i] = phone(wsBase, code, r.json.token);
    },
  );
  const joinedMs = Date.now() - t0;
  await pool(phones, 100, (p) => p.connect());
  const connectedMs = Date.now() - t0;

  // Question 1: everyone answers (even phones right, odd wrong), then the reveal.
  await command('start');
  await Promise.all(
    phones.map((p) => p.until((v) => v.phase === 'question' && v.question_index === 0)),
  );
  const first = await Promise.all(
    phones.map((p, i) => p.answer(0, i % 2 === 0 ? correct[0] : (correct[0] + 1) % 2)),
  );
  const firstAcked = first.filter((m) => m.type === 'answered').length;
  await command('reveal');
  await command('next');
  await Promise.all(
    phones.map((p) => p.until((v) => v.phase === 'question' && v.question_index === 1)),
  );
  // The score each phone sees now, with question 2 open: it must come back the same.
  const scoreBefore = phones.map((p) => p.view.me.score);

  // Question 2: half answer and are acknowledged; a quarter answer as the instance dies.
  const half = Math.floor(players / 2);
  const quarter = Math.floor((players * 3) / 4);
  const option = (i) => (i % 3 === 0 ? correct[1] : (correct[1] + 1) % 2);
  const acked = new Map(); // phone index → option acknowledged
  await Promise.all(
    phones.slice(0, half).map(async (p, i) => {
      const m = await p.answer(1, option(i));
      if (m.type === 'answered') acked.set(i, option(i));
    }),
  );
  const inFlight = phones.slice(half, quarter).map(async (p, k) => {
    const i = half + k;
    const m = await p.answer(1, option(i));
    if (m.type === 'answered') acked.set(i, option(i));
    return m;
  });
  const killedAt = Date.now();
  await cluster.kill9(killed);
  const flight = await Promise.all(inFlight);

  // Every phone whose socket died comes back through the balancer.
  await sleep(50);
  const lost = phones.map((p, i) => i).filter((i) => phones[i].ws === null);
  const until = killedAt + RECONNECT_MS;
  const back = await Promise.all(lost.map((i) => reconnect(phones[i], until)));
  const times = lost.map((i) => phones[i].reconnectedAt - killedAt).filter((t) => t >= 0);
  const slowest = times.length ? Math.max(...times) : 0;
  check(
    `live: every phone on the killed instance reconnects through HAProxy within 10 s (${lost.length} of ${players})`,
    lost.length > 0 && back.every(Boolean) && slowest <= RECONNECT_MS,
    `${back.filter(Boolean).length} back, slowest ${slowest} ms${back.every(Boolean) ? '' : `; ${phones[lost[back.indexOf(false)]].reconnectError}`}`,
  );

  // What the reconnected phones see: question 2 still open, their acknowledged answer, their score.
  const wrongView = lost.filter((i) => {
    const v = phones[i].view;
    return (
      !v ||
      v.phase !== 'question' ||
      v.question_index !== 1 ||
      v.me?.score !== scoreBefore[i] ||
      (acked.has(i) && v.me?.answer !== acked.get(i))
    );
  });
  check(
    'live: a reconnected phone sees the open question, its acknowledged answer and its score unchanged',
    wrongView.length === 0,
    wrongView.length
      ? `phone ${wrongView[0]}: ${JSON.stringify(phones[wrongView[0]].view?.me)}`
      : '',
  );

  // The others answer now, on whichever socket they have.
  const rest = await Promise.all(
    phones.map(async (p, i) => {
      if (acked.has(i)) return null;
      const m = await p.answer(1, option(i));
      if (m.type === 'answered') acked.set(i, option(i));
      return m;
    }),
  );
  const already = rest.filter((m) => m?.type === 'error' && m.code === 'live.already_answered');
  const refused = rest.filter(
    (m) =>
      m && m.type !== 'answered' && !(m.type === 'error' && m.code === 'live.already_answered'),
  );

  // The database: every acknowledged answer, each once, and scores only from answers.
  const ids = (
    await sql.query('select id, token_hash from live_players where session_id = $1', [session.id])
  ).rows.length;
  const stored = (
    await sql.query(
      `select p.nickname, a.option from live_answers a join live_players p on p.id = a.player_id
       where a.session_id = $1 and a.question = 1`,
      [session.id],
    )
  ).rows;
  const storedBy = new Map(stored.map((r) => [Number(r.nickname.slice(6)), r.option]));
  const missing = [...acked].filter(([i, opt]) => storedBy.get(i) !== opt);
  check(
    `live: every acknowledged answer is stored once, with its option (${acked.size} acknowledged, ${players} players)`,
    missing.length === 0 && ids === players && acked.size === players && stored.length === players,
    `${stored.length} stored for question 2, ${missing.length} acknowledged but missing, ${already.length} in flight at the kill and stored, ${refused.length} refused${refused.length ? ` (${JSON.stringify(refused[0])})` : ''}`,
  );
  const scores = (
    await sql.query(
      `select count(*)::int as n from live_players p
       where p.session_id = $1 and p.score <> coalesce((select sum(a.points) from live_answers a where a.player_id = p.id), 0)`,
      [session.id],
    )
  ).rows[0].n;
  check(
    'live: every player’s score is the sum of their answers’ points, nothing else',
    scores === 0,
    `${scores} players differ`,
  );
  for (const p of phones) p.ws?.terminate();
  return {
    live: `${players} phones joined (${(joinedMs / 1000).toFixed(1)} s) and connected through HAProxy (${((connectedMs - joinedMs) / 1000).toFixed(1)} s); question 1 answered by ${firstAcked}; kill -9 of instance ${killed} with question 2 open, ${half} answers acknowledged before it and ${quarter - half} in flight (${flight.filter((m) => m.type === 'answered').length} acknowledged, ${flight.filter((m) => m.type === 'lost').length} lost with the socket); ${lost.length} phones reconnected, slowest ${slowest} ms after the kill; scenario ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = [];
  const check = (name, ok, detail = '') => {
    results.push(ok);
    console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
  };
  const cluster = await startCluster({
    basePort: Number(process.env.SCALE_PORT ?? 4400),
    env: { LIVE_JOIN_RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn' },
  });
  let failed = false;
  try {
    const sql = await cluster.sql();
    try {
      const figures = await liveCrash(cluster, sql, check, {
        players: Number(process.env.LIVE_PLAYERS ?? 1500),
      });
      console.log(figures.live);
    } finally {
      await sql.end();
    }
  } catch (err) {
    failed = true;
    console.error(err);
  } finally {
    await cluster.stop({ keepLogs: failed || results.some((ok) => !ok) });
  }
  process.exit(failed || results.some((ok) => !ok) ? 1 : 0);
}
