import { icon } from '../icons.js';

/** A face in a speech bubble: "which one are you?". */
export const PersonalityIcon = icon(
  <>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H11l-4.5 4v-4h0A2.5 2.5 0 0 1 4 13.5z" />
    <path d="M9 8.5h.01M15 8.5h.01" />
    <path d="M9 11.5c1.6 1.4 4.4 1.4 6 0" />
  </>,
);
