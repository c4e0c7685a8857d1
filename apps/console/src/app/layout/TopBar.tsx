import { useNavigate } from 'react-router';
import { logout } from '../../auth/actions';
import { MailboxLink } from '../../features/mailbox';
import type { RouteName } from '../../rules/routes';
import { LogoutIcon } from '../../ui/icons';
import { useSession, useViewer } from '../../session/hooks';
import { useT } from '../../i18n/i18n';
import { AccountMenu } from './AccountMenu';
import { MainMenu } from './MainMenu';
import { MobileNav } from './MobileNav';
import { showUsage } from '../../rules/visibility';
import { UsageMeter } from './UsageMeter';

export function TopBar({ current }: { current: RouteName | null }) {
  const navigate = useNavigate();
  const t = useT();
  const viewer = useViewer();
  const { user, limits } = useSession((s) => ({ user: s.user, limits: s.limits }));
  if (!user || !viewer) return null;
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
        <MobileNav viewer={viewer} current={current} />
        {showUsage(viewer) ? <UsageMeter limits={limits} /> : null}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <MailboxLink />
          <MainMenu viewer={viewer} />
          <AccountMenu user={user} />
          <button
            type="button"
            onClick={() => void logout(navigate)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
            aria-label={t('shell.logout')}
            title={t('shell.logout')}
            data-testid="logout"
          >
            <LogoutIcon className="size-5" />
          </button>
        </div>
      </div>
    </header>
  );
}
