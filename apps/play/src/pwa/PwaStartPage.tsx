/**
 * `/pwa/start` (docs/product-rules.md#player-routes): the installed app's start page. It finds the business (the manifest's
 * `?account=`, or the custom domain the page is on), shows the app's splash while asking what to
 * open (today's game from the calendar, a chosen game, the rewards front) and goes there.
 */
import { useEffect, useState } from 'react';
import type { PwaStart } from '@playdesk/contract';
import { localDateString } from '../lib/dates.js';
import { PhoneIcon } from '../ui/icons.js';
import { InfoCard, PageShell } from '../ui/PageShell.js';
import { pwaApi } from './api.js';
import { applyAppLook } from './app-look.js';
import { linkBusinessApp } from './register.js';
import { messageOf } from '../lib/error-text.js';
import { useI18n, useT } from '../i18n/i18n.js';

export function PwaStartPage({ account }: { account: string | null }) {
  const t = useT();
  const { lang } = useI18n();
  const [app, setApp] = useState<PwaStart | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (account) linkBusinessApp(account);
    pwaApi
      .start(account, localDateString(), lang === 'en-XA' ? undefined : lang)
      .then(({ pwa }) => {
        if (cancelled) return;
        setApp(pwa);
        linkBusinessApp(pwa.account_public_id);
        applyAppLook({
          themeColor: pwa.theme_color,
          appleTouchIcon: pwa.apple_touch_icon,
          appName: pwa.app_name,
        });
        document.title = pwa.app_name;
        if (pwa.open_path) window.location.replace(pwa.open_path);
      })
      .catch((err: unknown) => {
        if (!cancelled) setError(messageOf(err));
      });
    return () => {
      cancelled = true;
    };
  }, [account, lang]);

  if (error) {
    return (
      <PageShell>
        <InfoCard icon={PhoneIcon} title={t('pwa.start_title')}>
          <p>{t('pwa.start_what')}</p>
          <p>{account ? t('pwa.start_failed') : t('pwa.start_how')}</p>
        </InfoCard>
      </PageShell>
    );
  }
  // The splash: the app's icon and name on its background colour.
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-4"
      style={{ backgroundColor: app?.background_color ?? '#FFFFFF' }}
      aria-busy="true"
    >
      {app ? (
        <>
          <img src={app.icon} alt="" width={96} height={96} className="rounded-3xl shadow-lg" />
          <p className="text-lg font-bold" style={{ color: app.theme_color }}>
            {app.app_name}
          </p>
        </>
      ) : (
        <div className="size-24 animate-pulse rounded-3xl bg-gray-200" />
      )}
      <span className="sr-only">{t('pwa.opening')}</span>
    </div>
  );
}
