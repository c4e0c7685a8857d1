import { useEffect } from 'react';
import { accountGamePageUrl } from '@playdesk/contract/urls';
import type { SafeStore } from '../lib/storage.js';
import { MyData } from '../privacy/MyData.js';
import { PageShell } from '../ui/PageShell.js';
import { useT } from '../i18n/i18n.js';

/**
 * `/my-data/{account_public_id}`: "Forget me" as a page — what the business holds about the
 * player of this device, a JSON download, and erasure.
 */
export function MyDataPage({ account, store }: { account: string; store: SafeStore }) {
  const t = useT();
  useEffect(() => {
    document.title = t('privacy.title');
  }, [t]);
  return (
    <PageShell>
      <section className="pd-rise flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-2xl shadow-primary-950/30">
        <h1 className="text-2xl font-extrabold text-gray-900">{t('privacy.title')}</h1>
        <MyData accountPublicId={account} store={store} />
        <a
          href={accountGamePageUrl('', account)}
          className="text-center text-sm font-semibold text-primary-700 underline-offset-2 hover:underline"
        >
          {t('privacy.back_to_games')}
        </a>
      </section>
    </PageShell>
  );
}
