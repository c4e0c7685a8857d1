import { NavLink } from 'react-router';
import { useT } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { pathTo, type RouteName } from '../../rules/routes';
import { cx } from '../../ui/cx';
import { useHeldCount } from './api';

const TABS = [
  { route: 'RewardList', label: 'rewards.tab.rewards' },
  { route: 'RewardReview', label: 'rewards.tab.review' },
  { route: 'RewardRedemptions', label: 'rewards.tab.redemptions' },
  { route: 'RewardLocations', label: 'rewards.tab.locations' },
  { route: 'RewardLoyalty', label: 'rewards.tab.loyalty' },
] as const satisfies readonly { route: RouteName; label: string }[];

/**
 * The rewards section's pages side by side: the rewards, those held for review (with how many
 * wait), their redemptions, the shops.
 */
export function RewardTabs({ className }: { className?: string }) {
  const t = useT();
  const held = useHeldCount().data ?? 0;
  return (
    <nav
      aria-label={t('rewards.tab.label')}
      className={cx('-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200', className)}
      data-testid="reward-tabs"
    >
      {TABS.map((tab) => (
        <NavLink
          key={tab.route}
          to={pathTo(tab.route)}
          end
          className={({ isActive }) =>
            cx(
              '-mb-px inline-flex shrink-0 items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-primary-600',
              isActive
                ? 'border-primary-600 text-primary-700'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )
          }
        >
          {t(tab.label)}
          {tab.route === 'RewardReview' && held > 0 ? (
            <span
              className="min-w-5 rounded-full bg-amber-100 px-1.5 text-center text-xs leading-5 font-semibold text-amber-800 tabular-nums"
              data-testid="review-count"
            >
              <span aria-hidden="true">{formatNumber(held)}</span>
              <span className="sr-only">{t('rewards.tab.review_count', { count: held })}</span>
            </span>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );
}
