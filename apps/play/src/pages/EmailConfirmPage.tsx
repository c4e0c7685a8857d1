import { accountGamePageUrl, gamePageUrl } from '@playdesk/contract/urls';
import { api } from '../lib/api.js';
import { playerIdentity } from '../lib/player.js';
import type { SafeStore } from '../lib/storage.js';
import { CheckIcon } from '../ui/icons.js';
import { InfoCard } from '../ui/PageShell.js';
import { OneTimeLinkPage } from './OneTimeLink.js';
import { useT } from '../i18n/i18n.js';

/**
 * `/email/confirm?token=…`: the link emailed when a game's form was given an address the business
 * already knew (docs/product-rules.md#one-player-per-person). Opening it confirms the address
 * (once; the server says when the link is not valid, used or expired): this browser then holds
 * that player — its plays, rewards and details — with the token the server answers.
 */
export function EmailConfirmPage({ token, store }: { token: string | null; store: SafeStore }) {
  const tr = useT();
  async function confirm(t: string): Promise<{ message: string; back: string }> {
    const answer = await api.confirmEmail(t);
    const identity = playerIdentity(store, answer.account_public_id);
    identity.setToken(answer.player_token);
    identity.setProfile({
      public_id: answer.player.public_id,
      display_name: answer.player.display_name,
      avatar: answer.player.avatar,
    });
    return {
      message: answer.message,
      back: answer.game_public_id
        ? gamePageUrl('', answer.game_public_id)
        : accountGamePageUrl('', answer.account_public_id),
    };
  }

  return (
    <OneTimeLinkPage
      token={token}
      title={tr('link.email_title')}
      send={confirm}
      done={({ message, back }) => (
        <InfoCard
          icon={CheckIcon}
          title={tr('link.email_confirmed')}
          actions={
            <a href={back} className="pd-btn-primary min-h-12 rounded-2xl">
              {tr('rewards.back')}
            </a>
          }
        >
          <p>{message}</p>
          <p>{tr('link.email_together')}</p>
        </InfoCard>
      )}
    />
  );
}

/**
 * `/email/verify?game=…&email=…&code=…`: the link of a game whose form asks for a verified email by
 * link (docs/fair-play.md#verified-email-and-phone). Opening it verifies the address for the
 * business (once: the code in it is single-use); the player then goes back to the form's tab and
 * presses Continue, or plays here.
 */
export function EmailVerifyPage({
  game,
  email,
  code,
}: {
  game: string | null;
  email: string | null;
  code: string | null;
}) {
  const tr = useT();
  return (
    <OneTimeLinkPage
      token={game && email ? code : null}
      title={tr('link.verify_title')}
      send={(c) =>
        api.post(`play/games/${encodeURIComponent(game!)}/verify/email/confirm`, {
          email,
          code: c,
        })
      }
      done={() => (
        <InfoCard
          icon={CheckIcon}
          title={tr('link.email_confirmed')}
          actions={
            <a href={gamePageUrl('', game!)} className="pd-btn-primary min-h-12 rounded-2xl">
              {tr('rewards.back')}
            </a>
          }
        >
          <p>{tr('link.email_verified_body')}</p>
        </InfoCard>
      )}
    />
  );
}
