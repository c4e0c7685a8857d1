import { useEffect, useRef, useState } from 'react';
import { api, messageOf } from '../lib/api.js';
import { CheckIcon, InfoIcon, WarningIcon } from '../ui/icons.js';
import { InfoCard, PageShell } from '../ui/PageShell.js';

type State =
  { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * `/consent/confirm?token=…`: the link in a double opt-in email. Opening it confirms the consent
 * (once; the server says when the link is not valid or was already used).
 */
export function ConsentConfirmPage({ token }: { token: string | null }) {
  const [state, setState] = useState<State>(
    token
      ? { kind: 'sending' }
      : { kind: 'failed', message: 'This confirmation link is not valid.' },
  );
  const sent = useRef(false);

  useEffect(() => {
    document.title = 'Confirm your consent';
    // Once, even when React runs effects twice in development: the token is single-use.
    if (!token || sent.current) return;
    sent.current = true;
    api
      .confirmConsent(token)
      .then(({ message }) => setState({ kind: 'done', message }))
      .catch((error: unknown) => setState({ kind: 'failed', message: messageOf(error) }));
  }, [token]);

  return (
    <PageShell>
      <div aria-live="polite">
        {state.kind === 'sending' && (
          <InfoCard icon={InfoIcon} title="Confirming…">
            <p>One moment, please.</p>
          </InfoCard>
        )}
        {state.kind === 'done' && (
          <InfoCard icon={CheckIcon} title="Confirmed">
            <p>{state.message}</p>
            <p>You can close this page.</p>
          </InfoCard>
        )}
        {state.kind === 'failed' && (
          <InfoCard icon={WarningIcon} title="Could not confirm">
            <p>{state.message}</p>
          </InfoCard>
        )}
      </div>
    </PageShell>
  );
}
