/**
 * The per-IP limit of verification codes (docs/fair-play.md#verified-email-and-phone): one client
 * cannot make the server mail codes to address after address; another client is not held back.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FAIR_PLAY, GameResponse } from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { games } from '../../../db/schema.js';
import { fileTestContext } from '../../../test/harness.js';

const t = await fileTestContext({ VERIFY_CODES_PER_IP_PER_HOUR: '2' });
const owner = await t.login('owner@playdesk.test');

const created = await t.api('POST', 'games', {
  ...owner,
  body: {
    type: 'scratch',
    name: 'Verified by IP',
    status: 'published',
    content: { prizes: [{ label: 'Cake', odds: 100 }] },
    settings: {
      lead_form: {
        mode: 'before',
        fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
        consents: [],
      },
      participation: { rule: 'unlimited' },
    },
  },
});
const gameId = GameResponse.parse(created.json()).game.public_id;
await t.db
  .update(games)
  .set({ fairPlay: { ...DEFAULT_FAIR_PLAY, verify_email: 'code' } })
  .where(eq(games.publicId, gameId));

const sendFrom = (ip: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API_PATH}/play/games/${gameId}/verify/email`,
    remoteAddress: ip,
    payload: { email },
  });

describe('codes asked for by one client IP', () => {
  it('are limited per hour, whatever the addresses; another IP is not held back', async () => {
    expect((await sendFrom('203.0.113.7', 'a@example.com')).statusCode).toBe(202);
    expect((await sendFrom('203.0.113.7', 'b@example.com')).statusCode).toBe(202);
    const third = await sendFrom('203.0.113.7', 'c@example.com');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'play.rate_limited' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendFrom('198.51.100.4', 'c@example.com')).statusCode).toBe(202);
  });
});
