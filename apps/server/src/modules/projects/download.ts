import crypto from 'node:crypto';
import { ZipArchive } from 'archiver';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, ErrorCode } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { memberSpaceIds } from '../spaces/policy.js';
import { downloadName } from './present.js';
import * as store from './store.js';

const LINK_TTL_S = 10 * 60;
const ZIP_PATH = '/project/zip';

/** Projects the caller may see that have a video, in the order asked. */
async function downloadable(ctx: AppContext, userId: string, ids: string[]) {
  const [rows, spaces] = await Promise.all([store.findProjects(ctx.db, ids), memberSpaceIds(ctx.db, userId)]);
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r) => r?.video_key && spaces.has(r.space_id)) as store.ProjectRow[];
}

const zipSignature = (ctx: AppContext, userId: string, ids: string, exp: number) =>
  ctx.storage.sign(`zip:${userId}:${ids}`, exp);

/** One video: a signed link to the file itself. Several: a signed link to a zip streamed on the fly. */
export async function downloadLink(ctx: AppContext, userId: string, ids: string[]) {
  const rows = await downloadable(ctx, userId, ids);
  if (!rows.length) throw new AppError(ErrorCode.NOTHING_TO_DOWNLOAD);
  if (rows.length === 1) return { url: ctx.storage.url(rows[0]!.video_key!, LINK_TTL_S, downloadName(rows[0]!.name)), filename: downloadName(rows[0]!.name) };
  const list = rows.map((r) => r.id).join(',');
  const exp = Math.floor(Date.now() / 1000) + LINK_TTL_S;
  const filename = `framecast-videos-${new Date().toISOString().slice(0, 10)}.zip`;
  const q = new URLSearchParams({ ids: list, u: userId, exp: String(exp), sig: zipSignature(ctx, userId, list, exp) });
  return { url: `${API_PREFIX}${ZIP_PATH}?${q}`, filename };
}

export function zipRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get(ZIP_PATH, { schema: { hide: true } }, async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    const exp = Number(q.exp);
    const expected = Buffer.from(zipSignature(ctx, String(q.u), String(q.ids), exp));
    const given = Buffer.from(String(q.sig ?? ''));
    if (!q.ids || !q.u || !(exp > Date.now() / 1000) || expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
      return reply.status(404).send({ code: ErrorCode.NOT_FOUND, msg: 'This download link has expired. Please download again.', data: null });
    }
    const rows = await downloadable(ctx, q.u, q.ids.split(','));
    const zip = new ZipArchive({ store: true }); // MP4s do not compress; storing is fast and streams
    const used = new Set<string>();
    for (const row of rows) {
      const file = await ctx.storage.fetchToLocal(row.video_key!);
      if (!file) continue;
      let name = downloadName(row.name);
      for (let i = 2; used.has(name); i++) name = downloadName(`${row.name} (${i})`);
      used.add(name);
      zip.file(file, { name });
    }
    void zip.finalize();
    const filename = `framecast-videos-${new Date().toISOString().slice(0, 10)}.zip`;
    return reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${filename}"`).send(zip);
  });
}
