/**
 * Fair play at the end of a play (docs/fair-play-risk.md#too-fast): a play just won is judged by its
 * speed against the game's recent winners (speed.ts; `speedReason`, score.ts). A play found too
 * fast gets the reason added to its risk — the start's reasons, if it had any, and this one, on the
 * play's one row of `risk_assessments` — and the game's action for the level it now has decides
 * the fate of its reward. The play is over, so nothing can be asked of it any more:
 * - `allow`, `challenge`: the reward is given; the reason shows in the console (the proof a
 *   challenge asks for was asked at the start).
 * - `hold`: the reward is held for review, as a start's hold is: a `winner` reward drawn now is
 *   recorded held (rewards/award/grant.ts reads the row), an instant prize taken at the start is
 *   held too.
 * - `block`: the reward is not given: no `winner` reward is drawn, an instant prize taken at the
 *   start is voided and its unit goes back to the stock. The player sees the game's result without
 *   a reward, as when the stock has run out: nothing says why.
 *
 * Runs in the transaction that ends the play (its row locked). A play won at an ordinary speed
 * costs no statement (the sample is read at most every few minutes per game and instance); one
 * found too fast, a few.
 */
import { sql } from 'drizzle-orm';
import type { FairPlaySettings, Language } from '@playdesk/contract';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { StoredRiskReason } from '../../db/schema.js';
import { playerT } from '../../i18n/player-messages.js';
import { emitEvent } from '../integrations/events.js';
import { giveBackUnit, type UnshownWin } from '../rewards/stock.js';
import { scoreOf, speedReason } from './score.js';
import { fairPlayOf } from './settings.js';
import { createSpeedSamples, type SpeedSamples } from './speed.js';
import { exemptMatcher } from './velocity.js';

/** What becomes of the reward of a play that just ended. */
export type FinishVerdict = 'allow' | 'hold' | 'block';

/** The game of a play that just ended, as the finish reads it. */
export interface FinishGame {
  id: string;
  accountId: string;
  fairPlay: FairPlaySettings | null;
}

/** The play that just ended (its row as written), and who ended it. */
export interface FinishedPlay {
  id: string;
  playerId: string;
  status: 'playing' | 'won' | 'lost';
  durationMs: number | null;
}

const parsed = (reasons: StoredRiskReason[] | string | null | undefined): StoredRiskReason[] =>
  typeof reasons === 'string' ? (JSON.parse(reasons) as StoredRiskReason[]) : (reasons ?? []);

/**
 * Voids the instant prize the play took at its start, its unit back to the stock, with a reason in
 * the business's language. Its `reward.won` left at the start unless the start held it: then
 * `reward.voided` follows it.
 */
async function voidInstantWin(tx: Queryable, accountId: string, playId: string): Promise<void> {
  const [account] = await queryRows<{ default_language: Language }>(
    tx,
    sql`select default_language from accounts where id = ${accountId}`,
  );
  const reason = playerT(account?.default_language).t('risk.blocked_at_finish');
  const [won] = await queryRows<UnshownWin & { id: string; was_held: boolean }>(
    tx,
    sql`update player_rewards pr set held_at = coalesce(pr.held_at, pr.won_at), voided_at = now(),
          void_reason = ${reason}, code = null, link = null
        from player_rewards before
        where before.id = pr.id and pr.gameplay_id = ${playId}
          and pr.voided_at is null and pr.released_at is null
        returning pr.id, pr.reward_id, pr.player_id, pr.game_id, pr.rule_id, pr.won_at,
          before.code, before.link, before.held_at is not null as was_held`,
  );
  if (!won) return;
  await giveBackUnit(tx, won);
  if (!won.was_held)
    await emitEvent(tx, accountId, { type: 'reward.voided', playerRewardId: won.id });
}

export function createFinishJudge(
  config: Pick<Config, 'fairPlayExemptNetworks'>,
  samples: SpeedSamples = createSpeedSamples(),
) {
  const exempt = exemptMatcher(config.fairPlayExemptNetworks);

  /**
   * Judges a play that just ended (`ip`: the address of the request that ended it; an exempt one,
   * FAIR_PLAY_EXEMPT_NETWORKS, is not judged) and records what it found. Only won plays are
   * judged: a fast loss wins nothing.
   */
  return async function judgeFinish(
    tx: Queryable,
    game: FinishGame,
    play: FinishedPlay,
    ip: string | null,
  ): Promise<FinishVerdict> {
    if (play.status !== 'won' || play.durationMs === null || (ip !== null && exempt(ip)))
      return 'allow';
    const sample = await samples.sampleOf(tx, game.id, play.id);
    const reason = speedReason({ durationMs: play.durationMs, sample });
    if (!reason) return 'allow';
    const [before] = await queryRows<{
      action: string;
      reasons: StoredRiskReason[] | string;
    }>(tx, sql`select action, reasons from risk_assessments where gameplay_id = ${play.id}`);
    const reasons = [...parsed(before?.reasons).filter((r) => r.code !== 'too_fast'), reason];
    const { score, level } = scoreOf(reasons);
    const action = fairPlayOf(game.fairPlay).actions[level];
    const verdict: FinishVerdict =
      action === 'block'
        ? 'block'
        : action === 'hold' || before?.action === 'hold'
          ? 'hold'
          : 'allow';
    // The play's one row: the start's, with this reason and the level's action now, or a new one.
    await tx.execute(sql`
      insert into risk_assessments
        (account_id, game_id, player_id, gameplay_id, kind, score, action, reasons)
      values (${game.accountId}, ${game.id}, ${play.playerId}, ${play.id}, 'play', ${score},
        ${verdict}, ${JSON.stringify(reasons)}::jsonb)
      on conflict (gameplay_id) where gameplay_id is not null do update
        set score = excluded.score, action = excluded.action, reasons = excluded.reasons`);
    // An instant prize taken at the start is not revealed yet (its play was running): held now.
    if (verdict === 'hold')
      await tx.execute(sql`
        update player_rewards set held_at = won_at
        where gameplay_id = ${play.id} and held_at is null and voided_at is null`);
    if (verdict === 'block') await voidInstantWin(tx, game.accountId, play.id);
    return verdict;
  };
}
export type FinishJudge = ReturnType<typeof createFinishJudge>;
