import { Role } from '@framecast/contract';

/** Owner and admin manage every file of the space; a collaborator only what they posted (spec 000 §6). */
export const managesAllFiles = (role: number): boolean => role >= Role.admin;

/**
 * Whether a member of `viewerRole` may change the role of, or remove, a member of `targetRole`: the owner
 * anyone but the owner, an admin only collaborators, a collaborator nobody (the server holds the same rule).
 */
export const mayChangeMember = (viewerRole: number, targetRole: number): boolean => {
  if (targetRole === Role.owner) return false;
  if (viewerRole === Role.owner) return true;
  return viewerRole === Role.admin && targetRole === Role.collaborator;
};
