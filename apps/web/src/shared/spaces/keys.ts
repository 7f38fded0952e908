import type { InvitableRole } from '@framecast/contract';

/** Query keys of team spaces; `spaceKeys.all` covers every one of them. */
export const spaceKeys = {
  all: ['spaces'] as const,
  list: () => ['spaces', 'list'] as const,
  members: (uniqueId: string) => ['spaces', 'members', uniqueId] as const,
  inviteLinks: (uniqueId: string) => ['spaces', 'invite-link', uniqueId] as const,
  inviteLink: (uniqueId: string, role: InvitableRole | 'live') => ['spaces', 'invite-link', uniqueId, role] as const,
  inviter: (code: string) => ['spaces', 'inviter', code] as const,
};
