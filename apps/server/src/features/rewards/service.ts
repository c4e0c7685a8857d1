/**
 * A business's rewards (docs/product-rules.md#rewards): the rewards themselves, their pools of
 * codes, and the games that give them. Every query is scoped to the account the guard resolved;
 * a reward of another account is simply not found.
 */
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import {
  isPoolKind,
  objectLanguages,
  type RewardTranslation,
  sharedValueProblem,
  type CodeImportReport,
  type CreateRewardRequest,
  type GameRef,
  type GenerateCodesRequest,
  type Reward,
  type RewardListQuery,
  type RewardStock,
  type UpdateRewardRequest,
} from '@playdesk/contract';
import type { z } from 'zod';
import { audit, type AuditContext } from '../../db/audit-log.js';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { paginate } from '../../db/pagination.js';
import { queryRows } from '../../db/rows.js';
import { rewards } from '../../db/schema.js';
import { badRequest, conflict, invalidFields, notFound } from '../../http/errors.js';
import { accountLanguage, mergedTranslations } from '../../http/translations.js';
import { generateCodes, insertCodes, parseCodes } from './codes.js';
import { checkLowStock } from './stock.js';

export type RewardRow = typeof rewards.$inferSelect;

export const REWARD_NOT_FOUND = 'Reward not found.';
const NO_POOL =
  'Only a unique-code or unique-link reward has a pool of codes. A shared code or link is set on ' +
  'the reward itself, and a physical prize has a quantity.';

/** Counts of a reward; `total` and `left` are null when its stock is unlimited. */
export function stockOf(row: RewardRow): RewardStock {
  const total = isPoolKind(row.kind) ? row.codesTotal : row.quantity;
  return {
    total,
    won: row.won,
    redeemed: row.redeemed,
    left: total === null ? null : Math.max(0, total - row.won),
  };
}

export function toReward(row: RewardRow, games: GameRef[]): Reward {
  const stock = stockOf(row);
  return {
    public_id: row.publicId,
    name: row.name,
    description: row.description,
    image: row.image,
    value: row.value,
    terms: row.terms,
    how_to_redeem: row.howToRedeem,
    expiry: row.expiry,
    kind: row.kind,
    shared_value: row.sharedValue,
    quantity: row.quantity,
    low_stock_threshold: row.lowStockThreshold,
    stock,
    low_stock:
      row.lowStockThreshold !== null && stock.left !== null && stock.left < row.lowStockThreshold,
    games,
    default_language: row.defaultLanguage,
    languages: objectLanguages(row.defaultLanguage, row.translations),
    redeem_mode: row.redeemMode,
    translations: row.translations,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The account's games whose reward rules (or consolation reward) give each of `rewardIds` (public
 * ids), oldest game first.
 */
export async function gamesGiving(
  db: Queryable,
  accountId: string,
  rewardIds: string[],
): Promise<Map<string, GameRef[]>> {
  const byReward = new Map<string, GameRef[]>(rewardIds.map((id) => [id, []]));
  if (rewardIds.length === 0) return byReward;
  const rows = await queryRows<{ reward_id: string; public_id: string; name: string }>(
    db,
    sql`
      select distinct given.reward_id, g.public_id, g.name, g.created_at
      from games g
      cross join lateral (
        select rule->>'reward_id' as reward_id
        from jsonb_array_elements(
          case when jsonb_typeof(g.settings->'rewards'->'rules') = 'array'
            then g.settings->'rewards'->'rules' else '[]'::jsonb end
        ) as rule
        union
        select g.settings->'rewards'->>'consolation_reward_id'
      ) as given
      where g.account_id = ${accountId}
        and given.reward_id = any(${sql.param(rewardIds)}::text[])
      order by g.created_at, g.public_id
    `,
  );
  for (const row of rows)
    byReward.get(row.reward_id)?.push({ public_id: row.public_id, name: row.name });
  return byReward;
}

/** `LIKE` pattern of a prefix: its wildcards taken literally. */
const prefixPattern = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A reward's settings as the audit log keeps them: its stock and value, never a shared code
 * (the code everyone gets is itself the prize).
 */
function auditedSettings(row: RewardRow): Record<string, unknown> {
  return {
    name: row.name,
    kind: row.kind,
    value: row.value,
    quantity: row.quantity,
    low_stock_threshold: row.lowStockThreshold,
    expiry: row.expiry,
    redeem_mode: row.redeemMode,
  };
}

export function createRewardService(db: Database) {
  async function find(accountId: string, publicId: string, tx: Queryable = db) {
    const [row] = await tx
      .select()
      .from(rewards)
      .where(and(eq(rewards.accountId, accountId), eq(rewards.publicId, publicId)));
    if (!row) throw notFound(REWARD_NOT_FOUND).coded('resource.not_found', { resource: 'reward' });
    return row;
  }

  async function withGames(accountId: string, row: RewardRow): Promise<Reward> {
    const games = await gamesGiving(db, accountId, [row.publicId]);
    return toReward(row, games.get(row.publicId) ?? []);
  }

  async function list(accountId: string, q: z.output<typeof RewardListQuery>) {
    const where = q.q
      ? and(eq(rewards.accountId, accountId), ilike(rewards.name, prefixPattern(q.q)))
      : eq(rewards.accountId, accountId);
    const page = await paginate(
      q,
      ({ limit, offset }) =>
        db
          .select()
          .from(rewards)
          .where(where)
          // Newest first; a total order, so pages neither repeat nor skip a reward.
          .orderBy(desc(rewards.createdAt), desc(rewards.id))
          .limit(limit)
          .offset(offset),
      db.select({ n: count() }).from(rewards).where(where),
    );
    const games = await gamesGiving(
      db,
      accountId,
      page.data.map((r) => r.publicId),
    );
    return {
      data: page.data.map((row) => toReward(row, games.get(row.publicId) ?? [])),
      meta: page.meta,
    };
  }

  async function create(
    accountId: string,
    input: z.output<typeof CreateRewardRequest>,
    who: AuditContext,
  ) {
    const defaultLanguage = input.default_language ?? (await accountLanguage(db, accountId));
    const translations = mergedTranslations<RewardTranslation>({
      defaultLanguage,
      stored: {},
      patch: input.translations,
    });
    const [row] = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(rewards)
        .values({
          publicId: newPublicId(),
          accountId,
          name: input.name,
          description: input.description,
          image: input.image,
          value: input.value,
          terms: input.terms,
          howToRedeem: input.how_to_redeem,
          redeemMode: input.redeem_mode,
          expiry: input.expiry,
          kind: input.kind,
          sharedValue: input.shared_value,
          quantity: input.quantity,
          lowStockThreshold: input.low_stock_threshold,
          defaultLanguage,
          translations,
        })
        .returning();
      await audit(tx, who, {
        action: 'reward.created',
        target: { type: 'reward', id: inserted[0]!.publicId },
        after: auditedSettings(inserted[0]!),
      });
      return inserted;
    });
    return toReward(row!, []);
  }

  async function update(
    accountId: string,
    publicId: string,
    patch: z.output<typeof UpdateRewardRequest>,
    who: AuditContext,
  ) {
    const current = await find(accountId, publicId);
    const errors: string[] = [];
    if (patch.shared_value !== undefined) {
      const problem = sharedValueProblem(current.kind, patch.shared_value);
      if (problem) errors.push(`shared_value: ${problem}`);
    }
    if (patch.quantity != null && isPoolKind(current.kind))
      errors.push('quantity: The stock of a code or link pool is the number of codes in it');
    if (errors.length > 0) throw invalidFields(errors);

    const changes: Partial<typeof rewards.$inferInsert> = { updatedAt: new Date() };
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.description !== undefined) changes.description = patch.description;
    if (patch.image !== undefined) changes.image = patch.image;
    if (patch.value !== undefined) changes.value = patch.value;
    if (patch.terms !== undefined) changes.terms = patch.terms;
    if (patch.how_to_redeem !== undefined) changes.howToRedeem = patch.how_to_redeem;
    if (patch.redeem_mode !== undefined) changes.redeemMode = patch.redeem_mode;
    if (patch.expiry !== undefined) changes.expiry = patch.expiry;
    if (patch.shared_value !== undefined) changes.sharedValue = patch.shared_value;
    if (patch.quantity !== undefined && !isPoolKind(current.kind))
      changes.quantity = patch.quantity;
    if (patch.low_stock_threshold !== undefined)
      changes.lowStockThreshold = patch.low_stock_threshold;
    if (patch.default_language !== undefined || patch.translations !== undefined) {
      changes.defaultLanguage = patch.default_language ?? current.defaultLanguage;
      changes.translations = mergedTranslations<RewardTranslation>({
        defaultLanguage: changes.defaultLanguage,
        stored: current.translations,
        patch: patch.translations,
      });
    }

    const row = await db.transaction(async (tx) => {
      const quantity = changes.quantity;
      // The quantity may not fall below what was already won: checked in the UPDATE itself, so
      // a win landing meanwhile cannot slip under it.
      const [updated] = await tx
        .update(rewards)
        .set(changes)
        .where(
          and(
            eq(rewards.id, current.id),
            typeof quantity === 'number' ? sql`${rewards.won} <= ${quantity}` : undefined,
          ),
        )
        .returning();
      if (!updated) {
        const [now] = await tx
          .select({ won: rewards.won })
          .from(rewards)
          .where(eq(rewards.id, current.id));
        throw invalidFields([
          `quantity: ${now?.won ?? current.won} were already won; the quantity cannot be lower`,
        ]);
      }
      await audit(tx, who, {
        action: 'reward.changed',
        target: { type: 'reward', id: current.publicId },
        before: auditedSettings(current),
        after: auditedSettings(updated),
      });
      if (patch.quantity !== undefined || patch.low_stock_threshold !== undefined) {
        await checkLowStock(tx, current.id);
        const [fresh] = await tx.select().from(rewards).where(eq(rewards.id, current.id));
        return fresh!;
      }
      return updated;
    });
    return withGames(accountId, row);
  }

  async function remove(accountId: string, publicId: string, who: AuditContext) {
    await db.transaction(async (tx) => {
      // The row lock makes the checks exact: a win counts `won` on this row, so it waits for this
      // transaction (and then finds the reward gone), or committed before and is seen here.
      const [row] = await tx
        .select()
        .from(rewards)
        .where(and(eq(rewards.accountId, accountId), eq(rewards.publicId, publicId)))
        .for('update');
      if (!row)
        throw notFound(REWARD_NOT_FOUND).coded('resource.not_found', { resource: 'reward' });
      const [won] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from player_rewards where reward_id = ${row.id}`,
      );
      const wins = Math.max(row.won, Number(won?.n ?? 0));
      if (wins > 0)
        throw conflict(
          `"${row.name}" was already won ${wins === 1 ? 'once' : `${wins} times`}, so it cannot ` +
            'be deleted: its winners keep it. Remove it from its games to stop giving it.',
        );
      const games = (await gamesGiving(tx, accountId, [row.publicId])).get(row.publicId) ?? [];
      if (games.length > 0)
        throw conflict(
          `"${row.name}" is given by ${games.map((g) => `"${g.name}"`).join(', ')}. Remove it ` +
            'from their rewards first.',
        );
      await tx.delete(rewards).where(eq(rewards.id, row.id));
      await audit(tx, who, {
        action: 'reward.deleted',
        target: { type: 'reward', id: row.publicId },
        before: auditedSettings(row),
      });
    });
  }

  const get = async (accountId: string, publicId: string) =>
    withGames(accountId, await find(accountId, publicId));

  /**
   * Checks, before a large body is read, that the reward exists in the account and has a pool
   * (404 / 400), so an upload to a wrong reward is refused without reading the file.
   */
  async function poolOf(accountId: string, publicId: string): Promise<RewardRow> {
    const row = await find(accountId, publicId);
    if (!isPoolKind(row.kind)) throw badRequest(NO_POOL);
    return row;
  }

  async function importCodes(
    accountId: string,
    publicId: string,
    body: string,
    csv: boolean,
    who: AuditContext,
  ): Promise<CodeImportReport> {
    const row = await poolOf(accountId, publicId);
    if (body.trim() === '')
      throw badRequest(
        'This file is empty. Upload a CSV or text file with one code per line.',
      ).coded('upload.empty');
    const parsed = parseCodes(body, { csv, kind: row.kind });
    const report = parsed.report;
    const fresh = await db.transaction(async (tx) => {
      report.imported = await insertCodes(tx, row.id, parsed, report);
      // How many, never which: the codes themselves are the prizes.
      await audit(tx, who, {
        action: 'reward.codes_imported',
        target: { type: 'reward', id: row.publicId },
        after: { imported: report.imported, duplicates: report.duplicates, source: 'upload' },
      });
      // The stock rose: a low-stock alert may be sent again when it next falls.
      await checkLowStock(tx, row.id);
      return find(accountId, publicId, tx);
    });
    return { ...report, reward: await withGames(accountId, fresh) };
  }

  async function generate(
    accountId: string,
    publicId: string,
    input: z.output<typeof GenerateCodesRequest>,
    who: AuditContext,
  ): Promise<CodeImportReport> {
    const row = await poolOf(accountId, publicId);
    if (row.kind !== 'unique_code')
      throw badRequest(
        'Links cannot be generated: upload the links of a unique-link reward as a file.',
      );
    const fresh = await db.transaction(async (tx) => {
      await generateCodes(tx, row.id, input);
      await audit(tx, who, {
        action: 'reward.codes_imported',
        target: { type: 'reward', id: row.publicId },
        after: { imported: input.count, source: 'generated' },
      });
      await checkLowStock(tx, row.id);
      return find(accountId, publicId, tx);
    });
    return {
      imported: input.count,
      blank: 0,
      duplicates: 0,
      too_long: 0,
      invalid: 0,
      examples: [],
      reward: await withGames(accountId, fresh),
    };
  }

  return { find, get, list, create, update, remove, poolOf, importCodes, generate };
}
