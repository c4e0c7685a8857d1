/**
 * The player form on the game pad: whether it stands in for Start (mode `before`), whether it is
 * due in a pop-up before the result (mode `after`), and what follows once it is sent (the name it
 * gave, what to confirm by email). A start the server refused for want of the form (409) loads the
 * form again, so it shows. A play whose reward waits for the player's verified email (or phone)
 * opens the form too, whatever its mode; sent, the play is read again, with its reward
 * (docs/fair-play.md#wins-kept-until-the-player-verifies).
 */
import { useCallback, useEffect, useState } from 'react';
import type { PlaySession, PublicGame } from '../lib/api.js';
import type { StoredProfile } from '../lib/player.js';
import type { SafeStore } from '../lib/storage.js';
import type { StartError } from '../pad/play-state.js';
import type { LeadResult } from './LeadForm.js';

/** How a kept reward is released: the verified email, or the verified phone. */
export type VerifyChannel = 'email' | 'phone';
import { useLead } from './useLead.js';
import { englishT, useT } from '../i18n/i18n.js';

interface PadPlay {
  session: PlaySession | null;
  startError: StartError | null;
  /** The session whose end pop-up is due. */
  endedSessionId: string | null;
  /** Shows and keeps the player's name and avatar ("Playing as …"). */
  keepProfile: (profile: StoredProfile) => void;
  /** Reads the session on show again (its reward, once the verified form released it). */
  refresh: () => Promise<void>;
}

export const PENDING_CONSENT_TEXT = englishT('lead.pending_consent');
/** The form gave an address the business already knew (docs/product-rules.md#one-player-per-person). */
export const CONFIRM_EMAIL_TEXT = englishT('lead.confirm_email.toast');

export function usePadLead(
  game: PublicGame | null,
  store: SafeStore,
  play: PadPlay,
  showToast: (text: string, tone: 'success') => void,
) {
  const t = useT();
  const lead = useLead(game, store);
  const { reload, filled, asks } = lead;
  /** The ended session whose form the player closed unsent (its result shows; next game asks). */
  const [closedFor, setClosedFor] = useState<string | null>(null);

  const refused = play.startError?.status === 409;
  useEffect(() => {
    if (refused) reload();
  }, [refused, reload]);

  const ended = play.endedSessionId;
  const shown = ended !== null && play.session?.session_id === ended ? play.session : null;
  /** The ended play won a reward kept until the player verifies: by email, or by phone. */
  const awaiting: VerifyChannel | null =
    shown?.reward_awaiting_verification && lead.form && lead.form.mode !== 'off'
      ? lead.form.verify.email !== 'off'
        ? 'email'
        : 'phone'
      : null;
  const afterOpen = shown !== null && (asks('after') || awaiting !== null) && closedFor !== ended;
  /** The play whose kept reward a verified form was sent for (its reward is read again). */
  const [releasing, setReleasing] = useState<string | null>(null);

  /** A link to confirm the email was sent: said under the pad until the page is left. */
  const [emailSent, setEmailSent] = useState(false);

  const { keepProfile, refresh } = play;
  const sent = useCallback(
    ({ pending, emailSent: linkSent, profile }: LeadResult) => {
      filled();
      keepProfile(profile);
      setEmailSent(linkSent);
      if (linkSent) showToast(t('lead.confirm_email.toast'), 'success');
      else if (pending > 0) showToast(t('lead.pending_consent'), 'success');
      if (awaiting && ended) {
        // The verified form released the kept reward: read the play again, then show its result.
        setReleasing(ended);
        void refresh().finally(() => setClosedFor(ended));
      }
    },
    [awaiting, ended, filled, keepProfile, refresh, showToast, t],
  );

  return {
    form: lead.form,
    /** The form comes before Start. */
    before: asks('before'),
    /** The form's pop-up is open (the result waits for it). */
    afterOpen,
    sent,
    emailSent,
    closeAfter: () => setClosedFor(ended),
    /** The ended play's reward waits for the player's verification (by this channel). */
    awaiting,
    /** Opens the form again (the result's "Confirm my email"). */
    reopen: () => setClosedFor(null),
    /** A verified form was sent for the ended play and its reward was not given after all. */
    rewardLost:
      shown !== null && releasing === ended && !shown.reward && !shown.reward_awaiting_verification,
  };
}
