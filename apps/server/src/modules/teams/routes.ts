import type { FastifyInstance } from 'fastify';
import { calls } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { inviter, invitationLink, joinSpace, resetInvitationLink, sendInvitation } from './invitations.js';
import { listSpaces } from './lookup.js';
import { changeRole, createSpace, deleteSpace, leaveSpace, removeMember, saveSpaceInfo, spaceMembers, switchSpace } from './service.js';

/** Team spaces (spec 000 §7.2): spaces, members, roles, invitations by email and by link, switching. */
export function teamRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.spaceList, async ({ actor }) => ({ list: await listSpaces(ctx, actor) }));
  registerCall(app, opts, calls.spaceCreate, ({ actor, input }) => createSpace(ctx, actor, input.name));
  registerCall(app, opts, calls.spaceDelete, async ({ input }) => {
    await deleteSpace(ctx, input.unique_id);
    return null;
  });
  registerCall(app, opts, calls.spaceMembers, ({ actor, input }) => spaceMembers(ctx, actor, input.unique_id));
  registerCall(app, opts, calls.spaceInfo, ({ actor, input }) => saveSpaceInfo(ctx, actor, input));
  registerCall(app, opts, calls.spaceRole, ({ actor, input }) => changeRole(ctx, actor, input));
  registerCall(app, opts, calls.spaceAddMember, async ({ actor, input }) => ({ space: await joinSpace(ctx, actor.userId, input.invite_code) }));
  registerCall(app, opts, calls.spaceRemoveMember, async ({ actor, input }) => {
    await removeMember(ctx, actor, input.unique_id, input.user_id);
    return null;
  });
  registerCall(app, opts, calls.spaceLeave, async ({ actor, input }) => {
    await leaveSpace(ctx, actor, input.unique_id);
    return null;
  });
  registerCall(app, opts, calls.spaceInvitationCode, ({ actor, input }) => invitationLink(ctx, actor.userId, input.unique_id, input.role));
  registerCall(app, opts, calls.spaceInvitationReset, ({ input }) => resetInvitationLink(ctx, input.unique_id));
  registerCall(app, opts, calls.spaceToken, async ({ actor, input }) => {
    await switchSpace(ctx, actor, input.unique_id);
    // The session stays the same: the space a member works in is kept with their membership.
    return { unique_id: input.unique_id, token: actor.token };
  });
  registerCall(app, opts, calls.spaceInviter, ({ input }) => inviter(ctx, input.invite_code));
  registerCall(app, opts, calls.spaceSendEmail, ({ actor, input }) => sendInvitation(ctx, actor.userId, input));
}
