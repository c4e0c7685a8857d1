import type { CSSProperties } from 'react';
import { PlayerAvatar } from '@playdesk/games/emoji';
import { FlagIcon, TrophyIcon } from '@playdesk/games/icons';
import { avatarName } from '../lib/avatars.js';
import {
  surfaceStyle,
  templateButton,
  templateImage,
  templateMessage,
  templateTheme,
  templateTitle,
} from '../lib/template-theme.js';
import type { PlayTemplate } from '../lib/template-theme.js';
import { Modal } from '../ui/Modal.js';
import { TemplateButton, TemplateImage, TemplateMessage } from './TemplateParts.js';
import type { LeaderboardState } from './usePlay.js';
import { richText, useT } from '../i18n/i18n.js';
import { playerName } from './player-name.js';

/** Gold, silver and bronze badges for the top three (the rank is written on them too). */
const MEDALS = [
  'bg-amber-400 text-amber-950 ring-amber-500',
  'bg-slate-200 text-slate-800 ring-slate-400',
  'bg-orange-300 text-orange-950 ring-orange-500',
];

/** The top scores; the player's own row says "You" (not only a colour). */
export function LeaderboardList({
  state,
  onRetry,
  themed = false,
}: {
  state: LeaderboardState;
  onRetry: () => void;
  /** On a business template's surface: the list's own texts take the template's text colour. */
  themed?: boolean;
}) {
  const t = useT();
  const { data, loading, error } = state;
  const muted = themed ? 'opacity-85' : 'text-gray-600';
  if (!data) {
    if (error) {
      return (
        <div className={`flex flex-col items-center gap-2 py-4 text-center text-sm ${muted}`}>
          <p>{error}</p>
          <button type="button" className="pd-btn-soft" onClick={onRetry}>
            {t('common.try_again')}
          </button>
        </div>
      );
    }
    return (
      <ul
        aria-busy={loading}
        aria-label={t('pad.leaderboard.loading')}
        className="flex flex-col gap-2"
      >
        {[0, 1, 2].map((i) => (
          <li key={i} className="pd-skeleton h-12 rounded-xl" />
        ))}
      </ul>
    );
  }
  if (data.entries.length === 0) {
    return (
      <p className={`py-4 text-center text-[15px] ${muted}`}>
        <FlagIcon className="mx-auto mb-1 block size-8" />
        {t('pad.leaderboard.empty')}
      </p>
    );
  }
  const meListed = data.entries.some((e) => e.is_me);
  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col gap-1.5" aria-label={t('pad.leaderboard.top')}>
        {data.entries.map((entry) => (
          <li
            key={`${entry.rank}-${entry.display_name}-${entry.score}`}
            className={`flex items-center gap-2 rounded-xl px-3 py-2 ${entry.is_me ? 'bg-primary-50 ring-2 ring-primary-300' : 'bg-gray-50'}`}
          >
            <span className="w-8 text-center text-lg font-extrabold text-gray-500 tabular-nums">
              {entry.rank <= 3 ? (
                <>
                  <span
                    aria-hidden="true"
                    className={`mx-auto flex size-7 items-center justify-center rounded-full text-sm ring-2 ring-inset ${MEDALS[entry.rank - 1]}`}
                  >
                    {entry.rank}
                  </span>
                  <span className="sr-only">{t('pad.leaderboard.rank', { rank: entry.rank })}</span>
                </>
              ) : (
                <>
                  <span className="sr-only">{t('pad.leaderboard.rank_prefix')}</span>
                  {entry.rank}
                </>
              )}
            </span>
            <PlayerAvatar
              avatar={entry.avatar}
              name={avatarName(entry.avatar, t)}
              className="text-2xl leading-none"
            />
            <span className="flex min-w-0 flex-1 items-center gap-2">
              <span className="truncate font-semibold text-gray-900">
                {playerName(t, entry.display_name)}
              </span>
              {entry.is_me && (
                <span className="shrink-0 rounded-full bg-primary-600 px-2 py-0.5 text-xs font-bold text-white">
                  {t('pad.leaderboard.you')}
                </span>
              )}
            </span>
            <span className="font-bold text-primary-800 tabular-nums">
              {entry.score}
              <span className="ms-0.5 text-xs font-semibold text-gray-500">
                {t('pad.leaderboard.pts')}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {data.me && !meListed && (
        <p className="rounded-xl bg-primary-50 px-3 py-2 text-center text-sm text-primary-900">
          {richText(
            t,
            'pad.leaderboard.your_best',
            {},
            {
              rank: <strong>#{data.me.rank}</strong>,
              score: <strong>{t('pad.leaderboard.score_pts', { score: data.me.score })}</strong>,
            },
          )}
        </p>
      )}
    </div>
  );
}

interface LeaderboardViewProps {
  state: LeaderboardState;
  onRetry: () => void;
  /** The game's leaderboard template (title, message, picture, colours, button), if any. */
  template: PlayTemplate | null;
}

/** The leader board under the board once a game is over, in the leaderboard template if any. */
export function LeaderboardSection({ state, onRetry, template }: LeaderboardViewProps) {
  const t = useT();
  const theme = templateTheme(template);
  return (
    <section
      aria-labelledby="leaderboard-inline"
      className={`pd-rise flex flex-col gap-2 ${theme ? 'rounded-2xl p-4 shadow-inner' : ''}`}
      style={theme ? (surfaceStyle(theme) as CSSProperties) : undefined}
      data-themed={theme ? 'true' : undefined}
    >
      <TemplateImage src={templateImage(template)} className="mb-1" />
      <h2
        id="leaderboard-inline"
        className={`text-base font-extrabold ${theme ? '' : 'text-gray-900'}`}
      >
        <TrophyIcon className="me-1.5 inline size-5 align-[-0.2em]" />
        {templateTitle(template, t('pad.leaderboard.title'))}
      </h2>
      <TemplateMessage html={templateMessage(template)} />
      <LeaderboardList state={state} onRetry={onRetry} themed={theme !== null} />
      <TemplateButton
        button={templateButton(template, t('template.learn_more'))}
        theme={theme}
        target="leaderboard_link"
      />
    </section>
  );
}

/** The Leader Board dialog (from the footer or the end pop-up), in the template if any. */
export function LeaderboardDialog({
  open,
  onClose,
  state,
  onRetry,
  template,
}: LeaderboardViewProps & { open: boolean; onClose: () => void }) {
  const t = useT();
  const theme = templateTheme(template);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={templateTitle(template, t('pad.leaderboard.title'))}
      icon={<TrophyIcon className="mx-auto block size-12 text-amber-500" />}
      theme={theme}
      image={templateImage(template)}
    >
      <TemplateMessage html={templateMessage(template)} className="mb-3 text-center" />
      <LeaderboardList state={state} onRetry={onRetry} themed={theme !== null} />
      <div className="mt-4 flex flex-col gap-2">
        <TemplateButton
          button={templateButton(template, t('template.learn_more'))}
          theme={theme}
          target="leaderboard_link"
        />
        <button type="button" className="pd-btn-soft w-full" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
