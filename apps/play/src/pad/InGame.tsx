import { useState } from 'react';
import type { Ref } from 'react';
import type { FooterButton } from '@playdesk/games';
import { useT } from '../i18n/i18n.js';
import type { PlaySession, PublicGame } from '../lib/api.js';
import { canBuyLetter, hasPoints, livesOf } from '../lib/game-info.js';
import { BoardArea } from './BoardArea.js';
import { GameActions } from './GameActions.js';
import type { GameActionKey } from './Footer.js';
import type { StartError } from './play-state.js';
import { LivesPill, ScorePill, TimerPill } from './StatusBar.js';
import { useCountdown } from './useCountdown.js';

interface InGameProps {
  game: PublicGame;
  session: PlaySession;
  /** Still being played (else over: its result and Play again show). */
  playing: boolean;
  /**
   * Over, but its end still plays out on the board (the wheel turning): the pad shows the play as
   * it was until the end pop-up is due (the score before the end, no Play again).
   */
  settling?: boolean;
  /** The server's clock (usePlay): the timer counts down in server time. */
  clock: { offsetMs: number; receivedAt: number };
  /** The clock reached zero: ask the server, which decides the time-out. */
  onTimeUp: () => void;
  boardRef: Ref<HTMLDivElement>;
  send: (action: Record<string, unknown>) => Promise<void>;
  /** The board takes no input (a dialog is open, or the game is over). */
  boardDisabled: boolean;
  onBoardRetry: () => void;
  busyAction: GameActionKey | null;
  onAction: (key: GameActionKey) => void;
  startError: StartError | null;
  onPlayAgain: () => void;
}

/** A play on the pad: timer, lives and score, the game's board, its help buttons, Play again. */
export function InGame({
  game,
  session,
  playing,
  settling = false,
  clock,
  onTimeUp,
  boardRef,
  send,
  boardDisabled,
  onBoardRetry,
  busyAction,
  onAction,
  startError,
  onPlayAgain,
}: InGameProps) {
  const t = useT();
  const has = (b: FooterButton) => game.footer_buttons.includes(b);
  const lives = has('lives') ? livesOf(game.type, game.difficulty, session.view) : null;
  const { seconds, announcement } = useCountdown(session, clock, onTimeUp);
  // While the end plays out, the score stays as it was before it.
  const [shownScore, setShownScore] = useState(session.outcome.score);
  if (!settling && shownScore !== session.outcome.score) setShownScore(session.outcome.score);
  const timed = has('timer') && seconds !== null;
  const scored = hasPoints(game.type);
  return (
    <>
      {/* A game with no clock, lives or points (a personality test) has no status row. */}
      {timed || lives || scored ? (
        <div className="flex min-h-9 flex-wrap items-center justify-center gap-2">
          {timed && <TimerPill seconds={seconds} announcement={announcement} />}
          {lives && <LivesPill lives={lives.lives} max={lives.max} />}
          {scored && <ScorePill score={settling ? shownScore : session.outcome.score} />}
        </div>
      ) : null}
      <BoardArea
        key={session.session_id}
        type={game.type}
        boardRef={boardRef}
        view={session.view}
        send={send}
        disabled={boardDisabled}
        onRetry={onBoardRetry}
      />
      {settling ? null : playing ? (
        <GameActions
          buttons={game.footer_buttons}
          busy={busyAction}
          disabled={busyAction !== null}
          canBuyLetter={canBuyLetter(session.view)}
          onAction={onAction}
        />
      ) : (
        <div className="flex flex-col gap-2">
          {startError && (
            <p
              role="alert"
              className="rounded-2xl bg-amber-50 p-3 text-sm font-medium text-amber-950 ring-1 ring-amber-200"
            >
              {startError.message}
            </p>
          )}
          <button
            type="button"
            className="pd-btn-primary min-h-13 w-full rounded-2xl text-lg"
            onClick={onPlayAgain}
          >
            <span aria-hidden="true">↻</span> {t('pad.result.play_again')}
          </button>
        </div>
      )}
    </>
  );
}
