import { useEffect } from 'react';
import { accountGamePageUrl } from '@playdesk/contract/urls';
import type { SafeStore } from '../lib/storage.js';
import { MyData } from '../privacy/MyData.js';
import { PageShell } from '../ui/PageShell.js';

/**
 * `/my-data/{account_public_id}`: "Forget me" as a page — what the business holds about the
 * player of this device, a JSON download, and erasure.
 */
export function MyDataPage({ account, store }: { account: string; store: SafeStore }) {
  useEffect(() => {
    document.title = 'Your data';
  }, []);
  return (
    <PageShell>
      <section className="pd-rise flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-2xl shadow-primary-950/30">
        <h1 className="text-2xl font-extrabold text-gray-900">Your data</h1>
        <MyData accountPublicId={account} store={store} />
        <a
          href={accountGamePageUrl('', account)}
          className="text-center text-sm font-semibold text-primary-700 underline-offset-2 hover:underline"
        >
          Back to the games
        </a>
      </section>
    </PageShell>
  );
}
