/**
 * The exact path of a start, one at a time: it reads the game again and decides everything in
 * SQL, in one transaction — the gameplay counted against the month's limit, the participation
 * limit, the player created, the instant-win draw (docs/product-rules.md#rewards).
 */
import { translatedContent } from '@playdesk/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { StartSessionRequest, StartSessionResponse } from '@playdesk/contract';
import { gameOf } from '@playdesk/games/registry';
import type { Database, Queryable } from '../../db/client.js';
import { gameplays, usage } from '../../db/schema.js';
import { tooManyRequests } from '../../http/errors.js';
import { dictionariesFor, isDictionaryWord } from '../../infra/dictionary.js';
import { sendUsageAlerts, thresholdsReached } from '../usage/alerts.js';
import { nextPeriodStart, usagePeriod } from '../usage/period.js';
import { loadBillingPlan } from '../usage/plan.js';
import { drawAtStart, prizeOf, recordDraw } from '../rewards/award/index.js';
import { recordAssessment } from '../fair-play/assess.js';
import { winAwaitsVerification } from '../fair-play/verification/unverified-wins.js';
import { checkParticipation } from './participation.js';
import { expiryOf, newSeed, toPlaySession } from './play-row.js';
import { createPlayer, findPlayer, toPlayerProfile } from './players.js';
import { findPlayableGame, playLanguage, playTexts } from './public-game.js';
import type { StartContext } from './start.js';
import {
  applyVariant,
  overridesOf,
  runningExperiment,
  startVariant,
  tokenInVariant,
} from './variants.js';

export const LIMIT_REACHED =
  'This game has been played a lot this month and is resting for now. Please come back later!';

/**
 * Counts one gameplay unless the month's limit is reached; true when counted. One statement
 * (an upsert whose update is conditional) increments and returns the new count, so concurrent
 * starts each get a different value and none can pass the limit; the start that gets the value
 * of an alert threshold (80 %, 100 %) is the only one that sends it (usage/alerts.ts).
 */
export async function countGameplay(
  db: Queryable,
  billingAccountId: string,
  limit: number,
): Promise<boolean> {
  if (limit <= 0) return false;
  const period = usagePeriod();
  const counted = await db
    .insert(usage)
    .values({ accountId: billingAccountId, period, gameplays: 1 })
    .onConflictDoUpdate({
      target: [usage.accountId, usage.period],
      set: { gameplays: sql`${usage.gameplays} + 1` },
      setWhere: sql`${usage.gameplays} < ${limit}`,
    })
    .returning({ gameplays: usage.gameplays });
  const used = counted[0]?.gameplays;
  if (used === undefined) return false;
  if (thresholdsReached(used, limit).length > 0)
    await sendUsageAlerts(db, billingAccountId, period, used, limit);
  return true;
}

/**
 * Counts one play against the month's plan limit, or refuses it (429 `play.monthly_limit`); the
 * plan it read. Every play counts once here: a start's exact path, a live show's join.
 */
export async function countPlayOrRefuse(
  tx: Queryable,
  billingAccountId: string,
  now: number,
): Promise<Awaited<ReturnType<typeof loadBillingPlan>>> {
  const plan = await loadBillingPlan(tx, billingAccountId);
  if (!(await countGameplay(tx, billingAccountId, plan.monthlyTotalImpressions))) {
    // The month's plays are used up until the next period (sooner if the plan changes).
    const next = nextPeriodStart(new Date(now));
    throw tooManyRequests(LIMIT_REACHED, (next.getTime() - now) / 1000).coded(
      'play.monthly_limit',
      { date: next.toISOString() },
    );
  }
  return plan;
}

export async function startAlone(
  db: Database,
  gamePublicId: string,
  playerToken: string | null,
  input: StartSessionRequest,
  context: StartContext,
): Promise<StartSessionResponse> {
  const playable = await findPlayableGame(db, gamePublicId);
  // The play is the variant's when the game runs an experiment (play/variants.ts): its content,
  // difficulty, form, participation limit and rewards; it counts one gameplay all the same.
  const experiment = await runningExperiment(db, playable.game.id);
  const variant = experiment ? startVariant(experiment, playerToken, input) : null;
  const game =
    experiment && variant
      ? applyVariant(playable.game, overridesOf(experiment, variant))
      : playable.game;
  const engine = gameOf(game.type).engine;
  const now = Date.now();
  const seed = newSeed();
  // The play's id is chosen here: instant-win draws derive from it before its row is written.
  const playId = randomUUID();
  // The play is in the player's language: its texts (questions, phrases…) are that language's.
  const language = playLanguage(game, { option: input.language });
  const content = translatedContent(game.content, playTexts(game, language).content);
  const words = dictionariesFor(game.type, [language]);
  if (words) await words;
  const startState = (prize?: { id: string; label: string } | null) =>
    engine.start(content, {
      difficulty: game.difficulty,
      seed,
      now,
      isWord: isDictionaryWord,
      language,
      ...(prize === undefined ? {} : { prize }),
    });
  // Without instant rewards the state does not depend on the transaction: start it outside.
  const plainState = game.settings.rewards?.rules.some((r) => r.mode !== 'winner')
    ? null
    : startState();

  return db.transaction(async (tx) => {
    const plan = await countPlayOrRefuse(tx, playable.billingAccountId, now);
    let player = playerToken ? await findPlayer(tx, playerToken, game.accountId) : null;
    await checkParticipation(tx, game, plan, player, new Date(now));
    let newToken: string | undefined;
    // New vs returning in the funnel: the player had played this business's games before.
    const returning = (player?.plays ?? 0) > 0;
    if (!player) {
      const created = await createPlayer(
        tx,
        game.accountId,
        input.display_name,
        language,
        { id: playId, startedAt: new Date(now) },
        experiment && variant ? tokenInVariant(experiment, variant) : undefined,
      );
      player = created.player;
      newToken = created.token;
    }
    const play = {
      gameId: game.id,
      accountId: game.accountId,
      playerId: player.id,
      playId,
      // An instant win of a player not yet verified waits for the verified form (fair play).
      awaitsVerification: winAwaitsVerification(tx, game, player.id),
    };
    const draw = plainState ? null : await drawAtStart(tx, game, play, new Date(now));
    // A ScratchMe card holds the prize the draw gave (its content's prizes are not drawn).
    const state = plainState ?? startState(draw ? prizeOf(draw) : undefined);
    const [row] = await tx
      .insert(gameplays)
      .values({
        id: playId,
        gameId: game.id,
        accountId: game.accountId,
        playerId: player.id,
        seed,
        state,
        sourceUrl: input.source_url ?? null,
        parentUrl: input.parent_url ?? null,
        language,
        startedAt: new Date(now),
        expiresAt: expiryOf(new Date(now), engine.timeLimitSeconds(game.difficulty), now),
        ...context.attribution,
        returning,
        experimentId: experiment?.id ?? null,
        variant,
      })
      .returning();
    // The risk first: a reward the draw gave is held when the risk says so (rewards/award/grant.ts).
    if (context.risk)
      await recordAssessment(tx, {
        accountId: game.accountId,
        gameId: game.id,
        playerId: player.id,
        gameplayId: playId,
        kind: 'play',
        assessment: context.risk,
      });
    if (draw) await recordDraw(tx, draw, play);
    const session = toPlaySession(
      row!,
      game.publicId,
      game.type,
      engine.timeLimitSeconds(game.difficulty),
      now,
    );
    return {
      session,
      player: toPlayerProfile(player),
      ...(newToken ? { player_token: newToken } : {}),
    };
  });
}
