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
 * - A play won faster than 99 % of the game's recent winners is medium (40), faster than 99.9 %
 *   high (70) — judged only on a sample large enough to say so (`SPEED`; the sample: speed.ts).
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

/**
 * A game's recent winning times (speed.ts reads them): how many won plays, and the durations below
 * which the fastest 1 % and 0.1 % of them finished (the quantiles, in ms).
 */
export interface SpeedSample {
  n: number;
  p1: number;
  p01: number;
}

/** A play that was just won: how long it took, and the game's sample to compare it with. */
export interface SpeedSignal {
  durationMs: number;
  /** Null: not read (yet) on this instance. */
  sample: SpeedSample | null;
}

/**
 * The `too_fast` tiers, fastest first: a play faster than the quantile of the game's recent
 * winners is faster than `percent` % of them, claimed only when the sample has at least `minSample`
 * wins (below 100, the 1 % quantile is the fastest win and "99 %" could not be told; below 1 000,
 * neither could "99.9 %").
 */
export const SPEED = {
  /** The most recent wins the sample holds, from the last `days`. */
  sampleSize: 1000,
  days: 30,
  tiers: [
    { percent: 99.9, quantile: 'p01', minSample: 1000, points: 70 },
    { percent: 99, quantile: 'p1', minSample: 100, points: 40 },
  ],
} as const satisfies {
  sampleSize: number;
  days: number;
  tiers: readonly {
    percent: number;
    quantile: 'p1' | 'p01';
    minSample: number;
    points: number;
  }[];
};

/** Seconds as the reason shows them: tenths, hundredths under a second (0.04 s, 0.9 s, 12.3 s). */
export function shownSeconds(ms: number): number {
  const s = Math.max(0, ms) / 1000;
  return s < 1 ? Math.round(s * 100) / 100 : Math.round(s * 10) / 10;
}

/** A won play's `too_fast` reason (or none): the fastest tier its duration and the sample allow. */
export function speedReason(speed: SpeedSignal): StoredRiskReason | null {
  const { sample, durationMs } = speed;
  if (!sample) return null;
  for (const tier of SPEED.tiers) {
    if (sample.n >= tier.minSample && durationMs < sample[tier.quantile])
      return {
        code: 'too_fast',
        points: tier.points,
        params: { seconds: shownSeconds(durationMs), percent: tier.percent },
      };
  }
  return null;
}

/** The score of some reasons (their points added, capped at 100) and its level. */
export function scoreOf(reasons: readonly StoredRiskReason[]): Pick<ScoredRisk, 'score' | 'level'> {
  const score = Math.min(
    100,
    reasons.reduce((sum, r) => sum + r.points, 0),
  );
  return { score, level: riskLevel(score) };
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
  /** A play that was just won (its finish, fair-play/finish.ts); absent for starts and forms. */
  speed?: SpeedSignal | null;
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
  if (signals.speed) push(speedReason(signals.speed));
  return { ...scoreOf(reasons), reasons };
}
