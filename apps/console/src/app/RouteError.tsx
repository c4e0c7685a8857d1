import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../ui/Button';
import { Logo } from '../ui/Logo';

/** Last-resort error screen: a route threw while loading or rendering. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-6 text-center">
      <Logo />
      <div>
        <h1 className="text-xl font-semibold text-slate-900">Something went wrong</h1>
        <p className="mt-2 max-w-md text-sm text-slate-600">
          This page could not be shown. Reload the page; if it happens again, tell us what you were
          doing.
        </p>
        <p className="mt-2 font-mono text-xs text-muted">{detail}</p>
      </div>
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link to="/dashboard" className={buttonClass('secondary')}>
          Go to dashboard
        </Link>
      </div>
    </div>
  );
}
