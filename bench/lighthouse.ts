/**
 * The Lighthouse part of `npm run bench` alone, run several times, with what costs the score:
 *
 *   node --import tsx bench/lighthouse.ts [runs]     (default 5; needs `npm run build`)
 *
 * Starts the built server on BENCH_PORT (default 4750) with the demo data, as `npm run bench` does,
 * opens /game/{id} of the demo Coffee Wordle with Lighthouse's mobile preset (the same flags and
 * Chromium as bench/run.ts), and prints per run the score and its weighted metrics (FCP, LCP, TBT,
 * CLS, Speed Index), the main thread's long tasks, and the opportunities Lighthouse reports; then
 * the median score. `BENCH_LANG=de` runs Chromium in that language (Accept-Language and
 * navigator.language). `BENCH_LH_JSON=dir` keeps each run's report there. `BENCH_LH_AFTER_STARTS=s`
 * first starts plays for s seconds as `npm run bench` does before its Lighthouse run (autocannon,
 * 20 connections; the limit on starts raised as there), to see whether that state costs the score.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATH } from '@playdesk/contract/urls';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoWordle, startServer, waitFor } from './support.js';

const PORT = Number(process.env.BENCH_PORT ?? 4750);
const RUNS = Number(process.argv[2] ?? 5);
const LANG = process.env.BENCH_LANG;
const KEEP = process.env.BENCH_LH_JSON;
const AFTER_STARTS = Number(process.env.BENCH_LH_AFTER_STARTS ?? 0);

/** bench/run.ts's flags, and the language when one is asked for. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...(LANG ? [`--lang=${LANG}`, `--accept-lang=${LANG}`] : []),
];

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface Audit {
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  title: string;
  details?: { type?: string; items?: Record<string, unknown>[]; overallSavingsMs?: number };
}

async function once(url: string, run: number): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const lhr = result.lhr;
    if (KEEP) {
      mkdirSync(KEEP, { recursive: true });
      writeFileSync(join(KEEP, `run-${run}.json`), JSON.stringify(lhr));
    }
    const audits = lhr.audits as Record<string, Audit>;
    const score = lhr.categories.performance?.score ?? 0;
    const metrics = METRICS.map(([id, name]) => {
      const a = audits[id]!;
      return `${name} ${a.displayValue ?? '?'} (${(a.score ?? 0).toFixed(2)})`;
    }).join(', ');
    console.log(`\nrun ${run}: score ${score.toFixed(2)} — ${metrics}`);
    const tasks = (audits['long-tasks']?.details?.items ?? []) as {
      url?: string;
      duration?: number;
      startTime?: number;
    }[];
    console.log(
      `  long tasks: ${
        tasks
          .map(
            (t) =>
              `${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} (${String(
                t.url ?? '',
              )
                .replace(url, 'page')
                .replace(/^https?:\/\/[^/]+/, '')})`,
          )
          .join('; ') || 'none'
      }`,
    );
    const lcp = audits['largest-contentful-paint-element']?.details?.items?.[0];
    if (lcp) console.log(`  LCP element: ${JSON.stringify(lcp).slice(0, 300)}`);
    const main = audits['mainthread-work-breakdown']?.details?.items as
      { groupLabel?: string; duration?: number }[] | undefined;
    if (main)
      console.log(
        `  main thread: ${main.map((m) => `${m.groupLabel} ${Math.round(m.duration ?? 0)} ms`).join(', ')}`,
      );
    const boot = audits['bootup-time']?.details?.items as
      | { url?: string; total?: number; scripting?: number; scriptParseCompile?: number }[]
      | undefined;
    if (boot)
      console.log(
        `  JS boot-up: ${boot.map((b) => `${String(b.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(b.total ?? 0)} ms (script ${Math.round(b.scripting ?? 0)}, parse ${Math.round(b.scriptParseCompile ?? 0)})`).join('; ')}`,
      );
    const costly = Object.entries(audits)
      .filter(
        ([, a]) =>
          a.score !== null &&
          a.score < 0.9 &&
          (a.details?.type === 'opportunity' ||
            (a.details?.overallSavingsMs ?? 0) > 0 ||
            a.displayValue),
      )
      .map(([id, a]) => `${id}: ${a.displayValue ?? ''} (${(a.score ?? 0).toFixed(2)})`);
    if (costly.length) console.log(`  below 0.9: ${costly.join('; ')}`);
    return score;
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'playdesk-lh-'));
  const server = startServer(PORT, {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PLAY_START_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  try {
    await waitFor(server, 'Playdesk: http');
    const base = `http://127.0.0.1:${PORT}${API_PATH}`;
    const gameId = await demoWordle(base);
    const url = `http://127.0.0.1:${PORT}/game/${gameId}`;
    if (AFTER_STARTS > 0) {
      const started = await autocannon({
        url: `${base}/play/games/${gameId}/sessions`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        connections: 20,
        duration: AFTER_STARTS,
      });
      console.log(`${started.requests.total} plays started first (${AFTER_STARTS} s)`);
    }
    console.log(`Lighthouse mobile, ${RUNS} runs of ${url}${LANG ? ` (Chromium in ${LANG})` : ''}`);
    const scores: number[] = [];
    for (let run = 1; run <= RUNS; run++) scores.push(await once(url, run));
    const sorted = [...scores].sort((a, b) => a - b);
    console.log(
      `\nscores: ${scores.map((s) => s.toFixed(2)).join(' ')}; median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)}   (aim ≥ 0.95)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
