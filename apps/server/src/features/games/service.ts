/**
 * The console's game management, always within one account (the caller's scope).
 */
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type {
  CreateGameRequest as CreateSchema,
  Game,
  GameListQuery,
  Language,
  GameListResponse,
  UpdateGameRequest as UpdateSchema,
} from '@playdesk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { GAMES_CACHE, type CacheBus } from '../../infra/cache-bus.js';
import { newPublicId } from '../../db/ids.js';
import { paginate } from '../../db/pagination.js';
import { accounts, gameplays, games } from '../../db/schema.js';
import { invalidFields, notFound } from '../../http/errors.js';
import { checkedTranslations } from './translations.js';
import { checkContentRewards, parseGameContent } from './content.js';
import { dictionariesFor } from '../../infra/dictionary.js';
import { toGame } from './serialize.js';
import {
  checkLeadForm,
  checkRewards,
  patchedSettings,
  storedSettings,
  type GameOwner,
} from './settings.js';
import { checkGameTemplates } from '../templates/service.js';
import { commitmentsOf, syncPeriods } from '../rewards/award/index.js';
import { emitEvent } from '../integrations/events.js';
import { audit, canonicalJson, nothingToAudit, type AuditContext } from '../../db/audit-log.js';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createGameService(db: Database, cacheBus: CacheBus) {
  async function list(
    accountId: string,
    q: z.output<typeof GameListQuery>,
  ): Promise<GameListResponse> {
    const filters: SQL[] = [eq(games.accountId, accountId)];
    if (q.type) filters.push(eq(games.type, q.type));
    if (q.status) filters.push(eq(games.status, q.status));
    if (q.search) filters.push(ilike(games.name, likePattern(q.search)));
    const where = and(...filters);

    const stats = db
      .select({
        gameId: gameplays.gameId,
        plays: count().as('plays'),
        wins: sql<number>`count(*) filter (where ${gameplays.status} = 'won')`.as('wins'),
      })
      .from(gameplays)
      .where(eq(gameplays.accountId, accountId))
      .groupBy(gameplays.gameId)
      .as('stats');

    return paginate(
      q,
      async ({ limit, offset }) => {
        const rows = await db
          .select({ game: games, plays: stats.plays, wins: stats.wins })
          .from(games)
          .leftJoin(stats, eq(stats.gameId, games.id))
          .where(where)
          .orderBy(desc(games.createdAt), desc(games.id))
          .limit(limit)
          .offset(offset);
        return rows.map(({ game, plays, wins }) => {
          const { content: _c, settings, translations: _t, ...summary } = toGame(game);
          return {
            ...summary,
            game_image: settings.game_image,
            plays: Number(plays ?? 0),
            wins: Number(wins ?? 0),
          };
        });
      },
      db.select({ n: count() }).from(games).where(where),
    );
  }

  /** The game with its draw commitments (docs/product-rules.md#fairness). */
  async function withFairness(row: typeof games.$inferSelect): Promise<Game> {
    return toGame(row, (await commitmentsOf(db, [row.id])).get(row.id));
  }

  async function find(accountId: string, publicId: string) {
    const [row] = await db
      .select()
      .from(games)
      .where(and(eq(games.accountId, accountId), eq(games.publicId, publicId)));
    if (!row) throw notFound('Game not found.').coded('resource.not_found', { resource: 'game' });
    return row;
  }

  async function accountLanguage(accountId: string): Promise<Language> {
    const [row] = await db
      .select({ language: accounts.defaultLanguage })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return row!.language;
  }

  async function create(owner: GameOwner, input: z.output<typeof CreateSchema>): Promise<Game> {
    const { accountId } = owner;
    const defaultLanguage = input.default_language ?? (await accountLanguage(accountId));
    await dictionariesFor(input.type, [defaultLanguage, ...Object.keys(input.translations ?? {})]);
    const content = parseGameContent(input.type, input.content, defaultLanguage);
    const translations = checkedTranslations(
      input.type,
      content,
      defaultLanguage,
      input.translations ?? {},
    );
    await checkGameTemplates(db, accountId, input.settings.templates);
    await checkLeadForm(db, owner, input.settings.lead_form);
    await checkRewards(db, owner, input.settings.rewards);
    await checkContentRewards(db, accountId, input.type, content, input.settings.rewards);
    const [row] = await db
      .insert(games)
      .values({
        publicId: newPublicId(),
        accountId,
        type: input.type,
        name: input.name,
        status: input.status,
        difficulty: input.difficulty,
        settings: storedSettings(input.type, input.settings),
        content,
        defaultLanguage,
        translations,
      })
      .returning();
    if (row!.status === 'published')
      await emitEvent(db, accountId, { type: 'game.published', gameId: row!.id });
    // Published with odds or winning moments: the draw is committed to now.
    await syncPeriods(db, row!.id);
    return withFairness(row!);
  }

  async function update(
    owner: GameOwner,
    publicId: string,
    input: z.output<typeof UpdateSchema>,
    /** Who changes it, from where: a change of the odds is audited (none from an experiment). */
    who?: AuditContext,
  ): Promise<Game> {
    const { accountId } = owner;
    const current = await find(accountId, publicId);
    const changes: Partial<typeof games.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== undefined) changes.name = input.name;
    if (input.status !== undefined) changes.status = input.status;
    if (input.difficulty !== undefined) changes.difficulty = input.difficulty;
    if (input.settings !== undefined) {
      const settings = patchedSettings(current.settings, input.settings);
      await checkGameTemplates(db, accountId, settings.templates);
      if (input.settings.lead_form) await checkLeadForm(db, owner, settings.lead_form);
      if (input.settings.rewards) await checkRewards(db, owner, settings.rewards);
      changes.settings = storedSettings(current.type, settings);
    }
    const defaultLanguage = input.default_language ?? current.defaultLanguage;
    const languageChanged = defaultLanguage !== current.defaultLanguage;
    if (languageChanged) {
      changes.defaultLanguage = defaultLanguage;
      const kept = input.translations?.[defaultLanguage] === null;
      if (current.translations[defaultLanguage] !== undefined && !kept)
        throw invalidFields([
          `default_language: The game has ${defaultLanguage} texts as a translation; remove them first (translations.${defaultLanguage}: null)`,
        ]);
    }
    const contentChecked = input.content !== undefined || languageChanged;
    // The languages whose words are checked below: the content's, and each translation checked.
    await dictionariesFor(current.type, [
      ...(contentChecked ? [defaultLanguage, ...Object.keys(current.translations)] : []),
      ...Object.keys(input.translations ?? {}),
    ]);
    // The content is checked in the game's language: a Wordle moved to French needs French words.
    if (contentChecked)
      changes.content = parseGameContent(
        current.type,
        input.content ?? current.content,
        defaultLanguage,
      );
    const content = changes.content ?? current.content;
    if (changes.content !== undefined || input.settings?.rewards)
      await checkContentRewards(
        db,
        accountId,
        current.type,
        content,
        (changes.settings ?? current.settings).rewards,
      );
    let mergedTranslations: SQL | undefined;
    if (input.translations !== undefined) {
      const sent = checkedTranslations(current.type, content, defaultLanguage, input.translations);
      // One statement: the languages sent replace theirs, `null` removes one, the others stay
      // as they are even when another request changes them at the same time.
      const removed = Object.keys(sent).filter((l) => sent[l as Language] === null);
      const set = Object.fromEntries(Object.entries(sent).filter(([, t]) => t !== null));
      mergedTranslations = sql`(${games.translations} - ${sql.param(removed)}::text[]) || ${JSON.stringify(set)}::jsonb`;
    }
    if (changes.content !== undefined) {
      // The translations kept must still fit the changed content (a removed question's text is
      // an error to fix, never a translation silently laid over another question).
      const kept = Object.fromEntries(
        Object.entries(current.translations).filter(
          ([l]) => l !== defaultLanguage && input.translations?.[l as Language] === undefined,
        ),
      );
      checkedTranslations(current.type, content, defaultLanguage, kept);
    }
    // A change of what the game gives and with which odds is recorded with the rewards settings
    // before and after (docs/audit-log.md), in the transaction of the change.
    const oddsBefore = current.settings.rewards;
    const oddsAfter = changes.settings?.rewards;
    const oddsChanged =
      oddsAfter !== undefined && canonicalJson(oddsBefore) !== canonicalJson(oddsAfter);
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(games)
        .set(mergedTranslations ? { ...changes, translations: mergedTranslations } : changes)
        .where(and(eq(games.accountId, accountId), eq(games.id, current.id)))
        .returning();
      if (oddsChanged && who)
        await audit(tx, who, {
          action: 'reward.odds_changed',
          target: { type: 'game', id: publicId },
          before: { rewards: oddsBefore },
          after: { rewards: oddsAfter },
        });
      return updated;
    });
    if (!oddsChanged) nothingToAudit(who?.origin ?? null);
    cacheBus.invalidate(GAMES_CACHE, publicId);
    if (row!.status === 'published' && current.status !== 'published')
      await emitEvent(db, accountId, { type: 'game.published', gameId: row!.id });
    // Leaving `published` or changing the draw rules reveals the period's seed; see fairness.ts.
    await syncPeriods(db, row!.id);
    return withFairness(row!);
  }

  async function remove(accountId: string, publicId: string): Promise<void> {
    const deleted = await db
      .delete(games)
      .where(and(eq(games.accountId, accountId), eq(games.publicId, publicId)))
      .returning({ id: games.id });
    if (deleted.length === 0)
      throw notFound('Game not found.').coded('resource.not_found', { resource: 'game' });
    cacheBus.invalidate(GAMES_CACHE, publicId);
  }

  return {
    list,
    get: async (a: string, p: string) => withFairness(await find(a, p)),
    create,
    update,
    remove,
  };
}
