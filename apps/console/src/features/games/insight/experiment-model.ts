/**
 * The "New experiment" form's model (issue 34 §6): its values, the defaults, and the request it
 * makes — each variant's `overrides` built from the fields the business filled (a blank field
 * keeps the game's own). Variant A is the control: the game as it is, no overrides.
 */
import {
  VARIANTS_MAX,
  VARIANTS_MIN,
  type CreateExperimentRequest,
  type ExperimentGoal,
  type Game,
  type GameSettingsPatch,
  type VariantOverrides,
} from '@playdesk/contract';
import type { Difficulty } from '@playdesk/games';

export type LeadFormChoice = 'keep' | 'on' | 'off';

export interface VariantFormValues {
  name: string;
  /** Percent, as typed. */
  share: string;
  difficulty: '' | Difficulty;
  instructions: string;
  ctaLabel: string;
  ctaLink: string;
  winText: string;
  failText: string;
  leadForm: LeadFormChoice;
  /** Quiz and EmojiQ: keep the first N questions (blank: all). */
  questions: string;
}

export interface ExperimentFormValues {
  name: string;
  goal: ExperimentGoal;
  variants: VariantFormValues[];
  minSample: string;
  endsOn: string;
}

/** The game types whose content is a list of questions a variant may shorten, and its key. */
export const QUESTION_LISTS: Readonly<Record<string, 'questions' | 'phrases'>> = {
  quiz: 'questions',
  emojiq: 'phrases',
};

export function emptyVariant(name: string): VariantFormValues {
  return {
    name,
    share: '',
    difficulty: '',
    instructions: '',
    ctaLabel: '',
    ctaLink: '',
    winText: '',
    failText: '',
    leadForm: 'keep',
    questions: '',
  };
}

/** Shares that add up to 100 for `count` variants, the remainder on the first (50/50, 34/33/33). */
export function evenShares(count: number): number[] {
  const base = Math.floor(100 / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? 100 - base * (count - 1) : base));
}

export function withEvenShares(variants: VariantFormValues[]): VariantFormValues[] {
  const shares = evenShares(variants.length);
  return variants.map((v, i) => ({ ...v, share: String(shares[i]) }));
}

export function defaultExperimentValues(control: string, variant: string): ExperimentFormValues {
  return {
    name: '',
    goal: 'lead',
    variants: withEvenShares([emptyVariant(control), emptyVariant(variant)]),
    minSample: '',
    endsOn: '',
  };
}

export const canAddVariant = (count: number) => count < VARIANTS_MAX;
export const canRemoveVariant = (count: number) => count > VARIANTS_MIN;

/** The sum of the shares typed (a blank or non-number counts 0). */
export function shareTotal(variants: readonly VariantFormValues[]): number {
  return variants.reduce((sum, v) => sum + (toInt(v.share) ?? 0), 0);
}

/** A whole number as typed, or null for a blank; anything else stays a number the schema refuses. */
function toInt(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return Number(trimmed);
}

/** The overrides a variant's fields describe; `{}` when it changes nothing. */
export function buildOverrides(values: VariantFormValues, game: Game): VariantOverrides {
  const overrides: VariantOverrides = {};
  if (values.difficulty) overrides.difficulty = values.difficulty;
  const settings: GameSettingsPatch = {};
  if (values.instructions.trim()) settings.instructions = values.instructions.trim();
  const cta: NonNullable<GameSettingsPatch['cta']> = {};
  if (values.ctaLabel.trim()) cta.label = values.ctaLabel.trim();
  if (values.ctaLink.trim()) cta.link = values.ctaLink.trim();
  if (Object.keys(cta).length > 0) settings.cta = cta;
  const popup: NonNullable<GameSettingsPatch['popup_texts']> = {};
  if (values.winText.trim()) popup.win = values.winText.trim();
  if (values.failText.trim()) popup.fail = values.failText.trim();
  if (Object.keys(popup).length > 0) settings.popup_texts = popup;
  const form = leadFormOverride(values.leadForm, game);
  if (form) settings.lead_form = form;
  if (Object.keys(settings).length > 0) overrides.settings = settings;
  const content = slicedContent(game, values.questions);
  if (content) overrides.content = content;
  return overrides;
}

/**
 * The form a variant shows: off, or on with the game's own fields (after the game when the game
 * has it off) — or nothing to change when it is already so.
 */
export function leadFormOverride(
  choice: LeadFormChoice,
  game: Game,
): GameSettingsPatch['lead_form'] | null {
  const own = game.settings.lead_form;
  if (choice === 'off')
    return own.mode === 'off' ? null : { mode: 'off', fields: [], consents: [] };
  if (choice === 'on') {
    if (own.mode !== 'off') return null;
    const fields =
      own.fields.length > 0
        ? own.fields
        : [{ key: 'email', type: 'email' as const, label: 'Email', required: true }];
    return { mode: 'after', fields, consents: own.consents } as GameSettingsPatch['lead_form'];
  }
  return null;
}

/** Whether the game's form can be turned on by a variant (it has it off) or off (it has it on). */
export function leadFormChoices(game: Game): LeadFormChoice[] {
  return game.settings.lead_form.mode === 'off' ? ['keep', 'on'] : ['keep', 'off'];
}

/** How many questions (or phrases) the game has; null for a type without such a list. */
export function questionCount(game: Game): number | null {
  const key = QUESTION_LISTS[game.type];
  if (!key) return null;
  const list = (game.content as Record<string, unknown>)[key];
  return Array.isArray(list) ? list.length : 0;
}

/**
 * The game's content with its first `kept` questions (phrases) only; null when the field is blank,
 * the type has no list, or it keeps them all. A number drawn per play above what is kept comes
 * down to it.
 */
export function slicedContent(game: Game, kept: string): Record<string, unknown> | null {
  const key = QUESTION_LISTS[game.type];
  const n = toInt(kept);
  if (!key || n === null || !Number.isInteger(n) || n < 1) return null;
  const content = game.content as Record<string, unknown>;
  const list = content[key];
  if (!Array.isArray(list) || n >= list.length) return null;
  const next: Record<string, unknown> = { ...content, [key]: list.slice(0, n) };
  const pool = content.pool_size;
  if (typeof pool === 'number' && pool > n) next.pool_size = n;
  return next;
}

/** The request the form makes (checked by the contract's schema before it is sent). */
export function toExperimentRequest(
  values: ExperimentFormValues,
  game: Game,
): CreateExperimentRequest {
  const minSample = toInt(values.minSample);
  const request: CreateExperimentRequest = {
    game: game.public_id,
    name: values.name,
    goal: values.goal,
    variants: values.variants.map((v, i) => ({
      name: v.name,
      share: toInt(v.share) ?? Number.NaN,
      overrides: i === 0 ? {} : buildOverrides(v, game),
    })),
  };
  if (minSample !== null) request.min_sample = minSample;
  if (values.endsOn.trim()) request.ends_on = values.endsOn.trim();
  return request;
}

/** The request's paths the form shows at its fields (the server's `errors` too). */
export function experimentFieldPath(path: string): string {
  if (path === 'min_sample') return 'minSample';
  if (path === 'ends_on') return 'endsOn';
  const variant = /^variants\.(\d+)\.(.+)$/.exec(path);
  if (variant) {
    const [, index, rest] = variant;
    const field = VARIANT_PATHS.find(([prefix]) => rest!.startsWith(prefix));
    return field ? `variants.${index}.${field[1]}` : `variants.${index}.name`;
  }
  return path;
}

const VARIANT_PATHS: readonly (readonly [string, keyof VariantFormValues])[] = [
  ['name', 'name'],
  ['share', 'share'],
  ['overrides.difficulty', 'difficulty'],
  ['overrides.settings.instructions', 'instructions'],
  ['overrides.settings.cta.label', 'ctaLabel'],
  ['overrides.settings.cta.link', 'ctaLink'],
  ['overrides.settings.popup_texts.win', 'winText'],
  ['overrides.settings.popup_texts.fail', 'failText'],
  ['overrides.settings.lead_form', 'leadForm'],
  ['overrides.content', 'questions'],
];

/** The fields a server error may land on (`applyServerErrors`). */
export function experimentFields(count: number): string[] {
  const top = ['name', 'goal', 'variants', 'minSample', 'endsOn'];
  const perVariant = Array.from({ length: count }, (_, i) =>
    VARIANT_PATHS.map(([, field]) => `variants.${i}.${field}`),
  ).flat();
  return [...top, ...new Set(perVariant)];
}
