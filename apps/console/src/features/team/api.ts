import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActivityListResponse,
  EndedSessionsResponse,
  InvitationResponse,
  MessageResponse,
  TeamMateResponse,
  TeamMatesResponse,
  type InviteTeamMateRequest,
  type UpdateTeamMateRequest,
} from '@playdesk/contract';
import { apiRequest } from '../../api/client';

export const ACTIVITY_PAGE_SIZE = 20;

export const teamKeys = {
  list: ['team-mates', 'list'] as const,
  activityAll: ['team-mates', 'activity'] as const,
  activity: (page: number) => ['team-mates', 'activity', page] as const,
};

export function useTeamMates() {
  return useQuery({
    queryKey: teamKeys.list,
    queryFn: () => apiRequest('team-mates', { schema: TeamMatesResponse }),
  });
}

export function useTeamActivity(page: number, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.activity(page),
    queryFn: () =>
      apiRequest(`team-mates/activity?page=${page}&page_size=${ACTIVITY_PAGE_SIZE}`, {
        schema: ActivityListResponse,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every team write changes the list and adds to the activity log. */
function useTeamWrite<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teamKeys.list }),
        client.invalidateQueries({ queryKey: teamKeys.activityAll }),
      ]),
  });
}

export const useInviteTeamMate = () =>
  useTeamWrite((body: InviteTeamMateRequest) =>
    apiRequest('team-mates/invitations', { method: 'POST', body, schema: InvitationResponse }),
  );

export const useResendInvitation = () =>
  useTeamWrite((id: string) =>
    apiRequest(`team-mates/invitations/${encodeURIComponent(id)}/resend`, {
      method: 'POST',
      schema: InvitationResponse,
    }),
  );

export const useRevokeInvitation = () =>
  useTeamWrite((id: string) =>
    apiRequest(`team-mates/invitations/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: MessageResponse,
    }),
  );

export const useUpdateTeamMate = () =>
  useTeamWrite(({ id, body }: { id: string; body: UpdateTeamMateRequest }) =>
    apiRequest(`team-mates/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
      schema: TeamMateResponse,
    }),
  );

export const useRemoveTeamMate = () =>
  useTeamWrite((id: string) =>
    apiRequest(`team-mates/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: MessageResponse,
    }),
  );

/** The owner signs a member out everywhere (docs/team-and-sign-in.md#sessions). */
export const useEndMemberSessions = () =>
  useTeamWrite((id: string) =>
    apiRequest(`team-mates/${encodeURIComponent(id)}/sessions`, {
      method: 'DELETE',
      schema: EndedSessionsResponse,
    }),
  );
