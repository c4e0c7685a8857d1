import { Link } from 'react-router';
import { pathTo } from '../../rules/routes';
import { MailIcon } from '../../ui/icons';
import { useMailboxAvailable } from './api';

/**
 * The top bar's way to the demo mailbox (docs/product-rules.md#demo-mailbox), shown only when the
 * server keeps one (no SMTP_URL, not production).
 */
export function MailboxLink() {
  if (!useMailboxAvailable()) return null;
  return (
    <Link
      to={pathTo('Mailbox')}
      className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
      aria-label="Mailbox (demo)"
      title="Emails this demo server would have sent"
      data-testid="mailbox-link"
    >
      <MailIcon className="size-5" />
      <span className="hidden sm:inline">Mailbox</span>
    </Link>
  );
}
