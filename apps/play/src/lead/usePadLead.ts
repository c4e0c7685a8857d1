/**
 * The player form on the game pad: whether it stands in for Start (mode `before`), whether it is
 * due in a pop-up before the result (mode `after`), and what follows once it is sent. A start the
 * server refused for want of the form (409) loads the form again, so it shows.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PlaySession, PublicGame } from '../lib/api.js';
import type { SafeStore } from '../lib/storage.js';
import type { StartError } from '../pad/play-state.js';
import { useLead } from './useLead.js';

interface PadPlay {
  session: PlaySession | null;
  startError: StartError | null;
  /** The session whose end pop-up is due. */
  endedSessionId: string | null;
}

export const PENDING_CONSENT_TEXT = 'Thanks! Check your email to confirm your consent.';

export function usePadLead(
  game: PublicGame | null,
  store: SafeStore,
  play: PadPlay,
  showToast: (text: string, tone: 'success') => void,
) {
  const lead = useLead(game, store);
  const { reload, filled, asks } = lead;
  /** The ended session whose form the player closed unsent (its result shows; next game asks). */
  const [closedFor, setClosedFor] = useState<string | null>(null);

  const refused = play.startError?.status === 409;
  useEffect(() => {
    if (refused) reload();
  }, [refused, reload]);

  const ended = play.endedSessionId;
  const afterOpen =
    ended !== null && play.session?.session_id === ended && asks('after') && closedFor !== ended;

  const sent = useCallback(
    ({ pending }: { pending: number }) => {
      filled();
      if (pending > 0) showToast(PENDING_CONSENT_TEXT, 'success');
    },
    [filled, showToast],
  );

  return {
    form: lead.form,
    /** The form comes before Start. */
    before: asks('before'),
    /** The form's pop-up is open (the result waits for it). */
    afterOpen,
    sent,
    closeAfter: () => setClosedFor(ended),
  };
}
