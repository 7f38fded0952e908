import type { InvitableRole } from '@framecast/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { spaceKeys } from '../../../shared/spaces/keys';

/**
 * POST space/invitation_code {unique_id, role?} → without a role, the live link whatever its role (or a
 * new collaborator link); with one, the live link for that role or a new one (a link for the other role
 * is replaced: one link is live at a time). Opening the settings asks without, so it never replaces one.
 */
export const fetchInvitationLink = (uniqueId: string, role?: InvitableRole) =>
  request('spaceInvitationCode', { unique_id: uniqueId, ...(role ? { role } : {}) });

export const invitationLinkQuery = (uniqueId: string, role?: InvitableRole) =>
  queryOptions({ queryKey: spaceKeys.inviteLink(uniqueId, role ?? 'live'), queryFn: () => fetchInvitationLink(uniqueId, role), staleTime: 60_000 });

export const useInvitationLink = (uniqueId: string, role?: InvitableRole) => useQuery(invitationLinkQuery(uniqueId, role));

/** DELETE space/invitation_code (the old link stops working at once), then a new link for the role. */
export const resetInvitationLink = async (uniqueId: string, role: InvitableRole) => {
  await request('spaceInvitationReset', { unique_id: uniqueId });
  return fetchInvitationLink(uniqueId, role);
};

export const useResetInvitationLink = (uniqueId: string, role: InvitableRole) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resetInvitationLink(uniqueId, role),
    onSuccess: (data) => {
      // The links cached for the other role are gone with it.
      client.removeQueries({ queryKey: spaceKeys.inviteLinks(uniqueId) });
      client.setQueryData(spaceKeys.inviteLink(uniqueId, role), data);
    },
  });
};
