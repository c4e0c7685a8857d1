import { icon } from '../icons.js';

/** Two cards, one face down, one turned over. */
export const MemoryIcon = icon(
  <>
    <rect x="3" y="5" width="8.5" height="12" rx="1.5" transform="rotate(-8 7.25 11)" />
    <rect x="12.5" y="7" width="8.5" height="12" rx="1.5" transform="rotate(8 16.75 13)" />
    <path d="m15.3 11.6 1.6 1.8 1.7-1.5" />
  </>,
);
