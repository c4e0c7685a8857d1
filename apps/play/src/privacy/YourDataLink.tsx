import { useT } from '../i18n/i18n.js';

/** "Your data · Forget me" under the game pad: opens MyDataDialog (a lazy part of the pad). */
export function YourDataLink({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="mx-auto rounded-lg px-2 py-1 text-xs font-semibold text-gray-500 underline underline-offset-2 hover:text-gray-800"
    >
      {t('privacy.link')}
    </button>
  );
}
