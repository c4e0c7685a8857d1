import { pathTo } from '../../rules/routes';
import { useSession } from '../../session/hooks';
import { LinkButton } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { useT } from '../../i18n/i18n';

export function NotFoundPage() {
  const t = useT();
  const loggedIn = useSession((s) => s.loggedIn);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-6 text-center">
      <Logo />
      <div>
        <p className="text-sm font-semibold text-primary-600">404</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">
          {t('notfound.title')}
        </h1>
        <p className="mt-2 max-w-md text-sm text-slate-600">
          {t(loggedIn ? 'notfound.text_in' : 'notfound.text_out')}
        </p>
      </div>
      <LinkButton to={pathTo(loggedIn ? 'Dashboard' : 'Login')}>
        {t(loggedIn ? 'common.go_dashboard' : 'common.go_sign_in')}
      </LinkButton>
    </div>
  );
}
