import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../rules/routes';
import { MailIcon } from '../../ui/icons';
import { useMailboxAvailable } from './api';

/**
 * The top bar's way to the demo mailbox (docs/product-rules.md#demo-mailbox), shown only when the
 * server keeps one (no SMTP_URL, not production).
 */
export function MailboxLink() {
  const t = useT();
  if (!useMailboxAvailable()) return null;
  return (
    <Link
      to={pathTo('Mailbox')}
      className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
      aria-label={t('common.mailbox_demo')}
      title={t('common.mailbox_demo_title')}
      data-testid="mailbox-link"
    >
      <MailIcon className="size-5" />
      <span className="hidden sm:inline">{t('route.Mailbox')}</span>
    </Link>
  );
}
