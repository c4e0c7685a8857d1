import { and, eq, inArray } from 'drizzle-orm';
import type { Game, Language } from '@playdesk/contract';
import { gameOf, type GameType } from '@playdesk/games/registry';
import type { Queryable } from '../../db/client.js';
import { rewards as rewardRows } from '../../db/schema.js';
import { badRequest, invalidFields } from '../../http/errors.js';
import { isDictionaryWord } from '../../infra/dictionary.js';

interface ContentProblems {
  message: string;
  /** One line a problem, naming its field (`content.words.2: …`). */
  problems: string[];
}

const named = (prefix: string, path: readonly PropertyKey[], message: string) =>
  `${[prefix, ...path.map(String)].join('.')}: ${message}`;

/**
 * A game's content checked with its game's schema, then with the game's own server-side check in
 * the content's `language` (Wordle: every secret word can be guessed with that language's
 * dictionary). Problems name their field under `prefix`.
 */
export function checkGameContent(
  type: GameType,
  content: unknown,
  language: Language,
  prefix = 'content',
): { data: Record<string, unknown> } | { error: ContentProblems } {
  const game = gameOf(type);
  const result = game.engine.contentSchema.safeParse(content);
  if (!result.success) {
    return {
      error: {
        message: 'The game content is not valid.',
        problems: result.error.issues.map((issue) => named(prefix, issue.path, issue.message)),
      },
    };
  }
  const problem = game.checkContent?.(result.data, { isWord: isDictionaryWord, language });
  if (problem) {
    return {
      error: {
        message: problem.message,
        problems: problem.problems.map(({ path, message }) => named(prefix, path, message)),
      },
    };
  }
  return { data: result.data as Record<string, unknown> };
}

/** `checkGameContent`, or a 400 naming each problem. */
export function parseGameContent(
  type: GameType,
  content: unknown,
  language: Language,
): Record<string, unknown> {
  const checked = checkGameContent(type, content, language);
  if ('error' in checked) throw badRequest(checked.error.message, checked.error.problems);
  return checked.data;
}

/** What the reward check reads of a game's reward settings. */
interface RewardRules {
  rules: readonly { mode: string; reward_id: string; result_id?: string | null }[];
  consolation_reward_id?: string | null;
}

/**
 * The rewards a game's content names (a wheel's segments: the game's `contentRewards`) are the
 * account's, and the game's reward rules fit its content (its `checkRewardRules`: a wheel gives
 * only rewards it has a segment for). A 400 naming each problem (`content.segments.2.reward_id:
 * No reward r_…`, `settings.rewards.rules.0.reward_id: …`). Nothing to do for a game whose
 * content names no reward.
 */
export async function checkContentRewards(
  db: Queryable,
  accountId: string,
  type: GameType,
  content: Record<string, unknown>,
  rewards: RewardRules | undefined,
): Promise<void> {
  const game = gameOf(type);
  const errors: string[] = [];
  // A rule for one result names one this content can come to (a personality test's outcome).
  const results = game.contentResults
    ? new Set(game.contentResults(content).map((r) => r.id))
    : null;
  (rewards?.rules ?? []).forEach((rule, i) => {
    const result = rule.result_id ?? null;
    if (result === null || results?.has(result)) return;
    errors.push(
      named(
        'settings.rewards',
        ['rules', i, 'result_id'],
        results
          ? `The game has no outcome ${result}`
          : 'This game has no outcomes to give a reward for',
      ),
    );
  });
  if (!game.contentRewards && !game.checkRewardRules) {
    if (errors.length > 0) throw invalidFields(errors);
    return;
  }
  const refs = game.contentRewards?.(content) ?? [];
  if (refs.length > 0) {
    const ids = [...new Set(refs.map((r) => r.reward_id))];
    const found = await db
      .select({ publicId: rewardRows.publicId })
      .from(rewardRows)
      .where(and(eq(rewardRows.accountId, accountId), inArray(rewardRows.publicId, ids)));
    const known = new Set(found.map((r) => r.publicId));
    for (const { path, reward_id } of refs)
      if (!known.has(reward_id)) errors.push(named('content', path, `No reward ${reward_id}`));
  }
  const problem = game.checkRewardRules?.(content, {
    rules: rewards?.rules ?? [],
    consolation_reward_id: rewards?.consolation_reward_id ?? null,
  });
  for (const p of problem?.problems ?? [])
    errors.push(named('settings.rewards', p.path, p.message));
  if (errors.length > 0) throw invalidFields(errors);
}

/**
 * A stored game with its content, as the contract types it (content typed by the game's type).
 * The content was parsed with this type's schema when it was saved (parseGameContent).
 */
export function withContent(
  fields: Omit<Game, 'type' | 'content'>,
  type: GameType,
  content: Record<string, unknown>,
): Game {
  return { ...fields, type, content } as Game;
}
