import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { FooterButton } from '@playdesk/games';
import { gamePageUrl } from '@playdesk/contract/urls';
import { SolveIcon } from '@playdesk/games/icons';
import { loadBoard } from '../boards/index.js';
import type { PublicGame } from '../lib/api.js';
import { canBuyLetter, livesOf } from '../lib/game-info.js';
import { useReportHeight } from '../lib/embed.js';
import { shareContent, shareOrCopy } from '../lib/share.js';
import type { SafeStore } from '../lib/storage.js';
import { OfflineIcon, UnavailableIcon } from '../ui/icons.js';
import { InfoCard, PageShell } from '../ui/PageShell.js';
import { Modal } from '../ui/Modal.js';
import { Toast, useToast } from '../ui/Toast.js';
import { AvatarDialog } from './AvatarDialog.js';
import { BoardArea } from './BoardArea.js';
import { FooterButtons, GameActions } from './Footer.js';
import type { GameActionKey } from './Footer.js';
import { GameHeader } from './GameHeader.js';
import { Intro } from './Intro.js';
import { LeaderboardDialog, LeaderboardSection } from './Leaderboard.js';
import { ResultDialog } from './ResultDialog.js';
import { LivesPill, ScorePill, TimerPill } from './StatusBar.js';
import { useCountdown } from './useCountdown.js';
import { usePlay } from './usePlay.js';

interface GamePadProps {
  publicId: string;
  embed: boolean;
  store: SafeStore;
  /** The game when the page already has it (the live game on `/game?account=`): no second load. */
  initialGame?: PublicGame;
  /** A small label above the pad (e.g. "Today's game"). */
  label?: ReactNode;
}

type DialogName = 'leaderboard' | 'avatar' | 'solve';

/**
 * The game pad: the game's header, its instructions and Start, the board, the footer buttons the
 * game lists, the end pop-ups and the leader board. Full page at /game/{id}; without page chrome
 * (and reporting its height to the host page) at /game-embedder/{id}.
 */
export function GamePad({ publicId, embed, store, initialGame, label }: GamePadProps) {
  const play = usePlay({ publicId, embed, store, initialGame });
  const { game, session, phase } = play;
  const { toast, show: showToast, hide: hideToast } = useToast();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [closedResult, setClosedResult] = useState<string | null>(null);
  const [busyAction, setBusyAction] = useState<GameActionKey | null>(null);
  const [, setBoardAttempt] = useState(0);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const focusBoard = useRef(false);

  useReportHeight(root, embed);
  const { seconds, announcement } = useCountdown(session, play.clock, play.refresh);

  useEffect(() => {
    if (game) document.title = `${game.name} · ${game.account.business_name}`;
  }, [game]);

  useEffect(() => {
    if (phase === 'playing' && focusBoard.current) {
      focusBoard.current = false;
      boardRef.current?.focus({ preventScroll: true });
      boardRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }, [phase]);

  const resultOpen =
    play.endedSessionId !== null &&
    closedResult !== play.endedSessionId &&
    dialog === null &&
    session?.session_id === play.endedSessionId;

  const start = useCallback(() => {
    focusBoard.current = true;
    setDialog(null);
    void play.start();
  }, [play]);

  const share = useCallback(async () => {
    if (!game) return;
    const url = gamePageUrl(window.location.origin, game.public_id);
    const over = session && session.outcome.status !== 'playing' ? session : null;
    let summary: string | null = null;
    if (over) {
      try {
        summary = (await loadBoard(game.type)).shareSummary?.(over.view) ?? null;
      } catch {
        summary = null;
      }
    }
    const result = await shareOrCopy(shareContent(game, url, over?.outcome ?? null, summary));
    if (result === 'copied') showToast('Copied! Paste it anywhere to share.', 'success');
    else if (result === 'failed') showToast(`Copy this link to share: ${url}`, 'info');
  }, [game, session, showToast]);

  const runAction = useCallback(
    async (key: GameActionKey) => {
      setBusyAction(key);
      try {
        await play.send({ type: key });
        if (key === 'reset') showToast('Tiles shuffled. Good luck!', 'info');
      } catch (error) {
        showToast(error instanceof Error ? error.message : 'That did not work', 'error');
      } finally {
        setBusyAction(null);
      }
    },
    [play, showToast],
  );

  const onAction = (key: GameActionKey) => {
    if (key === 'solve') setDialog('solve');
    else void runAction(key);
  };

  const openLeaderboard = () => {
    setDialog('leaderboard');
    void play.loadLeaderboard();
  };

  const closeDialog = () => setDialog(null);

  const wrap = (content: ReactNode) =>
    embed ? (
      <div ref={setRoot} className="mx-auto w-full max-w-md p-1.5">
        {content}
        <Toast toast={toast} onClose={hideToast} />
      </div>
    ) : (
      <PageShell backgroundImage={game?.background_image ?? null}>
        {label}
        {content}
        <Toast toast={toast} onClose={hideToast} />
      </PageShell>
    );

  if (phase === 'loading' || !game) {
    if (phase === 'unavailable') {
      return wrap(
        <InfoCard icon={UnavailableIcon} title="Game not available">
          <p>{play.loadError ?? 'This game is not available right now.'}</p>
          <p>It may have ended or not started yet. Please check back later.</p>
        </InfoCard>,
      );
    }
    if (phase === 'failed') {
      return wrap(
        <InfoCard
          icon={OfflineIcon}
          title="Connection problem"
          actions={
            <button type="button" className="pd-btn-primary" onClick={play.retryLoad}>
              Try again
            </button>
          }
        >
          <p>{play.loadError}</p>
        </InfoCard>,
      );
    }
    return wrap(<PadSkeleton />);
  }

  const has = (b: FooterButton) => game.footer_buttons.includes(b);
  const playing = phase === 'playing';
  const ended = phase === 'ended' && session !== null;
  const inGame = (playing || ended) && session !== null;
  const lives = has('lives') ? livesOf(game.type, game.difficulty, session?.view) : null;
  const showTimer = has('timer') && seconds !== null;
  const changeAvatar = has('change_avatar') ? () => setDialog('avatar') : null;
  const leaderboardTemplate = game.templates?.leaderboard ?? null;

  return wrap(
    <>
      <article
        aria-label={game.name}
        className="pd-rise flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-2xl shadow-primary-950/30 sm:p-5 embed:shadow-none embed:ring-1 embed:ring-primary-950/10"
      >
        <GameHeader game={game} />

        {inGame ? (
          <>
            <div className="flex min-h-9 flex-wrap items-center justify-center gap-2">
              {showTimer && <TimerPill seconds={seconds} announcement={announcement} />}
              {lives && <LivesPill lives={lives.lives} max={lives.max} />}
              <ScorePill score={session.outcome.score} />
            </div>
            <BoardArea
              key={session.session_id}
              type={game.type}
              boardRef={boardRef}
              view={session.view}
              send={play.send}
              disabled={!playing || dialog !== null || resultOpen}
              onRetry={() => setBoardAttempt((n) => n + 1)}
            />
            {playing && (
              <GameActions
                buttons={game.footer_buttons}
                busy={busyAction}
                disabled={busyAction !== null}
                canBuyLetter={canBuyLetter(session.view)}
                onAction={onAction}
              />
            )}
            {ended && (
              <div className="flex flex-col gap-2">
                {play.startError && (
                  <p
                    role="alert"
                    className="rounded-2xl bg-amber-50 p-3 text-sm font-medium text-amber-950 ring-1 ring-amber-200"
                  >
                    {play.startError.message}
                  </p>
                )}
                <button
                  type="button"
                  className="pd-btn-primary min-h-13 w-full rounded-2xl text-lg"
                  onClick={start}
                >
                  <span aria-hidden="true">↻</span> Play again
                </button>
              </div>
            )}
          </>
        ) : (
          <Intro
            game={game}
            profile={play.profile}
            starting={phase === 'starting'}
            startError={play.startError}
            onStart={start}
            onChangeAvatar={changeAvatar}
          />
        )}

        <FooterButtons
          game={game}
          avatar={play.profile?.avatar ?? null}
          onLeaderboard={openLeaderboard}
          onShare={() => void share()}
          onChangeAvatar={() => setDialog('avatar')}
        />

        {ended && has('leaderboard') && (
          <LeaderboardSection
            state={play.leaderboard}
            onRetry={() => void play.loadLeaderboard()}
            template={leaderboardTemplate}
          />
        )}
      </article>

      {session && ended && (
        <ResultDialog
          open={resultOpen}
          game={game}
          session={session}
          leaderboard={play.leaderboard}
          onClose={() => setClosedResult(play.endedSessionId)}
          onPlayAgain={() => {
            setClosedResult(play.endedSessionId);
            start();
          }}
          onLeaderboard={() => {
            setClosedResult(play.endedSessionId);
            openLeaderboard();
          }}
          onShare={() => void share()}
          showShare={has('share')}
          showLeaderboard={has('leaderboard')}
          showCta={has('call_to_action') && Boolean(game.cta.link)}
        />
      )}

      <LeaderboardDialog
        open={dialog === 'leaderboard'}
        onClose={closeDialog}
        state={play.leaderboard}
        onRetry={() => void play.loadLeaderboard()}
        template={leaderboardTemplate}
      />

      <AvatarDialog
        open={dialog === 'avatar'}
        profile={play.profile}
        onClose={closeDialog}
        onSave={async (changes) => {
          const result = await play.saveProfile(changes);
          showToast(
            result === 'pending'
              ? 'Saved! Your name shows on the leader board after your first game.'
              : 'Saved! Looking good.',
            'success',
          );
        }}
      />

      <Modal
        open={dialog === 'solve'}
        onClose={closeDialog}
        title="Show the solution?"
        icon={<SolveIcon className="mx-auto block size-12 text-primary-600" />}
      >
        <p className="text-center text-[15px] text-gray-600">
          This ends the round. You still get a few points for trying.
        </p>
        <div className="mt-4 grid grid-cols-2 gap-2">
          <button type="button" className="pd-btn-soft" onClick={closeDialog} data-autofocus>
            Keep playing
          </button>
          <button
            type="button"
            className="pd-btn-primary"
            onClick={() => {
              closeDialog();
              void runAction('solve');
            }}
          >
            Solve
          </button>
        </div>
      </Modal>

      <p className="sr-only" aria-live="polite">
        {ended ? `Game over. You scored ${session.outcome.score} points.` : ''}
      </p>
    </>,
  );
}

/** Placeholder with the card's shape while the game loads (no layout shift when it arrives). */
export function PadSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the game"
      className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-2xl shadow-primary-950/30 sm:p-5 embed:shadow-none embed:ring-1 embed:ring-primary-950/10"
    >
      <div className="flex items-center gap-3">
        <div className="pd-skeleton size-16 rounded-2xl" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="pd-skeleton h-3 w-1/3 rounded" />
          <div className="pd-skeleton h-6 w-2/3 rounded" />
          <div className="pd-skeleton h-3 w-1/4 rounded" />
        </div>
      </div>
      <div className="pd-skeleton h-8 w-3/4 rounded-full" />
      <div className="pd-skeleton h-28 rounded-2xl" />
      <div className="pd-skeleton h-14 rounded-2xl" />
      <div className="pd-skeleton h-5 w-1/2 self-center rounded" />
      <div className="pd-skeleton h-16 rounded-2xl" />
    </div>
  );
}
