/**
 * The player app's page icons (inline SVG, no icon library: the initial bundle stays small). The
 * game pad's icons — game types, timer, lives, points, leader board, share — live with the games
 * in `@playdesk/games/icons`, shared with the console's preview.
 */
import { icon } from '@playdesk/games/icons';

export const OfflineIcon = icon(
  <path d="M2.5 8.5a14 14 0 0 1 19 0M5.5 12a9.5 9.5 0 0 1 13 0m-10 3.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />,
);
export const UnavailableIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m5.64 5.64 12.72 12.72" />
  </>,
);
export const CalendarIcon = icon(
  <path d="M6.75 3v2.25M17.25 3v2.25M3 18.75V7.5a2.25 2.25 0 0 1 2.25-2.25h13.5A2.25 2.25 0 0 1 21 7.5v11.25m-18 0A2.25 2.25 0 0 0 5.25 21h13.5A2.25 2.25 0 0 0 21 18.75m-18 0v-7.5A2.25 2.25 0 0 1 5.25 9h13.5A2.25 2.25 0 0 1 21 11.25v7.5" />,
);
export const MoonIcon = icon(
  <path d="M21.75 15a9.72 9.72 0 0 1-3.75.75c-5.39 0-9.75-4.37-9.75-9.75 0-1.33.27-2.6.75-3.75A9.75 9.75 0 0 0 3 11.25C3 16.64 7.37 21 12.75 21a9.75 9.75 0 0 0 9-6Z" />,
);
export const PhoneIcon = icon(
  <>
    <rect x="6.75" y="2.25" width="10.5" height="19.5" rx="2.25" />
    <path d="M10.5 18.75h3" />
  </>,
);
export const CompassIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.75 8.25-2.25 5.25-5.25 2.25 2.25-5.25 5.25-2.25Z" />
  </>,
);
export const GamepadIcon = icon(
  <>
    <path d="M6.75 7.5h10.5a3.75 3.75 0 0 1 3.75 3.75v3.38a2.63 2.63 0 0 1-4.8 1.47L15 14.25H9l-1.2 1.85A2.63 2.63 0 0 1 3 14.63v-3.38A3.75 3.75 0 0 1 6.75 7.5Z" />
    <path d="M8.25 9.75v3M6.75 11.25h3" />
    <path d="M15.75 10.5h.01M17.25 12h.01" strokeWidth={2.4} />
  </>,
);
export const EmbedIcon = icon(
  <path d="m17.25 6.75 4.5 5.25-4.5 5.25m-10.5 0L2.25 12l4.5-5.25m7.5-3-4.5 16.5" />,
);
export const CoffeeIcon = icon(
  <path d="M4.5 9.75h12v4.5a5.25 5.25 0 0 1-5.25 5.25h-1.5A5.25 5.25 0 0 1 4.5 14.25v-4.5Zm12 1.5h1.13a2.63 2.63 0 0 1 0 5.25H16M8.25 3.75v2.25M12 3v3M3 21h15" />,
);
export const WarningIcon = icon(<path d="M12 3.75 2.25 20.25h19.5L12 3.75ZM12 9.75v4.5m0 3h.01" />);
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M11.25 11.25H12v5.25h.75M12 7.5h.01" />
  </>,
);
export const CheckIcon = icon(<path d="m4.5 12.75 6 6 9-13.5" />);
export const PlayIcon = icon(
  <path d="M6.75 5.65c0-.86.92-1.4 1.67-.98l11.54 6.35c.78.43.78 1.55 0 1.98L8.42 19.34c-.75.41-1.67-.13-1.67-.99V5.65Z" />,
  'currentColor',
);
