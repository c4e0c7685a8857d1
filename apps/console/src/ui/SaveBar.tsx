import { useT } from '../i18n/i18n';
import { Button } from './Button';
import { cx } from './cx';

/**
 * The foot of a settings form that is saved as a whole (Notification bar, PWA): whether there are
 * unsaved changes, Discard while there are, and Save. Sticks to the bottom of the viewport.
 */
export function SaveBar({
  dirty,
  onDiscard,
  saving,
  className,
}: {
  dirty: boolean;
  onDiscard: () => void;
  saving: boolean;
  className?: string;
}) {
  const t = useT();
  return (
    <div
      className={cx(
        'sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur',
        className,
      )}
    >
      <p className="flex-1 text-sm text-slate-500" aria-live="polite">
        {dirty ? t('common.unsaved_changes') : t('common.all_saved')}
      </p>
      {dirty ? (
        <Button variant="ghost" onClick={onDiscard}>
          {t('common.discard')}
        </Button>
      ) : null}
      <Button type="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </div>
  );
}
