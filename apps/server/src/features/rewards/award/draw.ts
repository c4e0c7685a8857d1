/**
 * The draw (docs/product-rules.md#fairness): pure functions, no database, no clock. Every draw of
 * a game's period derives from that period's secret seed and the play's id, so once the seed is
 * revealed anyone can recompute it. `scripts/verify-draws.ts` re-implements these few lines on its
 * own (it must not trust this file); `draw.test.ts` checks both agree.
 *
 * Exactly:
 * - seed: 32 random bytes, shown as 64 lower-case hex characters once revealed;
 * - commitment: SHA-256 of the 32 seed bytes, as 64 lower-case hex characters;
 * - ticket of a play: the first 8 bytes of HMAC-SHA256(key = seed bytes, message = UTF-8 of
 *   `ticket:<play id>`), read as an unsigned big-endian 64-bit integer, modulo ODDS_SCALE
 *   (10 000 000), i.e. an integer in [0, 10 000 000) — one unit is 0.00001 %;
 * - odds: the period's odds rules, in order, take consecutive ranges of tickets as wide as their
 *   odds in units (`oddsUnits`, 12.5 % → 1 250 000): the first rule [0, u1), the next
 *   [u1, u1 + u2), … A ticket in a rule's range hits that rule; past the sum, nothing;
 * - random winning moment number i (0-based) of rule r: u = the first 8 bytes of
 *   HMAC-SHA256(seed, `moment:<r>:<i>`) as above, and the moment is
 *   from + floor(u × (to − from) / 2^64) milliseconds, where [from, to) is the window the period
 *   recorded for that rule.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ODDS_SCALE } from '@playdesk/contract';

const TWO_POW_64 = 1n << 64n;

/** A fresh secret seed, hex. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

/** SHA-256 of the seed's bytes, hex: what the server publishes before the draws. */
export function commitmentOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

function hmac64(seedHex: string, message: string): bigint {
  return createHmac('sha256', Buffer.from(seedHex, 'hex'))
    .update(message, 'utf8')
    .digest()
    .readBigUInt64BE(0);
}

/** The play's ticket: an integer in [0, ODDS_SCALE). */
export function ticketOf(seedHex: string, playId: string): number {
  return Number(hmac64(seedHex, `ticket:${playId}`) % BigInt(ODDS_SCALE));
}

/** One odds rule as a period records it: its id and odds in units of 0.00001 %. */
export interface OddsRange {
  rule_id: string;
  units: number;
}

/** The rule whose range holds the ticket, or null. */
export function oddsHit(ticket: number, ranges: readonly OddsRange[]): string | null {
  let upTo = 0;
  for (const range of ranges) {
    upTo += range.units;
    if (ticket < upTo) return range.rule_id;
  }
  return null;
}

/** Random winning moment `index` of a rule, in ms since the epoch, within [fromMs, toMs). */
export function momentAt(
  seedHex: string,
  ruleId: string,
  index: number,
  fromMs: number,
  toMs: number,
): number {
  const span = BigInt(Math.max(0, toMs - fromMs));
  const u = hmac64(seedHex, `moment:${ruleId}:${index}`);
  return fromMs + Number((u * span) / TWO_POW_64);
}
