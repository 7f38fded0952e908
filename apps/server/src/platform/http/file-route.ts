import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { downloadFileName, ErrorCode } from '@framecast/contract';
import type { Storage } from '../storage/index.js';
import { FILE_CSP } from './security-headers.js';

/**
 * Serves local-storage files behind signed, expiring URLs, with byte ranges so the browser's video
 * player can seek, and `dl=<name>` to download under a chosen file name.
 */
export function fileRoute(api: FastifyInstance, storage: Storage): void {
  api.get('/files/*', { schema: { hide: true } }, async (req, reply) => {
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

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range; several are answered whole). */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}
