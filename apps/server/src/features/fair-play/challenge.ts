/**
 * The invisible challenge (docs/fair-play-risk.md#the-challenge): ALTCHA's open protocol, v1
 * (`altcha-lib`): a SHA-256 proof of work the player app solves in the background, self-hosted, no
 * third party, no cookie. The server signs each challenge with an HMAC key derived from
 * SECRETS_KEY (the same on every instance), and writes into its salt the game it is for, its
 * difficulty and when it expires — signed with it, so none of them can be changed.
 *
 * A solution is accepted once: its signature is written to `spent_challenges` by an
 * `insert … on conflict do nothing`, which only one request can win, on any instance.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { ChallengeResponse, RiskLevel } from '@playdesk/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

/** A challenge works for 5 minutes after it is issued. */
export const CHALLENGE_TTL_SECONDS = 300;

/**
 * The difficulty (`maxnumber`: the solver tries on average half of it) per risk level. Low risk
 * needs no solution at all; 20 000 SHA-256 hashes take a phone well under a second in a worker.
 */
export const CHALLENGE_MAXNUMBER: Record<RiskLevel, number> = {
  low: 1_000,
  medium: 20_000,
  high: 100_000,
};

/** Production without SECRETS_KEY: one random key for this process (docs/configuration.md). */
const PROCESS_KEY = randomBytes(32);

/** The challenge key: derived from SECRETS_KEY, or (production without it) random per process. */
export function challengeKey(secretsKey: Buffer | null): string {
  const base = secretsKey ?? PROCESS_KEY;
  return createHmac('sha256', base).update('playdesk fair-play altcha v1').digest('hex');
}

export async function issueChallenge(
  key: string,
  gamePublicId: string,
  level: RiskLevel,
  required: boolean,
  now = Date.now(),
): Promise<ChallengeResponse> {
  const maxnumber = CHALLENGE_MAXNUMBER[level];
  const challenge = await createChallenge({
    hmacKey: key,
    algorithm: 'SHA-256',
    maxnumber,
    expires: new Date(now + CHALLENGE_TTL_SECONDS * 1000),
    params: { game: gamePublicId, max: String(maxnumber) },
  });
  return {
    algorithm: 'SHA-256',
    challenge: challenge.challenge,
    salt: challenge.salt,
    signature: challenge.signature,
    maxnumber,
    required,
  };
}

/**
 * What a request's `x-altcha` header proved: nothing sent, a solution accepted, one too easy for
 * the visitor's level now (not passing, not held against them), or a failure — a forged, broken,
 * expired, replayed or other game's solution.
 */
export type ChallengeOutcome =
  | { result: 'none' }
  | { result: 'passed' }
  | { result: 'weak' }
  | { result: 'failed'; why: 'invalid' | 'expired' | 'replayed' | 'other_game' };

interface Payload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function parsePayload(header: string): Payload | null {
  if (header.length > 2048) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const p = value as Record<string, unknown>;
    if (
      p.algorithm !== 'SHA-256' ||
      typeof p.challenge !== 'string' ||
      typeof p.salt !== 'string' ||
      typeof p.signature !== 'string' ||
      typeof p.number !== 'number' ||
      !Number.isInteger(p.number) ||
      p.number < 0
    )
      return null;
    return {
      algorithm: 'SHA-256',
      challenge: p.challenge,
      salt: p.salt,
      signature: p.signature,
      number: p.number,
    };
  } catch {
    return null;
  }
}

/**
 * Checks a solution for a game at the visitor's current level (`needed`: the least difficulty it
 * accepts), and spends it when it passes.
 */
export async function verifyChallenge(
  db: Queryable,
  key: string,
  header: string | string[] | undefined,
  opts: { gamePublicId: string; needed: RiskLevel },
  now = Date.now(),
): Promise<ChallengeOutcome> {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return { result: 'none' };
  const payload = parsePayload(value.trim());
  if (!payload) return { result: 'failed', why: 'invalid' };
  // The signature and the hash first (the expiry is checked below, to tell it apart).
  if (!(await verifySolution(payload, key, false))) return { result: 'failed', why: 'invalid' };
  const params = extractParams(payload);
  const expires = Number(params.expires) * 1000;
  if (!Number.isFinite(expires) || expires < now) return { result: 'failed', why: 'expired' };
  if (params.game !== opts.gamePublicId) return { result: 'failed', why: 'other_game' };
  const max = Number(params.max);
  if (!(max >= CHALLENGE_MAXNUMBER[opts.needed])) return { result: 'weak' };
  const spent = await queryRows<{ signature: string }>(
    db,
    sql`insert into spent_challenges (signature, expires_at)
        values (${payload.signature}, ${new Date(expires).toISOString()}::timestamptz)
        on conflict (signature) do nothing
        returning signature`,
  );
  if (spent.length === 0) return { result: 'failed', why: 'replayed' };
  return { result: 'passed' };
}

/** Deletes the spent challenges that have expired (their signatures fail the expiry anyway). */
export async function sweepSpentChallenges(db: Queryable, now = new Date()): Promise<void> {
  await db.execute(
    sql`delete from spent_challenges where expires_at < ${now.toISOString()}::timestamptz`,
  );
}
