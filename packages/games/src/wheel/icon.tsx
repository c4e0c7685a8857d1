import { icon } from '../icons.js';

/** A wheel of six segments under a pointer. */
export const WheelIcon = icon(
  <>
    <circle cx="12" cy="13" r="8.25" />
    <path d="M12 4.75v16.5M4.85 8.88l14.3 8.24M4.85 17.12l14.3-8.24" />
    <circle cx="12" cy="13" r="1.6" fill="currentColor" />
    <path d="M10 1.75h4L12 4.5Z" fill="currentColor" />
  </>,
);
