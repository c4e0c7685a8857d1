import { useEffect, useRef, useState, type ReactNode } from 'react';
import { messageOf } from '../lib/error-text.js';
import { InfoIcon, WarningIcon } from '../ui/icons.js';
import { InfoCard, PageShell } from '../ui/PageShell.js';
import { useT } from '../i18n/i18n.js';

type LinkState<T> =
  { kind: 'sending' } | { kind: 'done'; value: T } | { kind: 'failed'; message: string };

/**
 * A page opened from a single-use emailed link (`…?token=…`): the consent and email confirmations.
 * It sends the token once, even when React runs effects twice in development, shows "Confirming…"
 * meanwhile and the server's refusal when the link is not valid, used or expired; `done` draws
 * what the confirmation answered.
 */
export function OneTimeLinkPage<T>({
  token,
  title,
  send,
  done,
}: {
  token: string | null;
  /** The browser tab's title. */
  title: string;
  send: (token: string) => Promise<T>;
  done: (value: T) => ReactNode;
}) {
  const tr = useT();
  const [state, setState] = useState<LinkState<T>>(
    token ? { kind: 'sending' } : { kind: 'failed', message: tr('link.invalid') },
  );
  const sent = useRef(false);
  // The first `send` is the one used: the token is single-use, so a later render's copy never runs.
  const first = useRef(send);

  useEffect(() => {
    document.title = title;
    if (!token || sent.current) return;
    sent.current = true;
    first
      .current(token)
      .then((value) => setState({ kind: 'done', value }))
      .catch((error: unknown) => setState({ kind: 'failed', message: messageOf(error) }));
  }, [token, title]);

  return (
    <PageShell>
      <div aria-live="polite">
        {state.kind === 'sending' && (
          <InfoCard icon={InfoIcon} title={tr('link.confirming')}>
            <p>{tr('link.one_moment')}</p>
          </InfoCard>
        )}
        {state.kind === 'done' && done(state.value)}
        {state.kind === 'failed' && (
          <InfoCard icon={WarningIcon} title={tr('link.failed')}>
            <p>{state.message}</p>
          </InfoCard>
        )}
      </div>
    </PageShell>
  );
}
