import { Link } from 'react-router';
import { isActiveItem, pathTo, type RouteName } from '../../rules/routes';
import { sidebarEntries, showUpgrade, type Viewer } from '../../rules/visibility';
import { cx } from '../../ui/cx';
import { UpgradeIcon } from '../../ui/icons';
import { useT } from '../../i18n/i18n';
import { NAV_ICONS } from './nav-icons';

export function SidebarNav({
  viewer,
  current,
  onNavigate,
}: {
  viewer: Viewer;
  current: RouteName | null;
  onNavigate?: () => void;
}) {
  const t = useT();
  const entries = sidebarEntries(viewer);
  return (
    <nav aria-label={t('nav.main')} className="flex flex-1 flex-col gap-1 px-3 py-4">
      {entries.map((entry) => {
        const Icon = NAV_ICONS[entry.route];
        const active = isActiveItem(entry.route, current);
        return (
          <Link
            key={entry.route}
            to={pathTo(entry.route)}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            className={cx(
              'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
              active
                ? 'bg-primary-50 text-primary-700'
                : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
            )}
          >
            {Icon ? (
              <Icon
                className={cx(
                  'size-5 shrink-0',
                  active ? 'text-primary-600' : 'text-icon-muted group-hover:text-slate-500',
                )}
              />
            ) : null}
            {t(`nav.${entry.route}`)}
          </Link>
        );
      })}
      {showUpgrade(viewer) ? (
        <div className="mt-auto pt-4">
          <Link
            to={pathTo('Upgrade')}
            onClick={onNavigate}
            aria-current={current === 'Upgrade' ? 'page' : undefined}
            className="flex items-center gap-3 rounded-lg bg-gradient-to-br from-primary-600 to-primary-800 px-3 py-3 text-sm font-medium text-white shadow-sm hover:from-primary-700 hover:to-primary-900"
          >
            <UpgradeIcon className="size-5 shrink-0 text-primary-200" />
            <span>
              {t('nav.upgrade')}
              <span className="block text-xs font-normal text-primary-200">
                {t('nav.upgrade_hint')}
              </span>
            </span>
          </Link>
        </div>
      ) : null}
    </nav>
  );
}
