import { icon } from './icons-core';

// Outline icons drawn with ./icons-core's `icon` (24 px grid, 1.5 stroke), to keep the bundle free
// of icon packs. The first load's few live there and are re-exported here.
export { CloseIcon, InfoIcon, LockIcon, SuccessIcon, WarningIcon } from './icons-core';

export const HomeIcon = icon(
  <path d="m2.25 12 8.954-8.955a1.125 1.125 0 0 1 1.591 0L21.75 12M4.5 9.75v10.125c0 .621.504 1.125 1.125 1.125H9.75v-4.875c0-.621.504-1.125 1.125-1.125h2.25c.621 0 1.125.504 1.125 1.125V21h4.125c.621 0 1.125-.504 1.125-1.125V9.75" />,
);
export const TemplatesIcon = icon(
  <>
    <rect x="3.75" y="3.75" width="6.75" height="6.75" rx="1.5" />
    <rect x="13.5" y="3.75" width="6.75" height="6.75" rx="1.5" />
    <rect x="3.75" y="13.5" width="6.75" height="6.75" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.75" height="6.75" rx="1.5" />
  </>,
);
export const GamesIcon = icon(
  <>
    <path d="M6.75 7.5h10.5a3.75 3.75 0 0 1 3.75 3.75v3.375a2.625 2.625 0 0 1-4.8 1.47L15 14.25H9l-1.2 1.845A2.625 2.625 0 0 1 3 14.625V11.25A3.75 3.75 0 0 1 6.75 7.5Z" />
    <path d="M8.25 9.75v3M6.75 11.25h3" />
    <path d="M15.75 10.5h.008M17.25 12h.008" strokeWidth={2.2} />
  </>,
);
export const CalendarIcon = icon(
  <path d="M6.75 3v2.25M17.25 3v2.25M3 18.75V7.5a2.25 2.25 0 0 1 2.25-2.25h13.5A2.25 2.25 0 0 1 21 7.5v11.25m-18 0A2.25 2.25 0 0 0 5.25 21h13.5A2.25 2.25 0 0 0 21 18.75m-18 0v-7.5A2.25 2.25 0 0 1 5.25 9h13.5A2.25 2.25 0 0 1 21 11.25v7.5" />,
);
export const GiftIcon = icon(
  <>
    <rect x="3.75" y="8.25" width="16.5" height="4.5" rx="1" />
    <path d="M5.25 12.75v6.75A1.5 1.5 0 0 0 6.75 21h10.5a1.5 1.5 0 0 0 1.5-1.5v-6.75M12 8.25V21" />
    <path d="M12 8.25S10.5 3.75 8.25 3.75a2.25 2.25 0 0 0 0 4.5M12 8.25s1.5-4.5 3.75-4.5a2.25 2.25 0 0 1 0 4.5" />
  </>,
);
export const UsersIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.25" />
    <path d="M3 19.5c.6-3.1 3-5 6-5s5.4 1.9 6 5" />
    <path d="M15.5 4.9a3.1 3.1 0 0 1 0 6.2M17.5 14.6c1.7.6 3 2.3 3.5 4.9" />
  </>,
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.75 5.7 3.75 9S14.5 18.3 12 21c-2.5-2.7-3.75-5.7-3.75-9S9.5 5.7 12 3Z" />
  </>,
);
export const PhoneIcon = icon(
  <>
    <rect x="6.75" y="2.25" width="10.5" height="19.5" rx="2.25" />
    <path d="M10.5 18.75h3" />
  </>,
);
export const BellIcon = icon(
  <path d="M14.857 17.082a23.848 23.848 0 0 0 5.454-1.31A8.967 8.967 0 0 1 18 9.75V9A6 6 0 0 0 6 9v.75a8.967 8.967 0 0 1-2.312 6.022c1.733.64 3.56 1.085 5.455 1.31m5.714 0a24.255 24.255 0 0 1-5.714 0m5.714 0a3 3 0 1 1-5.714 0" />,
);
export const CardIcon = icon(
  <>
    <rect x="2.25" y="5.25" width="19.5" height="13.5" rx="2.25" />
    <path d="M2.25 9.75h19.5M6 15h3" />
  </>,
);
export const PlugIcon = icon(
  <path d="M9 3.75v4.5M15 3.75v4.5M6.75 8.25h10.5v3a5.25 5.25 0 0 1-10.5 0v-3ZM12 16.5v3.75" />,
);
export const TeamIcon = icon(
  <>
    <circle cx="12" cy="7.5" r="3" />
    <path d="M6.75 19.5c.5-3 2.6-4.875 5.25-4.875s4.75 1.875 5.25 4.875" />
    <circle cx="5" cy="9.75" r="2" />
    <circle cx="19" cy="9.75" r="2" />
    <path d="M2.25 17.25c.3-1.8 1.3-2.9 2.75-3.1M21.75 17.25c-.3-1.8-1.3-2.9-2.75-3.1" />
  </>,
);
export const UpgradeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16V8m-3.5 3.5L12 8l3.5 3.5" />
  </>,
);
export const MenuIcon = icon(<path d="M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5" />);
export const ChevronDownIcon = icon(<path d="m19.5 8.25-7.5 7.5-7.5-7.5" />);
export const CheckIcon = icon(<path d="m4.5 12.75 6 6 9-13.5" />);
export const PlusIcon = icon(<path d="M12 4.5v15m7.5-7.5h-15" />);
export const LogoutIcon = icon(
  <path d="M15.75 9V5.25A2.25 2.25 0 0 0 13.5 3h-6a2.25 2.25 0 0 0-2.25 2.25v13.5A2.25 2.25 0 0 0 7.5 21h6a2.25 2.25 0 0 0 2.25-2.25V15m3 0 3-3m0 0-3-3m3 3H9" />,
);
export const BuildingIcon = icon(
  <path d="M3.75 21h16.5M5.25 21V4.5A1.5 1.5 0 0 1 6.75 3h7.5a1.5 1.5 0 0 1 1.5 1.5V21M15.75 9h2.25a1.5 1.5 0 0 1 1.5 1.5V21M8.25 7.5h1.5M8.25 11.25h1.5M8.25 15h1.5M11.25 7.5h1.5M11.25 11.25h1.5M11.25 15h1.5" />,
);
export const MailIcon = icon(
  <>
    <rect x="2.25" y="4.5" width="19.5" height="15" rx="2.25" />
    <path d="m3 6.75 9 6 9-6" />
  </>,
);
export const ChartIcon = icon(<path d="M3 3v18h18M7.5 15.75v-4.5M12 15.75V8.25M16.5 15.75v-6" />);
export const SparklesIcon = icon(
  <path d="M9.813 15.904 9 18.75l-.813-2.846a4.5 4.5 0 0 0-3.09-3.09L2.25 12l2.846-.813a4.5 4.5 0 0 0 3.09-3.09L9 5.25l.813 2.846a4.5 4.5 0 0 0 3.09 3.09L15.75 12l-2.846.813a4.5 4.5 0 0 0-3.09 3.09ZM18.259 8.715 18 9.75l-.259-1.035a3.375 3.375 0 0 0-2.455-2.456L14.25 6l1.036-.259a3.375 3.375 0 0 0 2.455-2.456L18 2.25l.259 1.035a3.375 3.375 0 0 0 2.456 2.456L21.75 6l-1.035.259a3.375 3.375 0 0 0-2.456 2.456Z" />,
);
export const CodeIcon = icon(
  <path d="m17.25 6.75 4.5 5.25-4.5 5.25m-10.5 0L2.25 12l4.5-5.25m7.5-3-4.5 16.5" />,
);
export const ShieldIcon = icon(
  <path d="M9 12.75 11.25 15 15 9.75m-3-7.04A11.96 11.96 0 0 1 3.6 6 12 12 0 0 0 3 9.75c0 5.59 3.82 10.29 9 11.62 5.18-1.33 9-6.03 9-11.62 0-1.31-.21-2.57-.6-3.75h-.15c-3.2 0-6.1-1.25-8.25-3.29Z" />,
);
export const UploadIcon = icon(
  <>
    <path d="M3 16.5v2.25A2.25 2.25 0 0 0 5.25 21h13.5A2.25 2.25 0 0 0 21 18.75V16.5" />
    <path d="M16.5 7.5 12 3 7.5 7.5M12 3v13.5" />
  </>,
);
export const ArrowLeftIcon = icon(<path d="M10.5 19.5 3 12m0 0 7.5-7.5M3 12h18" />);
export const TrophyIcon = icon(
  <path d="M16.5 18.75h-9m9 0a3 3 0 0 1 3 3h-15a3 3 0 0 1 3-3m9 0v-3.375c0-.621-.503-1.125-1.125-1.125h-.871M7.5 18.75v-3.375c0-.621.504-1.125 1.125-1.125h.872m5.007 0H9.497m5.007 0a7.454 7.454 0 0 1-.982-3.172M9.497 14.25a7.454 7.454 0 0 0 .981-3.172M5.25 4.236c-.982.143-1.954.317-2.916.52A6.003 6.003 0 0 0 7.73 9.728M5.25 4.236V4.5c0 2.108.966 3.99 2.48 5.228M5.25 4.236V2.721C7.456 2.41 9.71 2.25 12 2.25c2.291 0 4.545.16 6.75.47v1.516M7.73 9.728a6.726 6.726 0 0 0 2.748 1.35m8.272-6.842V4.5c0 2.108-.966 3.99-2.48 5.228m2.48-5.492a46.32 46.32 0 0 1 2.916.52 6.003 6.003 0 0 1-5.395 4.972m0 0a6.726 6.726 0 0 1-2.749 1.35m0 0a6.772 6.772 0 0 1-3.044 0" />,
);
export const SettingsIcon = icon(
  <path d="M10.5 6h9.75M10.5 6a1.5 1.5 0 1 1-3 0m3 0a1.5 1.5 0 1 0-3 0M3.75 6H7.5m3 12h9.75m-9.75 0a1.5 1.5 0 0 1-3 0m3 0a1.5 1.5 0 0 0-3 0m-3.75 0H7.5m9-6h3.75m-3.75 0a1.5 1.5 0 0 1-3 0m3 0a1.5 1.5 0 0 0-3 0m-9.75 0h9.75" />,
);
/** A QR code in a viewfinder: the counter scanner. */
export const ScanIcon = icon(
  <>
    <path d="M3.75 8.25v-3a1.5 1.5 0 0 1 1.5-1.5h3M15.75 3.75h3a1.5 1.5 0 0 1 1.5 1.5v3M20.25 15.75v3a1.5 1.5 0 0 1-1.5 1.5h-3M8.25 20.25h-3a1.5 1.5 0 0 1-1.5-1.5v-3" />
    <rect x="7.5" y="7.5" width="3.75" height="3.75" rx=".5" />
    <rect x="12.75" y="12.75" width="3.75" height="3.75" rx=".5" />
    <path d="M12.75 7.5h3.75M7.5 16.5h3.75" />
  </>,
);
/** A map pin: a shop's location. */
export const MapPinIcon = icon(
  <>
    <path d="M12 21s-6.75-5.4-6.75-11.25a6.75 6.75 0 0 1 13.5 0C18.75 15.6 12 21 12 21Z" />
    <circle cx="12" cy="9.75" r="2.25" />
  </>,
);
