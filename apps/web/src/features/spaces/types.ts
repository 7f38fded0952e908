import type { DataOf } from '@framecast/contract';

/** The shapes the space pages show, as the contract's calls answer them. */
export type SpaceMembers = DataOf<'spaceMembers'>;
export type SpaceMember = SpaceMembers['list'][number];
export type PendingInvitation = SpaceMembers['invitations'][number];
