/**
 * The loyalty settings form's model (docs/loyalty.md): the form's values (numbers as text, so a
 * field can be blank while typed), to and from the contract's request.
 */
import {
  LOYALTY_BADGE_ICONS,
  LOYALTY_BADGE_KINDS,
  type LoyaltyBadgeIcon,
  type LoyaltyBadgeKind,
  type LoyaltySettings,
  type LoyaltySettingsRequest,
} from '@playdesk/contract';

export const RULE_KEYS = [
  'play',
  'finish',
  'win',
  'first_play_of_day',
  'streak',
  'form',
  'referral',
  'every_game_of_week',
] as const;
export type RuleKey = (typeof RULE_KEYS)[number];

export interface LoyaltyFormValues {
  enabled: boolean;
  time_zone: string;
  rules: Record<RuleKey, string>;
  streak_days: string;
  daily_cap: string;
  expiry_days: string;
  levels: { name: string; min_points: string }[];
  badges: {
    id: string;
    name: string;
    icon: LoyaltyBadgeIcon;
    /** The business's own picture (`/media/…` or an https URL), drawn instead of the icon. */
    image: string | null;
    kind: LoyaltyBadgeKind;
    threshold: string;
  }[];
  reminders: { streak_ends: boolean; points_expire: boolean; new_badge: boolean };
}

/** The request paths the server may name in a 400, as form paths. */
export const LOYALTY_FIELDS = [
  'time_zone',
  'rules.play',
  'rules.finish',
  'rules.win',
  'rules.first_play_of_day',
  'rules.streak',
  'rules.form',
  'rules.referral',
  'rules.every_game_of_week',
  'streak_days',
  'daily_cap',
  'expiry_days',
  'levels',
  'badges',
] as const;

export function toValues(s: LoyaltySettings): LoyaltyFormValues {
  return {
    enabled: s.enabled,
    time_zone: s.time_zone,
    rules: Object.fromEntries(RULE_KEYS.map((k) => [k, String(s.rules[k])])) as Record<
      RuleKey,
      string
    >,
    streak_days: String(s.rules.streak_days),
    daily_cap: s.rules.daily_cap === null ? '' : String(s.rules.daily_cap),
    expiry_days: s.expiry_days === null ? '' : String(s.expiry_days),
    levels: s.levels.map((l) => ({ name: l.name, min_points: String(l.min_points) })),
    badges: s.badges.map((b) => ({ ...b, threshold: String(b.threshold) })),
    reminders: { ...s.reminders },
  };
}

/** A number field: blank → `blank`, digits → the number, anything else → NaN (the schema says why). */
const num = (text: string, blank: number | null = 0): number | null =>
  text.trim() === '' ? blank : Number(text.trim());

/** The request of the form; score bands are kept as they were saved. */
export function toRequest(v: LoyaltyFormValues, saved: LoyaltySettings): LoyaltySettingsRequest {
  return {
    enabled: v.enabled,
    time_zone: v.time_zone.trim() || 'UTC',
    rules: {
      ...Object.fromEntries(RULE_KEYS.map((k) => [k, num(v.rules[k])])),
      streak_days: num(v.streak_days, 7),
      daily_cap: num(v.daily_cap, null),
      score_bands: saved.rules.score_bands,
    } as LoyaltySettingsRequest['rules'],
    levels: v.levels.map((l) => ({ name: l.name, min_points: num(l.min_points) ?? 0 })),
    badges: v.badges.map((b) => ({ ...b, threshold: num(b.threshold, 1) ?? 1 })),
    expiry_days: num(v.expiry_days, null),
    reminders: v.reminders,
  };
}

/** A new badge's id: its kind, then a number no other badge uses. */
export function newBadgeId(kind: LoyaltyBadgeKind, taken: readonly string[]): string {
  const base = kind.replace(/_/g, '-');
  for (let i = 1; ; i++) {
    const id = i === 1 ? base : `${base}-${i}`;
    if (!taken.includes(id)) return id;
  }
}

/** A share (0–1) as a whole percentage, or a dash. */
export const percent = (share: number | null) =>
  share === null ? '—' : `${Math.round(share * 100)} %`;

export { LOYALTY_BADGE_ICONS, LOYALTY_BADGE_KINDS };
