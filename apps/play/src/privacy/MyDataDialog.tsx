/**
 * "Your data" on the game pad: the pop-up the link under the game opens (YourDataLink.tsx), with
 * "Forget me" (it works inside an embedding page too, where this device's player token lives).
 * The panel's code loads only when it opens.
 */
import { lazy, Suspense } from 'react';
import type { SafeStore } from '../lib/storage.js';
import { Modal } from '../ui/Modal.js';

const MyData = lazy(() => import('./MyData.js').then((m) => ({ default: m.MyData })));

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
