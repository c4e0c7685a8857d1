import type { ReactNode, SVGProps } from 'react';

/**
 * The icons every page may show before its own chunk has loaded (the toast's and the no-access
 * page's), apart from the rest of ui/icons.tsx, which loads with the pages that use them: the first
 * load carries only these (docs/adr/013-console-first-load.md). Import them from here in modules
 * of the first load; elsewhere ui/icons.tsx re-exports them.
 */

/** Outline icons (24 px grid, 1.5 stroke), drawn here to keep the bundle free of icon packs. */
export function icon(children: ReactNode) {
  return function Icon({ className = 'size-5', ...rest }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className}
        {...rest}
      >
        {children}
      </svg>
    );
  };
}

export const CloseIcon = icon(<path d="M6 18 18 6M6 6l12 12" />);
export const WarningIcon = icon(
  <path d="M12 9v3.75m-9.303 3.376c-.866 1.5.217 3.374 1.948 3.374h14.71c1.73 0 2.813-1.874 1.948-3.374L13.949 3.378c-.866-1.5-3.032-1.5-3.898 0L2.697 16.126ZM12 15.75h.007v.008H12v-.008Z" />,
);
export const SuccessIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12.5 2.5 2.5 4.5-5" />
  </>,
);
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const LockIcon = icon(
  <>
    <rect x="4.5" y="10.5" width="15" height="10.5" rx="2.25" />
    <path d="M7.5 10.5V7.5a4.5 4.5 0 0 1 9 0v3" />
  </>,
);
