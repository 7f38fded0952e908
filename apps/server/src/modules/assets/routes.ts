import type { FastifyInstance } from 'fastify';
import { calls } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { assetDownloadLink, assetZipRoute } from './download.js';
import * as assets from './service.js';

export function assetRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  const done = async (work: Promise<unknown>) => {
    await work;
    return null;
  };
  registerCall(app, opts, calls.assetList, ({ input, caller }) => assets.listAssets(ctx, caller!.userId, input));
  registerCall(app, opts, calls.assetDetail, ({ input, caller }) => assets.getAsset(ctx, caller!.userId, input.id));
  registerCall(app, opts, calls.assetRename, ({ input, caller }) => assets.renameAsset(ctx, caller!.userId, input.id, input.name));
  registerCall(app, opts, calls.assetMove, ({ input, caller }) => done(assets.moveAssets(ctx, caller!.userId, input)));
  registerCall(app, opts, calls.assetDelete, ({ input, caller }) => done(assets.deleteAssets(ctx, caller!.userId, input.ids, input.confirm)));
  registerCall(app, opts, calls.assetBrand, ({ input, caller }) => done(assets.setBrandSlot(ctx, caller!.userId, input)));
  registerCall(app, opts, calls.assetDownload, ({ input, caller }) => assetDownloadLink(ctx, caller!.userId, input.ids));
  registerCall(app, opts, calls.assetFolderList, ({ input, caller }) => assets.listFolders(ctx, caller!.userId, input));
  registerCall(app, opts, calls.assetFolderCreate, ({ input, caller }) => assets.createFolder(ctx, caller!.userId, input));
  registerCall(app, opts, calls.assetFolderRename, ({ input, caller }) => assets.renameFolder(ctx, caller!.userId, input));
  registerCall(app, opts, calls.assetFolderDelete, ({ input, caller }) => done(assets.deleteFolder(ctx, caller!.userId, input.id)));
  assetZipRoute(app, ctx);
}
