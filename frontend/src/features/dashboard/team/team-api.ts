import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvitationInput,
  PendingInvitationView,
  Role,
  TeamMemberView,
  TeamView,
} from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../shared/dashboard-api';

/** The team API's shapes, as the domain describes them for the server (`GET /api/admin/team` and on). */
export type Team = TeamView;
export type TeamMember = TeamMemberView;
export type TeamInvitation = PendingInvitationView;
export type { InvitationInput };

export const TEAM_FALLBACKS = {
  fetch: 'Het team kon niet geladen worden.',
  invite: 'De uitnodiging kon niet verstuurd worden.',
  resend: 'De uitnodiging kon niet opnieuw verstuurd worden.',
  revoke: 'De uitnodiging kon niet ingetrokken worden.',
  role: 'De rol kon niet gewijzigd worden.',
  remove: 'Het lid kon niet verwijderd worden.',
} as const;

export const teamKeys = {
  all: [...adminKeys.all, 'team'] as const,
};

export const teamQuery = () =>
  queryOptions({
    queryKey: teamKeys.all,
    queryFn: ({ signal }) => apiRequest<Team>('/admin/team', { signal, fallback: TEAM_FALLBACKS.fetch }),
  });

export function useTeam() {
  return useQuery(teamQuery());
}

/** A change to the team, after which the team is read again (the server has the last word). */
function useTeamChange<T, R = void>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useInvite = () =>
  useTeamChange((input: InvitationInput) =>
    apiRequest<{ invitationId: string }>('/admin/team/invitations', {
      method: 'POST',
      body: input,
      fallback: TEAM_FALLBACKS.invite,
    }),
  );

export const useResendInvitation = () =>
  useTeamChange((invitationId: string) =>
    apiRequest<void>(`/admin/team/invitations/${encodeURIComponent(invitationId)}/resend`, {
      method: 'POST',
      fallback: TEAM_FALLBACKS.resend,
    }),
  );

export const useRevokeInvitation = () =>
  useTeamChange((invitationId: string) =>
    apiRequest<void>(`/admin/team/invitations/${encodeURIComponent(invitationId)}`, {
      method: 'DELETE',
      fallback: TEAM_FALLBACKS.revoke,
    }),
  );

export const useChangeRole = () =>
  useTeamChange(({ userId, role }: { userId: string; role: Role }) =>
    apiRequest<void>(`/admin/team/members/${encodeURIComponent(userId)}`, {
      method: 'PUT',
      body: { role },
      fallback: TEAM_FALLBACKS.role,
    }),
  );

export const useRemoveMember = () =>
  useTeamChange((userId: string) =>
    apiRequest<void>(`/admin/team/members/${encodeURIComponent(userId)}`, {
      method: 'DELETE',
      fallback: TEAM_FALLBACKS.remove,
    }),
  );
