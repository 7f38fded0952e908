import type { FastifyInstance } from 'fastify';
import { calls } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { canIEdit, releaseEdit } from './locks.js';
import { deleteProjects } from './delete.js';
import { downloadLink, zipRoute } from './download.js';
import * as projects from './service.js';

export function projectRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.projectList, ({ input, actor }) => projects.listProjects(ctx, actor, input));
  registerCall(app, opts, calls.projectDetail, ({ input, actor }) => projects.getProject(ctx, actor, input.id));
  registerCall(app, opts, calls.projectSave, ({ input, actor }) => projects.saveProject(ctx, actor, input));
  registerCall(app, opts, calls.projectRename, ({ input, actor }) => projects.renameProject(ctx, actor, input.id, input.name));
  registerCall(app, opts, calls.projectDuplicate, ({ input, actor }) => projects.duplicateProject(ctx, actor, input.id));
  registerCall(app, opts, calls.projectDelete, async ({ input, actor }) => {
    await deleteProjects(ctx, actor, input.ids);
    return null;
  });
  registerCall(app, opts, calls.projectMove, async ({ input, actor }) => {
    await projects.moveProjects(ctx, actor, input);
    return null;
  });
  registerCall(app, opts, calls.projectStatus, async ({ input, actor }) => ({ items: await projects.projectStatuses(ctx, actor, input.ids) }));
  registerCall(app, opts, calls.projectDownload, ({ input, actor }) => downloadLink(ctx, actor, input.ids));
  registerCall(app, opts, calls.canIEdit, ({ input, actor }) => canIEdit(ctx, actor, input.id));
  registerCall(app, opts, calls.releaseEdit, async ({ input, actor }) => {
    await releaseEdit(ctx, actor, input.id);
    return null;
  });
  registerCall(app, opts, calls.folderList, ({ actor }) => projects.listFolders(ctx, actor));
  registerCall(app, opts, calls.folderCreate, ({ input, actor }) => projects.createFolder(ctx, actor, input));
  registerCall(app, opts, calls.folderRename, ({ input, actor }) => projects.renameFolder(ctx, actor, input));
  registerCall(app, opts, calls.folderDelete, async ({ input, actor }) => {
    await projects.deleteFolder(ctx, actor, input.id);
    return null;
  });
  zipRoute(app, ctx);
}
