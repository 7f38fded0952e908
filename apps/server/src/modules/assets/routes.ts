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
  registerCall(app, opts, calls.assetList, ({ input, actor }) => assets.listAssets(ctx, actor, input));
  registerCall(app, opts, calls.assetDetail, ({ input, actor }) => assets.getAsset(ctx, actor, input.id));
  registerCall(app, opts, calls.assetRename, ({ input, actor }) => assets.renameAsset(ctx, actor, input.id, input.name));
  registerCall(app, opts, calls.assetMove, ({ input, actor }) => done(assets.moveAssets(ctx, actor, input)));
  registerCall(app, opts, calls.assetDelete, ({ input, actor }) => done(assets.deleteAssets(ctx, actor, input.ids, input.confirm)));
  registerCall(app, opts, calls.assetBrand, ({ input, actor }) => done(assets.setBrandSlot(ctx, actor, input)));
  registerCall(app, opts, calls.assetDownload, ({ input, actor }) => assetDownloadLink(ctx, actor, input.ids));
  registerCall(app, opts, calls.assetFolderList, ({ input, actor }) => assets.listFolders(ctx, actor, input));
  registerCall(app, opts, calls.assetFolderCreate, ({ input, actor }) => assets.createFolder(ctx, actor, input));
  registerCall(app, opts, calls.assetFolderRename, ({ input, actor }) => assets.renameFolder(ctx, actor, input));
  registerCall(app, opts, calls.assetFolderDelete, ({ input, actor }) => done(assets.deleteFolder(ctx, actor, input.id)));
  registerCall(app, opts, calls.brandStyle, ({ actor }) => assets.getBrandStyle(ctx, actor));
  registerCall(app, opts, calls.brandStyleSave, ({ input, actor }) => assets.saveBrandStyle(ctx, actor, input));
  assetZipRoute(app, ctx);
}
