import { formatUsd, type Plan } from '@playdesk/contract';
import type { T } from '../../i18n/i18n';

/**
 * What choosing `target` does (issue 14), as far as the console can tell before asking the server
 * (the provider computes the amounts; the server's answer has the last word):
 * - `checkout`: nothing is paid yet (Free plan, or the plan awaits payment) → the provider's page;
 * - `upgrade`: a dearer plan at once, the prorated difference charged now to the card on file;
 * - `downgrade`: a cheaper paid plan at once, the difference credited at the next renewal;
 * - `end`: the Free plan, from the end of the paid period (the subscription is not renewed).
 */
export type PlanChange = 'checkout' | 'upgrade' | 'downgrade' | 'end';

export function planChange(
  current: Plan | null,
  target: Plan,
  status: string | null | undefined,
): PlanChange {
  if (!current || current.price_cents === 0 || status !== 'paid') return 'checkout';
  if (target.price_cents === 0) return 'end';
  return target.price_cents > current.price_cents ? 'upgrade' : 'downgrade';
}

/** The confirm dialog's text: what happens, stated before it does. */
export function changeText(
  change: PlanChange,
  current: Plan | null,
  target: Plan,
  periodEnd: string | null,
  t: T,
): { title: string; description: string; confirm: string } {
  const monthly = t('billing.per_month', { price: formatUsd(target.price_cents) });
  const plan = target.name;
  const currentName = current?.name ?? t('billing.change.your_plan');
  switch (change) {
    case 'upgrade':
      return {
        title: t('billing.change.upgrade_title', { plan }),
        description: t('billing.change.upgrade_text', { plan, monthly }),
        confirm: t('billing.change.upgrade_confirm'),
      };
    case 'downgrade':
      return {
        title: t('billing.change.move_title', { plan }),
        description: t('billing.change.downgrade_text', { plan, current: currentName, monthly }),
        confirm: t('billing.change.move_confirm', { plan }),
      };
    case 'end':
      return {
        title: t('billing.change.move_title', { plan }),
        description: t('billing.change.end_text', {
          plan,
          current: currentName,
          end: periodEnd ?? t('billing.change.period_ends'),
        }),
        confirm: t('billing.change.end_confirm', { plan }),
      };
    case 'checkout':
      return {
        title: t('billing.change.checkout_title', { plan }),
        description: t('billing.change.checkout_text', { monthly }),
        confirm: t('billing.change.checkout_confirm'),
      };
  }
}
