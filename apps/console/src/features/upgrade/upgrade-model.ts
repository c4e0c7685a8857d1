import { formatUsd, type Plan } from '@playdesk/contract';

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
): { title: string; description: string; confirm: string } {
  const monthly = `${formatUsd(target.price_cents)} per month`;
  switch (change) {
    case 'upgrade':
      return {
        title: `Upgrade to ${target.name}?`,
        description:
          `Your plan changes to ${target.name} now. The card on file is charged the prorated ` +
          `difference for the rest of this period today, then ${monthly}.`,
        confirm: 'Upgrade and pay now',
      };
    case 'downgrade':
      return {
        title: `Move to ${target.name}?`,
        description:
          `Your plan changes to ${target.name} now, with its lower limits. The unused part of ` +
          `${current?.name ?? 'your plan'} is credited at the next renewal, then ${monthly}.`,
        confirm: `Move to ${target.name}`,
      };
    case 'end':
      return {
        title: `Move to ${target.name}?`,
        description:
          `You keep ${current?.name ?? 'your plan'} until ${periodEnd ?? 'the paid period ends'}; ` +
          `then the business moves to the ${target.name} plan and nothing more is charged.`,
        confirm: `Move to ${target.name} at period end`,
      };
    case 'checkout':
      return {
        title: `Choose ${target.name}`,
        description: `You pay ${monthly} by card.`,
        confirm: 'Continue to payment',
      };
  }
}
