/**
 * Every API key is rate-limited on its own (docs/product-rules.md#api-keys): the standard quota
 * headers on every answer, and past the limit a 429 with Retry-After, while another key of the
 * same account and the console's session go on.
 */
import { describe, expect, it } from 'vitest';
import { CreatedApiKeyResponse } from '@playdesk/contract';
import { fileTestContext } from '../../test/harness.js';

const LIMIT = 3;
const t = await fileTestContext({ API_KEY_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
const owner = await t.login('owner@playdesk.test');

async function newKey(): Promise<string> {
  const res = await t.api('POST', 'api-keys', {
    ...owner,
    body: { name: 'Busy', modules: ['games'], access: 'read' },
  });
  return CreatedApiKeyResponse.parse(res.json()).secret;
}

describe('the rate limit of an API key', () => {
  it('counts down in the headers, then answers 429 with Retry-After', async () => {
    const secret = await newKey();
    for (let i = 1; i <= LIMIT; i++) {
      const res = await t.api('GET', 'games', { token: secret });
      expect(res.statusCode).toBe(200);
      for (const prefix of ['ratelimit', 'x-ratelimit']) {
        expect(res.headers[`${prefix}-limit`]).toBe(String(LIMIT));
        expect(res.headers[`${prefix}-remaining`]).toBe(String(LIMIT - i));
        expect(Number(res.headers[`${prefix}-reset`])).toBeGreaterThan(0);
        expect(Number(res.headers[`${prefix}-reset`])).toBeLessThanOrEqual(60);
      }
    }
    const refused = await t.api('GET', 'games', { token: secret });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^This API key made too many calls\. Please try again in \d+ seconds\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'request.too_many',
      params: { seconds: retryAfter },
    });
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-remaining']).toBe('0');

    // Another key of the same account, and the session, are not held back.
    const fresh = await newKey();
    expect((await t.api('GET', 'games', { token: fresh })).statusCode).toBe(200);
    const session = await t.api('GET', 'games', owner);
    expect(session.statusCode).toBe(200);
    expect(session.headers['ratelimit-limit']).toBeUndefined();
  });
});
