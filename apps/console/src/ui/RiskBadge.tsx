import type { RiskLevel } from '@playdesk/contract';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from './Badge';

/** Low risk is green, medium amber, high red: the same in the Fair play rules and the review queue. */
const TONES: Record<RiskLevel, BadgeTone> = { low: 'success', medium: 'warning', high: 'danger' };

/** A badge in a risk level's colour (its words are the caller's). */
export function RiskBadge({
  level,
  children,
  className,
}: {
  level: RiskLevel;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Badge tone={TONES[level]} className={className}>
      {children}
    </Badge>
  );
}
