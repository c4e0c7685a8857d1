import { z } from 'zod';
import { SecondFactorChallengeResponse } from './two-factor.js';
import { AuthResponse } from './auth.js';
import { ACCESS_MODULE_KEYS } from './modules.js';
import { capList, Email, EmailAddress, PublicId, text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';

/**
 * Team mates and their invitations (docs/product-rules.md#team-mates). Members of an account are
 * listed with the modules they hold; people invited by email appear as invitations until they
 * accept.
 */

/** Days an invitation link stays valid (docs/product-rules.md#invitations). */
export const INVITATION_TTL_DAYS = 7;
/** People an account may hold besides its owners, and invitations pending at once. */
export const MAX_TEAM_MEMBERS = 100;
export const MAX_PENDING_INVITATIONS = 50;

/** The modules a team mate may be given: every access-module key, in the API's order. */
export const TeamModule = z.enum(ACCESS_MODULE_KEYS, {
  error: `Modules must be among ${ACCESS_MODULE_KEYS.join(', ')}`,
});

const ModuleList = capList(
  ACCESS_MODULE_KEYS.length,
  'Choose each module at most once',
  z
    .array(TeamModule)
    .min(1, 'Choose at least one module')
    .max(ACCESS_MODULE_KEYS.length, 'Choose each module at most once')
    .refine((m) => new Set(m).size === m.length, 'Choose each module at most once'),
);

export const InviteTeamMateRequest = z.object({ email: Email, modules: ModuleList });
export type InviteTeamMateRequest = z.input<typeof InviteTeamMateRequest>;

/** Changes a member's modules: the whole new list. */
export const UpdateTeamMateRequest = z.object({ modules: ModuleList });
export type UpdateTeamMateRequest = z.input<typeof UpdateTeamMateRequest>;

export const TeamMateParams = z.object({ user_public_id: PublicId });

const Person = z.object({ name: z.string().nullable(), email: EmailAddress });
export type Person = z.infer<typeof Person>;

export const TeamMate = z.object({
  public_id: PublicId,
  name: z.string().nullable(),
  email: EmailAddress,
  role: z.enum(['owner', 'member']),
  /** Granted module keys; owners hold everything and carry none. */
  modules: z.array(TeamModule),
  status: z.literal('active'),
  last_active_at: z.string().nullable(),
  joined_at: z.string(),
  invited_by: Person.nullable(),
  /** Whether the caller may change or remove this person (never themselves, never an owner). */
  manageable: z.boolean(),
  is_you: z.boolean(),
});
export type TeamMate = z.infer<typeof TeamMate>;

export const Invitation = z.object({
  id: PublicId,
  email: EmailAddress,
  modules: z.array(TeamModule),
  status: z.enum(['invited', 'expired']),
  invited_by: Person.nullable(),
  sent_at: z.string(),
  expires_at: z.string(),
  /** Whether the caller may resend or revoke it (it grants nothing they lack). */
  manageable: z.boolean(),
});
export type Invitation = z.infer<typeof Invitation>;

export const TeamMatesResponse = z.object({
  members: z.array(TeamMate),
  invitations: z.array(Invitation),
  /** What the caller may do: the modules they may grant, and whether they see the activity log. */
  viewer: z.object({ grantable: z.array(TeamModule), sees_activity: z.boolean() }),
});
export type TeamMatesResponse = z.infer<typeof TeamMatesResponse>;

export const InvitationResponse = z.object({ invitation: Invitation, message: z.string() });
export type InvitationResponse = z.infer<typeof InvitationResponse>;
export const TeamMateResponse = z.object({ member: TeamMate, message: z.string() });
export type TeamMateResponse = z.infer<typeof TeamMateResponse>;

/** What the activity log records (docs/product-rules.md#activity-log). */
export const TEAM_ACTIVITY_ACTIONS = [
  'invitation.sent',
  'invitation.resent',
  'invitation.accepted',
  'invitation.revoked',
  'member.modules_changed',
  'member.removed',
  'sign_in.new_provider',
] as const;

export const ActivityQuery = PageQuery;
export const ActivityEntry = z.object({
  id: z.string(),
  /** One of TEAM_ACTIVITY_ACTIONS, or another feature's action on the same log. */
  action: z.string(),
  actor: Person.nullable(),
  /** Who or what the action was about (an email, a provider). */
  subject: z.string(),
  /** A sentence saying what happened, for people. */
  summary: z.string(),
  created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;
export const ActivityListResponse = pageOf(ActivityEntry);
export type ActivityListResponse = z.infer<typeof ActivityListResponse>;

/**
 * An invitation link's `{id}` (`/register-team-mate/{id}`): the secret token the email carries,
 * named as the console route names it.
 */
export const InvitationLinkParams = z.object({
  id: text(100, { tooLong: 'This invitation link is not valid' }).min(
    1,
    'This invitation link is not valid',
  ),
});

/** What the invitation page shows before anyone signs in. */
export const InvitationInfoResponse = z.object({
  business_name: z.string(),
  invited_by: Person.nullable(),
  email: EmailAddress,
  modules: z.array(TeamModule),
  expires_at: z.string(),
  /** The invited email already has a Playdesk login: accepting asks for its password. */
  has_login: z.boolean(),
});
export type InvitationInfoResponse = z.infer<typeof InvitationInfoResponse>;

export const PersonName = text(80, { trim: true, tooLong: 'Name must be at most 80 characters' });

/**
 * Accepting: a new person gives a name and chooses a password; someone with a login gives that
 * login's password (the name is then ignored).
 */
export const AcceptInvitationRequest = z.object({
  name: PersonName.optional(),
  password: text(200, { tooLong: 'Password must be at most 200 characters' }).min(
    1,
    'Password is required',
  ),
});
export type AcceptInvitationRequest = z.input<typeof AcceptInvitationRequest>;

export const AcceptInvitationResponse = AuthResponse.extend({ message: z.string() });
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponse>;

/** Accepting: signed in, or — for a login with a second factor — its challenge (docs/two-factor.md). */
export const AcceptInvitationAnswer = z.union([
  AcceptInvitationResponse,
  SecondFactorChallengeResponse,
]);
export type AcceptInvitationAnswer = z.infer<typeof AcceptInvitationAnswer>;
