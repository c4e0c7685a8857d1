/**
 * Where the pad shows the player form: in place of Start (mode `before`), or in a pop-up when the
 * game ends, before its result (mode `after`, LeadAfterDialog.tsx, with the pad's later parts).
 * The form's code loads only when it shows.
 */
import { Suspense } from 'react';
import type { PublicGame, PublicLeadForm } from '../lib/api.js';
import type { SafeStore } from '../lib/storage.js';
import type { LeadResult } from './LeadForm.js';
import { LazyLeadForm } from './useLead.js';
import { useT } from '../i18n/i18n.js';

export interface StepProps {
  form: PublicLeadForm;
  game: PublicGame;
  store: SafeStore;
  embed: boolean;
  /** The play the form follows (mode `after`). */
  sessionId?: string | null;
  onDone: (result: LeadResult) => void;
}

/** The page the form is filled on: the embedding page when embedded. */
export function pageUrl(embed: boolean): string | null {
  const params = new URLSearchParams(window.location.search);
  return params.get('parent_url') ?? (embed ? document.referrer || null : window.location.href);
}

export function Loading() {
  const t = useT();
  return (
    <p role="status" className="py-6 text-center text-gray-600">
      {t('lead.loading')}
    </p>
  );
}

export function LeadBeforeStep({ form, game, store, embed, onDone }: StepProps) {
  const t = useT();
  return (
    <section aria-labelledby="lead-before" className="pd-rise flex flex-col gap-3 rounded-2xl p-1">
      <h2 id="lead-before" className="text-lg font-extrabold text-gray-900">
        {t('lead.before.title')}
      </h2>
      <p className="-mt-2 text-sm text-gray-600">
        {t('lead.before.intro', { business: game.account.business_name })}
      </p>
      <Suspense fallback={<Loading />}>
        <LazyLeadForm
          form={form}
          game={game}
          store={store}
          pageUrl={pageUrl(embed)}
          submitLabel={t('lead.before.submit')}
          onDone={onDone}
        />
      </Suspense>
    </section>
  );
}
