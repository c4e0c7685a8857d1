/**
 * The games' icons, drawn as inline SVG: each game type's icon and the game pad's chrome (timer,
 * lives, points, leader board, share, the help buttons). Emoji are not used for these: a browser
 * without a colour-emoji font (headless Chromium on Debian, older Windows) draws them as empty
 * boxes, and every platform draws them differently. The player app and the console's live preview
 * both read this file, so the two look alike; each icon is a few hundred bytes and tree-shaken.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => ReactNode;

/**
 * A 24 px outline icon in the current text colour; `size-5` unless a class is given. The player
 * app draws its page icons with it too.
 */
export function icon(children: ReactNode, fill: 'none' | 'currentColor' = 'none'): IconComponent {
  return function Icon({ className = 'size-5', ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill={fill}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
        {...rest}
      >
        {children}
      </svg>
    );
  };
}

// ---------------------------------------------------------------------------------------------
// Game types

export const PuzzleIcon = icon(
  <path d="M5.5 7.5H9a2 2 0 1 1 4 0h3.5V11a2 2 0 1 1 0 4v3.5h-11V15a2 2 0 1 0 0-4Z" />,
);
export const EmojiqIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.25 14.25a4.5 4.5 0 0 0 7.5 0" />
    <path d="M9 9.75h.01M15 9.75h.01" strokeWidth={2.6} />
  </>,
);
export const WordhuntIcon = icon(
  <>
    <circle cx="10.5" cy="10.5" r="6.75" />
    <path d="m15.5 15.5 5.25 5.25M8.25 12.75l2.25-5.25 2.25 5.25M9 11.25h3" />
  </>,
);
export const QuizIcon = icon(
  <>
    <path d="M4.5 4.5h15A1.5 1.5 0 0 1 21 6v9.75a1.5 1.5 0 0 1-1.5 1.5h-9.75L5.25 21v-3.75H4.5A1.5 1.5 0 0 1 3 15.75V6a1.5 1.5 0 0 1 1.5-1.5Z" />
    <path d="M10 9a2 2 0 1 1 2.7 1.87c-.42.16-.7.55-.7 1v.38" />
    <path d="M12 14.6h.01" strokeWidth={2.4} />
  </>,
);
export const ScratchIcon = icon(
  <>
    <path d="M3 7.5A1.5 1.5 0 0 1 4.5 6h15A1.5 1.5 0 0 1 21 7.5v2a2.5 2.5 0 0 0 0 5v2a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 16.5v-2a2.5 2.5 0 0 0 0-5Z" />
    <path d="M15 6v2m0 3v2m0 3v2M7 10.5h4.5M7 13.5h3" />
  </>,
);
export const WordleIcon = icon(
  <>
    <rect x="2.75" y="4.5" width="5" height="5" rx="1" />
    <rect x="9.5" y="4.5" width="5" height="5" rx="1" />
    <rect x="16.25" y="4.5" width="5" height="5" rx="1" />
    <rect x="2.75" y="14.5" width="5" height="5" rx="1" fill="currentColor" />
    <rect x="9.5" y="14.5" width="5" height="5" rx="1" />
    <rect x="16.25" y="14.5" width="5" height="5" rx="1" fill="currentColor" />
  </>,
);

// ---------------------------------------------------------------------------------------------
// The game pad

export const TimerIcon = icon(
  <>
    <circle cx="12" cy="13.5" r="7.5" />
    <path d="M12 9.75v3.75l2.25 1.5M9.75 2.25h4.5M12 2.25V6M18.25 6.5l1.5-1.5" />
  </>,
);
const HEART =
  'M21 8.25c0-2.49-2.1-4.5-4.69-4.5-1.93 0-3.6 1.13-4.31 2.73-.72-1.6-2.38-2.73-4.31-2.73C5.1 3.75 3 5.76 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12Z';
export const HeartIcon = icon(<path d={HEART} />, 'currentColor');
export const HeartOutlineIcon = icon(<path d={HEART} />);
export const StarIcon = icon(
  <path d="m12 3 2.7 5.6 6.1.8-4.4 4.3 1.1 6.1L12 16.9l-5.5 2.9 1.1-6.1-4.4-4.3 6.1-.8Z" />,
  'currentColor',
);
export const TrophyIcon = icon(
  <path d="M7.5 3.75h9V9a4.5 4.5 0 0 1-9 0ZM7.5 5.25h-3a3 3 0 0 0 3.3 4.4m8.7-4.4h3a3 3 0 0 1-3.3 4.4M12 13.5v3.75m-2.25 0h4.5v3h-4.5Zm-1.5 3h7.5" />,
);
export const ShareIcon = icon(
  <path d="M9 8.25H7.5a2.25 2.25 0 0 0-2.25 2.25v9a2.25 2.25 0 0 0 2.25 2.25h9a2.25 2.25 0 0 0 2.25-2.25v-9a2.25 2.25 0 0 0-2.25-2.25H15M12 15V2.25m0 0-3 3m3-3 3 3" />,
);
/** A person in a circle: the avatar of a player who has not chosen one. */
export const PlayerIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="10" r="3" />
    <path d="M6.17 18.34a6.75 6.75 0 0 1 11.66 0" />
  </>,
);
export const LetterIcon = icon(<path d="m3 18.75 4.5-12 4.5 12M4.69 14.25h5.62M18 9v6m-3-3h6" />);
export const HintIcon = icon(
  <path d="M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1.1 1.3 1.1 2.2h5c0-.9.5-1.7 1.1-2.2A6 6 0 0 0 12 3Z" />,
);
export const ResetIcon = icon(<path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3L4.5 9m0-4.5V9H9" />);
export const SolveIcon = icon(
  <path d="m3.75 20.25 11.5-11.5m-2 0 2 2M18 2.25v3m-1.5-1.5h3m.75 6v2.25M19.13 11.13h2.24M8.25 3v2.25M7.13 4.13h2.24" />,
);
/** A prize (ScratchMe's winning card, rewards). */
export const GiftIcon = icon(
  <>
    <rect x="3.75" y="8.25" width="16.5" height="4.5" rx="1" />
    <path d="M5.25 12.75v6.75A1.5 1.5 0 0 0 6.75 21h10.5a1.5 1.5 0 0 0 1.5-1.5v-6.75M12 8.25V21" />
    <path d="M12 8.25S10.5 3.75 8.25 3.75a2.25 2.25 0 0 0 0 4.5M12 8.25s1.5-4.5 3.75-4.5a2.25 2.25 0 0 1 0 4.5" />
  </>,
);
/** The finish flag: the end of a game, an empty leader board. */
export const FlagIcon = icon(<path d="M5.25 21V3.75m0 0h12l-2.25 4.5 2.25 4.5h-12" />);
