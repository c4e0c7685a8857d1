import { pathTo } from '../../rules/routes';
import { useSession } from '../../session/hooks';
import { LinkButton } from '../../ui/Button';
import { Logo } from '../../ui/Logo';

export function NotFoundPage() {
  const loggedIn = useSession((s) => s.loggedIn);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-6 text-center">
      <Logo />
      <div>
        <p className="text-sm font-semibold text-primary-600">404</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">
          Page not found
        </h1>
        <p className="mt-2 max-w-md text-sm text-slate-600">
          There is no page at this address. Check the link, or start again from the{' '}
          {loggedIn ? 'dashboard' : 'sign-in page'}.
        </p>
      </div>
      <LinkButton to={pathTo(loggedIn ? 'Dashboard' : 'Login')}>
        {loggedIn ? 'Go to dashboard' : 'Go to sign in'}
      </LinkButton>
    </div>
  );
}
