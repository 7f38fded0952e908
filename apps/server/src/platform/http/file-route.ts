import fs from 'node:fs';
import type { FastifyInstance, FastifySchema } from 'fastify';
import rangeParser from 'range-parser';
import { z } from 'zod';
import { downloadFileName, ErrorCode } from '@framecast/contract';
import type { Storage } from '../storage/index.js';
import { binary, errorResponses } from './openapi.js';
import { FILE_CSP } from './security-headers.js';

const file = { '*/*': { schema: binary('The file, in its stored type (video/mp4, image/png, …)') } };
const LENGTH = { type: 'integer', description: 'Bytes in this answer' } as const;

/** The route's entry in the OpenAPI document: links come from other calls' answers (video_url, download url…). */
const FILE_DOC: FastifySchema = {
  summary: 'A stored file by signed link, with byte ranges',
  tags: ['files'],
  querystring: z.object({
    exp: z.number().int().describe('Expiry of the link, in Unix seconds'),
    sig: z.string().describe('Signature of the path and expiry'),
    dl: z.string().optional().describe('Download as an attachment under this file name'),
  }),
  headers: z.object({ range: z.string().optional().describe('One byte range, `bytes=start-end` or `bytes=-suffix`; several ranges get the whole file') }),
  response: {
    200: {
      description: 'The whole file',
      content: file,
      headers: {
        'accept-ranges': { type: 'string', description: '`bytes`' },
        'content-disposition': { type: 'string', description: 'inline for media, attachment for anything else or with `dl`' },
        'content-length': LENGTH,
      },
    },
    206: {
      description: 'The range asked for',
      content: file,
      headers: { 'content-range': { type: 'string', description: '`bytes start-end/size`' }, 'content-length': LENGTH },
    },
    302: { description: 'Files kept in S3: a redirect to a presigned URL', headers: { location: { type: 'string', description: 'The presigned URL' } } },
    416: { description: 'The range is outside the file', headers: { 'content-range': { type: 'string', description: '`bytes */size`' } } },
    ...errorResponses([404, 500], { 404: 'The link expired, its signature is wrong, or the file is gone (40400)' }),
  },
};

/**
 * Serves local-storage files behind signed, expiring URLs, with byte ranges so the browser's video
 * player can seek, and `dl=<name>` to download under a chosen file name.
 */
export function fileRoute(api: FastifyInstance, storage: Storage): void {
  api.get('/files/*', { schema: FILE_DOC }, async (req, reply) => {
    const q = req.query as { exp?: string; sig?: string; dl?: string };
    // The signature does not cover dl (a link's holder may change it), so its name is made safe here.
    const dl = typeof q.dl === 'string' && q.dl ? downloadFileName(q.dl, 'file') : undefined;
    const found = await storage.open((req.params as { '*': string })['*'], Number(q.exp), String(q.sig ?? ''), dl);
    if (!found) return reply.status(404).send({ code: ErrorCode.NOT_FOUND, msg: 'This file link has expired or does not exist.', data: null });
    if (found.kind === 'redirect') return reply.redirect(found.url, 302);
    reply.header('content-type', found.type).header('cache-control', 'private, max-age=3600').header('accept-ranges', 'bytes');
    reply
      .header('content-disposition', contentDisposition(found.type, dl))
      .header('content-security-policy', FILE_CSP)
      .header('x-content-type-options', 'nosniff');
    const range = parseRange(req.headers.range, found.size);
    if (range === 'invalid') return reply.status(416).header('content-range', `bytes */${found.size}`).send();
    if (range) {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${found.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(fs.createReadStream(found.file, range));
    }
    reply.header('content-length', found.size);
    return reply.send(fs.createReadStream(found.file));
  });
}

/**
 * Media the player and <img> show stay inline; anything a browser could run or render as a page (SVG,
 * HTML, XML, PDF, text, unknown types) is a download, so an uploaded file never runs on our origin.
 */
const INLINE_TYPE = /^(image\/(png|jpeg|gif|webp|avif|bmp)|video\/[\w.+-]+|audio\/[\w.+-]+)$/i;

export function contentDisposition(type: string, downloadAs?: string): string {
  const inline = !downloadAs && INLINE_TYPE.test(type.split(';')[0]!.trim());
  const name = downloadAs ? `; filename*=UTF-8''${encodeURIComponent(downloadAs.slice(0, 120))}` : '';
  return `${inline ? 'inline' : 'attachment'}${name}`;
}

/**
 * The most an open range (`bytes=n-`) is answered with. A video element asks `bytes=0-` and reads until it
 * has what it shows; on a fast link it would take the whole file first. A shorter 206 is allowed (RFC 9110
 * §15.3.7) and players ask on from where it ends, so the editor's scrubbing fetches what is on screen,
 * never a 30-minute file whole. A download (no Range) is still one answer.
 */
export const OPEN_RANGE_BYTES = 2 * 2 ** 20;
const OPEN = /^bytes=\s*\d+\s*-\s*$/;

/** A suffix range (`bytes=-n`) with n > 0, which covers the whole file when longer than it. */
const SUFFIX = /^bytes=-0*[1-9]\d*$/;

/**
 * One byte range (RFC 9110 §14.1.2) or null to answer whole: other units, malformed headers and several
 * ranges (players ask one at a time, so no multipart answers). 'invalid' is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  const spec = header?.trim();
  if (!spec?.startsWith('bytes=') || spec.includes(',')) return null;
  const ranges = rangeParser(size, spec);
  if (ranges === -2) return null;
  // range-parser refuses a suffix longer than the file; the RFC serves all of it.
  if (ranges === -1) return SUFFIX.test(spec) && size > 0 ? { start: 0, end: size - 1 } : 'invalid';
  const range = ranges[0]!;
  return OPEN.test(spec) ? { start: range.start, end: Math.min(range.end, range.start + OPEN_RANGE_BYTES - 1) } : range;
}
