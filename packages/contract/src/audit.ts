import { z } from 'zod';
import { IsoDate } from './calendar.js';
import { text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';

/**
 * The audit log (docs/audit-log.md): what may be recorded, as a closed list of codes. A code is
 * `area.event`; the list only grows (a code once written stays readable forever).
 */
export const AUDIT_ACTIONS = [
  // Sign-in and credentials
  'sign_in.succeeded',
  'sign_in.failed',
  'sign_in.new_provider',
  'sign_in.social',
  'password.reset_requested',
  'password.reset',
  'password.changed',
  // Second factors (docs/two-factor.md)
  'sign_in.second_factor_required',
  'sign_in.second_factor_failed',
  'sign_in.reauthenticated',
  'two_factor.totp_enabled',
  'two_factor.totp_removed',
  'two_factor.recovery_code_used',
  'two_factor.passkey_added',
  'two_factor.passkey_removed',
  'two_factor.requirement_changed',
  // Sessions
  'session.ended',
  'session.others_ended',
  'session.member_sessions_ended',
  // Account settings
  'account.settings_changed',
  'game_settings.changed',
  // Team
  'team.invitation_sent',
  'team.invitation_resent',
  'team.invitation_revoked',
  'team.invitation_accepted',
  'team.modules_changed',
  'team.member_removed',
  // API keys
  'api_key.created',
  'api_key.revoked',
  // Plan and payment
  'billing.plan_changed',
  'billing.subscription_changed',
  // Rewards: pools and odds, codes, decisions
  'reward.created',
  'reward.changed',
  'reward.deleted',
  'reward.odds_changed',
  'reward.codes_imported',
  'reward.voided',
  'reward.review_approved',
  'reward.review_rejected',
  // Loyalty: settings, the points catalogue, points given or taken by hand
  'loyalty.settings_changed',
  'loyalty.item_created',
  'loyalty.item_changed',
  'loyalty.item_deleted',
  'loyalty.points_adjusted',
  'loyalty.members_exported',
  // Players' personal data
  'players.exported',
  'players.erased',
  'players.privacy_changed',
  // Integrations
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'connector.created',
  'connector.changed',
  // Domains
  'domain.added',
  'domain.changed',
  'domain.verified',
  'domain.verification_failed',
  'domain.removed',
  // Single sign-on (docs/single-sign-on.md)
  'sso.settings_changed',
  'sso.domain_verified',
  'sso.domain_verification_failed',
  'sign_in.sso_succeeded',
  'sign_in.sso_failed',
  'sso.user_created',
  // An AI assistant's destructive tool call through the MCP server (docs/mcp.md#safety)
  'mcp.destructive_call',
  // Live shows (docs/live.md): a show opened, and each command of its host
  'live.session_created',
  'live.session_command',
  'live.reward_set',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AuditActionCode = z.enum(AUDIT_ACTIONS, {
  error: 'Use one of the audit log action codes (docs/audit-log.md)',
});

/** Who did it: a person (their public id), an API key (its public id), or the server itself. */
export const AUDIT_ACTOR_KINDS = ['user', 'api_key', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** The filters of the log and its CSV: dates are UTC days of `at`, both ends included. */
export const AuditLogFilterQuery = z.object({
  /** A user's or an API key's public id, or the email (a key's name) an entry names them by. */
  actor: text(254).min(1).optional(),
  action: AuditActionCode.optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
});
export const AuditLogQuery = PageQuery.extend(AuditLogFilterQuery.shape);
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const AuditEntry = z.object({
  /** Its place in the account's chain: 1, 2, 3… with no gap. */
  seq: z.number().int(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    /** The user's or key's public id (null for the server itself). */
    id: z.string().nullable(),
    /** Their email, or the key's name, when the entry was written. */
    label: z.string(),
  }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ type: z.string(), id: z.string() }).nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The settings before and after the change, when the action changed settings. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** SHA-256 of the previous entry's hash and this entry (hex). */
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditLogResponse = pageOf(AuditEntry);
export type AuditLogResponse = z.infer<typeof AuditLogResponse>;

export const AuditVerifyResponse = z.object({
  ok: z.boolean(),
  /** Entries checked. */
  entries: z.number().int(),
  /** The first entry whose hash, link or place in the sequence is wrong (absent when ok). */
  first_break: z
    .object({
      seq: z.number().int(),
      reason: z.enum(['hash_mismatch', 'broken_link', 'missing_entry']),
    })
    .optional(),
  /**
   * Where the chain starts when the retention job removed its oldest entries: the last removed
   * entry's number and hash (docs/audit-log.md#retention). Absent while nothing was removed.
   */
  anchor: z.object({ seq: z.number().int(), hash: z.string(), at: z.string() }).optional(),
});
export type AuditVerifyResponse = z.infer<typeof AuditVerifyResponse>;
