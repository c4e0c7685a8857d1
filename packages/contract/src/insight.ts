/**
 * Insight (docs/insight.md): the campaign funnel, where players come from, where they give up.
 * The steps a visit or play goes through, the attribution a visit carries, the player app's beacon
 * and the console's reports.
 */
import { z } from 'zod';
import { IsoDate } from './calendar.js';
import { Language } from './languages.js';
import { capList, PublicId, text } from './primitives.js';

/**
 * The funnel's steps, in order (docs/insight.md#steps). `view`, `cta` and `share` come from the
 * player app's beacon; every other step is recorded by the server from what it did.
 */
export const FUNNEL_STEPS = [
  'view',
  'start',
  'first_move',
  'finish',
  'win',
  'lead',
  'reward_won',
  'reward_redeemed',
  'cta',
  'share',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FunnelStepSchema = z.enum(FUNNEL_STEPS);

/** The steps only the player's browser sees, sent through `POST play/events`. */
export const BEACON_STEPS = ['view', 'cta', 'share', 'form_field'] as const;
export type BeaconStep = (typeof BEACON_STEPS)[number];

/** How a funnel can be broken down (`group_by`). */
export const FUNNEL_DIMENSIONS = [
  'source',
  'medium',
  'campaign',
  'referrer',
  'host',
  'placement',
  'language',
  'device',
  'returning',
  'variant',
] as const;
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number];

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** What a source, medium or campaign is when the visit carried none (docs/insight.md#attribution). */
export const DIRECT_SOURCE = 'direct';

const UtmValue = text(100, { trim: true, tooLong: 'At most 100 characters' });
/** A visit id: a random UUID the player app keeps in session storage (no cookie). */
export const VisitId = text(36)
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'A visit id is a UUID')
  .meta({ format: 'uuid', example: '6f1c2a9e-3b7d-4c1e-9a52-0d8e4b7f1a23' });

/**
 * Where a visit came from, as the player app read it on arrival (first touch): the page's (for an
 * embed, the host page's) UTM parameters, the referrer, the embedding site and the placement link
 * followed. The server derives the source from these (UTM first, then referrer, then direct); it
 * never stores a full URL or an IP address with them.
 */
export const VisitAttribution = z.object({
  visit_id: VisitId,
  utm_source: UtmValue.optional(),
  utm_medium: UtmValue.optional(),
  utm_campaign: UtmValue.optional(),
  /** `document.referrer` (only its host is kept). */
  referrer: text(2000, { trim: true }).optional(),
  /** The page embedding the game (only its host is kept). */
  host_url: text(2000, { trim: true }).optional(),
  /** The placement whose link was followed (`pd_placement`). */
  placement: PublicId.optional(),
  /** The browser already held a player token of this business when the visit began. */
  returning: z.boolean().optional(),
});
export type VisitAttribution = z.infer<typeof VisitAttribution>;

export const BeaconEvent = z.object({
  step: z.enum(BEACON_STEPS, { error: `A step is one of ${BEACON_STEPS.join(', ')}` }),
  game: PublicId,
  /** The play it belongs to, when there is one (a click on the result pop-up). */
  session_id: text(64).optional(),
  /** What was clicked or shared, or the form field left (`order_online`, `email`). */
  target: text(64, { trim: true }).optional(),
  /** The variant shown, when the game runs an experiment. */
  variant: text(16).optional(),
  language: Language.optional(),
});
export type BeaconEvent = z.infer<typeof BeaconEvent>;

export const BEACON_EVENTS_MAX = 20;
/** `POST play/events`: a few steps of one visit, sent with `navigator.sendBeacon`. */
export const BeaconRequest = z.object({
  visit: VisitAttribution,
  events: capList(
    BEACON_EVENTS_MAX,
    `Send at most ${BEACON_EVENTS_MAX} events at once`,
    z.array(BeaconEvent).min(1, 'Send at least one event').max(BEACON_EVENTS_MAX),
  ),
});
export type BeaconRequest = z.infer<typeof BeaconRequest>;
export const BeaconResponse = z.object({
  /** The events recorded (a repeat of one already recorded for this visit is not). */
  accepted: z.number().int(),
});

const FunnelRange = {
  from: IsoDate,
  to: IsoDate,
};
function rangeChecks<T extends z.ZodObject<{ from: typeof IsoDate; to: typeof IsoDate }>>(
  schema: T,
) {
  return schema
    .refine((q) => q.to >= q.from, { message: '`to` must be on or after `from`', path: ['to'] })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 366, {
      message: 'Choose a period of at most one year',
      path: ['to'],
    });
}

/**
 * `GET stats/funnel`: the funnel of one game (or of every game of the account) over UTC days,
 * optionally broken down by one dimension, and compared with another period.
 */
export const FunnelQuery = rangeChecks(
  z.object({
    game: PublicId.optional(),
    ...FunnelRange,
    group_by: z
      .enum(FUNNEL_DIMENSIONS, { error: `Group by one of ${FUNNEL_DIMENSIONS.join(', ')}` })
      .optional(),
    /** The period to compare with (both or neither). */
    compare_from: IsoDate.optional(),
    compare_to: IsoDate.optional(),
  }),
).refine((q) => (q.compare_from === undefined) === (q.compare_to === undefined), {
  message: 'Send both compare_from and compare_to, or neither',
  path: ['compare_to'],
});
export type FunnelQuery = z.input<typeof FunnelQuery>;

/** Every step's count; steps nobody reached are 0. */
export const StepCounts = z.object(
  Object.fromEntries(FUNNEL_STEPS.map((s) => [s, z.number().int()])) as Record<
    FunnelStep,
    z.ZodNumber
  >,
);
export type StepCounts = z.infer<typeof StepCounts>;

export const FunnelRow = z.object({
  /** The dimension's value (`direct`, `newsletter`, `phone`, a placement's public id, `B`). */
  key: z.string(),
  /** How to show it: a placement's name, a variant's name; else the key itself. */
  label: z.string(),
  steps: StepCounts,
});
export type FunnelRow = z.infer<typeof FunnelRow>;

export const FunnelPeriod = z.object({
  from: z.string(),
  to: z.string(),
  steps: StepCounts,
  /** The breakdown, largest first by views then starts, when `group_by` was sent. */
  rows: z.array(FunnelRow),
});
export type FunnelPeriod = z.infer<typeof FunnelPeriod>;

export const FunnelResponse = z.object({
  game: z.object({ public_id: PublicId, name: z.string(), type: z.string() }).nullable(),
  group_by: z.enum(FUNNEL_DIMENSIONS).nullable(),
  current: FunnelPeriod,
  compared: FunnelPeriod.nullable(),
});
export type FunnelResponse = z.infer<typeof FunnelResponse>;

export const GameStepsQuery = rangeChecks(z.object(FunnelRange));

/** How many plays of a period (the latest) `GET stats/games/{id}/steps` reads the steps from. */
export const GAME_STEPS_SAMPLE = 5000;

/** A bar of a histogram: `[from, to)` and how many fell in it; `to` null: no upper end. */
export const HistogramBar = z.object({
  from: z.number(),
  to: z.number().nullable(),
  count: z.number().int(),
});

/** One step of a game as its players met it (a question, a guess, a share of the board). */
export const GameStep = z.object({
  /**
   * Stable across periods: a quiz question's id (`q1`…), an EmojiQ phrase's place (`p1`…),
   * `guess1`…`guess6` for Wordle, `p0`, `p25`, `p50`, `p75`, `p100` for a share of the board.
   */
  key: z.string(),
  /**
   * What to show the step by: a question's or phrase's number in the game's content (1-based), the
   * guess's number, or the share of the board in percent (its lower bound: `p25` is "25 % or
   * more done"). A screen formats guesses and shares from it in its own language.
   */
  n: z.number().int(),
  /**
   * The content's text of the step in the game's default language (a question, an EmojiQ clue);
   * for guesses and shares an English fallback (`Guess 2`, `25 %`) for API users.
   */
  label: z.string(),
  /** Plays that reached this step: shown the question, got to the guess, did that share or more. */
  reached: z.number().int(),
  /**
   * Plays that stopped on this step without finishing: left (ended `abandoned`), ran out of time
   * (`timeout`), or still running past their expiry.
   */
  abandoned: z.number().int(),
  /**
   * Median seconds spent on the step by the plays that got past it, where the game records it
   * (quiz questions, EmojiQ phrases); null otherwise or when no play got past it.
   */
  median_seconds: z.number().nullable(),
  /**
   * For questions with options: how many chose each option, in the question's order (the option's
   * text as the label); `correct` marks the right one. Null for other steps.
   */
  answers: z
    .array(z.object({ label: z.string(), count: z.number().int(), correct: z.boolean() }))
    .nullable(),
});
export type GameStep = z.infer<typeof GameStep>;

export const GameStepsResponse = z.object({
  game: z.object({ public_id: PublicId, name: z.string(), type: z.string() }),
  from: z.string(),
  to: z.string(),
  /** Plays started in the period. */
  plays: z.number().int(),
  /**
   * Plays that got to their end by playing (every question answered, the word found or every guess
   * used, the board or card done, a Solve pressed): not left nor out of time.
   */
  finished: z.number().int(),
  /**
   * The plays the steps were counted from: the latest of the period (at most
   * `GAME_STEPS_SAMPLE`), those whose stored state could be read.
   */
  sampled: z.number().int(),
  /** What a step is for this game's type: `question`, `guess`, `progress`. */
  step_kind: z.enum(['question', 'guess', 'progress']),
  steps: z.array(GameStep),
  /** Seconds from start to finish of the plays that finished; the last bar's `to` is null (no end). */
  time_to_finish: z.array(HistogramBar),
  /** The lead form's fields, in order: how many players left the form at each. */
  form_fields: z.array(z.object({ key: z.string(), abandoned: z.number().int() })),
});
export type GameStepsResponse = z.infer<typeof GameStepsResponse>;
