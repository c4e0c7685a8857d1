/**
 * A stored risk as the API shows it (contract `Risk`): the score, its level and each reason's
 * sentence in the reader's language (apps/server/src/i18n/player/*.json, `risk.*`).
 */
import { riskLevel, type Risk } from '@playdesk/contract';
import type { StoredRiskReason } from '../../db/schema.js';
import { playerT, type PlayerMessageKey } from '../../i18n/player-messages.js';

/** A play or player with no stored risk scored 0. */
export const NO_RISK: Risk = { score: 0, level: 'low', reasons: [] };

function keyOf(reason: StoredRiskReason, kind: 'play' | 'lead'): PlayerMessageKey {
  switch (reason.code) {
    case 'network_velocity':
    case 'device_velocity':
      return `risk.${reason.code}.${kind}`;
    case 'email_domain_velocity':
      return 'risk.email_domain_velocity.lead';
    default:
      return `risk.${reason.code}`;
  }
}

export function riskView(
  stored: { score: number; kind: 'play' | 'lead'; reasons: StoredRiskReason[] } | null | undefined,
  language?: string | null,
): Risk {
  if (!stored) return NO_RISK;
  const { t } = playerT(language);
  return {
    score: stored.score,
    level: riskLevel(stored.score),
    reasons: stored.reasons.map((r) => ({
      code: r.code,
      points: r.points,
      text: t(keyOf(r, stored.kind), r.params ?? {}),
    })),
  };
}
