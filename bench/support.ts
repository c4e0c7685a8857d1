/** Small helpers every benchmark uses. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Resolves once the child prints `text` on stdout; rejects if it exits first. */
export function waitFor(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(text)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`process exited early (${code})`)));
  });
}

/** The p-th percentile (nearest rank) of the samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * The Playdesk server a benchmark measures: the build (`apps/server/dist`), or the sources when
 * there is none or BENCH_FROM_SOURCE=true; demo data seeded (the benches sign in as the demo
 * owner), logs at warn. `env` adds to or overrides that.
 */
export function startServer(port: number, env: Record<string, string>): ChildProcess {
  const built = existsSync('apps/server/dist/main.js') && process.env.BENCH_FROM_SOURCE !== 'true';
  return spawn(
    process.execPath,
    built ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

/** A JSON answer of the API, or an error naming the address and what it said. */
export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs in as the demo owner and finds the demo Wordle: the game the benchmarks play. */
export async function demoWordle(base: string): Promise<string> {
  const games = await json<{ data: { public_id: string }[] }>(
    `${base}/games?search=Coffee%20Wordle`,
    { headers: await ownerHeaders(base) },
  );
  return games.data[0]!.public_id;
}

/** The demo owner's session headers (Bearer token, X-ACCOUNT) for the console API. */
export async function ownerHeaders(base: string): Promise<Record<string, string>> {
  const login = await json<{ user: { token: string; current_account: { public_id: string } } }>(
    `${base}/login`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@playdesk.test', password: 'playdesk-demo' }),
    },
  );
  return {
    authorization: `Bearer ${login.user.token}`,
    'x-account': login.user.current_account.public_id,
  };
}

/**
 * Sets the game's fair-play actions all to `allow`: every start from the bench's one address is
 * counted and scored (the cost measured) and none is asked for a challenge.
 */
export async function allowAllFairPlay(base: string, gameId: string): Promise<void> {
  const headers = { ...(await ownerHeaders(base)), 'content-type': 'application/json' };
  const { fair_play } = await json<{ fair_play: Record<string, unknown> }>(
    `${base}/games/${gameId}/fair-play`,
    { headers },
  );
  await json(`${base}/games/${gameId}/fair-play`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      ...fair_play,
      actions: { low: 'allow', medium: 'allow', high: 'allow' },
    }),
  });
}

/** `n` sequential GETs of `url`: each one's milliseconds, its body read (fails on a non-2xx). */
export async function measure(
  url: string,
  headers: Record<string, string>,
  n: number,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** The host's commands to a live show (`POST live-sessions/{id}/commands`), as the demo owner. */
export function liveHost(api: string, auth: Record<string, string>, sessionPublicId: string) {
  return (command: string) =>
    json(`${api}/live-sessions/${sessionPublicId}/commands`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ command }),
    });
}
