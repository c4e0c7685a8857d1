/**
 * Shared set-up of loyalty's API tests: the business's settings, members (players whose email is
 * verified for the business), their ledger and balance as stored.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { LoyaltySettingsResponse, type LoyaltySettingsRequest } from '@playdesk/contract';
import { queryRows } from '../../db/rows.js';
import { hashToken } from '../../lib/tokens.js';
import type { Session, TestContext } from '../../test/harness.js';
import { awardHelpers } from '../rewards/award/test-support.js';

export async function loyaltyHelpers(t: TestContext, owner: Session) {
  const helpers = awardHelpers(t, owner);
  const [account] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from accounts where public_id = ${owner.account}`,
  );
  const accountId = account!.id;

  async function putSettings(body: LoyaltySettingsRequest) {
    const res = await t.api('PUT', 'loyalty', { ...owner, body });
    expect(res.statusCode, res.body).toBe(200);
    return LoyaltySettingsResponse.parse(res.json()).loyalty;
  }

  /** Verifies `email` for the business and gives it to the player of `token`. */
  async function verify(token: string, email: string) {
    const [row] = await queryRows<{ id: string; public_id: string }>(
      t.db,
      sql`update players set email = ${email}, identified_at = now()
          where token_hash = ${hashToken(token)} returning id, public_id`,
    );
    await t.db.execute(
      sql`insert into verified_contacts (account_id, channel, address)
          values (${accountId}, 'email', ${email}) on conflict do nothing`,
    );
    return { id: row!.id, publicId: row!.public_id };
  }

  let emails = 0;
  /** A player (its token and ids) whose email is verified for the business: a member. */
  async function member(gameId: string, email = `data-member${++emails}@example.com`) {
    const started = await helpers.start(gameId);
    const ids = await verify(started.token, email);
    return { token: started.token, ...ids, email, session: started };
  }

  const ledgerOf = (playerId: string) =>
    queryRows<{ kind: string; points: number; reason: string; key: string }>(
      t.db,
      sql`select kind, points, reason, key from loyalty_ledger where player_id = ${playerId} order by id`,
    );
  const balanceOf = async (playerId: string) =>
    (
      await queryRows<{ balance: number }>(
        t.db,
        sql`select balance from loyalty_members where player_id = ${playerId}`,
      )
    )[0]?.balance ?? 0;

  const give = (publicId: string, points: number, reason = 'Welcome gift') =>
    t.api('POST', `loyalty/members/${publicId}/adjust`, { ...owner, body: { points, reason } });

  return { helpers, accountId, putSettings, verify, member, ledgerOf, balanceOf, give };
}
