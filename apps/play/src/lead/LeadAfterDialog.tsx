/**
 * The player form's pop-up when the game ends, before its result (mode `after`); or, when the play
 * won a reward kept until the player verifies their email or phone, the way to get it: the form,
 * then its code step (docs/fair-play.md#wins-kept-until-the-player-verifies).
 */
import { Suspense } from 'react';
import { GiftIcon } from '../rewards/icons.js';
import { Modal } from '../ui/Modal.js';
import { Loading, pageUrl } from './LeadSteps.js';
import type { StepProps } from './LeadSteps.js';
import type { VerifyChannel } from './usePadLead.js';
import { LazyLeadForm } from './useLead.js';
import { useT } from '../i18n/i18n.js';

export function LeadAfterDialog({
  open,
  onClose,
  awaiting = null,
  ...step
}: StepProps & { open: boolean; onClose: () => void; awaiting?: VerifyChannel | null }) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={awaiting ? t('reward.awaiting.title') : t('lead.after.title')}
      icon={awaiting ? <GiftIcon className="mx-auto block size-12 text-amber-500" /> : undefined}
    >
      <p className="-mt-1 mb-4 text-center text-sm text-gray-600">
        {awaiting
          ? t('reward.awaiting.intro', {
              channel: awaiting,
              business: step.game.account.business_name,
            })
          : t('lead.after.intro', { business: step.game.account.business_name })}
      </p>
      <Suspense fallback={<Loading />}>
        <LazyLeadForm
          form={step.form}
          game={step.game}
          store={step.store}
          pageUrl={pageUrl(step.embed)}
          sessionId={step.sessionId}
          submitLabel={awaiting ? t('reward.awaiting.submit') : t('lead.after.submit')}
          onDone={step.onDone}
        />
      </Suspense>
    </Modal>
  );
}
