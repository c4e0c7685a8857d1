import type { ChallengeResponse } from '@playdesk/contract';
import { CHALLENGE_HEADER as CONTRACT_CHALLENGE_HEADER } from '@playdesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api.js';
import { CHALLENGE_HEADER, CHALLENGE_REQUIRED, createChallenges } from './challenge.js';
import { DEVICE_HEADER } from './device.js';

const challenge = (required: boolean): ChallengeResponse => ({
  algorithm: 'SHA-256',
  challenge: 'c'.repeat(64),
  salt: 'salt?expires=1',
  signature: 's'.repeat(64),
  maxnumber: 1000,
  required,
});

function setup(answers: boolean[]) {
  const fetchChallenge = vi.fn(async () => challenge(answers.shift() ?? false));
  let solved = 0;
  const solve = vi.fn(async () => `solution-${++solved}`);
  const device = () => DEVICE;
  return { fetchChallenge, solve, challenges: createChallenges({ fetchChallenge, solve, device }) };
}

const DEVICE = '0d7c2a52-5b8e-4a57-9d0b-0f3c8a1e2b44';
/** What a request sends besides the device id. */
const extra = (headers: Record<string, string>) => {
  const { [DEVICE_HEADER]: device, ...rest } = headers;
  expect(device).toBe(DEVICE);
  return rest;
};

const refused = () => new ApiError(403, 'Prove you are a person', [], CHALLENGE_REQUIRED);

describe('the invisible challenge', () => {
  it('uses the contract’s header name', () => {
    expect(CHALLENGE_HEADER).toBe(CONTRACT_CHALLENGE_HEADER);
  });

  it('sends nothing extra and solves nothing when the server needs no proof', async () => {
    const { challenges, solve, fetchChallenge } = setup([false]);
    challenges.prefetch('g1');
    const sent = vi.fn(async (headers: Record<string, string>) => extra(headers));
    expect(await challenges.send('g1', sent)).toEqual({});
    expect(solve).not.toHaveBeenCalled();
    // Asked once ahead of the start; the next one is asked for once the start is sent.
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('asks once per prefetch however often the page asks, and the start takes that answer', async () => {
    const { challenges, fetchChallenge } = setup([false]);
    challenges.prefetch('g1');
    challenges.prefetch('g1');
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
    await challenges.send('g1', async () => 'ok');
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('solves ahead of the start when the server asks for proof, and sends the solution', async () => {
    const { challenges, solve } = setup([true]);
    challenges.prefetch('g1');
    await vi.waitFor(() => expect(solve).toHaveBeenCalledTimes(1));
    const sent = vi.fn(async (headers: Record<string, string>) => extra(headers));
    expect(await challenges.send('g1', sent)).toEqual({ [CHALLENGE_HEADER]: 'solution-1' });
  });

  it('uses each challenge once: a second start gets a fresh one', async () => {
    const { challenges } = setup([true, true]);
    const headers = vi.fn(async (h: Record<string, string>) => extra(h));
    expect(await challenges.send('g1', headers)).toEqual({ [CHALLENGE_HEADER]: 'solution-1' });
    expect(await challenges.send('g1', headers)).toEqual({ [CHALLENGE_HEADER]: 'solution-2' });
  });

  it('on fair_play.challenge_required, solves a fresh challenge and sends again, once', async () => {
    // The first answer said no proof was needed; the server then refused the start without one.
    const { challenges, solve } = setup([false, false]);
    const sent: Record<string, string>[] = [];
    const result = await challenges.send('g1', async (headers) => {
      sent.push(extra(headers));
      if (!headers[CHALLENGE_HEADER]) throw refused();
      return 'started';
    });
    expect(result).toBe('started');
    expect(sent).toEqual([{}, { [CHALLENGE_HEADER]: 'solution-1' }]);
    expect(solve).toHaveBeenCalledTimes(1);
  });

  it('does not loop: a second refusal reaches the page', async () => {
    const { challenges } = setup([true, true]);
    const request = vi.fn(async () => {
      throw refused();
    });
    await expect(challenges.send('g1', request)).rejects.toMatchObject({
      code: CHALLENGE_REQUIRED,
    });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('passes any other refusal (a block) to the page as it is, without retrying', async () => {
    const { challenges } = setup([false]);
    const blocked = new ApiError(403, 'This play cannot be accepted.');
    const request = vi.fn(async () => {
      throw blocked;
    });
    await expect(challenges.send('g1', request)).rejects.toBe(blocked);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks for a form’s challenge apart from a start’s, each taken by its own kind of request', async () => {
    const fetchChallenge = vi.fn(async (_game: string, kind: 'play' | 'lead') =>
      challenge(kind === 'lead'),
    );
    const solve = vi.fn(async () => 'solved');
    const challenges = createChallenges({ fetchChallenge, solve, device: () => DEVICE });
    challenges.prefetch('g1');
    challenges.prefetch('g1', 'lead');
    expect(fetchChallenge.mock.calls).toEqual([
      ['g1', 'play'],
      ['g1', 'lead'],
    ]);
    const headers = async (h: Record<string, string>) => extra(h);
    // The form's risk asked for proof; the start's did not.
    expect(await challenges.send('g1', headers, 'lead')).toEqual({ [CHALLENGE_HEADER]: 'solved' });
    expect(await challenges.send('g1', headers)).toEqual({});
    // Each kind's next challenge is asked for after its request, and only then.
    expect(fetchChallenge.mock.calls.slice(2)).toEqual([
      ['g1', 'lead'],
      ['g1', 'play'],
    ]);
  });

  it('sends the start without proof when the challenge cannot be asked (offline, older server)', async () => {
    const challenges = createChallenges({
      fetchChallenge: async () => {
        throw new ApiError(404, 'Not found');
      },
      solve: async () => 'never',
      device: () => DEVICE,
    });
    expect(await challenges.send('g1', async (headers) => headers)).toEqual({
      [DEVICE_HEADER]: DEVICE,
    });
  });
});
