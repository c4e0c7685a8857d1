/**
 * A/B/n experiments (docs/insight.md#experiments): 2–4 variants of one game, each overriding part
 * of it, a traffic split, a goal, and a verdict with its uncertainty.
 */
import { z } from 'zod';
import { IsoDate } from './calendar.js';
import { GameSettingsOutput, GameSettingsPatch } from './games.js';
import { DifficultySchema, JsonObject, PublicId, capList, text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';

export const EXPERIMENT_GOALS = ['finish', 'lead', 'cta', 'reward_redeemed'] as const;
export type ExperimentGoal = (typeof EXPERIMENT_GOALS)[number];
export const EXPERIMENT_STATUSES = ['running', 'stopped'] as const;
/** Variant keys, in order: the first is the control. */
export const VARIANT_KEYS = ['A', 'B', 'C', 'D'] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];
export const VARIANTS_MIN = 2;
export const VARIANTS_MAX = 4;

/**
 * What a variant changes in the game; what it does not name is the game's own. `settings` as a
 * game's PATCH takes them; `rewards` only when the experiment `varies_odds`.
 */
export const VariantOverrides = z
  .object({
    difficulty: DifficultySchema,
    content: JsonObject,
    settings: GameSettingsPatch,
  })
  .partial();
export type VariantOverrides = z.infer<typeof VariantOverrides>;

export const VariantName = text(60, {
  trim: true,
  tooLong: 'A variant name has at most 60 characters',
}).min(1, 'Name each variant');

export const ExperimentVariantInput = z.object({
  name: VariantName,
  /** The share of players in percent; the shares add up to 100. */
  share: z.number().int().min(1, 'A share is at least 1 %').max(99, 'A share is at most 99 %'),
  overrides: VariantOverrides.default({}),
});

const ExperimentName = text(120, {
  trim: true,
  tooLong: 'Name must be at most 120 characters',
}).min(1, 'Name is required');
const MinSample = z
  .number()
  .int()
  .min(10, 'A minimum sample is at least 10 players per variant')
  .max(10_000_000, 'A minimum sample is at most 10 000 000 players per variant');

export const CreateExperimentRequest = z
  .object({
    game: PublicId,
    name: ExperimentName,
    goal: z.enum(EXPERIMENT_GOALS, { error: `A goal is one of ${EXPERIMENT_GOALS.join(', ')}` }),
    /** The first is the control (A), the others B, C, D in order. */
    variants: capList(
      VARIANTS_MAX,
      `An experiment has at most ${VARIANTS_MAX} variants`,
      z
        .array(ExperimentVariantInput)
        .min(VARIANTS_MIN, `An experiment has at least ${VARIANTS_MIN} variants`)
        .max(VARIANTS_MAX, `An experiment has at most ${VARIANTS_MAX} variants`),
    ),
    /** Players per variant before a verdict is shown. */
    min_sample: MinSample.optional(),
    /** The last day it runs (UTC); it stops itself after. */
    ends_on: IsoDate.optional(),
    /**
     * The variants may change the rewards' odds; the fairness record says so
     * (docs/product-rules.md#fairness). Without it, a variant may not touch `settings.rewards`.
     */
    varies_odds: z.boolean().default(false),
  })
  .refine((e) => e.variants.reduce((s, v) => s + v.share, 0) === 100, {
    message: 'The shares must add up to 100 %',
    path: ['variants'],
  })
  .refine(
    (e) => e.varies_odds || e.variants.every((v) => v.overrides.settings?.rewards === undefined),
    {
      message: 'A variant may change the rewards only when the experiment varies the odds',
      path: ['variants'],
    },
  );
export type CreateExperimentRequest = z.input<typeof CreateExperimentRequest>;

/** Only the fields sent change. The variants are fixed once players see them. */
export const UpdateExperimentRequest = z
  .object({ name: ExperimentName, min_sample: MinSample.nullable(), ends_on: IsoDate.nullable() })
  .partial();

/** A variant's overrides in answers: as stored (the settings patch checked and normalised). */
export const VariantOverridesOutput = z
  .object({
    difficulty: DifficultySchema,
    content: JsonObject,
    settings: GameSettingsOutput.extend({
      popup_texts: GameSettingsOutput.shape.popup_texts.partial(),
      cta: GameSettingsOutput.shape.cta.partial(),
      templates: GameSettingsOutput.shape.templates.partial(),
      // The game's answer carries the draws' fairness record; a variant's rules do not.
      rewards: GameSettingsOutput.shape.rewards.omit({ fairness: true }),
    }).partial(),
  })
  .partial();

export const ExperimentVariant = z.object({
  key: z.enum(VARIANT_KEYS),
  name: z.string(),
  share: z.number().int(),
  overrides: VariantOverridesOutput,
});
/** A variant as stored and played: its overrides as the request's schema gives them. */
export type ExperimentVariant = Omit<z.infer<typeof ExperimentVariant>, 'overrides'> & {
  overrides: VariantOverrides;
};

export const Experiment = z.object({
  public_id: PublicId,
  game: z.object({ public_id: PublicId, name: z.string(), type: z.string() }),
  name: z.string(),
  status: z.enum(EXPERIMENT_STATUSES),
  goal: z.enum(EXPERIMENT_GOALS),
  min_sample: z.number().int().nullable(),
  ends_on: z.string().nullable(),
  varies_odds: z.boolean(),
  variants: z.array(ExperimentVariant),
  /** The variant made the game's own when it was stopped, if any. */
  promoted_variant: z.enum(VARIANT_KEYS).nullable(),
  started_at: z.string(),
  stopped_at: z.string().nullable(),
});
export type Experiment = z.infer<typeof Experiment>;

/** One variant's figures: a rate with its 95 % interval, and against the control. */
export const VariantResult = z.object({
  key: z.enum(VARIANT_KEYS),
  name: z.string(),
  /** The share set, in percent. */
  share: z.number().int(),
  /** Players who started a play in the variant (the goal's denominator). */
  players: z.number().int(),
  /** Of those, players who reached the goal. */
  conversions: z.number().int(),
  rate: z.number().nullable(),
  /** Wilson score interval at 95 %. */
  rate_interval: z.tuple([z.number(), z.number()]).nullable(),
  /** Rate minus the control's (null for the control). */
  difference: z.number().nullable(),
  /** Newcombe's interval of the difference at 95 %. */
  difference_interval: z.tuple([z.number(), z.number()]).nullable(),
  /** Two-sided p-value of the two-proportion z-test against the control. */
  p_value: z.number().nullable(),
});
export type VariantResult = z.infer<typeof VariantResult>;

export const ExperimentResults = z.object({
  /** How the verdict is reached. */
  method: z.literal('two-proportion z-test'),
  goal: z.enum(EXPERIMENT_GOALS),
  /** False until every variant has `min_sample` players (or 100 when none was set). */
  enough_data: z.boolean(),
  variants: z.array(VariantResult),
  /**
   * Sample ratio mismatch: the chi-square test of the players observed against the split set.
   * `mismatch` when p < 0.001 — the assignment or the tracking is broken, the verdict untrusted.
   */
  sample_ratio: z.object({ p_value: z.number().nullable(), mismatch: z.boolean() }),
});
export type ExperimentResults = z.infer<typeof ExperimentResults>;

export const ExperimentResponse = z.object({ experiment: Experiment });
export const ExperimentDetailResponse = z.object({
  experiment: Experiment,
  results: ExperimentResults,
});
export type ExperimentDetailResponse = z.infer<typeof ExperimentDetailResponse>;
export const ExperimentListQuery = PageQuery.extend({
  game: PublicId.optional(),
  status: z.enum(EXPERIMENT_STATUSES).optional(),
});
export const ExperimentListResponse = pageOf(Experiment);
export type ExperimentListResponse = z.infer<typeof ExperimentListResponse>;
export const PromoteExperimentRequest = z.object({
  variant: z.enum(VARIANT_KEYS, { error: 'Choose a variant: A, B, C or D' }),
});
