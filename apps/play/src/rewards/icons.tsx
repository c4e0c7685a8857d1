/**
 * The rewards chunks' icons: inline SVG drawn like `@playdesk/games/icons` (24 px outline in the
 * current colour), with a helper of their own so these chunks share no module with the game
 * pad's first load beyond React (the bundler then keeps the pad's icons inside its entry).
 */
import type { ReactNode, SVGProps } from 'react';

/** `mirrored`: an icon that points a way (back, next) turns round in a right-to-left page. */
function icon(children: ReactNode, fill: 'none' | 'currentColor' = 'none', mirrored = false) {
  return function Icon({ className = 'size-5', ...rest }: SVGProps<SVGSVGElement>) {
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
        className={mirrored ? `${className} rtl:-scale-x-100` : className}
        {...rest}
      >
        {children}
      </svg>
    );
  };
}

/** The same gift as `@playdesk/games/icons`' GiftIcon. */
export const GiftIcon = icon(
  <>
    <rect x="3.75" y="8.25" width="16.5" height="4.5" rx="1" />
    <path d="M5.25 12.75v6.75A1.5 1.5 0 0 0 6.75 21h10.5a1.5 1.5 0 0 0 1.5-1.5v-6.75M12 8.25V21" />
    <path d="M12 8.25S10.5 3.75 8.25 3.75a2.25 2.25 0 0 0 0 4.5M12 8.25s1.5-4.5 3.75-4.5a2.25 2.25 0 0 1 0 4.5" />
  </>,
);
export const CheckIcon = icon(<path d="m4.5 12.75 6 6 9-13.5" />);
export const PlayIcon = icon(
  <path d="M6.75 5.65c0-.86.92-1.4 1.67-.98l11.54 6.35c.78.43.78 1.55 0 1.98L8.42 19.34c-.75.41-1.67-.13-1.67-.99V5.65Z" />,
  'currentColor',
);

export const CopyIcon = icon(
  <>
    <rect x="8.25" y="8.25" width="12" height="12" rx="2.25" />
    <path d="M15.75 8.25V6a2.25 2.25 0 0 0-2.25-2.25H6A2.25 2.25 0 0 0 3.75 6v7.5A2.25 2.25 0 0 0 6 15.75h2.25" />
  </>,
);
export const ExternalIcon = icon(
  <path d="M13.5 4.5h6v6m0-6-9 9M18 13.5v4.5a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 18V7.5A1.5 1.5 0 0 1 6 6h4.5" />,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5V12l3 2.25" />
  </>,
);
export const ShieldIcon = icon(
  <path d="M12 3 4.5 6v5.25c0 4.5 3.2 8.34 7.5 9.75 4.3-1.41 7.5-5.25 7.5-9.75V6L12 3Zm-3 9 2.25 2.25L15.75 9.75" />,
);
export const BackIcon = icon(<path d="M10.5 19.5 3 12m0 0 7.5-7.5M3 12h18" />, 'none', true);
export const ArrowIcon = icon(<path d="M13.5 4.5 21 12m0 0-7.5 7.5M21 12H3" />, 'none', true);
export const TicketIcon = icon(
  <path d="M3.75 7.5A1.5 1.5 0 0 1 5.25 6h13.5a1.5 1.5 0 0 1 1.5 1.5v2.25a2.25 2.25 0 0 0 0 4.5v2.25a1.5 1.5 0 0 1-1.5 1.5H5.25a1.5 1.5 0 0 1-1.5-1.5v-2.25a2.25 2.25 0 0 0 0-4.5V7.5ZM14.25 6v12" />,
);
