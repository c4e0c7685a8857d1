/**
 * Which wins wait for the player's verification (docs/fair-play.md#wins-kept-until-the-player-verifies):
 * a game whose form asks for a verified email (or phone) gives a reward only to a player who
 * proved the address. A form shown before the game already makes sure of it; a play without it —
 * the form comes after the game, or a player the business knew from elsewhere never verified —
 * wins a reward that is kept (its stock reserved, nothing shown or sent) until the verified form
 * releases it (player-data/verified-wins.ts), or the sweep voids it.
 */
import { sql } from 'drizzle-orm';
import type { FairPlaySettings } from '@playdesk/contract';
import type { Queryable } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import type { StoredGameSettings } from '../../../db/schema.js';
import { fairPlayOf } from '../settings.js';

/** The game as a play's end (or instant win) has it. */
export interface VerifiedWinGame {
  accountId: string;
  fairPlay: Partial<FairPlaySettings> | null;
  settings: StoredGameSettings;
}

/**
 * For a play of `game` by `playerId`: a check, run only when the play wins, of whether the win
 * must wait for the player's verification; undefined when the game asks for none (no query then).
 * The check is one query: the plan's `crm` flag (without it the form is off: nothing to verify)
 * and whether the player's email and phone are verified for the business.
 */
export function winAwaitsVerification(
  tx: Queryable,
  game: VerifiedWinGame,
  playerId: string,
): (() => Promise<boolean>) | undefined {
  const fair = fairPlayOf(game.fairPlay);
  const email = fair.verify_email !== 'off';
  const phone = fair.verify_phone;
  const formMode = game.settings.lead_form?.mode ?? 'off';
  if (formMode === 'off' || (!email && !phone)) return undefined;
  return async () => {
    const [row] = await queryRows<{ crm: boolean; email_ok: boolean; phone_ok: boolean }>(
      tx,
      sql`select pl.crm,
            exists (select 1 from verified_contacts v
                    where v.account_id = p.account_id and v.channel = 'email'
                      and v.address = p.email_normalized) as email_ok,
            exists (select 1 from verified_contacts v
                    where v.account_id = p.account_id and v.channel = 'phone'
                      and v.address = p.phone) as phone_ok
          from players p
          join accounts a on a.id = p.account_id
          join subscriptions s on s.account_id = coalesce(a.parent_account_id, a.id)
          join plans pl on pl.id = s.plan_id
          where p.id = ${playerId}`,
    );
    if (!row?.crm) return false;
    return (email && !row.email_ok) || (phone && !row.phone_ok);
  };
}
