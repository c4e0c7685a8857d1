/**
 * A/B/n experiments on the play path (docs/insight.md#experiments): which variant a player sees,
 * and the game as that variant plays it. Pure, apart from `runningExperiment` (one indexed read).
 * The console's routes and the results live in features/experiments.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, isNull, or } from 'drizzle-orm';
import {
  FOOTER_BUTTONS_BY_TYPE,
  type ExperimentVariant,
  type GameTranslations,
  type VariantKey,
  type VariantOverrides,
} from '@playdesk/contract';
import type { GameType } from '@playdesk/games';
import type { Queryable } from '../../db/client.js';
import { patchedSettings } from '../../db/game-settings.js';
import { experiments, type StoredGameSettings } from '../../db/schema.js';
import { newSecretToken } from '../../lib/tokens.js';

/** What assignment needs of an experiment: its public id and its variants' shares in order. */
export interface Assignable {
  public_id: string;
  variants: readonly { key: VariantKey; share: number }[];
}

const TWO_POW_52 = 2 ** 52;

/**
 * The variant of `key` (a player's token, else the visit id): sha256(`${public_id}:${key}`), its
 * first 52 bits read as a number in [0, 1), and the variant whose cumulative share (in %) covers
 * it. Sticky without storage: the same key always lands in the same variant; keys of different
 * experiments are independent (the experiment's id is hashed in).
 */
export function assignVariant(key: string, experiment: Assignable): VariantKey {
  const digest = createHash('sha256').update(`${experiment.public_id}:${key}`).digest();
  // 32 + 20 bits: exact in a double.
  const bits = digest.readUInt32BE(0) * 2 ** 20 + (digest.readUInt32BE(4) >>> 12);
  const point = (bits / TWO_POW_52) * 100;
  let cumulative = 0;
  for (const variant of experiment.variants) {
    cumulative += variant.share;
    if (point < cumulative) return variant.key;
  }
  return experiment.variants[experiment.variants.length - 1]!.key;
}

/**
 * A new player token that lands in `variant`: a browser that saw the variant before it had a
 * token keeps seeing it once it has one. Each draw lands with the variant's share (≥ 1 %), so the
 * loop ends after 1/share draws on average; 20 000 draws all missing a 1 % variant is ~1e-87.
 */
export function tokenInVariant(experiment: Assignable, variant: VariantKey): string {
  for (let i = 0; i < 20_000; i++) {
    const token = newSecretToken();
    if (assignVariant(token, experiment) === variant) return token;
  }
  throw new Error(`No token drawn in variant ${variant} of ${experiment.public_id}`);
}

/** A random variant, drawn with the shares set (a start with neither token nor visit). */
export function drawVariant(experiment: Assignable): VariantKey {
  return assignVariant(newSecretToken(), experiment);
}

/** The fields of a game row a variant changes. */
export interface VariantGame {
  type: GameType;
  difficulty: string;
  content: Record<string, unknown>;
  settings: StoredGameSettings;
  translations: GameTranslations;
}

/**
 * The game as `overrides` plays it, merged as the game's PATCH merges (features/games/service.ts):
 * `difficulty` and `content` replace the game's, `settings` is a settings patch. The overrides
 * were normalised when the experiment was created (instructions sanitised, footer buttons those of
 * the type, reward rules with ids), so the result is what the PATCH would store.
 *
 * A text the variant changes is shown as the variant wrote it, in every language: the game's
 * translation of that text (its content, pop-up texts, call-to-action label, instructions or form)
 * was written for the game's own text and is left out for the variant.
 */
export function applyVariant<G extends VariantGame>(game: G, overrides: VariantOverrides): G {
  const patch = overrides.settings;
  const merged = patch ? patchedSettings(game.settings, patch) : undefined;
  const fitting = FOOTER_BUTTONS_BY_TYPE[game.type] as readonly string[];
  const settings: StoredGameSettings = merged
    ? {
        ...merged,
        footer_buttons: (merged.footer_buttons ?? fitting).filter((b) => fitting.includes(b)),
        rewards: {
          ...merged.rewards,
          rules: merged.rewards.rules.map((rule, i) => ({ ...rule, id: rule.id ?? `r${i + 1}` })),
        },
      }
    : game.settings;
  const translations = Object.fromEntries(
    Object.entries(game.translations).map(([language, t]) => {
      if (!t) return [language, t];
      const kept = { ...t };
      if (overrides.content !== undefined) delete kept.content;
      if (patch?.instructions !== undefined) delete kept.instructions;
      if (patch?.lead_form !== undefined) delete kept.lead_form;
      if (patch?.cta?.label !== undefined && kept.cta) {
        const { label: _label, ...cta } = kept.cta;
        kept.cta = cta;
      }
      if (patch?.popup_texts && kept.popup_texts) {
        const popup = { ...kept.popup_texts };
        if (patch.popup_texts.win !== undefined) delete popup.win;
        if (patch.popup_texts.fail !== undefined) delete popup.fail;
        kept.popup_texts = popup;
      }
      return [language, kept];
    }),
  ) as GameTranslations;
  return {
    ...game,
    difficulty: overrides.difficulty ?? game.difficulty,
    content: overrides.content ?? game.content,
    settings,
    translations,
  };
}

/** A running experiment as the play path needs it. */
export interface RunningExperiment extends Assignable {
  id: string;
  variants: ExperimentVariant[];
}

/** Today in UTC, as `ends_on` is written (an experiment runs through its last day). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The experiment `gameId` runs, if any: `running` and not past its last day (one past it is
 * stopped as the console reads it; here it simply no longer applies). One probe of
 * `experiments_running_game_idx`.
 */
export async function runningExperiment(
  db: Queryable,
  gameId: string,
): Promise<RunningExperiment | null> {
  const [row] = await db
    .select({ id: experiments.id, publicId: experiments.publicId, variants: experiments.variants })
    .from(experiments)
    .where(
      and(
        eq(experiments.gameId, gameId),
        eq(experiments.status, 'running'),
        or(isNull(experiments.endsOn), gte(experiments.endsOn, todayUtc())),
      ),
    );
  return row ? { id: row.id, public_id: row.publicId, variants: row.variants } : null;
}

/** The overrides of `key` in `experiment`. */
export function overridesOf(experiment: RunningExperiment, key: VariantKey): VariantOverrides {
  return experiment.variants.find((v) => v.key === key)?.overrides ?? {};
}

/** The experiment a player plays in, as the answers name it. */
export interface PlayedExperiment {
  id: string;
  public_id: string;
  variant: VariantKey;
}

/** The variant of `key` (a token or visit id), or the control without one. */
export function variantFor(experiment: RunningExperiment, key: string | null | undefined) {
  return key ? assignVariant(key, experiment) : experiment.variants[0]!.key;
}

/**
 * `game` as the player with `key` (their token, else their visit id) sees it: the variant of the
 * experiment it runs, if any (the control without a key).
 */
export async function gameAsSeenBy<G extends VariantGame & { id: string }>(
  db: Queryable,
  game: G,
  key: string | null | undefined,
): Promise<{ game: G; experiment: PlayedExperiment | null }> {
  const experiment = await runningExperiment(db, game.id);
  if (!experiment) return { game, experiment: null };
  const variant = variantFor(experiment, key);
  return {
    game: applyVariant(game, overridesOf(experiment, variant)),
    experiment: { id: experiment.id, public_id: experiment.public_id, variant },
  };
}

/**
 * The variant a start plays in (docs/insight.md#experiments): a player's token decides; without
 * one, the variant the page showed (`variant` of the start, when the experiment has it), else the
 * visit's assignment, else a draw with the shares set. A start without a token then creates its
 * player with a token drawn in that variant (`tokenInVariant`), so the browser keeps it.
 */
export function startVariant(
  experiment: RunningExperiment,
  playerToken: string | null,
  asked: { variant?: VariantKey | undefined; visit?: { visit_id: string } | undefined },
): VariantKey {
  if (playerToken) return assignVariant(playerToken, experiment);
  if (asked.variant && experiment.variants.some((v) => v.key === asked.variant))
    return asked.variant;
  if (asked.visit) return assignVariant(asked.visit.visit_id, experiment);
  return drawVariant(experiment);
}
