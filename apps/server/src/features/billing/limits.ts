/**
 * A business must fit the plan it moves to: no more child accounts than its `sub_accounts` and no
 * more team mates than its `team_mates` (docs/product-rules.md#subscription-and-payment). The
 * refusal names what to remove first.
 */
import { conflict } from '../../http/errors.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function assertFits(
  plan: { name: string; subAccounts: number; teamMates: number },
  business: { extraAccounts: number; teamMates: number },
): void {
  if (business.extraAccounts > plan.subAccounts) {
    const over = business.extraAccounts - plan.subAccounts;
    throw conflict(
      `The ${plan.name} plan allows ${plural(plan.subAccounts, 'extra account', 'extra accounts')} and this business has ${business.extraAccounts}. Remove ${plural(over, 'account', 'accounts')} first.`,
    ).coded('plan.sub_accounts', {
      plan: plan.name,
      allowed: plan.subAccounts,
      count: business.extraAccounts,
      action: 'remove',
      over,
    });
  }
  if (business.teamMates > plan.teamMates) {
    const over = business.teamMates - plan.teamMates;
    throw conflict(
      `The ${plan.name} plan allows ${plural(plan.teamMates, 'team mate', 'team mates')} and this business has ${business.teamMates}. Remove ${plural(over, 'team mate', 'team mates')} first.`,
    ).coded('plan.team_mates', {
      plan: plan.name,
      allowed: plan.teamMates,
      count: business.teamMates,
      action: 'remove',
      over,
    });
  }
}
