/**
 * The Fair play form's model (issue 36, docs/fair-play.md): the game's settings as the form holds
 * them (thresholds as the text typed), back to the request `PUT /games/{id}/fair-play` takes (the
 * whole object), and the facts the page shows beside each choice.
 */
import {
  RISK_THRESHOLDS,
  type ChallengeMethod,
  type EmailVerificationMode,
  type FairPlayRequest,
  type FairPlaySettings,
  type RiskAction,
  type RiskLevel,
} from '@playdesk/contract';

export const VELOCITY_SOURCES = ['network', 'device', 'email_domain'] as const;
export type VelocitySource = (typeof VELOCITY_SOURCES)[number];
export const VELOCITY_WINDOWS = ['hour', 'day'] as const;
export type VelocityWindow = (typeof VELOCITY_WINDOWS)[number];

export interface FairPlayFormValues {
  verify_email: EmailVerificationMode;
  verify_phone: boolean;
  refuse_disposable_email: boolean;
  /** As typed: a number input's text. */
  velocity: Record<VelocitySource, Record<VelocityWindow, string>>;
  actions: Record<RiskLevel, RiskAction>;
  challenge_with: ChallengeMethod;
}

/** The thresholds with `f` applied to each (text ⇄ number). */
function mapVelocity<A, B>(
  velocity: Record<VelocitySource, Record<VelocityWindow, A>>,
  f: (value: A) => B,
): Record<VelocitySource, Record<VelocityWindow, B>> {
  const each = (source: VelocitySource) => ({
    hour: f(velocity[source].hour),
    day: f(velocity[source].day),
  });
  return { network: each('network'), device: each('device'), email_domain: each('email_domain') };
}

export function toValues(settings: FairPlaySettings): FairPlayFormValues {
  return {
    ...settings,
    velocity: mapVelocity(settings.velocity, String),
    actions: { ...settings.actions },
  };
}

/**
 * A threshold as the request carries it. An empty or unreadable field reads as 0, which the
 * contract refuses with its own message ("Use at least 1"): the form has no second validation.
 */
export function thresholdOf(text: string): number {
  const trimmed = text.trim();
  const value = trimmed === '' ? 0 : Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

export function toRequest(values: FairPlayFormValues): FairPlayRequest {
  return {
    ...values,
    velocity: mapVelocity(values.velocity, thresholdOf),
    actions: { ...values.actions },
  };
}

/** The request's paths, which are the form's: where the server's 400 puts its messages. */
export const FAIR_PLAY_FIELDS = [
  'verify_email',
  'verify_phone',
  'refuse_disposable_email',
  ...VELOCITY_SOURCES.flatMap((source) =>
    VELOCITY_WINDOWS.map((window) => `velocity.${source}.${window}` as const),
  ),
  'actions.low',
  'actions.medium',
  'actions.high',
  'challenge_with',
] as const;

/** The scores a level covers: low 0–29, medium 30–69, high 70–100. */
export function levelRange(level: RiskLevel): { from: number; to: number } {
  if (level === 'low') return { from: 0, to: RISK_THRESHOLDS.medium - 1 };
  if (level === 'medium') return { from: RISK_THRESHOLDS.medium, to: RISK_THRESHOLDS.high - 1 };
  return { from: RISK_THRESHOLDS.high, to: 100 };
}
