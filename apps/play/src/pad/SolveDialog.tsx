import { SolveIcon } from '@playdesk/games/icons';
import { Modal } from '../ui/Modal.js';

interface SolveDialogProps {
  open: boolean;
  onClose: () => void;
  onSolve: () => void;
}

/** Asks before Solve ends the round. */
export function SolveDialog({ open, onClose, onSolve }: SolveDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Show the solution?"
      icon={<SolveIcon className="mx-auto block size-12 text-primary-600" />}
    >
      <p className="text-center text-[15px] text-gray-600">
        This ends the round. You still get a few points for trying.
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" className="pd-btn-soft" onClick={onClose} data-autofocus>
          Keep playing
        </button>
        <button
          type="button"
          className="pd-btn-primary"
          onClick={() => {
            onClose();
            onSolve();
          }}
        >
          Solve
        </button>
      </div>
    </Modal>
  );
}
