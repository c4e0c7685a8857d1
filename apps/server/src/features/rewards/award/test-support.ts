/**
 * Shared set-up of the award engine's API tests: rewards made through the console API, games with
 * reward rules, and plays driven through the player API.
 */
import { expect } from 'vitest';
import {
  GameResponse,
  RewardResponse,
  SessionResponse,
  StartSessionResponse,
  type CreateRewardRequest,
  type PlaySession,
  type Reward,
  type RewardRuleInput,
} from '@playdesk/contract';
import type { Session, TestContext } from '../../../test/harness.js';

/** Env for the tests: many starts from one address. */
export const AWARD_TEST_ENV = { PLAY_START_RATE_LIMIT_PER_MINUTE: '1000000' };

export function awardHelpers(t: TestContext, owner: Session) {
  async function reward(body: CreateRewardRequest, codes = 0): Promise<Reward> {
    const res = await t.api('POST', 'rewards', { ...owner, body });
    expect(res.statusCode, res.body).toBe(201);
    const created = RewardResponse.parse(res.json()).reward;
    if (codes > 0) {
      const gen = await t.api('POST', `rewards/${created.public_id}/codes/generate`, {
        ...owner,
        body: { count: codes, prefix: 'T-', length: 10 },
      });
      expect(gen.statusCode, gen.body).toBeLessThan(300);
    }
    return created;
  }

  /** A published game giving rewards; by default a scratch card that always holds a prize. */
  async function game(
    rules: RewardRuleInput[],
    opts: {
      type?: 'scratch' | 'quiz';
      content?: Record<string, unknown>;
      consolation?: string | null;
      settings?: Record<string, unknown>;
      status?: 'published' | 'draft';
    } = {},
  ): Promise<string> {
    const res = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: opts.type ?? 'scratch',
        name: `Rewards ${Math.random().toString(36).slice(2, 8)}`,
        status: opts.status ?? 'published',
        content: opts.content ?? { prizes: [{ label: 'Content prize', odds: 100 }] },
        settings: {
          // Unlimited unless a test says otherwise: the tests play one game many times from one
          // browser (a game giving rewards is limited to a play a day by default).
          participation: { rule: 'unlimited' },
          ...opts.settings,
          rewards: { rules, consolation_reward_id: opts.consolation ?? null },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return GameResponse.parse(res.json()).game.public_id;
  }

  async function start(gameId: string, token?: string) {
    const res = await t.api('POST', `play/games/${gameId}/sessions`, {
      body: {},
      ...(token ? { headers: { 'x-player': token } } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = StartSessionResponse.parse(res.json());
    return { session: body.session, token: token ?? body.player_token! };
  }

  /** Scratches the whole card: the play ends. */
  async function scratch(sessionId: string, token: string): Promise<PlaySession> {
    const res = await t.api('POST', `play/sessions/${sessionId}/actions`, {
      body: { action: { type: 'scratch', percent: 100 } },
      headers: { 'x-player': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return SessionResponse.parse(res.json()).session;
  }

  async function reload(sessionId: string, token: string): Promise<PlaySession> {
    const res = await t.api('GET', `play/sessions/${sessionId}`, {
      headers: { 'x-player': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return SessionResponse.parse(res.json()).session;
  }

  /** Starts a card and scratches it: the ended session. */
  async function playCard(gameId: string, token?: string) {
    const started = await start(gameId, token);
    return { ...started, ended: await scratch(started.session.session_id, started.token) };
  }

  return { reward, game, start, scratch, reload, playCard };
}
