import type { ReactNode } from 'react';
import { PlayerAvatar } from '@playdesk/games/emoji';
import { GiftIcon, HeartIcon, StarIcon, TimerIcon } from '@playdesk/games/icons';
import { avatarName } from '../lib/avatars.js';
import type { PublicGame } from '../lib/api.js';
import { livesOf, pointsText } from '../lib/game-info.js';
import type { StoredProfile } from '../lib/player.js';
import { durationText } from '../lib/timer.js';
import { CoffeeIcon, PlayIcon, WarningIcon } from '../ui/icons.js';
import { richText, useT } from '../i18n/i18n.js';

interface IntroProps {
  game: PublicGame;
  profile: StoredProfile | null;
  starting: boolean;
  startError: { status: number; message: string } | null;
  onStart: () => void;
  onChangeAvatar: (() => void) | null;
  /** Shown instead of Start when something comes first (the business's player form). */
  gate?: ReactNode;
}

function Chip({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5 rounded-full bg-gray-50 px-3 py-1 text-sm font-medium text-gray-700 ring-1 ring-gray-200">
      {icon}
      {children}
    </li>
  );
}

/** Before the game: how to play, what is at stake, who is playing, and Start. */
export function Intro({
  game,
  profile,
  starting,
  startError,
  onStart,
  onChangeAvatar,
  gate,
}: IntroProps) {
  const t = useT();
  const lives = livesOf(game.type, game.difficulty, null);
  const limit = game.time_limit_seconds;
  const resting = startError?.status === 429;
  const points = pointsText(game.type, game.difficulty, t);
  return (
    <div className="pd-rise flex flex-col gap-4">
      <ul className="flex flex-wrap gap-2" aria-label={t('pad.intro.about')}>
        <Chip icon={<TimerIcon className="size-4 text-primary-600" />}>
          {limit ? durationText(limit, t) : t('pad.intro.no_time_limit')}
        </Chip>
        {lives && (
          <Chip icon={<HeartIcon className="size-4 text-rose-600" />}>
            {t('pad.intro.lives', { n: lives.max })}
          </Chip>
        )}
        {points !== null && (
          <Chip icon={<StarIcon className="size-4 text-amber-500" />}>{points}</Chip>
        )}
        {game.gives_reward && (
          <Chip icon={<GiftIcon className="size-4 text-emerald-600" />}>
            <span data-testid="intro-prize">{t('pad.intro.prize')}</span>
          </Chip>
        )}
      </ul>

      {game.instructions.trim() !== '' && (
        <section aria-labelledby="how-to-play" className="rounded-2xl bg-primary-50/60 p-4">
          <h2
            id="how-to-play"
            className="mb-1.5 text-sm font-bold tracking-wide text-primary-700 uppercase"
          >
            {t('pad.intro.how_to_play')}
          </h2>
          <div
            className="pd-instructions"
            // Sanitised by the server when the business saved it.
            dangerouslySetInnerHTML={{ __html: game.instructions }}
          />
        </section>
      )}

      {startError &&
        (resting ? (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
          >
            <CoffeeIcon className="size-8 shrink-0 text-amber-700" />
            <div>
              <p className="font-bold">{t('pad.intro.break')}</p>
              <p className="text-sm">{startError.message}</p>
            </div>
          </div>
        ) : (
          <p
            role="alert"
            className="rounded-2xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            <WarningIcon className="me-1.5 inline size-5 align-[-0.3em]" />
            {startError.message}
          </p>
        ))}

      {gate ?? (
        <button
          type="button"
          onClick={onStart}
          disabled={starting || resting}
          aria-busy={starting}
          className="pd-btn-primary min-h-14 w-full rounded-2xl text-lg"
        >
          {starting ? (
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          ) : (
            <PlayIcon className="size-5" />
          )}
          {starting ? t('pad.intro.starting') : t('pad.intro.start')}
        </button>
      )}

      <div className="flex items-center justify-center gap-2 text-sm text-gray-600">
        <PlayerAvatar
          avatar={profile?.avatar ?? null}
          name={avatarName(profile?.avatar, t)}
          className="text-xl leading-none"
        />
        <span>
          {richText(
            t,
            'pad.intro.playing_as',
            {},
            {
              name: (
                <strong className="text-gray-900">
                  {profile?.display_name ?? t('pad.intro.guest')}
                </strong>
              ),
            },
          )}
        </span>
        {onChangeAvatar && (
          <button
            type="button"
            onClick={onChangeAvatar}
            className="rounded-lg px-2 py-1 font-semibold text-primary-700 underline-offset-2 hover:underline"
          >
            {t('pad.intro.change')}
            <span className="sr-only">{t('pad.intro.change_hidden')}</span>
          </button>
        )}
      </div>
    </div>
  );
}
