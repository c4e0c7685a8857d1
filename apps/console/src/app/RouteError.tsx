import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../ui/Button';
import { Logo } from '../ui/Logo';
import { useT } from '../i18n/i18n';

/** Last-resort error screen: a route threw while loading or rendering. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t('error.unknown');
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-6 text-center">
      <Logo />
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{t('error.title')}</h1>
        <p className="mt-2 max-w-md text-sm text-slate-600">{t('error.text')}</p>
        <p className="mt-2 font-mono text-xs text-muted">{detail}</p>
      </div>
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          {t('common.reload')}
        </button>
        <Link to="/dashboard" className={buttonClass('secondary')}>
          {t('common.go_dashboard')}
        </Link>
      </div>
    </div>
  );
}
