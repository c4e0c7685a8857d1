/**
 * How Demo Coffee Co.'s games give the demo rewards (issue 12's demo data): every winner of the
 * quiz gets a free coffee; the scratch card's prizes are rewards now — "10 % off" by odds, and
 * the tote bags on two winning moments spread over the coming week (the card's outcome is the
 * reward draw); the coffee wheel stops on a free coffee (10 %) or 10 % off (20 %), else on
 * "No prize" or "Try again". The draw periods open at once, so their commitments are published.
 */
import { and, eq } from 'drizzle-orm';
import type { RewardRuleInput } from '@playdesk/contract';
import { PARTICIPATION_UNLIMITED, RewardRule } from '@playdesk/contract';
import type { Queryable } from '../db/client.js';
import { games, type StoredGameRewards } from '../db/schema.js';
import { syncPeriods } from '../features/rewards/award/index.js';
import { assignRuleIds } from '../features/games/settings.js';
import type { DemoRewards } from './demo-rewards.js';

const WEEK_MS = 7 * 86_400_000;

/** Sets a demo game's reward rules (replacing its own) and opens its draw period. */
export async function setDemoRules(
  tx: Queryable,
  accountId: string,
  gameName: string,
  rules: RewardRuleInput[],
): Promise<void> {
  const [game] = await tx
    .select()
    .from(games)
    .where(and(eq(games.accountId, accountId), eq(games.name, gameName)));
  if (!game) throw new Error(`Demo game ${gameName} missing`);
  const rewards: StoredGameRewards = {
    rules: assignRuleIds(rules.map((r) => RewardRule.parse(r))),
    consolation_reward_id: null,
  };
  // The demo's games stay replayable from one browser (visitors and the browser tests play them
  // again and again): an explicit `unlimited`, which the editor flags on a game giving rewards
  // (docs/product-rules.md#participation-limits).
  const participation = game.settings.participation ?? PARTICIPATION_UNLIMITED;
  await tx
    .update(games)
    .set({ settings: { ...game.settings, rewards, participation } })
    .where(eq(games.id, game.id));
  await syncPeriods(tx, game.id);
}

/**
 * The demo wheel's segments name the demo rewards by key (`demo:freeCoffee`, demo-game-list.ts): the
 * rewards' public ids exist only now.
 */
async function nameWheelRewards(
  tx: Queryable,
  accountId: string,
  gameName: string,
  demo: DemoRewards,
): Promise<void> {
  const [game] = await tx
    .select()
    .from(games)
    .where(and(eq(games.accountId, accountId), eq(games.name, gameName)));
  if (!game) throw new Error(`Demo game ${gameName} missing`);
  const content = game.content as { segments: { reward_id: string | null }[] };
  const segments = content.segments.map((s) => {
    const key = s.reward_id?.startsWith('demo:')
      ? (s.reward_id.slice(5) as keyof DemoRewards)
      : null;
    return key ? { ...s, reward_id: demo[key].publicId } : s;
  });
  await tx
    .update(games)
    .set({ content: { ...content, segments } })
    .where(eq(games.id, game.id));
}

export async function attachDemoRewardRules(
  tx: Queryable,
  accountId: string,
  demo: DemoRewards,
  now = Date.now(),
): Promise<void> {
  await setDemoRules(tx, accountId, 'Coffee Lovers Quiz', [
    { reward_id: demo.freeCoffee.publicId, mode: 'winner' },
  ]);
  await setDemoRules(tx, accountId, 'Scratch & Win a Coffee', [
    {
      reward_id: demo.toteBag.publicId,
      mode: 'moments',
      moments: {
        mode: 'random',
        count: 2,
        starts_at: new Date(now).toISOString(),
        ends_at: new Date(now + WEEK_MS).toISOString(),
      },
    },
    // Was the card's "10% off your next order" prize at 25 %.
    { reward_id: demo.tenPercentOff.publicId, mode: 'odds', odds: 25 },
  ]);
  await nameWheelRewards(tx, accountId, 'Coffee Wheel', demo);
  await setDemoRules(tx, accountId, 'Coffee Wheel', [
    { reward_id: demo.freeCoffee.publicId, mode: 'odds', odds: 10 },
    { reward_id: demo.tenPercentOff.publicId, mode: 'odds', odds: 20 },
  ]);
}
