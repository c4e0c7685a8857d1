import { useStore } from 'zustand';
import { sessionStore } from '../../session/session';
import { Spinner } from '../../ui/Spinner';
import { useT } from '../../i18n/i18n';

/**
 * docs/product-rules.md#loading-overlay: 'Please Wait...' (`common.please_wait`, in the user's
 * language) while the shared loading flag is true.
 */
export function LoadingOverlay() {
  const t = useT();
  const loading = useStore(sessionStore, (s) => s.loading);
  if (!loading) return null;
  return (
    <div
      data-testid="loading-overlay"
      role="alert"
      aria-busy="true"
      className="fixed inset-0 z-[55] flex items-center justify-center bg-slate-900/30 backdrop-blur-[1px]"
    >
      <div className="flex items-center gap-3 rounded-xl bg-white px-5 py-4 text-sm font-medium text-slate-700 shadow-xl">
        <Spinner className="size-5 text-primary-600" />
        {t('common.please_wait')}
      </div>
    </div>
  );
}
