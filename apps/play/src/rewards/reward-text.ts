/**
 * What a player reads about a reward won, as the game pad's pop-ups need it (the template
 * variables, the pop-up's plain fallback): dates, validity, what the player keeps. Pure functions;
 * the rest of the rewards' texts are in reward-copy.ts (only the rewards chunks load it). Types
 * only from the contract, so this stays small.
 */
import type { TemplateValues, WonReward } from './types.js';

import { safeHttpUrl } from './safe-url.js';
import { englishT, type T } from '../i18n/i18n.js';

// Also needed by the page's first load (front-query.ts), so in a module of its own.
export { safeHttpUrl };

/** Dates are days (an expiry is the end of a UTC day): shown in UTC so they never shift a day. */
function dateFormat(locale?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** `2026-12-31T23:59:59.999Z` → `31 Dec 2026` (the player's locale; UTC day). '' if unreadable. */
export function formatRewardDate(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(locale).format(date);
}

/** One line on when the reward can be used: used on…, expired on…, valid until…, or no end. */
export function validityText(won: WonReward, locale?: string, t: T = englishT): string {
  if (won.status === 'redeemed') {
    const on = formatRewardDate(won.redeemed_at, locale);
    return on ? t('reward.used_on', { date: on }) : t('reward.used');
  }
  if (won.status === 'voided') return t('reward.voided');
  const until = formatRewardDate(won.expires_at, locale);
  if (won.status === 'expired')
    return until ? t('reward.expired_on', { date: until }) : t('reward.status.expired');
  return until ? t('reward.valid_until', { date: until }) : t('reward.no_expiry');
}

/** What the player keeps of a reward: a code, a link, or a prize (claimed with their details). */
export type RewardShape =
  { kind: 'code'; code: string } | { kind: 'link'; href: string } | { kind: 'prize' };

export function rewardShape(won: WonReward): RewardShape {
  const link = safeHttpUrl(won.link);
  if (link) return { kind: 'link', href: link };
  if (won.code) return { kind: 'code', code: won.code };
  return { kind: 'prize' };
}

/** The template variables' values for a play: empty text when it won no reward. */
export function rewardTemplateValues(won: WonReward | null | undefined): TemplateValues {
  if (!won) return { reward_name: '', reward_code: '', reward_expiry: '' };
  return {
    reward_name: won.reward.name,
    reward_code: won.code ?? safeHttpUrl(won.link) ?? '',
    reward_expiry: formatRewardDate(won.expires_at),
  };
}
