/**
 * The game editor's Rewards section as the form holds it: `settings.rewards` in the request's own
 * shape (so the contract's messages and the server's `settings.rewards.rules.0.odds: …` land on
 * the field that shows them), with the blanks an input can hold (`null`) where the request leaves
 * a field out. Pure: the section, the game form and the tests use it.
 */
import {
  REWARD_LIMITS,
  type GameRewardSettingsOutput,
  type RewardMoments,
  type RewardRuleInput,
  type RewardRuleMode,
} from '@playdesk/contract';
import { formatDateTime, formatNumber } from '../../../../../lib/format';
import { appT } from '../../../../../i18n/i18n';

export interface RuleForm {
  /** The rule's id once saved (`r1`…): the server keeps its counters under it. */
  id?: string;
  reward_id: string;
  mode: RewardRuleMode;
  /** `winner` only: null = won plays; a number = plays scoring at least that. */
  min_score: number | null;
  /** `winner` only: the one result it is for (a personality test's outcome id); null for any. */
  result_id: string | null;
  /** `odds` only, in percent. */
  odds: number | null;
  /** `moments` only. */
  moments: RewardMoments | null;
  /** null = the default (one per player). */
  per_player: number | null;
  per_day: number | null;
  stock: number | null;
  /** ISO instant of "100 % from this date", or null. */
  all_from: string | null;
}

export interface RewardSettingsForm {
  rules: RuleForm[];
  consolation_reward_id: string | null;
}

/** What the editor offers: "every winner" and "score threshold" are both the `winner` mode. */
export type RuleKind = 'winner' | 'score' | 'odds' | 'moments';

/** The kinds in the order the editor offers them (`games.rule.kind.<kind>` and `…_hint`). */
export const RULE_KINDS: readonly RuleKind[] = ['winner', 'score', 'odds', 'moments'];

export function ruleKind(rule: Pick<RuleForm, 'mode' | 'min_score'>): RuleKind {
  if (rule.mode === 'winner') return rule.min_score === null ? 'winner' : 'score';
  return rule.mode;
}

const HOUR = 60 * 60 * 1000;

/** Whole hours from now: a moment range starting in an hour and ending a week later. */
function defaultRange(now: number): { starts_at: string; ends_at: string } {
  const start = Math.ceil(now / HOUR) * HOUR + HOUR;
  return {
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 7 * 24 * HOUR).toISOString(),
  };
}

/** A new rule: every winner gets `rewardId`, one per player. */
export function newRule(rewardId: string): RuleForm {
  return {
    reward_id: rewardId,
    mode: 'winner',
    min_score: null,
    result_id: null,
    odds: null,
    moments: null,
    per_player: 1,
    per_day: null,
    stock: null,
    all_from: null,
  };
}

/** The rule switched to another kind: its own fields start from sensible values. */
export function withKind(rule: RuleForm, kind: RuleKind, now = Date.now()): RuleForm {
  const base = { ...rule, min_score: null, result_id: null, odds: null, moments: null };
  if (kind === 'winner') return { ...base, mode: 'winner', result_id: rule.result_id };
  if (kind === 'score') return { ...base, mode: 'winner', min_score: rule.min_score ?? 10 };
  if (kind === 'odds') return { ...base, mode: 'odds', odds: rule.odds ?? 10 };
  return {
    ...base,
    mode: 'moments',
    moments: rule.moments ?? { mode: 'random', count: 10, ...defaultRange(now) },
  };
}

/** Moments switched between "spread at random" and "set one by one". */
export function withMomentsMode(
  moments: RewardMoments | null,
  mode: RewardMoments['mode'],
  now = Date.now(),
): RewardMoments {
  if (moments?.mode === mode) return moments;
  if (mode === 'manual') return { mode: 'manual', times: [] };
  return { mode: 'random', count: 10, ...defaultRange(now) };
}

export function rewardSettingsToForm(
  settings: GameRewardSettingsOutput | undefined,
): RewardSettingsForm {
  if (!settings) return { rules: [], consolation_reward_id: null };
  return {
    rules: settings.rules.map((rule) => ({
      id: rule.id,
      reward_id: rule.reward_id,
      mode: rule.mode,
      min_score: rule.mode === 'winner' ? rule.min_score : null,
      result_id: rule.mode === 'winner' ? (rule.result_id ?? null) : null,
      odds: rule.mode === 'odds' ? rule.odds : null,
      moments: rule.mode === 'moments' ? rule.moments : null,
      per_player: rule.per_player,
      per_day: rule.per_day,
      stock: rule.stock,
      all_from: rule.all_from,
    })),
    consolation_reward_id: settings.consolation_reward_id,
  };
}

/** True when a consolation reward makes sense: some rule draws by odds. */
export const hasOdds = (form: RewardSettingsForm) => form.rules.some((r) => r.mode === 'odds');

/**
 * The `settings.rewards` of `PATCH games/{id}` (replaced whole). Each rule carries the fields of
 * its mode only; a blank per-player cap is left out (the server's default: one per player); the
 * consolation reward goes only with a rule by odds.
 */
export function rewardSettingsToRequest(form: RewardSettingsForm): {
  rules: RewardRuleInput[];
  consolation_reward_id: string | null;
} {
  return {
    rules: form.rules.map((rule) => ({
      ...(rule.id ? { id: rule.id } : {}),
      reward_id: rule.reward_id,
      mode: rule.mode,
      min_score: rule.mode === 'winner' ? rule.min_score : null,
      result_id: rule.mode === 'winner' ? rule.result_id : null,
      odds: rule.mode === 'odds' ? rule.odds : null,
      moments: rule.mode === 'moments' ? rule.moments : null,
      ...(rule.per_player === null ? {} : { per_player: rule.per_player }),
      per_day: rule.per_day,
      stock: rule.stock,
      all_from: rule.all_from,
    })),
    consolation_reward_id: hasOdds(form) ? form.consolation_reward_id || null : null,
  };
}

/** "12.5 %" → the chance in words: "1 in 8 plays". */
export function oddsInWords(percent: number | null): string | null {
  if (percent === null || !Number.isFinite(percent) || percent <= 0 || percent > 100) return null;
  const t = appT();
  if (percent === 100) return t('games.rule.every_play');
  const oneIn = 100 / percent;
  const rounded = oneIn < 10 ? Math.round(oneIn * 10) / 10 : Math.round(oneIn);
  return t('games.rule.one_in', { n: formatNumber(rounded) });
}

export const MAX_RULES = REWARD_LIMITS.rulesPerGame;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the local `YYYY-MM-DDTHH:mm` a `datetime-local` input shows ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO instant; '' (or a broken value) → null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** "Mon 1 Dec 2026, 09:30" in the browser's time zone. */
export function momentLabel(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return formatDateTime(d, { weekday: true });
}
