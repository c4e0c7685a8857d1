/**
 * The statistics beacon's benchmark (issue 34): requests/s of `POST play/events` — what the
 * player app sends with `navigator.sendBeacon` — divided by the bare Fastify route's, measured in
 * the same run. Each request is one visit (a fresh visit id, so the dedupe never short-cuts) with
 * UTM parameters and a referrer, from a desktop browser, carrying two steps of the demo game: the
 * game shown and its call-to-action clicked. The server writes the rows of many requests in one
 * statement (features/insight/batcher.ts); the run then counts the rows stored.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';

const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A few campaigns' links, taken in turn: the attribution's work differs little between them. */
const VISITS = [
  { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'may' },
  { utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'bio' },
  { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' },
  { utm_source: 'counter', utm_medium: 'qr', utm_campaign: 'shop' },
];

export function beaconBody(gameId: string, n: number): string {
  return JSON.stringify({
    visit: {
      visit_id: randomUUID(),
      ...VISITS[n % VISITS.length],
      referrer: 'https://www.google.com/search?q=coffee',
      returning: n % 3 === 0,
    },
    events: [
      { step: 'view', game: gameId, language: 'en' },
      { step: 'cta', game: gameId, target: 'order_online', language: 'en' },
    ],
  });
}

export async function beaconBench(
  base: string,
  gameId: string,
  bareRps: number,
  opts: { duration: number; database: string; connections: number; databaseUrl?: string },
): Promise<number> {
  let n = 0;
  const sent = await autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          n += 1;
          return {
            ...req,
            path: `${new URL(base).pathname}/play/events`,
            headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
            body: beaconBody(gameId, n),
          };
        },
      },
    ],
  });
  if (sent.non2xx > 0 || sent.errors > 0)
    console.warn(`  ! beacon: ${sent.non2xx} non-2xx answers, ${sent.errors} errors`);
  const rps = sent.requests.average;
  console.log(
    `beacon POST play/events:  ${rps.toFixed(0)} per second (${opts.database}; a visit with UTM, 2 steps each)`,
  );
  console.log(`  ratio to bare route:    ${(rps / bareRps).toFixed(3)}   (aim ≥ 0.3)`);
  console.log(`  latency p50/p99:        ${sent.latency.p50} / ${sent.latency.p99} ms`);
  if (opts.databaseUrl) {
    const db = new pg.Client({ connectionString: opts.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ n: string }>(
        `select count(*) as n from analytics_events where step in ('view', 'cta')
           and visit_id is not null`,
      );
      console.log(
        `  rows stored:            ${Number(rows[0]?.n).toLocaleString('en')} (${sent.requests.total.toLocaleString('en')} answered requests × 2, and any the run sent before)`,
      );
    } finally {
      await db.end();
    }
  }
  console.log('');
  return rps;
}
