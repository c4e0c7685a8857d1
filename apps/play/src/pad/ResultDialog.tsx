import { useEffect } from 'react';
import { FlagIcon, ResetIcon, ShareIcon, TrophyIcon } from '@playdesk/games/icons';
import { fillTemplateHtml, fillTemplateText } from '@playdesk/contract/template-variables';
import type { PlaySession, PublicGame } from '../lib/api.js';
import { hasPoints, reasonText } from '../lib/game-info.js';
import {
  templateButton,
  templateImage,
  templateMessage,
  templateTheme,
  templateTitle,
} from '../lib/template-theme.js';
import { isEmbedded } from '../rewards/front-query.js';
import { rewardTemplateValues } from '../rewards/reward-text.js';
import { GiftIcon } from '../rewards/icons.js';
import { loadRewardCard, RewardSlot } from '../rewards/RewardSlot.js';
import { Modal } from '../ui/Modal.js';
import type { LeaderboardState } from './usePlay.js';
import { CtaLink } from './Footer.js';
import { TemplateButton, TemplateMessage } from './TemplateParts.js';
import { richText, useT } from '../i18n/i18n.js';
import { popupTitle } from './popup-title.js';

interface ResultDialogProps {
  open: boolean;
  game: PublicGame;
  session: PlaySession;
  leaderboard: LeaderboardState;
  onClose: () => void;
  onPlayAgain: () => void;
  onLeaderboard: () => void;
  onShare: () => void;
  showShare: boolean;
  showLeaderboard: boolean;
  showCta: boolean;
  /** The player's rewards front, linked under a reward won (null: no link). */
  rewardsHref?: string | null;
  /**
   * The play's reward waits for the player's verified email or phone
   * (docs/fair-play.md#wins-kept-until-the-player-verifies): said, with the way to it (`onConfirm`).
   */
  awaiting?: 'email' | 'phone' | null;
  onConfirm?: () => void;
  /** The verified form was sent, yet the kept reward was not given. */
  rewardLost?: boolean;
}

const CONFETTI_COLORS = ['#f59e0b', '#ec4899', '#10b981', '#7c5cbd', '#38bdf8'];

/** Falling paper pieces (drawn shapes, not emoji: they look the same on every device). */
function Confetti() {
  return (
    <div
      aria-hidden="true"
      className="pd-confetti pointer-events-none absolute inset-x-0 top-0 h-40 overflow-hidden"
    >
      {Array.from({ length: 14 }, (_, i) => (
        <span
          key={i}
          style={{
            left: `${4 + i * 6.7}%`,
            animationDelay: `${(i % 5) * 120}ms`,
            width: i % 3 === 0 ? 8 : 6,
            height: i % 3 === 0 ? 8 : 12,
            borderRadius: i % 3 === 0 ? '50%' : 2,
            background: CONFETTI_COLORS[i % CONFETTI_COLORS.length],
          }}
        />
      ))}
    </div>
  );
}

/**
 * The win pop-up (the game's win text) or the game-over pop-up (its fail text), with the score.
 * When the game has a success / game-over template, the pop-up wears it: its colours, picture,
 * title, message and button. The score chip and Play again keep the app's own readable look.
 * A reward the play won (a win, or an odds game's consolation) shows under the score, and the
 * template's `{reward_name}`, `{reward_code}` and `{reward_expiry}` are filled in (empty without
 * one).
 */
export function ResultDialog(props: ResultDialogProps) {
  const { open, game, session, leaderboard, onClose } = props;
  const won = session.outcome.status === 'won';
  const t = useT();
  const reason = reasonText(session.outcome.reason, session.view, t);
  const rank = leaderboard.data?.me?.rank ?? null;
  const template = (won ? game.templates?.success : game.templates?.game_over) ?? null;
  const theme = templateTheme(template);
  const reward = session.reward ?? null;
  const values = rewardTemplateValues(reward);
  const message = templateMessage(
    template && { ...template, message: fillTemplateHtml(template.message, values) },
  );
  // The card's code is fetched with the session that won: start downloading it now, so it is
  // there when the pop-up opens a moment later.
  useEffect(() => {
    if (reward) void loadRewardCard().catch(() => undefined);
  }, [reward]);
  const muted = theme ? 'opacity-85' : 'text-gray-600';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={fillTemplateText(
        templateTitle(template, popupTitle(t, won, game.popup_texts)),
        values,
      )}
      icon={
        won ? (
          <TrophyIcon className="mx-auto block size-14 text-amber-500" />
        ) : (
          <FlagIcon className="mx-auto block size-14 text-primary-500" />
        )
      }
      image={templateImage(template)}
      theme={theme}
      decoration={won ? <Confetti /> : null}
    >
      <div className="flex flex-col items-center gap-1 text-center">
        {reason && <p className={`text-[15px] ${muted}`}>{reason}</p>}
        {hasPoints(game.type) && (
          <p className="my-2 flex items-baseline gap-1.5 rounded-2xl bg-primary-50 px-5 py-2 text-primary-800">
            <span className="text-4xl font-black tabular-nums">{session.outcome.score}</span>
            <span className="text-sm font-bold">
              {t('pad.result.points', { n: session.outcome.score })}
            </span>
          </p>
        )}
        {rank !== null && (
          <p className={`text-sm ${muted}`}>
            {richText(
              t,
              'pad.result.rank',
              {},
              {
                rank: <strong className={theme ? '' : 'text-gray-900'}>#{rank}</strong>,
              },
            )}
          </p>
        )}
        {reward && (
          <div className="mt-2 w-full">
            <RewardSlot
              won={reward}
              businessName={game.account.business_name}
              variant="popup"
              headingLevel={null}
              frontHref={props.rewardsHref ?? null}
              frontInNewTab={isEmbedded()}
            />
          </div>
        )}
        {props.awaiting && (
          <div
            role="status"
            data-testid="reward-awaiting"
            className="mt-2 flex w-full flex-col gap-2 rounded-2xl bg-amber-50 p-3 text-start text-sm text-amber-950 ring-1 ring-amber-200"
          >
            <p className="flex items-start gap-2">
              <GiftIcon className="mt-0.5 size-5 shrink-0 text-amber-600" />
              <span>
                <strong>{t('reward.awaiting.title')}</strong>{' '}
                {t('reward.awaiting.intro', {
                  channel: props.awaiting,
                  business: game.account.business_name,
                })}
              </span>
            </p>
            {props.onConfirm && (
              <button
                type="button"
                className="pd-btn-primary w-full"
                onClick={props.onConfirm}
                data-autofocus
              >
                {t('reward.awaiting.confirm', { channel: props.awaiting })}
              </button>
            )}
          </div>
        )}
        {props.rewardLost && (
          <p role="status" className={`mt-2 text-sm ${muted}`} data-testid="reward-lost">
            {t('reward.awaiting.lost')}
          </p>
        )}
        <TemplateMessage html={message} className="mt-2" />
      </div>
      <div className="mt-4 flex flex-col gap-2">
        <TemplateButton
          button={templateButton(template, t('template.learn_more'))}
          theme={theme}
          target="result_link"
        />
        <button
          type="button"
          className={
            props.awaiting && props.onConfirm ? 'pd-btn-soft w-full' : 'pd-btn-primary w-full'
          }
          onClick={props.onPlayAgain}
          data-autofocus
        >
          <ResetIcon className="size-5" /> {t('pad.result.play_again')}
        </button>
        <div className="grid grid-cols-2 gap-2">
          {props.showLeaderboard && (
            <button type="button" className="pd-btn-soft" onClick={props.onLeaderboard}>
              <TrophyIcon className="size-5" /> {t('pad.footer.leaderboard')}
            </button>
          )}
          {props.showShare && (
            <button type="button" className="pd-btn-soft" onClick={props.onShare}>
              <ShareIcon className="size-5" /> {t('pad.footer.share')}
            </button>
          )}
        </div>
        {props.showCta && <CtaLink cta={game.cta} target="result_call_to_action" />}
      </div>
    </Modal>
  );
}
