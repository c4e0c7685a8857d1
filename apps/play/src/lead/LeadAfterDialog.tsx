/** The player form's pop-up when the game ends, before its result (mode `after`). */
import { Suspense } from 'react';
import { Modal } from '../ui/Modal.js';
import { Loading, pageUrl } from './LeadSteps.js';
import type { StepProps } from './LeadSteps.js';
import { LazyLeadForm } from './useLead.js';
import { useT } from '../i18n/i18n.js';

export function LeadAfterDialog({
  open,
  onClose,
  ...step
}: StepProps & { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('lead.after.title')}>
      <p className="-mt-1 mb-4 text-center text-sm text-gray-600">
        {t('lead.after.intro', { business: step.game.account.business_name })}
      </p>
      <Suspense fallback={<Loading />}>
        <LazyLeadForm
          form={step.form}
          game={step.game}
          store={step.store}
          pageUrl={pageUrl(step.embed)}
          sessionId={step.sessionId}
          submitLabel={t('lead.after.submit')}
          onDone={step.onDone}
        />
      </Suspense>
    </Modal>
  );
}
