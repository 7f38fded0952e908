import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { zipLink, zipRoute, type ZipSource } from '../../platform/http/zip-download.js';
import { membersVisibility, visibilityOf } from '../spaces/service.js';
import { assetDownloadName } from './present.js';
import * as store from './store.js';
import type { Actor } from '../../platform/http/actor.js';

const LINK_TTL_S = 10 * 60;

/** Files the caller may see, in the order asked. */
async function visible(ctx: AppContext, who: Actor | string, ids: string[]) {
  const vis = typeof who === 'string' ? await membersVisibility(ctx.db, who) : await visibilityOf(ctx.db, who);
  const rows = await store.findVisibleAssets(ctx.db, vis, [...new Set(ids)]);
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is store.AssetRow => !!r);
}

const files: ZipSource<AppContext> = {
  path: '/asset/zip',
  filename: () => `framecast-files-${new Date().toISOString().slice(0, 10)}.zip`,
  summary: 'Several files as one zip (a link from the download call)',
  tag: 'assets',
  entries: async (ctx, userId, ids) => (await visible(ctx, userId, ids)).map((r) => ({ key: r.storage_key, name: assetDownloadName(r) })),
};

/** One file: a signed link to it under its own name. Several: a signed link to a zip of them. */
export async function assetDownloadLink(ctx: AppContext, actor: Actor, ids: string[]) {
  const rows = await visible(ctx, actor, ids);
  if (rows.length !== new Set(ids).size) throw new AppError(ErrorCode.NOT_FOUND, 'This file does not exist or was deleted.');
  if (rows.length === 1)
    return { url: ctx.storage.links(actor.userId).url(rows[0]!.storage_key, LINK_TTL_S, assetDownloadName(rows[0]!)), filename: assetDownloadName(rows[0]!) };
  return zipLink(
    ctx,
    files,
    actor.userId,
    rows.map((r) => r.id),
  );
}

export const assetZipRoute = (app: FastifyInstance, ctx: AppContext) => zipRoute(app, ctx, files);
