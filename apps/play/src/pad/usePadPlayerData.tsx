/**
 * The game pad's player-data parts, kept out of GamePad: the player form (in place of Start, or
 * its pop-up when the game ends) and "Your data" (the link under the game and its pop-up). The pad
 * shows one dialog at a time, so "Your data" opens and closes through the pad's `dialog`; the
 * form's pop-up waits while any dialog is open.
 */
import { useRef } from 'react';
import type { ReactNode } from 'react';
import type { PublicGame } from '../lib/api.js';
import { playerIdentity } from '../lib/player.js';
import type { SafeStore } from '../lib/storage.js';
import { LeadBeforeStep } from '../lead/LeadSteps.js';
import { ConfirmEmailNotice } from '../lead/ConfirmEmailNotice.js';
import { usePadLead, type VerifyChannel } from '../lead/usePadLead.js';
import { YourDataLink } from '../privacy/YourDataLink.js';
import type { PadParts } from './pad-parts.js';

interface PadPlayerDataOptions {
  game: PublicGame | null;
  store: SafeStore;
  embed: boolean;
  play: Parameters<typeof usePadLead>[2] & { retryLoad: () => void };
  showToast: Parameters<typeof usePadLead>[3];
  /** The pad's open dialog, if any. */
  dialog: string | null;
  setDialog: (dialog: 'my-data' | null) => void;
  /** Starts a play (the `before` form's Continue). */
  start: () => void;
}

interface PadPlayerData {
  /** The form's after-game pop-up is due (the result waits for it). */
  afterOpen: boolean;
  /** The ended play's reward waits for the player's verified email or phone (null: it does not). */
  awaiting: VerifyChannel | null;
  /** Opens the form's pop-up again (to verify and get the kept reward). */
  reopenForm: () => void;
  /** The verified form was sent, yet the kept reward was not given (over the limit, too late). */
  rewardLost: boolean;
  /** The `before` form, shown in place of Start; null when the game does not ask first. */
  gate: ReactNode;
  /**
   * The "Your data" link, for a player this device knows at the game's business, and after a form
   * whose email must be confirmed, the reminder to open the emailed link.
   */
  link: ReactNode;
  /** The form's after-game pop-up and the "Your data" pop-up. */
  popups: ReactNode;
}

export function usePadPlayerData(
  { game, store, embed, play, showToast, dialog, setDialog, start }: PadPlayerDataOptions,
  /** The pad's later parts (the pop-ups are among them), null until they are downloaded. */
  parts: PadParts | null,
): PadPlayerData {
  const lead = usePadLead(game, store, play, showToast);
  /** "Forget me" erased the player: the pad starts afresh once its pop-up closes. */
  const erased = useRef(false);

  const kept = {
    afterOpen: lead.afterOpen,
    awaiting: lead.awaiting,
    reopenForm: lead.reopen,
    rewardLost: lead.rewardLost,
  };
  if (!game) return { ...kept, gate: null, link: null, popups: null };

  const closeMyData = () => {
    setDialog(null);
    if (erased.current) {
      erased.current = false;
      play.retryLoad();
    }
  };
  const step = { game, store, embed };

  return {
    ...kept,
    gate:
      lead.before && lead.form ? (
        <LeadBeforeStep
          form={lead.form}
          {...step}
          onDone={(result) => {
            lead.sent(result);
            start();
          }}
        />
      ) : null,
    link: (
      <>
        {lead.emailSent && <ConfirmEmailNotice business={game.account.business_name} />}
        {playerIdentity(store, game.account.public_id).token() !== null && (
          <YourDataLink onOpen={() => setDialog('my-data')} />
        )}
      </>
    ),
    popups: parts && (
      <>
        {lead.form && (
          <parts.LeadAfterDialog
            open={lead.afterOpen && dialog === null}
            onClose={lead.closeAfter}
            form={lead.form}
            {...step}
            sessionId={play.endedSessionId}
            awaiting={lead.awaiting}
            onDone={lead.sent}
          />
        )}
        <parts.MyDataDialog
          open={dialog === 'my-data'}
          onClose={closeMyData}
          accountPublicId={game.account.public_id}
          store={store}
          onErased={() => {
            erased.current = true;
          }}
        />
      </>
    ),
  };
}
