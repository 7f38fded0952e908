import fs from 'node:fs';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, ErrorCode } from '@framecast/contract';
import type { Config } from './config.js';

/** Vite puts content-hashed files under /assets/: a new build gets new names, so they never change. */
const HASHED_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files next to index.html (favicon…): cache briefly, check again after. */
const SHORT = 'public, max-age=3600';

/** Characters that would end or break an HTML attribute value. */
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The runtime config the browser needs, as a <meta> tag (apps/web/src/shared/config.ts reads it): data,
 * not code, so the page runs under a CSP with no inline script.
 */
export function runtimeConfigTag(config: Config): string {
  const runtime = { apiBase: config.publicApiBase, partnerHosts: config.partnerHosts, cookieDomain: config.cookieDomain ?? null };
  return `<meta name="framecast-config" content="${escapeAttr(JSON.stringify(runtime))}" />`;
}

/** The best encoding we hold for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** index.html with the config in place, and its compressed forms made once at start. */
function loadIndex(dist: string, config: Config) {
  const html = Buffer.from(fs.readFileSync(`${dist}/index.html`, 'utf8').replace('<!--FRAMECAST_CONFIG-->', runtimeConfigTag(config)));
  return {
    identity: html,
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(html, { level: 9 }),
  };
}

/**
 * Serves the built web app: hashed assets pre-compressed (the build writes .br and .gz beside them) and
 * cached for a year, index.html for every client-side route with the runtime config and no-cache, so a
 * new deploy is picked up on the next load.
 */
export function webRoutes(app: FastifyInstance, config: Config, dist: string | null): void {
  const index = dist ? loadIndex(dist, config) : null;
  const sendIndex = (reply: FastifyReply, acceptEncoding: string | undefined) => {
    const encoding = pickEncoding(acceptEncoding);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? index![encoding] : index!.identity);
  };

  if (dist) {
    app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      serve: true,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      // The raw index.html lacks the runtime config; it is answered below, like every page.
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (reply) => {
        reply.header('cache-control', reply.request.url.startsWith(HASHED_PREFIX) ? IMMUTABLE : SHORT);
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const pathOnly = req.url.split('?')[0]!;
    if (pathOnly.startsWith(`${API_PREFIX}/`) || pathOnly === API_PREFIX || req.method !== 'GET') {
      return reply.status(404).send({ code: ErrorCode.NOT_FOUND, msg: `No such call: ${req.method} ${pathOnly}`, data: null });
    }
    if (!index) return reply.status(404).type('text/plain').send('The web app is not built. Run `npm run build`, or use `npm start`.');
    if (/\.[a-z0-9]{2,5}$/i.test(pathOnly) && !pathOnly.endsWith('.html')) return reply.status(404).type('text/plain').send('Not found');
    return sendIndex(reply, req.headers['accept-encoding']);
  });
}
