/** Examples: team mates, invitations (sent, opened, accepted) and the activity log. */
import {
  AcceptInvitationRequest,
  AcceptInvitationResponse,
  ActivityListResponse,
  InvitationInfoResponse,
  InvitationResponse,
  InviteTeamMateRequest,
  TeamMateResponse,
  TeamMatesResponse,
  UpdateTeamMateRequest,
  type Invitation,
  type TeamMate,
} from '../team.js';
import { AUTH } from './account.js';
import { LEA, NOW, answerExample, pageOf, requestExample } from './register.js';

const OWNER = { name: LEA.name, email: LEA.email };
const TOM = 'tom.bernard@example.com';

const LEA_MEMBER: TeamMate = {
  public_id: LEA.user_public_id,
  name: LEA.name,
  email: LEA.email,
  role: 'owner',
  modules: ['full'],
  status: 'active',
  last_active_at: NOW,
  joined_at: '2026-10-01T08:00:00.000Z',
  invited_by: null,
  manageable: false,
  is_you: true,
};
const BARISTA: TeamMate = {
  public_id: 'u_7gH2jK4l',
  name: 'Noah Petit',
  email: 'noah.petit@example.com',
  role: 'member',
  modules: ['games', 'rewards'],
  status: 'active',
  last_active_at: '2026-11-20T16:45:00.000Z',
  joined_at: '2026-11-03T09:00:00.000Z',
  invited_by: OWNER,
  manageable: true,
  is_you: false,
};
const INVITATION: Invitation = {
  id: 'inv_4rT8yU2i',
  email: TOM,
  modules: ['games', 'player_data'],
  status: 'invited',
  invited_by: OWNER,
  sent_at: NOW,
  expires_at: '2026-11-28T09:30:00.000Z',
  manageable: true,
};

requestExample(InviteTeamMateRequest, { email: TOM, modules: ['games', 'player_data'] });
answerExample(InvitationResponse, {
  invitation: INVITATION,
  message: `Invitation sent to ${TOM}.`,
});
requestExample(UpdateTeamMateRequest, { modules: ['games', 'rewards', 'pwa'] });
answerExample(TeamMateResponse, {
  member: { ...BARISTA, modules: ['games', 'rewards', 'pwa'] },
  message: `The modules of ${BARISTA.email} have been saved.`,
});
answerExample(TeamMatesResponse, {
  members: [LEA_MEMBER, BARISTA],
  invitations: [INVITATION],
  viewer: { grantable: ['full', 'games', 'rewards', 'pwa', 'player_data'], sees_activity: true },
});
answerExample(
  ActivityListResponse,
  pageOf({
    id: 'act_1zX5cV9b',
    action: 'invitation.sent',
    actor: OWNER,
    subject: TOM,
    summary: `Invited ${TOM} with games, player_data.`,
    created_at: NOW,
  }),
);
answerExample(InvitationInfoResponse, {
  business_name: 'Café Aurora',
  invited_by: OWNER,
  email: TOM,
  modules: INVITATION.modules,
  expires_at: INVITATION.expires_at,
  has_login: false,
});
requestExample(AcceptInvitationRequest, { name: 'Tom Bernard', password: 'cinnamon oat cortado' });
answerExample(AcceptInvitationResponse, {
  ...AUTH,
  user: {
    ...AUTH.user,
    public_id: 'u_9pL1kJ6h',
    email: TOM,
    related_accounts: [AUTH.user.current_account],
  },
  message: 'Welcome to Café Aurora.',
});
