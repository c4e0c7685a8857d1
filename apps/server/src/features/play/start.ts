/**
 * Starting a play. Most starts are written with others in one statement (start-batch.ts), checked
 * against the game as this instance cached it; a start with instant rewards, a form to fill
 * first, or a participation limit to check, and any start a batch refused, goes the exact path
 * (start-alone.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { defaultParticipation, translatedContent } from '@playdesk/contract';
import type { StartSessionRequest, StartSessionResponse } from '@playdesk/contract';
import { gameOf } from '@playdesk/games/registry';
import type { Database } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { dictionariesFor, isDictionaryWord } from '../../infra/dictionary.js';
import type { TtlCache } from '../../infra/ttl-cache.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { loadBillingPlan } from '../usage/plan.js';
import type { LivePlays } from './live-plays.js';
import { activeLeadForm } from './participation.js';
import { expiryOf, newSeed, toPlaySession, type GameplayRow } from './play-row.js';
import { findPlayableGame, playLanguage, playTexts } from './public-game.js';
import type { BatchGame, createStartBatcher } from './start-batch.js';
import { startAlone } from './start-alone.js';
import { attributionOf, type Attribution } from '../insight/attribution.js';
import { kept, type Assessment, type RiskAssessor, type Visitor } from '../fair-play/assess.js';
import type { PlacementLookup } from '../insight/placement-lookup.js';
import {
  applyVariant,
  overridesOf,
  runningExperiment,
  startVariant,
  tokenInVariant,
  type RunningExperiment,
} from './variants.js';

type Playable = Awaited<ReturnType<typeof findPlayableGame>>;

/** A playable game as starts use it, with what a batch is checked against (start-batch.ts). */
export interface StartGame {
  playable: Playable;
  batch: BatchGame;
  /** Starts without a player token can be batched (no instant rewards, no form first). */
  batchable: boolean;
  /** Starts with a player token can be batched too (and no participation limit). */
  batchableWithToken: boolean;
  /** The experiment the game runs (play/variants.ts): each start plays one of its variants. */
  experiment: RunningExperiment | null;
}

export interface StartDeps {
  db: Database;
  /**
   * Every start reads its game: kept here for a few seconds. Nothing is decided from it alone —
   * a batch's statement re-checks it, and the exact path reads the game again.
   */
  startGames: TtlCache<StartGame>;
  batcher: ReturnType<typeof createStartBatcher>;
  /** A batched start's play, kept for its first move (live-plays.ts). */
  livePlays: LivePlays;
  /** The placement a visit's link named (insight/placement-lookup.ts). */
  placementOf: PlacementLookup;
  /** The app's own hosts: never a visit's referrer (insight/attribution.ts). */
  ownHosts: readonly string[];
}

/** Where a start's visit came from, as recorded on its play (docs/insight.md#attribution). */
export interface StartContext {
  attribution: Attribution;
  /**
   * The start's risk (fair-play/assess.ts), kept with the play when above zero or held (`kept`):
   * by the batch's statement, or in the exact path's transaction.
   */
  risk: Assessment | null;
}

/** Who starts, for fair play's assessment (docs/fair-play-risk.md). */
export interface FairStart {
  assessor: RiskAssessor;
  visitor: Visitor;
}

async function loadStartGame(
  { db, startGames }: StartDeps,
  gamePublicId: string,
): Promise<StartGame> {
  const cached = startGames.get(gamePublicId);
  if (cached) return cached;
  const playable = await findPlayableGame(db, gamePublicId);
  const { game } = playable;
  const plan = await loadBillingPlan(db, playable.billingAccountId);
  const experiment = await runningExperiment(db, game.id);
  const settingsJson = JSON.stringify(game.settings);
  const contentJson = JSON.stringify(game.content);
  // A batch may write a start of any variant: each must allow it as the game does.
  const played = [
    game,
    ...(experiment?.variants ?? []).map((v) => applyVariant(game, v.overrides)),
  ];
  const instant = played.some(
    (g) => g.settings.rewards?.rules.some((r) => r.mode !== 'winner') ?? false,
  );
  const formFirst = played.some((g) => activeLeadForm(g.settings, plan).mode === 'before');
  const limited = played.some(
    (g) =>
      (g.settings.participation ?? defaultParticipation(g.settings.rewards)).rule !== 'unlimited',
  );
  const fresh: StartGame = {
    playable,
    batch: {
      id: game.id,
      accountId: game.accountId,
      billingAccountId: playable.billingAccountId,
      type: game.type,
      difficulty: game.difficulty,
      settingsJson,
      contentJson,
      crm: plan.crm,
      version: createHash('sha256')
        .update(`${plan.crm}\n${game.type}\n${game.difficulty}\n${settingsJson}\n${contentJson}`)
        .digest('base64url'),
    },
    batchable: !instant && !formFirst,
    batchableWithToken: !instant && !formFirst && !limited,
    experiment,
  };
  startGames.set(gamePublicId, fresh);
  return fresh;
}

/** A start written with others in one statement (start-batch.ts); null: start alone. */
async function startInBatch(
  { batcher, startGames, livePlays }: StartDeps,
  cached: StartGame,
  playerToken: string | null,
  input: StartSessionRequest,
  context: StartContext,
): Promise<StartSessionResponse | null> {
  const { experiment } = cached;
  const variant = experiment ? startVariant(experiment, playerToken, input) : null;
  // The play is the variant's: its content, difficulty and time limit (the batch still checks
  // the stored game, and counts one gameplay whatever the variant).
  const game =
    experiment && variant
      ? applyVariant(cached.playable.game, overridesOf(experiment, variant))
      : cached.playable.game;
  const engine = gameOf(game.type).engine;
  const now = Date.now();
  const seed = newSeed();
  const playId = randomUUID();
  const language = playLanguage(game, { option: input.language });
  const content = translatedContent(game.content, playTexts(game, language).content);
  const words = dictionariesFor(game.type, [language]);
  if (words) await words;
  const state = engine.start(content, {
    difficulty: game.difficulty,
    seed,
    now,
    isWord: isDictionaryWord,
    language,
  });
  const token = experiment && variant ? tokenInVariant(experiment, variant) : newSecretToken();
  const newPlayer = {
    id: randomUUID(),
    publicId: newPublicId(),
    tokenHash: hashToken(token),
    displayName: input.display_name ?? null,
  };
  const startedAt = new Date(now);
  const timeLimit = engine.timeLimitSeconds(game.difficulty);
  const expiresAt = expiryOf(startedAt, timeLimit, now);
  const tokenHash = playerToken ? hashToken(playerToken) : null;
  const outcome = await batcher.submit(cached.batch, {
    playId,
    seed,
    state,
    expiresAt,
    sourceUrl: input.source_url ?? null,
    parentUrl: input.parent_url ?? null,
    language,
    startedAt,
    tokenHash,
    newPlayer,
    attribution: context.attribution,
    experiment: experiment && variant ? { id: experiment.id, variant } : null,
    risk: context.risk,
  });
  if (!outcome.written) {
    startGames.delete(game.publicId);
    return null;
  }
  const row = {
    id: playId,
    gameId: game.id,
    accountId: game.accountId,
    playerId: '',
    seed,
    state,
    status: 'playing',
    score: 0,
    reason: null,
    result: null,
    sourceUrl: input.source_url ?? null,
    parentUrl: input.parent_url ?? null,
    language,
    startedAt,
    endedAt: null,
    durationMs: null,
    expiresAt,
    firstMoveAt: null,
    ...context.attribution,
    returning: outcome.player !== null,
    experimentId: experiment?.id ?? null,
    variant,
  } satisfies GameplayRow;
  const session = toPlaySession(row, game.publicId, game.type, timeLimit, now);
  livePlays.set(playId, {
    row,
    type: game.type,
    difficulty: game.difficulty,
    gamePublicId: game.publicId,
    tokenHash: tokenHash ?? newPlayer.tokenHash,
  });
  const player = outcome.player ?? {
    publicId: newPlayer.publicId,
    displayName: newPlayer.displayName,
    avatar: null,
  };
  return {
    session,
    player: {
      public_id: player.publicId,
      display_name: player.displayName,
      avatar: player.avatar,
    },
    ...(outcome.player ? {} : { player_token: token }),
  };
}

/** Starts a play of a game: in a batch when the game allows it, on the exact path otherwise. */
export async function startSession(
  deps: StartDeps,
  gamePublicId: string,
  playerToken: string | null,
  input: StartSessionRequest,
  userAgent?: string,
  fair?: FairStart,
): Promise<StartSessionResponse> {
  const cached = await loadStartGame(deps, gamePublicId);
  // Counted and judged before anything is written: a block or a missing challenge stores nothing.
  const risk = fair ? await fair.assessor.assess(cached.playable.game, 'play', fair.visitor) : null;
  const placement = await deps.placementOf(cached.playable.game.id, input.visit?.placement);
  const context: StartContext = {
    attribution: attributionOf(input.visit, { userAgent, placement, ownHosts: deps.ownHosts }),
    risk: risk && kept(risk) ? risk : null,
  };
  if (playerToken ? cached.batchableWithToken : cached.batchable) {
    const done = await startInBatch(deps, cached, playerToken, input, context);
    if (done) return done;
  }
  return startAlone(deps.db, gamePublicId, playerToken, input, context);
}
