/**
 * "Your data" on the game pad: a small link under the game that opens "Forget me" in a pop-up
 * (it works inside an embedding page too, where this device's player token lives). The panel's
 * code loads only when it opens.
 */
import { lazy, Suspense } from 'react';
import type { SafeStore } from '../lib/storage.js';
import { Modal } from '../ui/Modal.js';

const MyData = lazy(() => import('./MyData.js').then((m) => ({ default: m.MyData })));

export function YourDataLink({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="mx-auto rounded-lg px-2 py-1 text-xs font-semibold text-gray-500 underline underline-offset-2 hover:text-gray-800"
    >
      Your data · Forget me
    </button>
  );
}

interface MyDataDialogProps {
  open: boolean;
  onClose: () => void;
  accountPublicId: string;
  store: SafeStore;
  onErased: () => void;
}

export function MyDataDialog({
  open,
  onClose,
  accountPublicId,
  store,
  onErased,
}: MyDataDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Your data">
      <Suspense
        fallback={
          <p role="status" className="py-6 text-center text-gray-600">
            Loading your data…
          </p>
        }
      >
        <MyData accountPublicId={accountPublicId} store={store} onErased={onErased} />
      </Suspense>
    </Modal>
  );
}
