import type { MailboxEmail } from '@playdesk/contract';
import { useState } from 'react';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/EmptyState';
import { MailIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useT } from '../../i18n/i18n';
import { Pager } from '../../ui/Pager';
import { Skeleton } from '../../ui/Skeleton';
import { MAILBOX_PAGE_SIZE, useMailbox } from './api';
import { linkify, otherLinkOrigin, sentLabel } from './mailbox-model';

/**
 * The demo mailbox (docs/product-rules.md#demo-mailbox): the emails this server would have sent —
 * invitations, reset links, double opt-ins, reward codes — newest first, each readable with its
 * links. Only on a server without SMTP_URL outside production; elsewhere the page says so.
 */
export function MailboxPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const mailbox = useMailbox(page);
  const emails = mailbox.data?.data ?? [];
  const open = emails.find((e) => e.id === chosen) ?? emails[0] ?? null;
  return (
    <>
      <PageHeader title={t('mailbox.title')} description={t('mailbox.description')} />
      {mailbox.isPending ? (
        <Card className="space-y-3 p-6">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </Card>
      ) : mailbox.isError ? (
        <EmptyState
          icon={<MailIcon className="size-6" />}
          title={t('mailbox.failed')}
          description={t('mailbox.failed_hint')}
        />
      ) : mailbox.data === null ? (
        <EmptyState
          icon={<MailIcon className="size-6" />}
          title={t('mailbox.off.title')}
          description={t('mailbox.off.text')}
        />
      ) : emails.length === 0 ? (
        <EmptyState
          icon={<MailIcon className="size-6" />}
          title={t('mailbox.empty.title')}
          description={t('mailbox.empty.text')}
          points={[t('mailbox.empty.point')]}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Card className="self-start overflow-hidden">
            <ul className="divide-y divide-slate-100" aria-label={t('mailbox.emails')}>
              {emails.map((email) => (
                <li key={email.id}>
                  <button
                    type="button"
                    onClick={() => setChosen(email.id)}
                    aria-current={email.id === open?.id ? 'true' : undefined}
                    data-testid="mailbox-row"
                    className={cx(
                      'block w-full px-4 py-3 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600',
                      email.id === open?.id && 'bg-primary-50',
                    )}
                  >
                    <span className="block truncate font-medium text-slate-900">
                      {email.subject}
                    </span>
                    <span className="mt-0.5 flex flex-wrap justify-between gap-x-3 text-xs text-muted">
                      <span className="truncate">{t('mailbox.to_address', { to: email.to })}</span>
                      <time dateTime={email.sent_at}>{sentLabel(email.sent_at)}</time>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              pageSize={MAILBOX_PAGE_SIZE}
              rows={emails.length}
              total={mailbox.data.meta.total}
              text={{
                range: (r) => t('mailbox.range', { ...r }),
                label: t('mailbox.pages'),
              }}
              onPage={setPage}
            />
          </Card>
          {open ? <Message email={open} /> : null}
        </div>
      )}
    </>
  );
}

function Message({ email }: { email: MailboxEmail }) {
  const t = useT();
  const elsewhere = otherLinkOrigin(email.text, window.location.origin);
  return (
    <Card className="min-w-0 self-start p-5" data-testid="mailbox-message">
      <h2 className="text-lg font-semibold text-slate-900">{email.subject}</h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t('mailbox.to')}</dt>
        <dd className="break-all text-slate-900">{email.to}</dd>
        <dt className="text-muted">{t('mailbox.sent')}</dt>
        <dd className="text-slate-900">
          <time dateTime={email.sent_at}>{sentLabel(email.sent_at)}</time>
        </dd>
      </dl>
      {elsewhere ? (
        <p
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="mailbox-other-origin"
        >
          {t('mailbox.other_origin', { elsewhere, here: window.location.origin })}
        </p>
      ) : null}
      <div className="mt-4 border-t border-slate-100 pt-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
        {linkify(email.text).map((part, i) =>
          part.kind === 'link' ? (
            <a
              key={i}
              href={part.href}
              className="font-medium break-all text-primary-700 underline"
            >
              {part.href}
            </a>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </div>
    </Card>
  );
}
