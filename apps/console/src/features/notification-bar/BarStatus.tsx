import type { NotificationBar } from '@playdesk/contract';
import { snippet } from '@playdesk/embed/snippet';
import { copyText } from '@playdesk/ui/clipboard';
import { useId, useState } from 'react';
import { toast } from '../../session/toast';
import { Button } from '../../ui/Button';
import { useSession } from '../../session/hooks';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { BellIcon } from '../../ui/icons';
import { publicBarPath, usePublicBar } from './api';
import { barState, barStateLabel, barStateText, type BarState } from './bar-model';
import { richText, useT } from '../../i18n/i18n';

const STATE_TONES: Record<BarState['kind'], 'success' | 'primary' | 'neutral' | 'warning'> = {
  showing: 'success',
  scheduled: 'primary',
  ended: 'warning',
  off: 'neutral',
};

/**
 * The saved bar's state (off, active, scheduled, ended) and, for developers, its public
 * configuration as the embed receives it.
 */
export function BarStatus({ saved }: { saved: NotificationBar }) {
  const t = useT();
  const account = useSession((s) => s.user?.current_account.public_id);
  const publicBar = usePublicBar(account);
  const [devOpen, setDevOpen] = useState(false);
  const [now] = useState(() => new Date());
  // What the site shows now: the public answer decides "showing"; the saved schedule says why not.
  const computed = barState(saved, now);
  const state: BarState =
    publicBar.data === undefined
      ? computed
      : publicBar.data.notification_bar
        ? computed.kind === 'showing'
          ? computed
          : { kind: 'showing', until: saved.ends_at }
        : computed.kind === 'showing'
          ? { kind: 'off' }
          : computed;
  return (
    <Card className="mb-6 p-4" data-testid="bar-state">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600">
            <BellIcon className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
              {t('notification-bar.status')}
              <Badge tone={STATE_TONES[state.kind]} className="text-[13px]">
                <span data-testid="bar-state-label">{barStateLabel(state.kind, t)}</span>
              </Badge>
            </p>
            <p className="mt-0.5 text-sm text-slate-600">{barStateText(state, t)}</p>
            <p className="mt-1 text-sm text-slate-500" data-testid="bar-on-sites">
              {t('notification-bar.on_your_site')}
            </p>
          </div>
        </div>
        {account ? (
          <button
            type="button"
            aria-expanded={devOpen}
            aria-controls="bar-public"
            onClick={() => setDevOpen(!devOpen)}
            className="self-start rounded-md text-sm font-medium text-primary-600 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-600 sm:self-center"
          >
            {t('notification-bar.dev.toggle')}{' '}
            <span
              aria-hidden="true"
              className={devOpen ? 'inline-block rotate-90 transition' : 'inline-block transition'}
            >
              ›
            </span>
          </button>
        ) : null}
      </div>
      {account && devOpen ? (
        <div id="bar-public" className="mt-4 space-y-2 border-t border-slate-100 pt-4">
          <p className="text-sm text-slate-600">
            {richText(
              t,
              'notification-bar.dev.text',
              {},
              { null: <code className="text-xs">null</code> },
            )}
          </p>
          <a
            href={publicBarPath(account)}
            target="_blank"
            rel="noreferrer"
            className="block truncate font-mono text-xs text-slate-500 hover:text-slate-800"
          >
            GET {publicBarPath(account)}
          </a>
          <pre
            className="max-h-56 overflow-auto rounded-lg bg-slate-900 p-3 text-xs leading-5 text-slate-100"
            data-testid="bar-public-config"
          >
            {publicBar.data ? JSON.stringify(publicBar.data, null, 2) : '…'}
          </pre>
        </div>
      ) : null}
      {account ? <BarSnippet account={account} /> : null}
    </Card>
  );
}

/** The snippet that shows the bar on the business's site (packages/embed; docs/embedding.md). */
function BarSnippet({ account }: { account: string }) {
  const t = useT();
  const id = useId();
  const code = snippet(window.location.origin, [{ command: 'bar', options: { account } }]);
  const copy = async () => {
    if (await copyText(code)) toast.success(t('notification-bar.snippet.copied'));
    else toast.warning(t('notification-bar.snippet.copy_failed'));
  };
  return (
    <div className="mt-4 space-y-1.5 border-t border-slate-100 pt-4">
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {richText(
            t,
            'notification-bar.snippet.label',
            {},
            { body: <code className="text-xs">&lt;/body&gt;</code> },
          )}
        </label>
        <Button variant="ghost" size="sm" onClick={() => void copy()}>
          {t('notification-bar.snippet.copy')}
        </Button>
      </div>
      <textarea
        id={id}
        readOnly
        value={code}
        rows={5}
        onFocus={(e) => e.currentTarget.select()}
        spellCheck={false}
        data-testid="bar-snippet"
        className="block w-full resize-y rounded-lg border border-slate-300 bg-slate-900 px-3 py-2.5 font-mono text-xs leading-5 text-slate-100 focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none"
      />
    </div>
  );
}
