import { useNavigate } from 'react-router';
import { pathTo } from '../../rules/routes';
import { menuEntries, type Viewer } from '../../rules/visibility';
import { ChevronDownIcon, SettingsIcon } from '../../ui/icons';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from '../../ui/dropdown';
import { useT } from '../../i18n/i18n';
import { NAV_ICONS } from './nav-icons';

/** Top-bar menu: Subscription, Teams, Integrations, Notification bar — each with its rule. */
export function MainMenu({ viewer }: { viewer: Viewer }) {
  const navigate = useNavigate();
  const t = useT();
  const entries = menuEntries(viewer);
  if (entries.length === 0) return null;
  return (
    <MenuRoot modal={false}>
      <MenuTrigger
        className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 data-[state=open]:bg-slate-100"
        aria-label={t('shell.settings_menu')}
      >
        <SettingsIcon className="size-5 sm:hidden" />
        <span className="hidden sm:inline">{t('shell.settings')}</span>
        <ChevronDownIcon className="hidden size-4 sm:block" />
      </MenuTrigger>
      <MenuContent align="end">
        {entries.map((entry) => {
          const Icon = NAV_ICONS[entry.route];
          return (
            <MenuItem key={entry.route} onSelect={() => void navigate(pathTo(entry.route))}>
              {Icon ? <Icon className="size-4.5 text-icon-muted" /> : null}
              {t(`nav.${entry.route}`)}
            </MenuItem>
          );
        })}
      </MenuContent>
    </MenuRoot>
  );
}
