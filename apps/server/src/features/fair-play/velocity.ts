/**
 * Velocity (docs/fair-play-risk.md#velocity): plays and leads per game from one network, one
 * device and one email domain, in 10-minute, hour and day slices.
 *
 * Counted in the database so every instance sees the same numbers, in one statement for the plays
 * and leads that arrive together (`createCounter`): a multi-row `insert … on conflict do update
 * set n = n + k returning` both counts and reads every window at once, under the rows' locks, so
 * concurrent starts each get their own count (never read-then-write).
 */
import { BlockList, isIP } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import { queryRows } from '../../db/rows.js';
import { createBatcher } from './batch.js';
import type { WindowCounts } from './score.js';

export type CountKind = 'play' | 'lead';
type Source = 'network' | 'device' | 'email_domain';
type Span = '10m' | 'hour' | 'day';

const SPAN_MS: Record<Span, number> = { '10m': 600_000, hour: 3_600_000, day: 86_400_000 };

/** The start of the slice of `span` that `at` falls in (UTC). */
export function bucketOf(span: Span, at: Date): Date {
  const ms = SPAN_MS[span];
  return new Date(Math.floor(at.getTime() / ms) * ms);
}

function expandIpv6(ip: string): number[] | null {
  const zone = ip.indexOf('%');
  const bare = zone >= 0 ? ip.slice(0, zone) : ip;
  const [head, tail] = bare.split('::') as [string, string | undefined];
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8) return null;
  const words = groups.map((g) => Number.parseInt(g, 16));
  return words.some((w) => Number.isNaN(w)) ? null : words;
}

/** An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) as its IPv4 address. */
const unmapped = (ip: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;

/**
 * The network an address belongs to, as it is counted and stored: its IPv4 /24 or IPv6 /56 — never
 * the address itself (docs/fair-play-risk.md#what-is-recorded). An IPv4-mapped IPv6 address is
 * its IPv4 address.
 */
export function networkOf(ip: string): string {
  const address = unmapped(ip);
  if (isIP(address) === 4) {
    const [a, b, c] = address.split('.');
    return `${a}.${b}.${c}.0/24`;
  }
  if (isIP(address) === 6) {
    const words = expandIpv6(address);
    if (words) {
      const kept = [words[0]!, words[1]!, words[2]!, words[3]! & 0xff00];
      return `${kept.map((w) => w.toString(16)).join(':')}::/56`;
    }
  }
  return 'unknown';
}

/**
 * Whether an address is in one of `networks` (addresses or prefixes: `203.0.113.0/24`,
 * `2001:db8::/48`). A malformed entry is a configuration error: thrown at start.
 */
export function exemptMatcher(networks: readonly string[]): (ip: string) => boolean {
  if (networks.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of networks) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? null : Number(prefix);
    if (
      family === 0 ||
      (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128)))
    )
      throw new Error(`FAIR_PLAY_EXEMPT_NETWORKS: "${entry}" is not an address or prefix`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === null) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return (ip) => {
    const address = unmapped(ip);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** A device id as the player app sends it: a random UUID; anything else is no device id. */
export function deviceOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const id = value.trim().toLowerCase();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : null;
}

export interface Sources {
  network: string;
  device: string | null;
  emailDomain: string | null;
}

export interface Counts {
  network: WindowCounts;
  device: WindowCounts | null;
  emailDomain: WindowCounts | null;
}

function rowsOf(sources: Sources): { source: Source; key: string; spans: Span[] }[] {
  return [
    { source: 'network' as const, key: sources.network, spans: ['10m', 'hour', 'day'] as Span[] },
    ...(sources.device
      ? [{ source: 'device' as const, key: sources.device, spans: ['hour', 'day'] as Span[] }]
      : []),
    ...(sources.emailDomain
      ? [
          {
            source: 'email_domain' as const,
            key: sources.emailDomain,
            spans: ['hour', 'day'] as Span[],
          },
        ]
      : []),
  ];
}

function countsFrom(
  rows: { source: string; span: string; n: number | string }[],
  sources: Sources,
) {
  const get = (source: Source, span: Span) =>
    Number(rows.find((r) => r.source === source && r.span === span)?.n ?? 0);
  const windows = (source: Source, pace: boolean): WindowCounts => ({
    ...(pace ? { tenMinutes: get(source, '10m') } : {}),
    hour: get(source, 'hour'),
    day: get(source, 'day'),
  });
  return {
    network: windows('network', true),
    device: sources.device ? windows('device', false) : null,
    emailDomain: sources.emailDomain ? windows('email_domain', false) : null,
  };
}

function tuples(gameId: string, kind: CountKind, sources: Sources, at: Date): SQL[] {
  return slotsOf(gameId, kind, sources, at).map(
    (s) =>
      sql`(${s.gameId}::uuid, ${s.kind}, ${s.source}, ${s.key}, ${s.span}, ${s.bucket}::timestamptz)`,
  );
}

/** One counter row a play or lead adds to. */
interface Slot {
  id: string;
  gameId: string;
  kind: CountKind;
  source: Source;
  key: string;
  span: Span;
  bucket: string;
}

function slotsOf(gameId: string, kind: CountKind, sources: Sources, at: Date): Slot[] {
  return rowsOf(sources).flatMap(({ source, key, spans }) =>
    spans.map((span) => {
      const bucket = bucketOf(span, at).toISOString();
      return {
        id: `${gameId}|${kind}|${source}|${key}|${span}|${bucket}`,
        gameId,
        kind,
        source,
        key,
        span,
        bucket,
      };
    }),
  );
}

interface PendingCount {
  slots: Slot[];
  sources: Sources;
}

/**
 * The counters' statement ($1: the slots and each one's share, a json array): one text whatever
 * the batch's size, so it is parsed and planned once per connection (db/prepared.ts). The rows go
 * in the key's order: two instances' statements on shared rows take their locks in the same
 * order, so neither holds a row the other waits for while it waits for one the other holds.
 */
const COUNT_STATEMENT = `
insert into risk_counters (game_id, kind, source, key, span, bucket, n)
select v.game_id, v.kind, v.source, v.key, v.span, v.bucket, v.k
from json_to_recordset($1::json)
  as v(game_id uuid, kind text, source text, key text, span text, bucket timestamptz, k integer)
order by v.game_id, v.kind, v.source, v.key, v.span, v.bucket
on conflict (game_id, kind, source, key, span, bucket)
  do update set n = risk_counters.n + excluded.n
returning game_id, kind, source, key, span, bucket, n`;

/**
 * Counts plays and leads, the ones that arrive together in one statement (batch.ts): the
 * statement adds each slot's share at once (`n = n + k`), and each request gets its own count
 * (the slot's total before, plus its place among the batch's). So a burst from one network — a
 * script, or an office — updates its rows once per round trip instead of queueing on their locks
 * one start at a time.
 *
 * Why the counts are exact on every instance: the multi-row `insert … on conflict do update set
 * n = n + k returning n` changes each row under its row lock and returns the new value, so two
 * instances' statements on one row are serialised and each sees the other's increments.
 */
export function createCounter(db: Database) {
  async function write(batch: PendingCount[]): Promise<Counts[]> {
    const shares = new Map<string, { slot: Slot; k: number }>();
    const places = batch.map((p) =>
      p.slots.map((slot) => {
        const share = shares.get(slot.id) ?? { slot, k: 0 };
        share.k += 1;
        shares.set(slot.id, share);
        return share.k;
      }),
    );
    const rowsIn = [...shares.values()].map(({ slot, k }) => ({
      game_id: slot.gameId,
      kind: slot.kind,
      source: slot.source,
      key: slot.key,
      span: slot.span,
      bucket: slot.bucket,
      k,
    }));
    const rows = await preparedRows<{
      game_id: string;
      kind: string;
      source: string;
      key: string;
      span: string;
      bucket: Date | string;
      n: number | string;
    }>(db, 'playdesk_risk_count', COUNT_STATEMENT, [JSON.stringify(rowsIn)]);
    const totals = new Map(
      rows.map((r) => [
        `${r.game_id}|${r.kind}|${r.source}|${r.key}|${r.span}|${new Date(r.bucket).toISOString()}`,
        Number(r.n),
      ]),
    );
    return batch.map((p, i) =>
      countsFrom(
        p.slots.map((slot, j) => ({
          source: slot.source,
          span: slot.span,
          n: (totals.get(slot.id) ?? 0) - shares.get(slot.id)!.k + places[i]![j]!,
        })),
        p.sources,
      ),
    );
  }
  const counted = createBatcher(write);

  /** Counts this play or lead in every window of its sources; the counts after it. */
  return (gameId: string, kind: CountKind, sources: Sources, at = new Date()): Promise<Counts> =>
    counted({ slots: slotsOf(gameId, kind, sources, at), sources });
}
export type Counter = ReturnType<typeof createCounter>;

/** The counts as they are (the next play or lead would add one): the challenge's difficulty. */
export async function readCounts(
  db: Queryable,
  gameId: string,
  kind: CountKind,
  sources: Sources,
  at = new Date(),
): Promise<Counts> {
  const rows = await queryRows<{ source: string; span: string; n: number }>(
    db,
    sql`select c.source, c.span, c.n from risk_counters c
        join (values ${sql.join(tuples(gameId, kind, sources, at), sql`, `)})
          as v(game_id, kind, source, key, span, bucket)
          on c.game_id = v.game_id and c.kind = v.kind and c.source = v.source
            and c.key = v.key and c.span = v.span and c.bucket = v.bucket`,
  );
  return countsFrom(rows, sources);
}

/** One more than `counts` in every window: what the next play or lead would be counted at. */
export function nextOf(counts: Counts): Counts {
  const plus = (w: WindowCounts): WindowCounts => ({
    ...(w.tenMinutes === undefined ? {} : { tenMinutes: w.tenMinutes + 1 }),
    hour: w.hour + 1,
    day: w.day + 1,
  });
  return {
    network: plus(counts.network),
    device: counts.device ? plus(counts.device) : null,
    emailDomain: counts.emailDomain ? plus(counts.emailDomain) : null,
  };
}

/** Deletes the slices no window reads any more (older than a day and a half) — the sweep. */
export async function sweepCounters(db: Queryable, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - 36 * 3_600_000).toISOString();
  await db.execute(sql`delete from risk_counters where bucket < ${before}::timestamptz`);
}
