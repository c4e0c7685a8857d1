/**
 * Draw periods (docs/product-rules.md#fairness). A game with odds or winning-moment rules draws
 * from a secret seed committed to (its SHA-256 published) before its first draw. A period is
 * opened when such a game is published (or, for a game published before, by its first play), and
 * closed — its seed revealed — when the game leaves `published` or its draw rules change; a change
 * of a published game opens the next period at once. Winning moments are laid out when a period
 * opens: those of the rule not yet won, random ones derived from the seed.
 */
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { oddsUnits, type DrawTable, type FairnessCommitment } from '@playdesk/contract';
import type { Queryable } from '../../../db/client.js';
import {
  games,
  rewardCommitments,
  rewardMoments,
  type StoredGameRewards,
} from '../../../db/schema.js';
import { commitmentOf, momentAt, newSeed } from './draw.js';

export type CommitmentRow = typeof rewardCommitments.$inferSelect;
type StoredRule = StoredGameRewards['rules'][number];

/** The game fields a period needs. */
export interface DrawGame {
  id: string;
  status: string;
  settings: { rewards?: StoredGameRewards };
}

/** Rules decided by a draw when the play starts: odds and winning moments. */
export const isInstantRule = (rule: StoredRule) => rule.mode === 'odds' || rule.mode === 'moments';

export function instantRules(rewards: StoredGameRewards | undefined): StoredRule[] {
  return (rewards?.rules ?? []).filter(isInstantRule);
}

/**
 * The draw rules as the business set them, canonical (null: the game draws nothing). Caps and
 * stock are not in it: changing them keeps the period.
 */
export function configKeyOf(rewards: StoredGameRewards | undefined): string | null {
  const rules = instantRules(rewards);
  if (rules.length === 0) return null;
  return JSON.stringify({
    rules: rules.map((r) => ({
      id: r.id,
      mode: r.mode,
      reward_id: r.reward_id,
      odds: r.odds,
      moments: r.moments,
      all_from: r.all_from,
    })),
    consolation: rewards?.consolation_reward_id ?? null,
  });
}

const iso = (ms: number) => new Date(ms).toISOString();

/** SHA-256 of manual moments: ISO instants, ascending, one per line. */
export function momentsDigest(times: readonly string[]): string {
  return createHash('sha256')
    .update([...times].sort().join('\n'), 'utf8')
    .digest('hex');
}

/** Removes from `times` one occurrence of each time in `taken` (the moments already won). */
function withoutTaken(times: readonly number[], taken: readonly number[]): number[] {
  const left = new Map<number, number>();
  for (const t of taken) left.set(t, (left.get(t) ?? 0) + 1);
  return [...times]
    .sort((a, b) => a - b)
    .filter((t) => {
      const n = left.get(t) ?? 0;
      if (n === 0) return true;
      left.set(t, n - 1);
      return false;
    });
}

/** The moments a rule still has to give, and how the period publishes them. */
async function layOutMoments(
  tx: Queryable,
  gameId: string,
  rule: StoredRule,
  seed: string,
  now: number,
): Promise<{ entry: DrawTable['moments'][number]; times: number[] }> {
  const moments = rule.moments!;
  const base = { rule_id: rule.id, reward_id: rule.reward_id, all_from: rule.all_from };
  const claimed = and(
    eq(rewardMoments.gameId, gameId),
    eq(rewardMoments.ruleId, rule.id),
    isNotNull(rewardMoments.claimedAt),
  );
  if (moments.mode === 'manual') {
    const won = await tx.select({ at: rewardMoments.at }).from(rewardMoments).where(claimed);
    const times = withoutTaken(
      moments.times.map((t) => Date.parse(t)),
      won.map((w) => w.at.getTime()),
    );
    return {
      entry: {
        ...base,
        mode: 'manual',
        count: times.length,
        from: null,
        to: null,
        times_sha256: momentsDigest(times.map(iso)),
      },
      times,
    };
  }
  const [won] = await tx.select({ n: count() }).from(rewardMoments).where(claimed);
  const left = Math.max(0, moments.count - (won?.n ?? 0));
  // Moments not yet won are spread over what is left of the window; past its end, they are due
  // at once (they roll forward to the next plays).
  const from = Math.max(now, Date.parse(moments.starts_at));
  const to = Math.max(from, Date.parse(moments.ends_at));
  const times = Array.from({ length: left }, (_, i) => momentAt(seed, rule.id, i, from, to));
  return {
    entry: {
      ...base,
      mode: 'random',
      count: left,
      from: iso(from),
      to: iso(to),
      times_sha256: null,
    },
    times,
  };
}

/** Opens a period for the game; null when another transaction opened one first. */
async function openPeriod(
  tx: Queryable,
  game: DrawGame,
  configKey: string,
  now: number,
): Promise<CommitmentRow | null> {
  const rewards = game.settings.rewards!;
  const rules = instantRules(rewards);
  const seed = newSeed();
  const table: DrawTable = {
    order: rules.map((r) => r.id),
    odds: rules
      .filter((r) => r.mode === 'odds')
      .map((r) => ({
        rule_id: r.id,
        reward_id: r.reward_id,
        percent: r.odds!,
        units: oddsUnits(r.odds!),
        all_from: r.all_from,
      })),
    moments: [],
    consolation_reward_id: rewards.consolation_reward_id,
  };
  const laidOut: { ruleId: string; times: number[] }[] = [];
  for (const rule of rules.filter((r) => r.mode === 'moments')) {
    const { entry, times } = await layOutMoments(tx, game.id, rule, seed, now);
    table.moments.push(entry);
    laidOut.push({ ruleId: rule.id, times });
  }
  // At most one open period per game (a partial unique index): a concurrent opener finds it.
  const [row] = await tx
    .insert(rewardCommitments)
    .values({
      gameId: game.id,
      seed,
      commitment: commitmentOf(seed),
      configKey,
      drawTable: table,
      committedAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  for (const { ruleId, times } of laidOut) {
    for (let i = 0; i < times.length; i += 1000) {
      await tx.insert(rewardMoments).values(
        times.slice(i, i + 1000).map((at, j) => ({
          commitmentId: row.id,
          gameId: game.id,
          ruleId,
          seq: i + j,
          at: new Date(at),
        })),
      );
    }
  }
  return row;
}

async function findOpen(tx: Queryable, gameId: string): Promise<CommitmentRow | null> {
  const [row] = await tx
    .select()
    .from(rewardCommitments)
    .where(and(eq(rewardCommitments.gameId, gameId), isNull(rewardCommitments.revealedAt)));
  return row ?? null;
}

/**
 * The game's open period, opened now if it has none (a game published before its rules drew, or
 * seeded). Null when the game draws nothing.
 */
export async function ensurePeriod(
  tx: Queryable,
  game: DrawGame,
  now: number,
): Promise<CommitmentRow | null> {
  const open = await findOpen(tx, game.id);
  if (open) return open;
  const key = configKeyOf(game.settings.rewards);
  if (!key) return null;
  return (await openPeriod(tx, game, key, now)) ?? findOpen(tx, game.id);
}

/**
 * After a game is created or changed: reveals the open period when the game no longer draws with
 * it (not published, or other draw rules), and opens the next one when it is published with draw
 * rules. One transaction with the game's row locked, so two saves cannot both open a period.
 */
export async function syncPeriods(db: Queryable, gameId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
    if (!game) return;
    const now = Date.now();
    const key = game.status === 'published' ? configKeyOf(game.settings.rewards) : null;
    const open = await findOpen(tx, game.id);
    if (open && open.configKey === key) return;
    if (open) {
      await tx
        .update(rewardCommitments)
        .set({ revealedAt: new Date(now) })
        .where(eq(rewardCommitments.id, open.id));
    }
    if (key) await openPeriod(tx, game, key, now);
  });
}

export function toCommitment(row: CommitmentRow): FairnessCommitment {
  return {
    commitment: row.commitment,
    committed_at: row.committedAt.toISOString(),
    seed: row.revealedAt ? row.seed : null,
    revealed_at: row.revealedAt?.toISOString() ?? null,
  };
}

/** The commitments of each game, newest first (the seed only once revealed). */
export async function commitmentsOf(
  db: Queryable,
  gameIds: readonly string[],
): Promise<Map<string, FairnessCommitment[]>> {
  const byGame = new Map<string, FairnessCommitment[]>();
  if (gameIds.length === 0) return byGame;
  const rows = await db
    .select()
    .from(rewardCommitments)
    .where(inArray(rewardCommitments.gameId, [...gameIds]))
    .orderBy(desc(rewardCommitments.committedAt), desc(rewardCommitments.id));
  for (const row of rows) {
    const list = byGame.get(row.gameId) ?? [];
    list.push(toCommitment(row));
    byGame.set(row.gameId, list);
  }
  return byGame;
}

/** A game's periods with their tables, newest first (the public fairness record). */
export async function periodsOf(db: Queryable, gameId: string): Promise<CommitmentRow[]> {
  return db
    .select()
    .from(rewardCommitments)
    .where(eq(rewardCommitments.gameId, gameId))
    .orderBy(desc(rewardCommitments.committedAt), desc(rewardCommitments.id));
}

/** The moments of a revealed period, in order. */
export async function momentsOf(db: Queryable, commitmentId: string) {
  return db
    .select()
    .from(rewardMoments)
    .where(eq(rewardMoments.commitmentId, commitmentId))
    .orderBy(asc(rewardMoments.ruleId), asc(rewardMoments.seq));
}
