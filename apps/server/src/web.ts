import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, ErrorCode } from '@framecast/contract';
import type { Config } from './config.js';

/**
 * Serves the built web app. Unknown non-API GETs get index.html (client-side routes), with the runtime
 * config the browser needs injected where index.html asks for it.
 */
export function webRoutes(app: FastifyInstance, config: Config, dist: string | null): void {
  const runtime = { apiBase: config.publicApiBase, partnerHosts: config.partnerHosts, cookieDomain: config.cookieDomain ?? null };
  const script = `<script>window.__FRAMECAST_CONFIG__=${JSON.stringify(runtime).replace(/</g, '\\u003c')}</script>`;
  const index = dist ? fs.readFileSync(`${dist}/index.html`, 'utf8').replace('<!--FRAMECAST_CONFIG-->', script) : null;

  if (dist) app.register(fastifyStatic, { root: dist, index: false, wildcard: false, serve: true, prefix: '/' });
  app.setNotFoundHandler((req, reply) => {
    const pathOnly = req.url.split('?')[0]!;
    if (pathOnly.startsWith(`${API_PREFIX}/`) || pathOnly === API_PREFIX || req.method !== 'GET') {
      return reply.status(404).send({ code: ErrorCode.NOT_FOUND, msg: `No such call: ${req.method} ${pathOnly}`, data: null });
    }
    if (!index) return reply.status(404).type('text/plain').send('The web app is not built. Run `npm run build`, or use `npm start`.');
    if (/\.[a-z0-9]{2,5}$/i.test(pathOnly) && !pathOnly.endsWith('.html')) return reply.status(404).type('text/plain').send('Not found');
    return reply.type('text/html').header('cache-control', 'no-cache').send(index);
  });
}
