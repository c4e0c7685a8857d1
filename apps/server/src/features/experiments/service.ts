/**
 * A/B/n experiments of an account's games (docs/insight.md#experiments): create, read with the
 * results, change the name, minimum sample and end date, stop, and promote a variant into the
 * game. Always within one account.
 *
 * An experiment past its `ends_on` (UTC) is stopped lazily: every read and change of the
 * account's experiments first stops those past their last day (stopped at the end of that day);
 * the play path already ignores them (play/variants.ts `runningExperiment`).
 */
import { isUniqueViolation } from '../../db/unique-violation.js';
import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import {
  FOOTER_BUTTONS_BY_TYPE,
  VARIANT_KEYS,
  type CreateExperimentRequest,
  type Experiment,
  type ExperimentDetailResponse,
  type ExperimentListQuery,
  type ExperimentListResponse,
  type ExperimentVariant,
  type UpdateExperimentRequest,
  type VariantKey,
  type VariantOverrides,
} from '@playdesk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { patchedSettings } from '../../db/game-settings.js';
import { newPublicId } from '../../db/ids.js';
import { paginate } from '../../db/pagination.js';
import { experiments, games } from '../../db/schema.js';
import { HttpError, badRequest, conflict, invalidFields, notFound } from '../../http/errors.js';
import { GAMES_CACHE, type CacheBus } from '../../infra/cache-bus.js';
import { dictionariesFor } from '../../infra/dictionary.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { checkContentRewards, checkGameContent } from '../games/content.js';
import { createGameService } from '../games/service.js';
import { assignRuleIds, checkLeadForm, checkRewards, type GameOwner } from '../games/settings.js';
import { applyVariant, todayUtc } from '../play/variants.js';
import { checkGameTemplates } from '../templates/service.js';
import { countVariants, resultsOf } from './results.js';

type Row = typeof experiments.$inferSelect;
type GameRow = typeof games.$inferSelect;
interface GameRef {
  publicId: string;
  name: string;
  type: string;
}

export const EXPERIMENT_NOT_FOUND = 'Experiment not found.';
export const ALREADY_RUNNING =
  'This game already runs an experiment; stop it before starting another.';
export const ALREADY_STOPPED = 'This experiment is stopped; a stopped experiment cannot change.';
export const ALREADY_PROMOTED = 'A variant of this experiment was already promoted.';

function toExperiment(row: Row, game: GameRef): Experiment {
  return {
    public_id: row.publicId,
    game: { public_id: game.publicId, name: game.name, type: game.type },
    name: row.name,
    status: row.status,
    goal: row.goal,
    min_sample: row.minSample,
    ends_on: row.endsOn,
    varies_odds: row.variesOdds,
    // Stored as the request's schema gave them; the answer's schema reads the same JSON.
    variants: row.variants as unknown as Experiment['variants'],
    promoted_variant: (row.promotedVariant as VariantKey | null) ?? null,
    started_at: row.startedAt.toISOString(),
    stopped_at: row.stoppedAt?.toISOString() ?? null,
  };
}

const isRunningClash = (err: unknown): boolean =>
  isUniqueViolation(err, 'experiments_running_game_idx');

/** A 400 of a check made for the game, its fields named under the variant's overrides. */
async function underVariant(prefix: string, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400 && err.errors)
      throw badRequest(
        err.message,
        err.errors.map((e) => `${prefix}.${e}`),
      );
    throw err;
  }
}

export function createExperimentService(db: Database, cacheBus: CacheBus) {
  /** Stops the account's experiments past their last day (see the file's comment). */
  async function stopExpired(accountId: string): Promise<void> {
    await db
      .update(experiments)
      .set({
        status: 'stopped',
        stoppedAt: sql`(${experiments.endsOn}::date + 1)::timestamp at time zone 'UTC'`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(experiments.accountId, accountId),
          eq(experiments.status, 'running'),
          lt(experiments.endsOn, todayUtc()),
        ),
      );
  }

  async function findGame(accountId: string, publicId: string): Promise<GameRow> {
    const [row] = await db
      .select()
      .from(games)
      .where(and(eq(games.accountId, accountId), eq(games.publicId, publicId)));
    if (!row) throw notFound('Game not found.').coded('resource.not_found', { resource: 'game' });
    return row;
  }

  async function find(accountId: string, publicId: string) {
    await stopExpired(accountId);
    const [found] = await db
      .select({
        row: experiments,
        game: { publicId: games.publicId, name: games.name, type: games.type },
      })
      .from(experiments)
      .innerJoin(games, eq(games.id, experiments.gameId))
      .where(and(eq(experiments.accountId, accountId), eq(experiments.publicId, publicId)));
    if (!found)
      throw notFound(EXPERIMENT_NOT_FOUND).coded('resource.not_found', { resource: 'experiment' });
    return found;
  }

  /**
   * A variant's overrides checked as the game's PATCH checks them for this game (content with the
   * type's schema in the game's language; templates, form and rewards of the account), and
   * normalised as the PATCH stores them (instructions sanitised, footer buttons of the type,
   * reward rule ids filled in).
   */
  async function checkedOverrides(
    owner: GameOwner,
    game: GameRow,
    overrides: VariantOverrides,
    prefix: string,
  ): Promise<VariantOverrides> {
    const out: VariantOverrides = {};
    if (overrides.difficulty !== undefined) out.difficulty = overrides.difficulty;
    if (overrides.content !== undefined) {
      await dictionariesFor(game.type, [game.defaultLanguage]);
      const checked = checkGameContent(
        game.type,
        overrides.content,
        game.defaultLanguage,
        `${prefix}.content`,
      );
      if ('error' in checked) throw badRequest(checked.error.message, checked.error.problems);
      out.content = checked.data;
    }
    const patch = overrides.settings;
    // The variant's content names the account's rewards, and its rules fit its content (a wheel).
    if (overrides.content !== undefined || patch?.rewards)
      await underVariant(prefix, () =>
        checkContentRewards(
          db,
          owner.accountId,
          game.type,
          out.content ?? game.content,
          (patch?.rewards ? patchedSettings(game.settings, patch) : game.settings).rewards,
        ),
      );
    if (patch !== undefined) {
      const merged = patchedSettings(game.settings, patch);
      await underVariant(prefix, async () => {
        await checkGameTemplates(db, owner.accountId, merged.templates);
        if (patch.lead_form) await checkLeadForm(db, owner, merged.lead_form);
        if (patch.rewards) await checkRewards(db, owner, merged.rewards);
      });
      const settings = { ...patch };
      if (patch.instructions !== undefined)
        settings.instructions = sanitizeRichText(patch.instructions);
      if (patch.footer_buttons !== undefined) {
        const fitting = FOOTER_BUTTONS_BY_TYPE[game.type];
        settings.footer_buttons = fitting.filter((b) => patch.footer_buttons!.includes(b));
      }
      if (patch.rewards !== undefined)
        settings.rewards = { ...patch.rewards, rules: assignRuleIds(patch.rewards.rules) };
      out.settings = settings;
    }
    return out;
  }

  async function list(
    accountId: string,
    q: z.output<typeof ExperimentListQuery>,
  ): Promise<ExperimentListResponse> {
    await stopExpired(accountId);
    const filters: SQL[] = [eq(experiments.accountId, accountId)];
    if (q.status) filters.push(eq(experiments.status, q.status));
    if (q.game) filters.push(eq(games.publicId, q.game));
    const where = and(...filters);
    return paginate(
      q,
      async ({ limit, offset }) =>
        (
          await db
            .select({
              row: experiments,
              game: { publicId: games.publicId, name: games.name, type: games.type },
            })
            .from(experiments)
            .innerJoin(games, eq(games.id, experiments.gameId))
            .where(where)
            .orderBy(desc(experiments.startedAt), desc(experiments.id))
            .limit(limit)
            .offset(offset)
        ).map(({ row, game }) => toExperiment(row, game)),
      db
        .select({ n: count() })
        .from(experiments)
        .innerJoin(games, eq(games.id, experiments.gameId))
        .where(where),
    );
  }

  async function create(
    owner: GameOwner,
    input: z.output<typeof CreateExperimentRequest>,
  ): Promise<Experiment> {
    const { accountId } = owner;
    const game = await findGame(accountId, input.game);
    await stopExpired(accountId);
    if (input.ends_on !== undefined && input.ends_on < todayUtc())
      throw invalidFields(['ends_on: The last day must be today or later']);
    const variants: ExperimentVariant[] = [];
    for (const [i, v] of input.variants.entries()) {
      variants.push({
        key: VARIANT_KEYS[i]!,
        name: v.name,
        share: v.share,
        overrides: await checkedOverrides(owner, game, v.overrides, `variants.${i}.overrides`),
      });
    }
    try {
      const [row] = await db
        .insert(experiments)
        .values({
          publicId: newPublicId(),
          accountId,
          gameId: game.id,
          name: input.name,
          goal: input.goal,
          minSample: input.min_sample ?? null,
          endsOn: input.ends_on ?? null,
          variesOdds: input.varies_odds,
          variants,
        })
        .returning();
      // The game's page shows the variants from now on.
      cacheBus.invalidate(GAMES_CACHE, game.publicId);
      return toExperiment(row!, game);
    } catch (err) {
      if (isRunningClash(err)) throw conflict(ALREADY_RUNNING);
      throw err;
    }
  }

  async function get(accountId: string, publicId: string): Promise<ExperimentDetailResponse> {
    const { row, game } = await find(accountId, publicId);
    const counts = await countVariants(db, row);
    return {
      experiment: toExperiment(row, game),
      results: resultsOf(row.goal, row.variants, counts, row.minSample),
    };
  }

  async function update(
    accountId: string,
    publicId: string,
    patch: z.output<typeof UpdateExperimentRequest>,
  ): Promise<Experiment> {
    const { row, game } = await find(accountId, publicId);
    if (row.status === 'stopped') throw conflict(ALREADY_STOPPED);
    if (patch.ends_on && patch.ends_on < todayUtc())
      throw invalidFields(['ends_on: The last day must be today or later']);
    const changes: Partial<typeof experiments.$inferInsert> = { updatedAt: new Date() };
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.min_sample !== undefined) changes.minSample = patch.min_sample;
    if (patch.ends_on !== undefined) changes.endsOn = patch.ends_on;
    const [updated] = await db
      .update(experiments)
      .set(changes)
      .where(and(eq(experiments.id, row.id), eq(experiments.status, 'running')))
      .returning();
    if (!updated) throw conflict(ALREADY_STOPPED);
    return toExperiment(updated, game);
  }

  /** Stops `row` if it still runs; false when it was already stopped. */
  async function stopRow(tx: Database, row: Row): Promise<Row | null> {
    const [stopped] = await tx
      .update(experiments)
      .set({ status: 'stopped', stoppedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(experiments.id, row.id), eq(experiments.status, 'running')))
      .returning();
    return stopped ?? null;
  }

  async function stop(accountId: string, publicId: string): Promise<Experiment> {
    const { row, game } = await find(accountId, publicId);
    if (row.status === 'stopped') throw conflict(ALREADY_STOPPED);
    const stopped = await stopRow(db, row);
    if (!stopped) throw conflict(ALREADY_STOPPED);
    cacheBus.invalidate(GAMES_CACHE, game.publicId);
    return toExperiment(stopped, game);
  }

  /**
   * Stops the experiment if it runs, makes `variant`'s overrides the game's own exactly as a
   * `PATCH games/{id}` of them would (the games service: same checks, translations kept or
   * refused, cache cleared), and records the variant promoted — in one transaction.
   */
  async function promote(owner: GameOwner, publicId: string, key: VariantKey): Promise<Experiment> {
    const { row, game } = await find(owner.accountId, publicId);
    if (row.promotedVariant) throw conflict(ALREADY_PROMOTED);
    const variant = row.variants.find((v) => v.key === key);
    if (!variant)
      throw invalidFields([
        `variant: This experiment has the variants ${row.variants.map((v) => v.key).join(', ')}`,
      ]);
    const promoted = await db.transaction(async (tx) => {
      const { difficulty, content, settings } = variant.overrides;
      // The translations as the variant was played (applyVariant): a text the variant rewrote
      // loses the translation written for the game's own — content translations would name
      // questions a shorter quiz no longer has, and the PATCH would refuse them.
      const [stored] = await tx.select().from(games).where(eq(games.id, row.gameId));
      const { translations } = applyVariant(stored!, variant.overrides);
      if (difficulty !== undefined || content !== undefined || settings !== undefined)
        await createGameService(tx as unknown as Database, cacheBus).update(owner, game.publicId, {
          ...(difficulty !== undefined && { difficulty }),
          ...(content !== undefined && { content }),
          ...(settings !== undefined && { settings }),
          ...(Object.keys(translations).length > 0 && { translations }),
        });
      const [done] = await tx
        .update(experiments)
        .set({
          status: 'stopped',
          stoppedAt: row.stoppedAt ?? new Date(),
          promotedVariant: key,
          updatedAt: new Date(),
        })
        .where(and(eq(experiments.id, row.id), sql`${experiments.promotedVariant} is null`))
        .returning();
      if (!done) throw conflict(ALREADY_PROMOTED);
      return done;
    });
    // Again after the commit: a read between the PATCH's clearing and the commit kept the old game.
    cacheBus.invalidate(GAMES_CACHE, game.publicId);
    return toExperiment(promoted, game);
  }

  return { list, create, get, update, stop, promote, stopExpired };
}

export type ExperimentService = ReturnType<typeof createExperimentService>;
