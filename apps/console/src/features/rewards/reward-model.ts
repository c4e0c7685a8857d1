/**
 * The reward editor's form model: the values react-hook-form edits, their conversion to and from
 * the API's reward, and the words the console uses for kinds and expiry. The request is checked
 * by the contract's `CreateRewardRequest` (the editor's one validation, for a new reward and a
 * change alike: it holds the rule tying the shared code or link to the kind).
 */
import {
  isPoolKind,
  REDEEM_MODES,
  REWARD_KINDS,
  type CreateRewardRequest,
  type Reward,
  type RewardExpiry,
  type RewardKind,
  type RedeemMode,
} from '@playdesk/contract';
import { appT } from '../../i18n/i18n';
import type { PathAliases } from '../../ui/form-errors';
import { formatDay } from '../../lib/format';

export type ExpiryType = RewardExpiry['type'];

/** The form's values: the request, with numbers as the inputs hold them ('' = none). */
export interface RewardFormValues {
  name: string;
  description: string;
  image: string | null;
  value: string;
  terms: string;
  how_to_redeem: string;
  expiry_type: ExpiryType;
  /** `YYYY-MM-DD` of a `date` input. */
  expiry_date: string;
  expiry_days: string;
  kind: RewardKind;
  shared_value: string;
  /** Stock of a reward without a pool; '' = unlimited. */
  quantity: string;
  /** '' = no low-stock email. */
  low_stock_threshold: string;
  /** Used in the business's own shop online (as a code or link), or shown at a counter in store. */
  redeem_mode: RedeemMode;
}

/** A kind's words: its name, its short name (the list) and what it gives (the editor). */
export function kindInfo(kind: RewardKind): { label: string; short: string; description: string } {
  const t = appT();
  return {
    label: t(`rewards.kind.${kind}.label`),
    short: t(`rewards.kind.${kind}.short`),
    description: t(`rewards.kind.${kind}.description`),
  };
}

export const KIND_ORDER: readonly RewardKind[] = REWARD_KINDS;

export const EXPIRY_TYPES: readonly ExpiryType[] = ['none', 'date', 'days_after_win'];

export function newRewardValues(): RewardFormValues {
  return {
    name: '',
    description: '',
    image: null,
    value: '',
    terms: '',
    how_to_redeem: '',
    expiry_type: 'none',
    expiry_date: '',
    expiry_days: '30',
    kind: 'unique_code',
    shared_value: '',
    quantity: '',
    low_stock_threshold: '',
    redeem_mode: 'online',
  };
}

const numberText = (n: number | null) => (n === null ? '' : String(n));

export function rewardToValues(r: Reward): RewardFormValues {
  return {
    name: r.name,
    description: r.description,
    image: r.image,
    value: r.value,
    terms: r.terms,
    how_to_redeem: r.how_to_redeem,
    expiry_type: r.expiry.type,
    expiry_date: r.expiry.type === 'date' ? r.expiry.date : '',
    expiry_days: r.expiry.type === 'days_after_win' ? String(r.expiry.days) : '30',
    kind: r.kind,
    shared_value: r.shared_value ?? '',
    quantity: numberText(r.quantity),
    low_stock_threshold: numberText(r.low_stock_threshold),
    redeem_mode: r.redeem_mode,
  };
}

/** '' → null; anything else as a number (the contract says what is wrong with it). */
function optionalNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

function expiryOf(values: RewardFormValues): RewardExpiry {
  if (values.expiry_type === 'date') return { type: 'date', date: values.expiry_date };
  if (values.expiry_type === 'days_after_win') {
    // An empty box reads as 0 days, which the contract refuses with "At least 1 day".
    return { type: 'days_after_win', days: optionalNumber(values.expiry_days) ?? 0 };
  }
  return { type: 'none' };
}

/**
 * The body of `POST rewards` (a change sends the same without `kind`). Fields that do not fit
 * the kind are sent empty, so switching kinds back and forth leaves nothing stale behind. The
 * language and translations are not the form's: left out, the server keeps them.
 */
export function valuesToRequest(
  values: RewardFormValues,
): Required<Omit<CreateRewardRequest, 'default_language' | 'translations'>> {
  const shared = values.kind === 'shared_code' || values.kind === 'shared_link';
  return {
    name: values.name,
    description: values.description,
    image: values.image || null,
    value: values.value,
    terms: values.terms,
    how_to_redeem: values.how_to_redeem,
    expiry: expiryOf(values),
    kind: values.kind,
    shared_value: shared ? values.shared_value.trim() || null : null,
    quantity: isPoolKind(values.kind) ? null : optionalNumber(values.quantity),
    low_stock_threshold: optionalNumber(values.low_stock_threshold),
    redeem_mode: values.redeem_mode,
  };
}

/** The form fields the server may name in its `errors` (docs/product-rules.md#error-shape). */
export const REWARD_FIELDS = [
  'name',
  'description',
  'image',
  'value',
  'terms',
  'how_to_redeem',
  'expiry_type',
  'expiry_date',
  'expiry_days',
  'kind',
  'shared_value',
  'quantity',
  'low_stock_threshold',
  'redeem_mode',
] as const;

/** Request paths → form fields (the most specific first). */
export const REWARD_ALIASES: PathAliases = {
  'expiry.date': 'expiry_date',
  'expiry.days': 'expiry_days',
  'expiry.type': 'expiry_type',
  expiry: 'expiry_type',
};

/** "Valid until 31 Dec 2026", "Valid 30 days after winning", or null when it never expires. */
export function expiryText(expiry: RewardExpiry): string | null {
  const t = appT();
  if (expiry.type === 'date') {
    if (!expiry.date) return null;
    return t('rewards.expiry.until', { date: formatDay(expiry.date) });
  }
  if (expiry.type === 'days_after_win') {
    return t('rewards.expiry.days', { count: expiry.days });
  }
  return null;
}

/** Where a reward is used: the two choices of the editor, in the order shown. */
export const REDEEM_MODE_ORDER: readonly RedeemMode[] = REDEEM_MODES;

/** A redeem mode's words: its name and what it means for the winner and for staff. */
export function redeemModeInfo(mode: RedeemMode): { label: string; description: string } {
  const t = appT();
  return {
    label: t(`rewards.redeem_mode.${mode}.label`),
    description: t(`rewards.redeem_mode.${mode}.description`),
  };
}

/** "120 left of 500", "Unlimited" — the stock in a few words. */
export function stockText(reward: Pick<Reward, 'stock' | 'kind'>): string {
  const t = appT();
  const { left, total } = reward.stock;
  if (left === null) return t('rewards.unlimited');
  if (isPoolKind(reward.kind) && total === 0) return t('rewards.stock.no_codes');
  return t('rewards.stock.left', { left });
}
