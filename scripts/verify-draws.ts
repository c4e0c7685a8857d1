/**
 * Re-computes every draw of a Playdesk game from public data and reports whether the server's
 * draws agree (docs/product-rules.md#fairness). It trusts nothing of the server but what the
 * server published before the draws (the SHA-256 commitment) and reads only public endpoints:
 *
 *   GET {api}/play/games/{game}/fairness   the draw periods: commitment, table, seed once revealed
 *   GET {api}/play/games/{game}/draws?commitment=…&page=…&page_size=1000   each period's draws
 *
 * Usage (Node 20+, from the repository root):
 *
 *   node --import tsx scripts/verify-draws.ts https://example.com/services/api/v1 <game_public_id>
 *
 * It exits 0 when every check passed and 1 otherwise. Until a period's seed is revealed (the game
 * left `published`, or its draw rules changed), its tickets cannot be recomputed yet: the report
 * says so, and checks only what the published table already allows.
 *
 * The derivation, exactly (re-implemented here on purpose, without the server's code):
 * - commitment = hex(SHA-256(seed bytes)), the seed being 32 bytes published as 64 hex characters;
 * - ticket(play) = first 8 bytes of HMAC-SHA256(key = seed bytes, "ticket:" + play id), as an
 *   unsigned big-endian integer, modulo 10 000 000;
 * - the odds rules of the table take consecutive ranges of tickets, in order, as wide as their
 *   `units` (0.00001 % each); a ticket in a rule's range hits it;
 * - random moment i of rule r = from + floor(u × (to − from) / 2^64) ms, with u the first 8 bytes
 *   of HMAC-SHA256(seed, "moment:" + r + ":" + i); manual moments are checked against the SHA-256
 *   of their ISO instants (ascending, one per line) published with the table.
 */
import { createHash, createHmac } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const ODDS_SCALE = 10_000_000n;

interface Table {
  order: string[];
  odds: { rule_id: string; reward_id: string; units: number; all_from: string | null }[];
  moments: {
    rule_id: string;
    reward_id: string;
    all_from: string | null;
    mode: 'random' | 'manual';
    count: number;
    from: string | null;
    to: string | null;
    times_sha256: string | null;
  }[];
  consolation_reward_id: string | null;
}

interface Period {
  commitment: string;
  seed: string | null;
  revealed_at: string | null;
  table: Table;
  draws: number;
  moments: { rule_id: string; seq: number; at: string; play_id: string | null }[] | null;
}

interface Draw {
  play_id: string;
  drawn_at: string;
  ticket: number;
  hit_rule_id: string | null;
  moment: { rule_id: string; seq: number; at: string } | null;
  result: 'won' | 'consolation' | 'lost';
  rule_id: string | null;
  reward_id: string | null;
}

export interface PeriodReport {
  commitment: string;
  revealed: boolean;
  /** SHA-256 of the revealed seed equals the commitment (null until revealed). */
  commitment_matches: boolean | null;
  draws: number;
  /** Draws whose ticket was recomputed from the seed (0 until revealed). */
  recomputed: number;
  wins: number;
  /** Tickets that hit an odds rule without winning it (its caps or stock were exhausted). */
  hits_not_won: number;
  problems: string[];
}

export interface VerifyReport {
  game: string;
  periods: PeriodReport[];
  /** True when no period has a problem. */
  agreed: boolean;
}

/** GETs a public API path (relative to the API base) and answers its JSON. */
export type GetJson = (path: string) => Promise<unknown>;

const hmac64 = (seedHex: string, message: string) =>
  createHmac('sha256', Buffer.from(seedHex, 'hex'))
    .update(message, 'utf8')
    .digest()
    .readBigUInt64BE(0);

export const ticketOf = (seedHex: string, playId: string) =>
  Number(hmac64(seedHex, `ticket:${playId}`) % ODDS_SCALE);

export function momentAt(seedHex: string, ruleId: string, i: number, from: number, to: number) {
  const span = BigInt(Math.max(0, to - from));
  return from + Number((hmac64(seedHex, `moment:${ruleId}:${i}`) * span) >> 64n);
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function oddsHit(ticket: number, odds: Table['odds']): string | null {
  let upTo = 0;
  for (const rule of odds) {
    upTo += rule.units;
    if (ticket < upTo) return rule.rule_id;
  }
  return null;
}

const reached = (instant: string | null, at: string) =>
  instant !== null && Date.parse(instant) <= Date.parse(at);

function checkDraw(period: Period, draw: Draw, claimed: Set<string>, report: PeriodReport) {
  const { table } = period;
  const problem = (text: string) => report.problems.push(`play ${draw.play_id}: ${text}`);
  if (!Number.isInteger(draw.ticket) || draw.ticket < 0 || draw.ticket >= Number(ODDS_SCALE))
    problem(`ticket ${draw.ticket} is out of range`);
  if (period.seed) {
    const expected = ticketOf(period.seed, draw.play_id);
    if (expected !== draw.ticket) problem(`ticket ${draw.ticket}, recomputed ${expected}`);
    report.recomputed += 1;
  }
  const hit = oddsHit(draw.ticket, table.odds);
  if (hit !== draw.hit_rule_id) problem(`hit ${draw.hit_rule_id}, the table says ${hit}`);
  if (draw.moment) {
    const key = `${draw.moment.rule_id}#${draw.moment.seq}`;
    if (claimed.has(key)) problem(`moment ${key} was won twice`);
    claimed.add(key);
    if (Date.parse(draw.moment.at) > Date.parse(draw.drawn_at))
      problem(`won moment ${key} before it came (${draw.moment.at})`);
  }
  if (draw.result === 'won') {
    report.wins += 1;
    const odds = table.odds.find((o) => o.rule_id === draw.rule_id);
    const moments = table.moments.find((m) => m.rule_id === draw.rule_id);
    const rule = odds ?? moments;
    if (!rule) return problem(`won by rule ${draw.rule_id}, which the table does not have`);
    if (rule.reward_id !== draw.reward_id)
      problem(`won ${draw.reward_id}, rule ${rule.rule_id} gives ${rule.reward_id}`);
    const allIn = reached(rule.all_from, draw.drawn_at);
    if (odds && hit !== odds.rule_id && !allIn)
      problem(`won rule ${odds.rule_id} with ticket ${draw.ticket} outside its range`);
    if (moments && draw.moment?.rule_id !== moments.rule_id && !allIn)
      problem(`won rule ${moments.rule_id} without one of its moments`);
  } else if (draw.result === 'consolation') {
    if (draw.rule_id !== 'consolation' || draw.reward_id !== table.consolation_reward_id)
      problem(`consolation ${draw.reward_id}, the table says ${table.consolation_reward_id}`);
  } else if (draw.rule_id !== null || draw.reward_id !== null) {
    problem('lost, yet a reward is recorded');
  }
  if (hit && !(draw.result === 'won' && draw.rule_id === hit)) report.hits_not_won += 1;
}

/** After the reveal: every winning moment is the one the seed (or the manual list) gives. */
function checkMoments(period: Period, draws: Draw[], report: PeriodReport) {
  if (!period.seed || !period.moments) return;
  const byPlay = new Map(draws.filter((d) => d.moment).map((d) => [d.play_id, d]));
  for (const rule of period.table.moments) {
    const list = period.moments.filter((m) => m.rule_id === rule.rule_id);
    if (list.length !== rule.count)
      report.problems.push(
        `rule ${rule.rule_id}: ${list.length} moments, the table says ${rule.count}`,
      );
    if (rule.mode === 'random') {
      const from = Date.parse(rule.from ?? '');
      const to = Date.parse(rule.to ?? '');
      for (const m of list) {
        const expected = new Date(
          momentAt(period.seed, rule.rule_id, m.seq, from, to),
        ).toISOString();
        if (expected !== m.at)
          report.problems.push(
            `rule ${rule.rule_id} moment ${m.seq}: ${m.at}, recomputed ${expected}`,
          );
      }
    } else {
      const digest = sha256Hex(
        list
          .map((m) => m.at)
          .sort()
          .join('\n'),
      );
      if (digest !== rule.times_sha256)
        report.problems.push(`rule ${rule.rule_id}: the moments are not the ones committed to`);
    }
    for (const m of list) {
      if (!m.play_id) continue;
      const draw = byPlay.get(m.play_id);
      if (!draw || draw.moment?.rule_id !== m.rule_id || draw.moment.seq !== m.seq)
        report.problems.push(`rule ${rule.rule_id} moment ${m.seq}: its winner's draw disagrees`);
    }
  }
}

/** Fetches a game's periods and draws and checks each one. */
export async function verifyDraws(get: GetJson, gamePublicId: string): Promise<VerifyReport> {
  const game = encodeURIComponent(gamePublicId);
  const fairness = (await get(`play/games/${game}/fairness`)) as { periods: Period[] };
  const periods: PeriodReport[] = [];
  for (const period of fairness.periods) {
    const report: PeriodReport = {
      commitment: period.commitment,
      revealed: period.seed !== null,
      commitment_matches: period.seed
        ? sha256Hex(Buffer.from(period.seed, 'hex')) === period.commitment
        : null,
      draws: 0,
      recomputed: 0,
      wins: 0,
      hits_not_won: 0,
      problems: [],
    };
    if (report.commitment_matches === false)
      report.problems.push('the revealed seed does not hash to the commitment');
    const draws: Draw[] = [];
    for (let page = 1; ; page++) {
      const res = (await get(
        `play/games/${game}/draws?commitment=${period.commitment}&page=${page}&page_size=1000`,
      )) as { data: Draw[]; meta: { total: number } };
      draws.push(...res.data);
      if (res.data.length === 0 || draws.length >= res.meta.total) break;
    }
    const claimed = new Set<string>();
    for (const draw of draws) checkDraw(period, draw, claimed, report);
    checkMoments(period, draws, report);
    report.draws = draws.length;
    if (draws.length !== period.draws)
      report.problems.push(`${draws.length} draws listed, the period says ${period.draws}`);
    periods.push(report);
  }
  return { game: gamePublicId, periods, agreed: periods.every((p) => p.problems.length === 0) };
}

async function main(): Promise<void> {
  const [base, game] = process.argv.slice(2);
  if (!base || !game) {
    console.error(
      'Usage: node --import tsx scripts/verify-draws.ts <api base url> <game public id>',
    );
    process.exit(2);
  }
  const get: GetJson = async (path) => {
    const res = await fetch(`${base.replace(/\/$/, '')}/${path}`);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const report = await verifyDraws(get, game);
  for (const p of report.periods) {
    const state = p.revealed
      ? `seed revealed, commitment ${p.commitment_matches ? 'matches' : 'DOES NOT MATCH'}`
      : 'seed not revealed yet: tickets cannot be recomputed until the period ends';
    console.log(`Period ${p.commitment}: ${state}`);
    console.log(
      `  ${p.draws} draws, ${p.recomputed} recomputed, ${p.wins} wins, ${p.hits_not_won} winning tickets refused by caps or stock`,
    );
    for (const problem of p.problems.slice(0, 20)) console.log(`  ! ${problem}`);
    if (p.problems.length > 20) console.log(`  ! … and ${p.problems.length - 20} more`);
  }
  console.log(report.agreed ? 'All draws agree.' : 'Some draws DO NOT agree.');
  process.exit(report.agreed ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
