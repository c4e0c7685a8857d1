/**
 * "Your data" on the game pad: the pop-up the link under the game opens (YourDataLink.tsx), with
 * "Forget me" (it works inside an embedding page too, where this device's player token lives).
 * The panel's code loads only when it opens.
 */
import { lazy, Suspense } from 'react';
import type { SafeStore } from '../lib/storage.js';
import { Modal } from '../ui/Modal.js';
import { useT, withTexts } from '../i18n/i18n.js';

// With the texts of "Your data" (the pages catalogue, i18n.tsx).
const MyData = lazy(() =>
  withTexts(import('./MyData.js'), 'pages').then((m) => ({ default: m.MyData })),
);

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
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('privacy.title')}>
      <Suspense
        fallback={
          <p role="status" className="py-6 text-center text-gray-600">
            {t('privacy.loading')}
          </p>
        }
      >
        <MyData accountPublicId={accountPublicId} store={store} onErased={onErased} />
      </Suspense>
    </Modal>
  );
}
