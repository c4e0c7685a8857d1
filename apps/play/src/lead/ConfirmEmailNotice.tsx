import { InfoIcon } from '../ui/icons.js';
import { useT } from '../i18n/i18n.js';

/**
 * Under the pad after a form gave an address the business already knew: until the link emailed to
 * it is opened, this device plays as its own player (docs/product-rules.md#one-player-per-person).
 */
export function ConfirmEmailNotice({ business }: { business: string }) {
  const t = useT();
  return (
    <p
      role="status"
      data-testid="confirm-email-notice"
      className="mx-auto flex max-w-md items-start gap-2 rounded-2xl bg-white/90 p-3 text-sm text-gray-700 ring-1 ring-gray-200"
    >
      <InfoIcon className="mt-0.5 size-4.5 shrink-0 text-primary-600" />
      <span>
        <strong className="text-gray-900">{t('lead.confirm_email.title')}</strong>{' '}
        {t('lead.confirm_email.body', { business })}
      </span>
    </p>
  );
}
