import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress.js';
import { pickEncoding, webRoutes } from '../src/web.js';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@framecast/contract';
import { buildHttpShell } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { fileRoute } from '../src/platform/http/file-route.js';
import { createStorage, type Storage } from '../src/platform/storage/index.js';

/**
 * The HTTP shell with the file and web routes, and no database: what decides the headers, built the way
 * buildApp builds it.
 */
async function startShell(webDist: string, overrides: Partial<Config> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-headers-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { webDist, ...overrides });
  const storage = createStorage(config, `${API_PREFIX}/files`);
  const app = await buildHttpShell(config);
  await app.register(
    async (api) => {
      api.get('/ping', async () => ({ code: 0, msg: 'success', data: null }));
      api.get('/v1/user/info', async () => ({ code: 0, msg: 'success', data: { token: 'fc_session', credits: 30 } }));
      api.get('/library/thumb', async (_req, reply) => reply.header('cache-control', 'public, max-age=604800').type('image/png').send(Buffer.from('png')));
      fileRoute(api, storage);
    },
    { prefix: API_PREFIX },
  );
  webRoutes(app, config, webDist);
  return {
    app,
    storage,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
type Shell = { app: FastifyInstance; storage: Storage; close(): Promise<void> };

/**
 * A tiny built app in a temp dir, shaped like Vite's output (index.html with the config marker, hashed
 * files under assets/, an unhashed favicon) and compressed by the build's own step, so these tests do
 * not depend on a real build.
 */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>Framecast</title><!--FRAMECAST_CONFIG--><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'assets/index-AbC123.js'), `export const app = ${JSON.stringify('framecast '.repeat(400))};\n`);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`);
  return dir;
}

const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

const cspOf = (h: Record<string, unknown>) => String(h['content-security-policy'] ?? '');

it('picks brotli over gzip, honours q=0, and falls back to none', () => {
  expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(pickEncoding('gzip')).toBe('gzip');
  expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  expect(pickEncoding('identity')).toBe(null);
  expect(pickEncoding(undefined)).toBe(null);
  expect(pickEncoding('*')).toBe('br');
});

describe('security headers and delivery', () => {
  let t: Shell;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    await precompressDir(dist);
    t = await startShell(dist);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const expectBaseHeaders = (h: Record<string, unknown>) => {
    const csp = cspOf(h);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  it('puts the security headers on API answers, errors included', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/ping' });
    expect(ok.statusCode).toBe(200);
    expectBaseHeaders(ok.headers);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/no/such/call', payload: {} });
    expect(missing.statusCode).toBe(404);
    expectBaseHeaders(missing.headers);
  });

  it('tells every cache not to keep JSON answers, personal ones and errors alike; media keep their policy', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user/info' });
    expect(info.json().data.token).toBe('fc_session');
    expect(info.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/no/such/call' });
    expect(missing.headers['cache-control']).toBe('no-store');
    const thumb = await t.app.inject({ method: 'GET', url: '/api/library/thumb' });
    expect(thumb.headers['cache-control']).toBe('public, max-age=604800');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('serves every page as index.html with the runtime config in a meta tag, no inline script, no-cache', async () => {
    for (const url of ['/login', '/home', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expectBaseHeaders(res.headers);
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body;
      expect(html).not.toContain('<!--FRAMECAST_CONFIG-->');
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      const content = /<meta name="framecast-config" content="([^"]*)"/.exec(html)?.[1];
      const parsed = JSON.parse(
        content!
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      );
      expect(parsed).toEqual({ apiBase: '/api', partnerHosts: [], cookieDomain: null });
    }
  });

  it('compresses index.html by Accept-Encoding', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/login' });
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload, encoding).toString()).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves hashed assets pre-compressed and immutable for a year', async () => {
    const original = fs.readFileSync(path.join(dist, 'assets/index-AbC123.js'));
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers['content-type'])).toMatch(/javascript/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(decode(res.rawPayload, encoding).equals(original)).toBe(true);
    }
    // The compressed copies are smaller than the file, or compressing would be pointless.
    expect(fs.statSync(path.join(dist, 'assets/index-AbC123.js.br')).size).toBeLessThan(original.length / 4);
  });

  it('caches unhashed files briefly, and a missing asset is a 404, not the app', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['cache-control'] ?? '')).not.toContain('immutable');
  });

  it('serves user files that could run (SVG, HTML, XML) as attachments under a sandbox policy, media inline', async () => {
    const files: [string, string, string, 'inline' | 'attachment'][] = [
      ['test/evil.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>', 'attachment'],
      ['test/evil.html', 'text/html', '<script>alert(document.cookie)</script>', 'attachment'],
      ['test/evil.xml', 'application/xml', '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(3)</x:script>', 'attachment'],
      ['test/unknown.bin', 'application/octet-stream', 'bytes', 'attachment'],
      ['test/photo.png', 'image/png', 'png-bytes', 'inline'],
      ['test/clip.mp4', 'video/mp4', 'mp4-bytes', 'inline'],
      ['test/voice.mp3', 'audio/mpeg', 'mp3-bytes', 'inline'],
    ];
    for (const [key, type, body, disposition] of files) {
      await t.storage.put(key, Buffer.from(body), type);
      const res = await t.app.inject({ method: 'GET', url: t.storage.links(null).url(key) });
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-type'], key).toBe(type);
      expect(res.headers['content-disposition'], key).toBe(disposition);
      expect(res.headers['x-content-type-options'], key).toBe('nosniff');
      expect(cspOf(res.headers), key).toMatch(/default-src 'none'/);
      expect(cspOf(res.headers), key).toMatch(/\bsandbox\b/);
      // The player seeks with ranges: a range answer carries the same headers.
      const part = await t.app.inject({ method: 'GET', url: t.storage.links(null).url(key), headers: { range: 'bytes=0-1' } });
      expect(part.statusCode, key).toBe(206);
      expect(part.headers['content-disposition'], key).toBe(disposition);
    }
    const named = await t.app.inject({ method: 'GET', url: t.storage.links(null).url('test/clip.mp4', 3600, 'My video.mp4') });
    expect(named.headers['content-disposition']).toBe("attachment; filename*=UTF-8''My%20video.mp4");
  });
});

describe('security headers with the API on another origin', () => {
  let t: Shell;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await startShell(dist, { publicApiBase: 'https://api.example.com/api', corsOrigins: ['https://app.example.com'] });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('lets the page call, and show images and media from, the API origin, and passes the base to the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = cspOf(res.headers);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.com[;\s]/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/api\.example\.com/);
    expect(csp).toMatch(/media-src [^;]*https:\/\/api\.example\.com/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('&quot;apiBase&quot;:&quot;https://api.example.com/api&quot;');
  });
});
