import { Link, Outlet } from 'react-router';
import { pathTo } from '../../rules/routes';
import { showChrome } from '../../rules/visibility';
import { Logo } from '../../ui/Logo';
import { useSession, useViewer } from '../../session/hooks';
import { useRouteName } from '../hooks';
import { SidebarNav } from './SidebarNav';
import { useT } from '../../i18n/i18n';
import { TopBar } from './TopBar';

/**
 * Layout of the signed-in console (docs/product-rules.md#layout): sidebar, top bar and logout only
 * when the plan status is paid and the route is not AddAccount or Welcome; otherwise the page fills
 * the full width.
 */
export function AppLayout() {
  const t = useT();
  const current = useRouteName();
  const viewer = useViewer();
  const status = useSession((s) => s.user?.account_plan.status ?? null);

  if (!viewer || !showChrome(status, current)) {
    return (
      <div className="min-h-screen bg-slate-50" data-layout="bare">
        <div className="mx-auto flex max-w-5xl items-center px-4 pt-6 sm:px-6">
          <Link to={pathTo('Dashboard')} aria-label="Playdesk">
            <Logo />
          </Link>
        </div>
        <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
          <Outlet />
        </main>
      </div>
    );
  }

  return (
    <div className="min-h-screen bg-slate-50" data-layout="console">
      <aside
        className="fixed inset-y-0 left-0 z-20 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex"
        data-testid="sidebar"
      >
        <div className="flex h-16 items-center border-b border-slate-100 px-6">
          <Link to={pathTo('Dashboard')} aria-label={t('nav.dashboard_link')}>
            <Logo />
          </Link>
        </div>
        <div className="flex flex-1 flex-col overflow-y-auto">
          <SidebarNav viewer={viewer} current={current} />
        </div>
        <p className="border-t border-slate-100 px-6 py-3 text-xs text-muted">Playdesk 1.2</p>
      </aside>
      <div className="lg:pl-64">
        <TopBar current={current} />
        <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
