/** The player form's pop-up when the game ends, before its result (mode `after`). */
import { Suspense } from 'react';
import { Modal } from '../ui/Modal.js';
import { Loading, pageUrl } from './LeadSteps.js';
import type { StepProps } from './LeadSteps.js';
import { LazyLeadForm } from './useLead.js';

export function LeadAfterDialog({
  open,
  onClose,
  ...step
}: StepProps & { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="One last step">
      <p className="-mt-1 mb-4 text-center text-sm text-gray-600">
        Tell {step.game.account.business_name} who played to see your result.
      </p>
      <Suspense fallback={<Loading />}>
        <LazyLeadForm
          form={step.form}
          game={step.game}
          store={step.store}
          pageUrl={pageUrl(step.embed)}
          submitLabel="See my result"
          onDone={step.onDone}
        />
      </Suspense>
    </Modal>
  );
}
