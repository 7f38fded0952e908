import type { FastifyInstance } from 'fastify';
import { calls } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { deleteProjects } from './delete.js';
import { downloadLink, zipRoute } from './download.js';
import * as projects from './service.js';

export function projectRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.projectList, ({ input, caller }) => projects.listProjects(ctx, caller!.userId, input));
  registerCall(app, opts, calls.projectDetail, ({ input, caller }) => projects.getProject(ctx, caller!.userId, input.id));
  registerCall(app, opts, calls.projectSave, ({ input, caller }) => projects.saveProject(ctx, caller!.userId, input));
  registerCall(app, opts, calls.projectRename, ({ input, caller }) => projects.renameProject(ctx, caller!.userId, input.id, input.name));
  registerCall(app, opts, calls.projectDuplicate, ({ input, caller }) => projects.duplicateProject(ctx, caller!.userId, input.id));
  registerCall(app, opts, calls.projectDelete, async ({ input, caller }) => {
    await deleteProjects(ctx, caller!.userId, input.ids);
    return null;
  });
  registerCall(app, opts, calls.projectMove, async ({ input, caller }) => {
    await projects.moveProjects(ctx, caller!.userId, input);
    return null;
  });
  registerCall(app, opts, calls.projectStatus, async ({ input, caller }) => ({ items: await projects.projectStatuses(ctx, caller!.userId, input.ids) }));
  registerCall(app, opts, calls.projectDownload, ({ input, caller }) => downloadLink(ctx, caller!.userId, input.ids));
  registerCall(app, opts, calls.folderList, ({ caller }) => projects.listFolders(ctx, caller!.userId));
  registerCall(app, opts, calls.folderCreate, ({ input, caller }) => projects.createFolder(ctx, caller!.userId, input));
  registerCall(app, opts, calls.folderRename, ({ input, caller }) => projects.renameFolder(ctx, caller!.userId, input));
  registerCall(app, opts, calls.folderDelete, async ({ input, caller }) => {
    await projects.deleteFolder(ctx, caller!.userId, input.id);
    return null;
  });
  zipRoute(app, ctx);
}
