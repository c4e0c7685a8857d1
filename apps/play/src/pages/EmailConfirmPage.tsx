import { useEffect, useRef, useState } from 'react';
import { accountGamePageUrl, gamePageUrl } from '@playdesk/contract/urls';
import { api, messageOf } from '../lib/api.js';
import { playerIdentity } from '../lib/player.js';
import type { SafeStore } from '../lib/storage.js';
import { CheckIcon, InfoIcon, WarningIcon } from '../ui/icons.js';
import { InfoCard, PageShell } from '../ui/PageShell.js';

type State =
  | { kind: 'sending' }
  | { kind: 'done'; message: string; back: string }
  | { kind: 'failed'; message: string };

/**
 * `/email/confirm?token=…`: the link emailed when a game's form was given an address the business
 * already knew (docs/product-rules.md#one-player-per-person). Opening it confirms the address
 * (once; the server says when the link is not valid, used or expired): this browser then holds
 * that player — its plays, rewards and details — with the token the server answers.
 */
export function EmailConfirmPage({ token, store }: { token: string | null; store: SafeStore }) {
  const [state, setState] = useState<State>(
    token
      ? { kind: 'sending' }
      : { kind: 'failed', message: 'This confirmation link is not valid.' },
  );
  const sent = useRef(false);

  useEffect(() => {
    document.title = 'Confirm your email';
    // Once, even when React runs effects twice in development: the token is single-use.
    if (!token || sent.current) return;
    sent.current = true;
    api
      .confirmEmail(token)
      .then((answer) => {
        const identity = playerIdentity(store, answer.account_public_id);
        identity.setToken(answer.player_token);
        identity.setProfile({
          public_id: answer.player.public_id,
          display_name: answer.player.display_name,
          avatar: answer.player.avatar,
        });
        setState({
          kind: 'done',
          message: answer.message,
          back: answer.game_public_id
            ? gamePageUrl('', answer.game_public_id)
            : accountGamePageUrl('', answer.account_public_id),
        });
      })
      .catch((error: unknown) => setState({ kind: 'failed', message: messageOf(error) }));
  }, [token, store]);

  return (
    <PageShell>
      <div aria-live="polite">
        {state.kind === 'sending' && (
          <InfoCard icon={InfoIcon} title="Confirming…">
            <p>One moment, please.</p>
          </InfoCard>
        )}
        {state.kind === 'done' && (
          <InfoCard
            icon={CheckIcon}
            title="Email confirmed"
            actions={
              <a href={state.back} className="pd-btn-primary min-h-12 rounded-2xl">
                Back to the game
              </a>
            }
          >
            <p>{state.message}</p>
            <p>Your plays and rewards are together now, on this device.</p>
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
