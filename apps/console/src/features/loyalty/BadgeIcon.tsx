/** The built-in badge icons (docs/loyalty.md#levels-and-badges): inline SVG, never emoji. */
import { BADGE_PATHS, type LoyaltyBadgeIcon } from '@playdesk/contract/badge-icons';

export function BadgeIcon({
  icon,
  className,
  title,
}: {
  icon: LoyaltyBadgeIcon;
  className?: string;
  title?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="currentColor"
      fillRule="evenodd"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <path d={BADGE_PATHS[icon]} />
    </svg>
  );
}
