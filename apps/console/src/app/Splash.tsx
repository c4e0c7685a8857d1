import { Logo } from '../ui/Logo';
import { Spinner } from '../ui/Spinner';

/** Shown while the first route's guard runs (restoring the session, fetching the profile). */
export function Splash() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50">
      <Logo />
      <Spinner className="size-6 text-primary-600" />
    </div>
  );
}
