import { SolveIcon } from '@playdesk/games/icons';
import { Modal } from '../ui/Modal.js';
import { useT } from '../i18n/i18n.js';

interface SolveDialogProps {
  open: boolean;
  onClose: () => void;
  onSolve: () => void;
}

/** Asks before Solve ends the round. */
export function SolveDialog({ open, onClose, onSolve }: SolveDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('pad.solve.title')}
      icon={<SolveIcon className="mx-auto block size-12 text-primary-600" />}
    >
      <p className="text-center text-[15px] text-gray-600">{t('pad.solve.body')}</p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" className="pd-btn-soft" onClick={onClose} data-autofocus>
          {t('pad.solve.keep')}
        </button>
        <button
          type="button"
          className="pd-btn-primary"
          onClick={() => {
            onClose();
            onSolve();
          }}
        >
          {t('pad.actions.solve')}
        </button>
      </div>
    </Modal>
  );
}
