import type { CSSProperties, ReactNode } from 'react';
import type { IconComponent } from '@playdesk/games/icons';
import { OfflineIcon } from './icons.js';
import { richText, useT } from '../i18n/i18n.js';
import { LanguageSwitch } from '../i18n/LanguageSwitch.js';

interface PageShellProps {
  children: ReactNode;
  /** The game's background picture; the brand gradient otherwise. */
  backgroundImage?: string | null;
}

/** The full-page frame: backdrop, centred column, small footer. */
export function PageShell({ children, backgroundImage }: PageShellProps) {
  const t = useT();
  const style: CSSProperties | undefined = backgroundImage
    ? {
        backgroundImage: `linear-gradient(rgb(27 18 53 / 0.35), rgb(27 18 53 / 0.55)), url(${JSON.stringify(backgroundImage)})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : undefined;
  return (
    <div className="pd-backdrop relative min-h-dvh">
      {/* A fixed layer rather than background-attachment: fixed, which phones handle badly. */}
      <div aria-hidden="true" className="pd-backdrop fixed inset-0" style={style} />
      <main className="relative mx-auto flex min-h-dvh w-full max-w-md flex-col px-3 pt-4 pb-6 sm:pt-8">
        {children}
        <p className="mt-auto flex flex-wrap items-center justify-center gap-x-3 gap-y-1 pt-6 text-center text-xs text-white/70">
          <span>
            {richText(
              t,
              'common.powered_by',
              {},
              {
                brand: <span className="font-semibold text-white/90">Playdesk</span>,
              },
            )}
          </span>
          <LanguageSwitch />
        </p>
      </main>
    </div>
  );
}

interface InfoCardProps {
  icon: IconComponent;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A friendly full card for pages that explain something (not available, coming soon, …). */
export function InfoCard({ icon: Icon, title, children, actions }: InfoCardProps) {
  return (
    <section className="pd-rise rounded-3xl bg-white p-6 text-center shadow-2xl shadow-primary-950/30 embed:shadow-none embed:ring-1 embed:ring-primary-950/10">
      <div
        aria-hidden="true"
        className="mx-auto mb-3 flex size-20 items-center justify-center rounded-3xl bg-primary-50 text-primary-600"
      >
        <Icon className="size-10" />
      </div>
      <h1 className="mb-2 text-2xl font-extrabold text-gray-900">{title}</h1>
      <div className="space-y-2 text-[15px] leading-relaxed text-gray-600">{children}</div>
      {actions && <div className="mt-5 flex flex-col gap-2">{actions}</div>}
    </section>
  );
}

/** A load that failed (offline, a server error), with Try again. */
export function RetryCard({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string | null;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <InfoCard
      icon={OfflineIcon}
      title={title}
      actions={
        <button type="button" className="pd-btn-primary" onClick={onRetry}>
          {t('common.try_again')}
        </button>
      }
    >
      <p>{message}</p>
    </InfoCard>
  );
}
