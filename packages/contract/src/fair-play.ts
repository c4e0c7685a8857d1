/**
 * Fair play (issue 36, docs/fair-play.md): a game's rules against scripts and prize hunters —
 * verified players, velocity thresholds and what each risk level does. One settings object per
 * game (`GET/PUT /games/{id}/fair-play`); every play and lead carries the risk the server gave it.
 */
import { z } from 'zod';
import { LanguageTag } from './languages.js';
import { PublicId, text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';

/** How a player proves an email is theirs before the play counts and a reward is given. */
export const EMAIL_VERIFICATION_MODES = ['off', 'code', 'link'] as const;
export type EmailVerificationMode = (typeof EMAIL_VERIFICATION_MODES)[number];

/** Risk levels, from the 0–100 score: low < 30 ≤ medium < 70 ≤ high. */
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_THRESHOLDS = { medium: 30, high: 70 } as const;

export function riskLevel(score: number): RiskLevel {
  if (score >= RISK_THRESHOLDS.high) return 'high';
  if (score >= RISK_THRESHOLDS.medium) return 'medium';
  return 'low';
}

/**
 * What happens to a play or a lead at a risk level: `allow` (recorded, flagged in the console),
 * `challenge` (a harder proof of work, or a verified email where the game collects one), `hold`
 * (a reward won is held for review, its stock reserved) or `block` (refused with a message that
 * does not say what tripped).
 */
export const RISK_ACTIONS = ['allow', 'challenge', 'hold', 'block'] as const;
export type RiskAction = (typeof RISK_ACTIONS)[number];

/**
 * What `challenge` asks of a form that carries an email: the invisible proof of work
 * (`proof_of_work`), or the email verified for the business (`verified_email`: the form is refused
 * with 409 `lead.email_unverified` until the player typed the code sent to it). Play starts, and
 * forms without an email, always get the proof of work.
 */
export const CHALLENGE_METHODS = ['proof_of_work', 'verified_email'] as const;
export type ChallengeMethod = (typeof CHALLENGE_METHODS)[number];

/** Bounds and defaults of the velocity thresholds (per hour and per day). */
export const VELOCITY_LIMITS = { min: 1, max: 100_000 } as const;

const Threshold = z
  .number()
  .int('Use a whole number')
  .min(VELOCITY_LIMITS.min, `Use at least ${VELOCITY_LIMITS.min}`)
  .max(VELOCITY_LIMITS.max, `Use at most ${VELOCITY_LIMITS.max}`);

const Window = z.object({ hour: Threshold, day: Threshold });

/**
 * Plays and leads per source beyond which a play's risk rises. A network is an IPv4 /24 or an
 * IPv6 /56; a device is the player app's first-party random id; an email domain is the part after
 * the `@` of the normalised email.
 */
export const VelocityRules = z.object({
  network: Window,
  device: Window,
  email_domain: Window,
});
export type VelocityRules = z.infer<typeof VelocityRules>;

export const RiskActions = z.object({
  low: z.enum(RISK_ACTIONS),
  medium: z.enum(RISK_ACTIONS),
  high: z.enum(RISK_ACTIONS),
});
export type RiskActions = z.infer<typeof RiskActions>;

export const FairPlaySettings = z.object({
  /** The player form asks for an email and it must be verified before the play counts. */
  verify_email: z.enum(EMAIL_VERIFICATION_MODES),
  /** The player form asks for a phone number and it must be verified by SMS code. */
  verify_phone: z.boolean(),
  /** Emails at a disposable (throw-away) domain are refused. */
  refuse_disposable_email: z.boolean(),
  velocity: VelocityRules,
  actions: RiskActions,
  /** What a level whose action is `challenge` asks of a form with an email. */
  challenge_with: z.enum(CHALLENGE_METHODS),
});
export type FairPlaySettings = z.infer<typeof FairPlaySettings>;

/**
 * Defaults: flag, don't block. An office's 30 players behind one address stay below the network
 * thresholds; a script's hundreds do not.
 */
export const DEFAULT_FAIR_PLAY: FairPlaySettings = {
  verify_email: 'off',
  verify_phone: false,
  refuse_disposable_email: false,
  velocity: {
    network: { hour: 60, day: 300 },
    device: { hour: 10, day: 30 },
    email_domain: { hour: 200, day: 1000 },
  },
  actions: { low: 'allow', medium: 'challenge', high: 'hold' },
  challenge_with: 'proof_of_work',
};

/** `PUT /games/{id}/fair-play`: the whole settings object. */
export const FairPlayRequest = FairPlaySettings;
export type FairPlayRequest = z.input<typeof FairPlayRequest>;
export const FairPlayResponse = z.object({ fair_play: FairPlaySettings });
export type FairPlayResponse = z.infer<typeof FairPlayResponse>;

// ---- Risk, as plays and players carry it ----

/** Why a score is what it is: a code (stable, for filters) and the sentence a business reads. */
export const RISK_REASON_CODES = [
  'network_velocity',
  'device_velocity',
  'email_domain_velocity',
  'disposable_email',
  'email_variant',
  'too_fast',
  'challenge_failed',
  'challenge_missing',
  'unverified_email',
] as const;
export type RiskReasonCode = (typeof RISK_REASON_CODES)[number];

export const RiskReason = z.object({
  code: z.enum(RISK_REASON_CODES),
  /** Points it added to the score. */
  points: z.number().int(),
  /** What it means, in the reader's language: "8 plays from this network in 10 minutes". */
  text: z.string(),
});
export type RiskReason = z.infer<typeof RiskReason>;

export const Risk = z.object({
  score: z.number().int().min(0).max(100),
  level: z.enum(RISK_LEVELS),
  reasons: z.array(RiskReason),
});
export type Risk = z.infer<typeof Risk>;

// ---- Verification (player side) ----

export const VERIFICATION_LIMITS = {
  codeLength: 6,
  /** A code works for 10 minutes… */
  codeTtlSeconds: 600,
  /** …and 5 wrong tries; then a wait. */
  maxTries: 5,
  lockSeconds: 900,
  /** A new code for the same address at most every 60 s, and 5 an hour. */
  resendSeconds: 60,
  sendsPerHour: 5,
  phoneMax: 32,
} as const;

/**
 * The language of the email or SMS carrying the code (the form's, as `LeadRequest.language`);
 * without it, the game's default language.
 */
const VerifyLanguage = LanguageTag.optional();

export const VerifyEmailRequest = z.object({
  email: text(254, { trim: true, tooLong: 'Email must be at most 254 characters' }).min(
    1,
    'Enter your email',
  ),
  language: VerifyLanguage,
});
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequest>;
export const VerifyEmailConfirmRequest = VerifyEmailRequest.omit({ language: true }).extend({
  code: text(16, { trim: true, tooLong: 'The code has 6 digits' }).min(1, 'Enter the code'),
});
export type VerifyEmailConfirmRequest = z.input<typeof VerifyEmailConfirmRequest>;
export const VerifyPhoneRequest = z.object({
  phone: text(VERIFICATION_LIMITS.phoneMax, {
    trim: true,
    tooLong: 'This phone number is too long',
  }).min(1, 'Enter your phone number'),
  language: VerifyLanguage,
});
export type VerifyPhoneRequest = z.input<typeof VerifyPhoneRequest>;
export const VerifyPhoneConfirmRequest = VerifyPhoneRequest.omit({ language: true }).extend({
  code: text(16, { trim: true, tooLong: 'The code has 6 digits' }).min(1, 'Enter the code'),
});
export type VerifyPhoneConfirmRequest = z.input<typeof VerifyPhoneConfirmRequest>;

/** `202` of a send: where the code went and when another may be asked for. */
export const VerificationSentResponse = z.object({
  /** The address as the server keeps it: the normalised email, or the number in E.164. */
  address: z.string(),
  /** How the code travels: typed from the email or SMS (`code`), or a link in the email (`link`). */
  mode: z.enum(['code', 'link']),
  expires_in_seconds: z.number().int(),
  resend_in_seconds: z.number().int(),
});
export type VerificationSentResponse = z.infer<typeof VerificationSentResponse>;

/** `200` of a confirmation: the address is verified for the business, for good. */
export const VerificationConfirmedResponse = z.object({
  address: z.string(),
  verified: z.literal(true),
});
export type VerificationConfirmedResponse = z.infer<typeof VerificationConfirmedResponse>;

// ---- Review queue ----

export const RejectHeldRewardRequest = z.object({
  reason: text(500, { trim: true, tooLong: 'The reason must be at most 500 characters' }).min(
    1,
    'Say why',
  ),
});
export type RejectHeldRewardRequest = z.input<typeof RejectHeldRewardRequest>;

// ---- Review queue (Rewards → Review) ----

/** A reward won by a play whose risk asked to hold it: waiting for the business's decision. */
export const HeldReward = z.object({
  /** The win's id (the same as in `GET /rewards/given`). */
  public_id: PublicId,
  reward: z.object({ public_id: PublicId, name: z.string() }),
  /** Null for a reward bought with loyalty points (docs/loyalty.md#fair-play): no game gave it. */
  game: z.object({ public_id: PublicId, name: z.string() }).nullable(),
  player: z.object({
    public_id: PublicId,
    email: z.string().nullable(),
    name: z.string().nullable(),
  }),
  won_at: z.string(),
  risk: Risk,
});
export type HeldReward = z.infer<typeof HeldReward>;
export const HeldRewardListQuery = PageQuery;
export const HeldRewardListResponse = pageOf(HeldReward);
export type HeldRewardListResponse = z.infer<typeof HeldRewardListResponse>;
export const HeldRewardResponse = z.object({ held: HeldReward });

// ---- The invisible challenge (ALTCHA's open protocol) ----

/** What a challenge is for: the visitor's next play start, or the next form they send. */
export const CHALLENGE_KINDS = ['play', 'lead'] as const;
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];

/**
 * `GET /play/challenge?game=&kind=`: a proof-of-work challenge as ALTCHA defines it. Its difficulty
 * (`maxnumber`) follows the visitor's risk for that kind of request (`play` by default): low risk
 * gets none needed (the request goes without a solution), higher risk a harder one.
 */
export const ChallengeQuery = z.object({
  game: PublicId,
  kind: z.enum(CHALLENGE_KINDS).default('play'),
});
export type ChallengeQuery = z.input<typeof ChallengeQuery>;
export const ChallengeResponse = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number().int().positive(),
  /** Whether the visitor's next request of this kind (play start or form) must carry the solution. */
  required: z.boolean(),
});
export type ChallengeResponse = z.infer<typeof ChallengeResponse>;

/**
 * The solved challenge travels as this header on `POST /play/games/{id}/sessions` and on a lead
 * submission: base64 of the JSON `{ algorithm, challenge, number, salt, signature }`, ALTCHA's
 * payload. A header rather than a body field: the bodies' contracts stay as they are.
 */
export const CHALLENGE_HEADER = 'x-altcha';
/**
 * The player app's first-party device id (a random UUID kept in the player's storage, per
 * browser): the per-device velocity counts it. Not a fingerprint: clearing storage makes a new one.
 */
export const DEVICE_HEADER = 'x-playdesk-device';
