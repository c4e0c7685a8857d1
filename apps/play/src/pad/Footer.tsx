import type { ReactNode } from 'react';
import type { FooterButton } from '@playdesk/games';
import { OptionalEmoji, PlayerAvatar } from '@playdesk/games/emoji';
import { ShareIcon, TrophyIcon } from '@playdesk/games/icons';
import { avatarName } from '../lib/avatars.js';
import type { PublicGame } from '../lib/api.js';
import { isImageRef } from '../lib/game-info.js';
import { useT } from '../i18n/i18n.js';

/**
 * The business's call to action: opens its link in a new tab. `target` names it in the funnel's
 * `cta` step (insight/track.ts).
 */
export function CtaLink({
  cta,
  target = 'call_to_action',
}: {
  cta: PublicGame['cta'];
  target?: string;
}) {
  const t = useT();
  if (!cta.link) return null;
  const label = cta.label.trim() || t('pad.footer.visit');
  return (
    <a
      href={cta.link}
      target="_blank"
      data-pd-cta={target}
      rel="noopener noreferrer"
      className="pd-btn w-full bg-amber-400 text-amber-950 shadow-md shadow-amber-900/10 hover:bg-amber-300 active:scale-[0.98]"
    >
      {cta.icon &&
        (isImageRef(cta.icon) ? (
          <img src={cta.icon} alt="" width={20} height={20} className="size-5 rounded" />
        ) : (
          <OptionalEmoji text={cta.icon} />
        ))}
      {label}
      {/* Points away from the reading start: ↖ in a right-to-left page. */}
      <span aria-hidden="true" className="inline-block text-sm rtl:-scale-x-100">
        ↗
      </span>
      <span className="sr-only">{t('pad.footer.new_tab')}</span>
    </a>
  );
}

export interface TileButtonProps {
  icon: ReactNode;
  label: string;
  hint?: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
}

/** A square-ish footer button: icon above its label. */
export function TileButton({ icon, label, hint, onClick, disabled, busy }: TileButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy}
      className="flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-2xl bg-primary-50 px-1 py-2 text-primary-900 ring-1 ring-primary-100 transition select-none touch-manipulation ring-inset hover:bg-primary-100 active:scale-[0.97] disabled:cursor-not-allowed disabled:opacity-45"
    >
      <span aria-hidden="true" className="flex h-6 items-center text-2xl leading-none">
        {icon}
      </span>
      <span className="text-[13px] leading-tight font-semibold">{label}</span>
      {hint && <span className="text-[11px] leading-tight text-primary-700/80">{hint}</span>}
    </button>
  );
}

export type GameActionKey = Extract<FooterButton, 'letter' | 'hint' | 'reset' | 'solve'>;

interface FooterButtonsProps {
  game: PublicGame;
  avatar: string | null;
  onLeaderboard: () => void;
  onShare: () => void;
  onChangeAvatar: () => void;
}

/** Leader Board, Share and Change avatar, then the call to action. */
export function FooterButtons({
  game,
  avatar,
  onLeaderboard,
  onShare,
  onChangeAvatar,
}: FooterButtonsProps) {
  const t = useT();
  const has = (b: FooterButton) => game.footer_buttons.includes(b);
  const tiles: TileButtonProps[] = [];
  if (has('leaderboard'))
    tiles.push({
      icon: <TrophyIcon className="size-6" />,
      label: t('pad.footer.leaderboard'),
      onClick: onLeaderboard,
    });
  if (has('share'))
    tiles.push({
      icon: <ShareIcon className="size-6" />,
      label: t('pad.footer.share'),
      onClick: onShare,
    });
  if (has('change_avatar'))
    tiles.push({
      icon: <PlayerAvatar avatar={avatar} name={avatarName(avatar, t)} />,
      label: t('pad.footer.change_avatar'),
      onClick: onChangeAvatar,
    });
  const showCta = has('call_to_action') && Boolean(game.cta.link);
  if (tiles.length === 0 && !showCta) return null;
  return (
    <nav aria-label={t('pad.footer.menu')} className="flex flex-col gap-2">
      {tiles.length > 0 && (
        <div
          className="grid gap-2"
          style={{ gridTemplateColumns: `repeat(${tiles.length}, minmax(0, 1fr))` }}
        >
          {tiles.map((tile) => (
            <TileButton key={tile.label} {...tile} />
          ))}
        </div>
      )}
      {showCta && <CtaLink cta={game.cta} />}
    </nav>
  );
}
