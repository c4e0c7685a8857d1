import { solveChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import type { ChallengeResponse } from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { solvedPayload, solveNumber } from '../../test/challenge-solver.js';
import { CHALLENGE_MAXNUMBER, challengeKey, issueChallenge, verifyChallenge } from './challenge.js';

const key = challengeKey(Buffer.alloc(32, 7));
/** Spending is the database's (its API test covers replays): here every first use is accepted. */
const spentOnce = new Set<string>();
const db = {
  execute: (query: { queryChunks?: unknown[] }) => {
    const signature = JSON.stringify(query.queryChunks?.[1] ?? Math.random());
    const fresh = !spentOnce.has(signature);
    spentOnce.add(signature);
    return Promise.resolve({ rows: fresh ? [{ signature }] : [] });
  },
} as unknown as Queryable;

async function solved(c: ChallengeResponse, overrides: Record<string, unknown> = {}) {
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution!.number,
    salt: c.salt,
    signature: c.signature,
    ...overrides,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('the proof of work (docs/fair-play-risk.md#the-challenge)', () => {
  it("issues ALTCHA's challenge, its difficulty the level's, required when asked", async () => {
    const c = await issueChallenge(key, 'g_7hK2pQx9', 'medium', true);
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: 20_000, required: true });
    expect(c.salt).toContain('game=g_7hK2pQx9');
    expect(c.salt).toContain('max=20000');
  });

  it("finds with the API tests' solver the number altcha-lib's own solver finds", async () => {
    const c = await issueChallenge(key, 'g_7hK2pQx9', 'medium', true);
    const theirs = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    expect(solveNumber(c)).toBe(theirs!.number);
    const header = solvedPayload(c);
    const needed = { gamePublicId: 'g_7hK2pQx9', needed: 'medium' } as const;
    expect(await verifyChallenge(db, key, header, needed)).toEqual({ result: 'passed' });
    expect(solveNumber({ ...c, maxnumber: theirs!.number - 1 })).toBeNull();
  });

  it('accepts a solution once the work is done', async () => {
    const c = await issueChallenge(key, 'g_1', 'low', false);
    const header = await solved(c);
    expect(await verifyChallenge(db, key, header, { gamePublicId: 'g_1', needed: 'low' })).toEqual({
      result: 'passed',
    });
  });

  it('refuses an expired challenge', async () => {
    const c = await issueChallenge(key, 'g_1', 'low', false, Date.now() - 301_000);
    expect(
      await verifyChallenge(db, key, await solved(c), { gamePublicId: 'g_1', needed: 'low' }),
    ).toEqual({ result: 'failed', why: 'expired' });
  });

  it('refuses a challenge too easy for the level now (its difficulty is signed)', async () => {
    const c = await issueChallenge(key, 'g_1', 'low', false);
    expect(
      await verifyChallenge(db, key, await solved(c), { gamePublicId: 'g_1', needed: 'medium' }),
    ).toEqual({ result: 'weak' });
    // Claiming a harder one breaks the hash and the signature.
    const forged = await solved(c, {
      salt: c.salt.replace(`max=${CHALLENGE_MAXNUMBER.low}`, 'max=100000'),
    });
    expect(
      await verifyChallenge(db, key, forged, { gamePublicId: 'g_1', needed: 'medium' }),
    ).toEqual({ result: 'failed', why: 'invalid' });
  });

  it("refuses a wrong number, another key's signature, another game, or garbage", async () => {
    const c = await issueChallenge(key, 'g_1', 'low', false);
    const wrong = await solved(c, { number: 1_000_001 });
    const opts = { gamePublicId: 'g_1', needed: 'low' } as const;
    expect(await verifyChallenge(db, key, wrong, opts)).toEqual({
      result: 'failed',
      why: 'invalid',
    });
    const other = await issueChallenge(challengeKey(Buffer.alloc(32, 8)), 'g_1', 'low', false);
    expect(await verifyChallenge(db, key, await solved(other), opts)).toMatchObject({
      result: 'failed',
    });
    expect(
      await verifyChallenge(db, key, await solved(c), { gamePublicId: 'g_2', needed: 'low' }),
    ).toEqual({ result: 'failed', why: 'other_game' });
    expect(await verifyChallenge(db, key, 'not base64 json', opts)).toEqual({
      result: 'failed',
      why: 'invalid',
    });
    expect(await verifyChallenge(db, key, undefined, opts)).toEqual({ result: 'none' });
  });
});
