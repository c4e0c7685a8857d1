import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => t.close());

describe('auth rate limits', () => {
  it('refuses the 4th login attempt for one email within a minute with 429 and a message', async () => {
    const attempt = (ip: string) =>
      t.api('POST', 'login', {
        body: { email: 'owner@playdesk.test', password: 'wrong-password' },
        headers: { 'x-forwarded-for': ip },
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt('10.0.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const res = await attempt('10.0.0.1');
    expect(res.json<{ message: string }>().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
  });

  it('limits forgot-password per email', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await t.api('POST', 'forgot-password', { body: { email: 'member@playdesk.test' } }))
          .statusCode,
      );
    }
    expect(codes.at(-1)).toBe(429);
  });
});
