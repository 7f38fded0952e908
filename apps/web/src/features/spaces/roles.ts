import type { InvitableRole } from '@framecast/contract';

/** The roles an invitation or a role change offers, the usual one first. */
export const INVITABLE_ROLES: readonly InvitableRole[] = ['collaborator', 'admin'];
