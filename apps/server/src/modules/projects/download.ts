import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import type { Project } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import { zipLink, zipRoute as mountZip, type ZipSource } from '../../platform/http/zip-download.js';
import { membersVisibility, visibilityOf } from '../spaces/service.js';
import { downloadName } from './present.js';
import * as store from './store.js';
import type { Actor } from '../../platform/http/actor.js';

const LINK_TTL_S = 10 * 60;

/** Projects the caller may see that have a video, in the order asked. */
async function downloadable(ctx: AppContext, who: Actor | string, ids: string[]) {
  const vis = typeof who === 'string' ? await membersVisibility(ctx.db, who) : await visibilityOf(ctx.db, who);
  const rows = await store.findVisibleProjects(ctx.db, vis, ids);
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r) => r?.video_key) as Project[];
}

const videos: ZipSource<AppContext> = {
  path: '/project/zip',
  filename: () => `framecast-videos-${new Date().toISOString().slice(0, 10)}.zip`,
  summary: 'Several videos as one zip (a link from the download call)',
  tag: 'projects',
  entries: async (ctx, userId, ids) => (await downloadable(ctx, userId, ids)).map((r) => ({ key: r.video_key!, name: downloadName(r.name) })),
};

/** One video: a signed link to the file itself. Several: a signed link to a zip streamed on the fly. */
export async function downloadLink(ctx: AppContext, actor: Actor, ids: string[]) {
  const rows = await downloadable(ctx, actor, ids);
  if (!rows.length) throw new AppError(ErrorCode.NOTHING_TO_DOWNLOAD);
  if (rows.length === 1)
    return { url: ctx.storage.links(actor.userId).url(rows[0]!.video_key!, LINK_TTL_S, downloadName(rows[0]!.name)), filename: downloadName(rows[0]!.name) };
  return zipLink(
    ctx,
    videos,
    actor.userId,
    rows.map((r) => r.id),
  );
}

export const zipRoute = (app: FastifyInstance, ctx: AppContext) => mountZip(app, ctx, videos);
