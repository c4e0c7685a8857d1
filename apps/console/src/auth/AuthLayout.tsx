import { Outlet } from 'react-router';
import { Logo } from '../ui/Logo';
import { useT, type MessageKey } from '../i18n/i18n';

const highlights: readonly MessageKey[] = [
  'auth.highlight_games',
  'auth.highlight_schedule',
  'auth.highlight_rewards',
];

/** Guest and public pages: a brand panel beside a centred form. */
export function AuthLayout() {
  const t = useT();
  return (
    <div className="flex min-h-screen bg-white">
      <aside className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-primary-700 p-12 text-white lg:flex">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_10%,var(--color-primary-500),transparent_55%),radial-gradient(circle_at_90%_90%,var(--color-primary-900),transparent_60%)] opacity-90"
        />
        <div className="relative">
          <Logo inverted />
        </div>
        <div className="relative">
          <h2 className="text-3xl leading-tight font-semibold tracking-tight">
            {t('auth.brand_title')}
          </h2>
          <ul className="mt-8 space-y-4 text-primary-100">
            {highlights.map((key) => (
              <li key={key} className="flex gap-3 text-sm leading-6">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary-300" />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-primary-200">Playdesk 1.2</p>
      </aside>
      <main className="flex flex-1 flex-col items-center justify-center px-5 py-10 sm:px-8">
        <div className="mb-8 lg:hidden">
          <Logo />
        </div>
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
    </div>
  );
}

export function AuthHeading({ title, description }: { title: string; description?: string }) {
  return (
    <div className="mb-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {description ? <p className="mt-2 text-sm text-slate-600">{description}</p> : null}
    </div>
  );
}
