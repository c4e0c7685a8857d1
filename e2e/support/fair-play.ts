/**
 * A game for the verification specs (issue 36): a copy of the demo quiz in Other Bakery (the demo's
 * Starter business: Player Data and SMS), one play per player, a shared-code reward for every win,
 * the form before or after the game, and fair play asking for what the spec verifies.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_FAIR_PLAY, type FairPlaySettings } from '@playdesk/contract';
import { apiSend, copyDemoGame, OTHER_OWNER, signIn, type Session } from './business';

export async function verifiedQuiz(
  request: APIRequestContext,
  options: {
    form: 'before' | 'after';
    reward: { name: string; code: string };
    fairPlay: Partial<FairPlaySettings>;
  },
): Promise<{ owner: Session; game: string; reward: { public_id: string } }> {
  const owner = await signIn(request, OTHER_OWNER);
  const game = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  const { reward } = await apiSend<{ reward: { public_id: string } }>(
    request,
    owner,
    'POST',
    'rewards',
    { name: options.reward.name, kind: 'shared_code', shared_value: options.reward.code },
  );
  await apiSend(request, owner, 'PATCH', `games/${game}`, {
    settings: {
      lead_form: {
        mode: options.form,
        fields: [{ key: 'first_name', type: 'first_name', label: 'First name', required: true }],
        consents: [],
      },
      participation: { rule: 'once' },
      rewards: {
        rules: [{ reward_id: reward.public_id, mode: 'winner' }],
        consolation_reward_id: null,
      },
    },
  });
  await apiSend(request, owner, 'PUT', `games/${game}/fair-play`, {
    ...DEFAULT_FAIR_PLAY,
    ...options.fairPlay,
  });
  return { owner, game, reward };
}
