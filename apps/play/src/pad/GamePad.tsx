import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { FooterButton } from '@playdesk/games';
import { gameView } from '@playdesk/games/views';
import type { PublicGame } from '../lib/api.js';
import { playerIdentity } from '../lib/player.js';
import { frontLinkFromGame, isEmbedded } from '../rewards/front-query.js';
import type { SafeStore } from '../lib/storage.js';
import { useToast } from '../ui/Toast.js';
import { BoardProblem, BoardSkeleton } from './BoardSkeleton.js';
import { FooterButtons } from './Footer.js';
import type { GameActionKey } from './Footer.js';
import { GameHeader } from './GameHeader.js';
import { Intro } from './Intro.js';
import { LoadProblem, PadFrame } from './PadFrame.js';
import { PadSkeleton } from './PadSkeleton.js';
import { linkBusinessApp } from '../pwa/register.js';
import { useHelpActions } from './useHelpActions.js';
import { usePadParts } from './pad-parts.js';
import { usePadPlayerData } from './usePadPlayerData.js';
import { usePlay } from './usePlay.js';
import { useShare } from './useShare.js';
import { useEmbedEvents } from '../embed/useEmbedEvents.js';
import { useInsight } from '../insight/track.js';
import { useT } from '../i18n/i18n.js';

interface GamePadProps {
  publicId: string;
  embed: boolean;
  store: SafeStore;
  /** The game when the page already has it (the live game on `/game?account=`): no second load. */
  initialGame?: PublicGame;
  /** A small label above the pad (e.g. "Today's game"). */
  label?: ReactNode;
}

type DialogName = 'leaderboard' | 'avatar' | 'solve' | 'my-data';

/** The player's own rewards front (null until this device knows the player's public id). */
function rewardsFrontHref(game: PublicGame, store: SafeStore): string | null {
  const player = playerIdentity(store, game.account.public_id).profile()?.public_id ?? null;
  if (!player) return null;
  return frontLinkFromGame(game.account.public_id, player, {
    href: window.location.href,
    embedded: isEmbedded(),
    referrer: document.referrer,
  });
}

/**
 * The game pad: the game's header, its instructions and Start, the board, the footer buttons the
 * game lists, the end pop-ups and the leader board. Full page at /game/{id}; without page chrome
 * (and reporting its height to the host page) at /game-embedder/{id}. The calls and the play's
 * state live in usePlay, the player form and "Your data" in usePadPlayerData; this file decides
 * what shows. What the intro does not show (the board, the pop-ups, the leader board) is a lazy
 * chunk (later.ts), downloaded as soon as the game is known.
 */
export function GamePad({ publicId, embed, store, initialGame, label }: GamePadProps) {
  const play = usePlay({ publicId, embed, store, initialGame });
  const { game, session, phase } = play;
  const t = useT();
  const { toast, show: showToast, hide: hideToast } = useToast();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [closedResult, setClosedResult] = useState<string | null>(null);
  const [, setBoardAttempt] = useState(0);
  const boardRef = useRef<HTMLDivElement>(null);
  const focusBoard = useRef(false);
  const help = useHelpActions(play.send, showToast);
  const share = useShare(game, session, showToast, play.profile?.public_id ?? null);
  const start = () => {
    focusBoard.current = true;
    setDialog(null);
    void play.start();
  };
  const later = usePadParts(game !== null);
  const parts = later.parts;
  const data = usePadPlayerData(
    { game, store, embed, play, showToast, dialog, setDialog, start },
    parts,
  );
  useEmbedEvents(embed, game, session, phase);
  useInsight(game, session);

  useEffect(() => {
    if (game) document.title = `${game.name} · ${game.account.business_name}`;
  }, [game]);

  // The business's own installable app (issue 17); embedded games are part of another site.
  useEffect(() => {
    if (game && !embed) linkBusinessApp(game.account.public_id);
  }, [game, embed]);

  useEffect(() => {
    // The board is there once the pad's later parts are (see later.ts).
    if (phase === 'playing' && focusBoard.current && boardRef.current) {
      focusBoard.current = false;
      boardRef.current.focus({ preventScroll: true });
      boardRef.current.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }, [phase, parts]);

  // "Confirm my email" in the result reopens the form (a reward waiting for the confirmed email):
  // the result closes meanwhile and shows again once the form does, with the reward.
  const formFromResult = useRef(false);
  const afterOpen = data.afterOpen;
  useEffect(() => {
    if (afterOpen || !formFromResult.current) return;
    formFromResult.current = false;
    setClosedResult(null);
  }, [afterOpen]);

  const resultOpen =
    play.endedSessionId !== null &&
    closedResult !== play.endedSessionId &&
    dialog === null &&
    !data.afterOpen &&
    session?.session_id === play.endedSessionId;

  const onAction = (key: GameActionKey) => {
    if (key === 'solve') setDialog('solve');
    else void help.run(key);
  };
  const openLeaderboard = () => {
    setDialog('leaderboard');
    void play.loadLeaderboard();
  };
  const closeDialog = () => setDialog(null);
  /** Closes the end pop-up for good (this session). */
  const closeResult = () => setClosedResult(play.endedSessionId);

  const wrap = (content: ReactNode) => (
    <PadFrame
      embed={embed}
      backgroundImage={game?.background_image ?? null}
      label={label}
      toast={toast}
      onCloseToast={hideToast}
    >
      {content}
    </PadFrame>
  );

  if (phase === 'unavailable' || phase === 'failed') {
    return wrap(
      <LoadProblem
        unavailable={phase === 'unavailable'}
        message={play.loadError}
        onRetry={play.retryLoad}
      />,
    );
  }
  if (phase === 'loading' || !game) return wrap(<PadSkeleton />);

  const has = (b: FooterButton) => game.footer_buttons.includes(b);
  const playing = phase === 'playing';
  const ended = phase === 'ended' && session !== null;
  // A game whose end is animated (the wheel turning) shows it before the play looks over.
  const settling =
    ended &&
    gameView(game.type).resultDelayMs !== undefined &&
    play.endedSessionId !== session.session_id;
  const leaderboardTemplate = game.templates?.leaderboard ?? null;

  return wrap(
    <>
      <article
        aria-label={game.name}
        className="pd-rise flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-2xl shadow-primary-950/30 sm:p-5 embed:shadow-none embed:ring-1 embed:ring-primary-950/10"
      >
        <GameHeader game={game} />

        {(playing || ended) && session !== null ? (
          parts ? (
            <parts.InGame
              game={game}
              session={session}
              playing={playing}
              settling={settling}
              clock={play.clock}
              onTimeUp={() => void play.refresh()}
              boardRef={boardRef}
              send={play.send}
              boardDisabled={!playing || dialog !== null || resultOpen}
              onBoardRetry={() => setBoardAttempt((n) => n + 1)}
              busyAction={help.busy}
              onAction={onAction}
              startError={play.startError}
              onPlayAgain={start}
            />
          ) : later.failed ? (
            <BoardProblem onRetry={later.retry} />
          ) : (
            <BoardSkeleton type={game.type} />
          )
        ) : (
          <Intro
            game={game}
            profile={play.profile}
            starting={phase === 'starting'}
            startError={play.startError}
            onStart={start}
            onChangeAvatar={has('change_avatar') ? () => setDialog('avatar') : null}
            gate={data.gate}
          />
        )}

        <FooterButtons
          game={game}
          avatar={play.profile?.avatar ?? null}
          onLeaderboard={openLeaderboard}
          onShare={() => void share('footer')}
          onChangeAvatar={() => setDialog('avatar')}
        />

        {parts && ended && session.reward && closedResult === session.session_id && (
          <parts.RewardReminder won={session.reward} onShow={() => setClosedResult(null)} />
        )}

        {parts && ended && !settling && has('leaderboard') && (
          <parts.LeaderboardSection
            state={play.leaderboard}
            onRetry={() => void play.loadLeaderboard()}
            template={leaderboardTemplate}
          />
        )}

        {data.link}

        {/* After a finished game, below it once its pop-up is closed: install and notify me. */}
        {parts && ended && !settling && !embed && !resultOpen && (
          <parts.AfterGameSlot account={game.account.public_id} store={store} />
        )}
      </article>

      {data.popups}

      {/* Mounted once the end has played out: it fetches the reward card's chunk. */}
      {parts && ended && !settling && (
        <parts.ResultDialog
          open={resultOpen}
          game={game}
          session={session}
          leaderboard={play.leaderboard}
          onClose={closeResult}
          onPlayAgain={() => {
            closeResult();
            start();
          }}
          onLeaderboard={() => {
            closeResult();
            openLeaderboard();
          }}
          onShare={() => void share('result')}
          showShare={has('share')}
          showLeaderboard={has('leaderboard')}
          showCta={has('call_to_action') && Boolean(game.cta.link)}
          rewardsHref={session.reward ? rewardsFrontHref(game, store) : null}
          awaiting={data.awaiting}
          onConfirm={() => {
            formFromResult.current = true;
            data.reopenForm();
          }}
          rewardLost={data.rewardLost}
        />
      )}

      {parts && (
        <>
          <parts.LeaderboardDialog
            open={dialog === 'leaderboard'}
            onClose={closeDialog}
            state={play.leaderboard}
            onRetry={() => void play.loadLeaderboard()}
            template={leaderboardTemplate}
          />

          <parts.AvatarDialog
            open={dialog === 'avatar'}
            profile={play.profile}
            onClose={closeDialog}
            onSave={async (changes) => {
              const result = await play.saveProfile(changes);
              showToast(
                result === 'pending' ? t('pad.avatar.saved_first') : t('pad.avatar.saved'),
                'success',
              );
            }}
          />

          <parts.SolveDialog
            open={dialog === 'solve'}
            onClose={closeDialog}
            onSolve={() => void help.run('solve')}
          />
        </>
      )}

      <p className="sr-only" aria-live="polite">
        {ended && !settling
          ? `${t('pad.announce.over', { score: session.outcome.score })}${session.reward ? ` ${t('pad.announce.reward', { reward: session.reward.reward.name })}` : ''}`
          : ''}
      </p>
    </>,
  );
}
