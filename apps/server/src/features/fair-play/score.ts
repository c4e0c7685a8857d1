/**
 * The risk score (docs/fair-play-risk.md#the-score): 0–100 from what the server already knows of a
 * play or a lead, with the reasons that make it up. Pure: the counts come from velocity.ts, the
 * challenge's outcome from challenge.ts.
 *
 * - Passing the business's threshold for a source (network, device) in the hour or the day is
 *   high risk on its own (70 points, up to 90 at twice the threshold): the business set it.
 * - A network on pace to pass its hourly threshold (more than a twelfth of it in 10 minutes) is
 *   medium (35): an office's crowd is asked to prove work, never held for that alone.
 * - An email domain past its threshold is medium (40): a big provider may well be busy.
 * - A disposable email domain is medium (40); a failed challenge adds 30.
 * - Each other spelling of the form's mailbox the business already has (`+tag`, Gmail dots) adds
 *   20, up to 60.
 * Points add up (capped at 100); the level is the contract's (`riskLevel`).
 */
import {
  riskLevel,
  type RiskLevel,
  type RiskReasonCode,
  type VelocityRules,
} from '@playdesk/contract';
import type { StoredRiskReason } from '../../db/schema.js';

/** The counts of one source after this play or lead was counted. */
export interface WindowCounts {
  /** In the current 10-minute slice (networks only). */
  tenMinutes?: number;
  hour: number;
  day: number;
}

export interface RiskSignals {
  network: WindowCounts;
  /** Null: the request carried no device id. */
  device: WindowCounts | null;
  /** Null: no email (a play start). */
  emailDomain: WindowCounts | null;
  disposableEmail: boolean;
  /** Other spellings of the form's mailbox (`+tag`, Gmail dots) among the business's players. */
  emailVariants: number;
  /** The proof of work sent with the request: none, accepted, or refused (bad, replayed, weak). */
  challenge: 'none' | 'passed' | 'failed';
}

export interface ScoredRisk {
  score: number;
  level: RiskLevel;
  reasons: StoredRiskReason[];
}

/** A network's 10-minute pace beyond which it is asked to prove work: a twelfth of the hour's. */
export const paceLimit = (hourly: number) => Math.max(1, Math.ceil(hourly / 12));

const over = (n: number, limit: number) => n > limit;

/** 70 at one past the threshold, 90 at twice it or more. */
function pastThreshold(n: number, limit: number): number {
  const ratio = Math.min(1, (n - limit) / limit);
  return Math.round(70 + 20 * ratio);
}

/** The worst window of one source, as a reason (or none). */
function velocityReason(
  code: RiskReasonCode,
  counts: WindowCounts,
  rules: { hour: number; day: number },
  opts: { pace: boolean; points?: number },
): StoredRiskReason | null {
  const found: StoredRiskReason[] = [];
  if (over(counts.day, rules.day))
    found.push({
      code,
      points: opts.points ?? pastThreshold(counts.day, rules.day),
      params: { count: counts.day, window: 'day' },
    });
  if (over(counts.hour, rules.hour))
    found.push({
      code,
      points: opts.points ?? pastThreshold(counts.hour, rules.hour),
      params: { count: counts.hour, window: 'hour' },
    });
  const tenMinutes = counts.tenMinutes ?? 0;
  if (opts.pace && over(tenMinutes, paceLimit(rules.hour)))
    found.push({ code, points: 35, params: { count: tenMinutes, window: '10m' } });
  if (found.length === 0) return null;
  return found.reduce((a, b) => (b.points > a.points ? b : a));
}

export function scoreRisk(signals: RiskSignals, rules: VelocityRules): ScoredRisk {
  const reasons: StoredRiskReason[] = [];
  const push = (r: StoredRiskReason | null) => {
    if (r) reasons.push(r);
  };
  push(velocityReason('network_velocity', signals.network, rules.network, { pace: true }));
  if (signals.device)
    push(velocityReason('device_velocity', signals.device, rules.device, { pace: false }));
  if (signals.emailDomain)
    push(
      velocityReason('email_domain_velocity', signals.emailDomain, rules.email_domain, {
        pace: false,
        points: 40,
      }),
    );
  if (signals.disposableEmail) reasons.push({ code: 'disposable_email', points: 40 });
  // 20 a spelling, up to 60: one earlier `+tag` is a habit, several are a script's pattern.
  if (signals.emailVariants > 0)
    reasons.push({
      code: 'email_variant',
      points: Math.min(60, 20 * signals.emailVariants),
      params: { count: signals.emailVariants },
    });
  if (signals.challenge === 'failed') reasons.push({ code: 'challenge_failed', points: 30 });
  const score = Math.min(
    100,
    reasons.reduce((sum, r) => sum + r.points, 0),
  );
  return { score, level: riskLevel(score), reasons };
}
