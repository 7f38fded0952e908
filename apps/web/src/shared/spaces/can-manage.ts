import { useCallback } from 'react';
import { managesAllFiles } from './roles';
import { useCurrentSpace } from './space-list';
import { useSpaceMembers } from './space-members';

/**
 * Whether the user may rename, move or delete a row of the current space, by the id of its creator:
 * owner and admin every row, a collaborator only their own (spec 000 §6). Until the role is known the
 * answer is no, so a collaborator never sees an action flash and vanish; the server checks again anyway.
 */
export function useCanManageRow(): (creatorId: string) => boolean {
  const { space, isLoading } = useCurrentSpace();
  const collaborator = !!space && !managesAllFiles(space.role);
  // A collaborator's own id, which only the member list tells (is_me).
  const members = useSpaceMembers(collaborator ? space.unique_id : undefined);
  const meId = members.data?.list.find((m) => m.is_me)?.user_id;
  return useCallback((creatorId: string) => (isLoading ? false : !collaborator || creatorId === meId), [isLoading, collaborator, meId]);
}
