import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createWebFetcher, FetchRefused, MAX_REDIRECTS, parseAllowedAddress, type WebFetcher } from '../src/platform/web-fetch/index.js';

/**
 * The URL fetcher against local servers: pages, redirects (within the cap, too many, and into a private
 * address), a name that resolves to a private address, a slow page, a page too large (declared and
 * streamed, and a compressed bomb). Only the shop's 127.0.0.1:port is allowed, as a private catalogue
 * would be; 127.0.0.2 (the same machine under another address), 10.x and the same address on another
 * port (a stand-in for this API) stand for the private network that must stay shut.
 */
let server: http.Server;
let api: http.Server;
let base: string;
let port: number;
let apiPort: number;
let fetcher: WebFetcher;
beforeAll(async () => {
  api = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":true}'));
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  apiPort = (api.address() as AddressInfo).port;
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const hop = Number(url.searchParams.get('hop') ?? 0);
    switch (url.pathname) {
      case '/page':
        return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html><title>Hello</title></html>');
      case '/gzip':
        return void res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(zlib.gzipSync('<p>zipped</p>'));
      case '/bomb':
        // 20 MB of zeros, about 20 KB on the wire.
        return void res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024)));
      case '/declared-big':
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
        return void res.write('<p>');
      case '/streamed-big': {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 50 * 1024 * 1024 && res.write(chunk)) sent += chunk.length;
          if (sent < 50 * 1024 * 1024) res.once('drain', pump);
          else res.end();
        };
        return pump();
      }
      case '/slow':
        return void setTimeout(() => res.writeHead(200).end('late'), 3000);
      case '/redirect':
        return void res
          .writeHead(302, { location: hop >= Number(url.searchParams.get('n')) ? '/page' : `/redirect?n=${url.searchParams.get('n')}&hop=${hop + 1}` })
          .end();
      case '/to-private':
        return void res.writeHead(301, { location: `http://127.0.0.2:${port}/page` }).end();
      case '/to-api':
        return void res.writeHead(302, { location: `http://127.0.0.1:${apiPort}/v1/user/info` }).end();
      case '/to-file':
        return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      case '/missing':
        return void res.writeHead(404).end('no');
      default:
        return void res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '0.0.0.0', r));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  fetcher = createWebFetcher({
    allowAddresses: [`127.0.0.1:${port}`],
    hosts: { 'shop.test': '127.0.0.1', 'intranet.test': '10.0.0.7', 'loop.test': '127.0.0.2' },
  });
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await new Promise<void>((r) => api.close(() => r()));
});

const get = (url: string, maxBytes = 1024 * 1024, timeoutMs = 5000) => fetcher.fetch(url, { maxBytes, timeoutMs });
const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FetchRefused);
  return (err as FetchRefused).reason;
};

describe('the URL fetcher', () => {
  it('fetches a page, by address or by an allowed name, and decodes gzip', async () => {
    const page = await get(`${base}/page`);
    expect([page.status, page.contentType, page.body.toString()]).toEqual([200, 'text/html; charset=utf-8', '<html><title>Hello</title></html>']);
    expect((await get(`http://shop.test:${port}/page`)).body.toString()).toContain('Hello');
    expect((await get(`${base}/gzip`)).body.toString()).toBe('<p>zipped</p>');
  });

  it(`follows up to ${MAX_REDIRECTS} redirects and answers where it ended, not one more`, async () => {
    const ok = await get(`${base}/redirect?n=${MAX_REDIRECTS - 1}`);
    expect([ok.url, ok.body.toString()]).toEqual([`${base}/page`, '<html><title>Hello</title></html>']);
    expect(await refusal(get(`${base}/redirect?n=${MAX_REDIRECTS + 1}`))).toBe('too_many_redirects');
  });

  it('refuses private addresses: given, behind a name, or reached by a redirect', async () => {
    expect(await refusal(get(`http://127.0.0.2:${port}/page`))).toBe('private_address');
    expect(await refusal(get(`http://loop.test:${port}/page`))).toBe('private_address');
    expect(await refusal(get('http://intranet.test/page'))).toBe('private_address');
    expect(await refusal(get(`http://[::1]:${port}/page`))).toBe('private_address');
    expect(await refusal(get('http://169.254.169.254/latest/meta-data/'))).toBe('private_address');
    expect(await refusal(get(`${base}/to-private`))).toBe('private_address');
  });

  it("allows a private address on its own port only, and never on this API's port", async () => {
    expect(await refusal(get(`http://127.0.0.1:${apiPort}/v1/user/info`))).toBe('private_address');
    expect(await refusal(get(`${base}/to-api`))).toBe('private_address');
    const both = createWebFetcher({ allowAddresses: [`127.0.0.1:${port}`, `127.0.0.1:${apiPort}`], ownPort: apiPort });
    expect(await refusal(both.fetch(`${base}/to-api`, { maxBytes: 1024, timeoutMs: 5000 }))).toBe('private_address');
    expect((await both.fetch(`${base}/page`, { maxBytes: 1024, timeoutMs: 5000 })).status).toBe(200);
    // Allowed on its port, the other server answers: the refusals above were the port's.
    const open = createWebFetcher({ allowAddresses: [`127.0.0.1:${port}`, `127.0.0.1:${apiPort}`] });
    expect((await open.fetch(`${base}/to-api`, { maxBytes: 1024, timeoutMs: 5000 })).body.toString()).toBe('{"secret":true}');
  });

  it("reads allowed addresses only with their port, and refuses this server's own port in the configuration", () => {
    expect(['10.0.0.7:8081', '10.1.0.0/16:443', '[fd00::7]:80', '[fd00::/8]:8443'].map(parseAllowedAddress)).toEqual([
      { address: '10.0.0.7', port: 8081 },
      { address: '10.1.0.0/16', port: 443 },
      { address: 'fd00::7', port: 80 },
      { address: 'fd00::/8', port: 8443 },
    ]);
    for (const bad of ['127.0.0.1', '10.0.0.7:0', '10.0.0.7:70000', 'fd00::7:80', 'shop.test:80', '10.0.0.0/33:80', '10.0.0.7:80/x'])
      expect(parseAllowedAddress(bad), bad).toBeNull();
    expect(() => createWebFetcher({ allowAddresses: ['127.0.0.1'] })).toThrow(/with its port/);
    expect(loadConfig({ PORT: '8080', FETCH_ALLOW_ADDRESSES: '10.0.0.7:8081, [fd00::7]:80' }).fetchAllowAddresses).toEqual(['10.0.0.7:8081', '[fd00::7]:80']);
    expect(() => loadConfig({ FETCH_ALLOW_ADDRESSES: '10.0.0.7' })).toThrow(/FETCH_ALLOW_ADDRESSES: each entry is an address with its port/);
    expect(() => loadConfig({ PORT: '8111', FETCH_ALLOW_ADDRESSES: '10.0.0.7:80,127.0.0.1:8111' })).toThrow(
      /FETCH_ALLOW_ADDRESSES: 127.0.0.1:8111 is this server's own port/,
    );
  });

  it('refuses other schemes, credentials in the address, and redirects to them', async () => {
    expect(await refusal(get('file:///etc/passwd'))).toBe('invalid_url');
    expect(await refusal(get('ftp://example.com/x'))).toBe('invalid_url');
    expect(await refusal(get(`http://user:pw@127.0.0.1:${port}/page`))).toBe('invalid_url');
    expect(await refusal(get(`${base}/to-file`))).toBe('invalid_url');
  });

  it('stops at the size cap (declared, streamed, or decompressed) and at the deadline', async () => {
    expect(await refusal(get(`${base}/declared-big`))).toBe('too_large');
    expect(await refusal(get(`${base}/streamed-big`))).toBe('too_large');
    expect(await refusal(get(`${base}/bomb`))).toBe('too_large');
    const started = Date.now();
    expect(await refusal(get(`${base}/slow`, 1024, 500))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('says what an error page and an unreachable server are', async () => {
    const missing = get(`${base}/missing`).catch((e: FetchRefused) => e);
    expect(await missing).toMatchObject({ reason: 'http_status', status: 404 });
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const gone = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const goneAllowed = createWebFetcher({ allowAddresses: [`127.0.0.1:${gone}`] });
    expect(await refusal(goneAllowed.fetch(`http://127.0.0.1:${gone}/`, { maxBytes: 1024, timeoutMs: 5000 }))).toBe('unreachable');
  });
});
