import crypto from 'node:crypto';
import { ZipArchive } from 'archiver';
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import { API_PREFIX, ErrorCode, ZipLinkQuery } from '@framecast/contract';
import type { Storage } from '../storage/index.js';
import { binary, errorResponses } from './openapi.js';
import { parseInput } from './validation.js';

const LINK_TTL_S = 10 * 60;

/** What the zip route needs of the context it is mounted with; the module's source gets that whole context. */
interface ZipContext {
  storage: Storage;
}

/** What a zip holds: stored files the caller may read, with the names they get inside the zip. */
export interface ZipSource<C extends ZipContext> {
  /** Route path under the API prefix. */
  path: string;
  filename: () => string;
  /** For the OpenAPI document. */
  summary: string;
  tag: string;
  entries(ctx: C, userId: string, ids: string[]): Promise<{ key: string; name: string }[]>;
}

const signature = (ctx: ZipContext, src: { path: string }, userId: string, ids: string, exp: number) =>
  ctx.storage.sign(`zip:${src.path}:${userId}:${ids}`, exp);

/** A signed, short-lived link to a zip of several files, streamed on the fly when followed. */
export function zipLink<C extends ZipContext>(ctx: C, src: ZipSource<C>, userId: string, ids: string[]) {
  const list = ids.join(',');
  const exp = Math.floor(Date.now() / 1000) + LINK_TTL_S;
  const q = new URLSearchParams({ ids: list, u: userId, exp: String(exp), sig: signature(ctx, src, userId, list, exp) });
  return { url: `${API_PREFIX}${src.path}?${q}`, filename: src.filename() };
}

/** `a.mp4`, `a (2).mp4`: names inside one zip must differ. */
export function uniqueName(name: string, used: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let out = name;
  for (let i = 2; used.has(out.toLowerCase()); i++) out = `${stem} (${i})${ext}`;
  used.add(out.toLowerCase());
  return out;
}

const expired = (reply: FastifyReply) =>
  reply.status(404).send({ code: ErrorCode.NOT_FOUND, msg: 'This download link has expired. Please download again.', data: null });

export function zipRoute<C extends ZipContext>(app: FastifyInstance, ctx: C, src: ZipSource<C>): void {
  const schema: FastifySchema = {
    summary: src.summary,
    description: `The download call signs the link for ${LINK_TTL_S / 60} minutes; it needs no token.`,
    tags: [src.tag],
    querystring: ZipLinkQuery,
    response: {
      200: { description: 'The zip, streamed', content: { 'application/zip': { schema: binary('A zip of the files, stored uncompressed') } } },
      ...errorResponses([400, 404, 500], { 404: 'The link expired, its signature is wrong, or none of its files is left (40400)' }),
    },
  };
  app.get(src.path, { schema }, async (req, reply) => {
    const q = parseInput(ZipLinkQuery, req.query);
    const expected = Buffer.from(signature(ctx, src, q.u, q.ids.join(','), q.exp));
    const given = Buffer.from(q.sig);
    if (!(q.exp > Date.now() / 1000) || expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return expired(reply);
    const present = [];
    for (const entry of await src.entries(ctx, q.u, q.ids)) if (await ctx.storage.stat(entry.key)) present.push(entry);
    // Nothing left to send (the files or their owner were deleted after signing): the link is dead,
    // not an empty zip.
    if (!present.length) return expired(reply);
    const zip = new ZipArchive({ store: true }); // media does not compress; storing is fast and streams
    const used = new Set<string>();
    // Streamed from storage one entry at a time: no temp copies, whatever the adapter.
    for (const entry of present) zip.append(await ctx.storage.read(entry.key), { name: uniqueName(entry.name, used) });
    void zip.finalize();
    return reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${src.filename()}"`).send(zip);
  });
}
