import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRoute, OPEN_RANGE_BYTES, parseRange } from '../src/platform/http/file-route.js';
import { schemasDocumentOnly } from '../src/platform/http/openapi.js';
import { LocalStorage, S3Storage, UrlSigner, type Storage } from '../src/platform/storage/index.js';
import type { S3Config } from '../src/config.js';
import { ErrorCode, UPLOAD_TOKEN_HEADER } from '@framecast/contract';
import { startFakeS3 } from './fixtures/fake-s3.js';
import { media } from './fixtures/media.js';
import { tusHeaders } from './fixtures/upload-client.js';
import { createUser, startTestApp, type TestApp } from './helper.js';

const read = async (s: Readable) => {
  const parts: Buffer[] = [];
  for await (const c of s) parts.push(c as Buffer);
  return Buffer.concat(parts);
};

/** What every storage adapter must do, run against local disk and an S3-compatible server. */
for (const kind of ['local', 's3'] as const) {
  describe(`storage adapter: ${kind}`, () => {
    let storage: Storage;
    let close = async () => {};
    let s3Config: S3Config | undefined;
    const signer = new UrlSigner('test-secret-0123456789abcdef', '/api/files');
    beforeAll(async () => {
      if (kind === 'local') {
        const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-store-'));
        storage = new LocalStorage(root, signer);
        close = async () => fs.rmSync(root, { recursive: true, force: true });
      } else {
        const s3 = await startFakeS3();
        s3Config = s3.config;
        storage = new S3Storage(s3.config, signer);
        close = s3.close;
      }
    });
    afterAll(() => close());

    it('puts, stats, reads (with ranges) and removes objects', async () => {
      await storage.put('a/one.txt', Buffer.from('hello world'), 'text/plain');
      expect(await storage.stat('a/one.txt')).toEqual({ size: 11, type: 'text/plain' });
      expect((await read(await storage.read('a/one.txt'))).toString()).toBe('hello world');
      expect((await read(await storage.read('a/one.txt', { start: 6, end: 10 }))).toString()).toBe('world');
      expect(await storage.exists('a/one.txt')).toBe(true);
      await storage.remove('a/one.txt');
      expect(await storage.stat('a/one.txt')).toBeNull();
      expect(await storage.fetchToLocal('a/one.txt')).toBeNull();
    });

    it('streams a body in parts and moves a file in, readable as a local file', async () => {
      const big = Buffer.alloc(9 * 1024 * 1024 + 17, 7);
      await storage.putStream('b/big.bin', Readable.from([big.subarray(0, 5_000_000), big.subarray(5_000_000)]), 'application/octet-stream');
      expect((await storage.stat('b/big.bin'))?.size).toBe(big.length);
      const src = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fc-src-')), 'clip.mp4');
      fs.writeFileSync(src, 'not really a clip');
      await storage.putFile('b/clip.mp4', src, 'video/mp4');
      expect(fs.existsSync(src)).toBe(false);
      const local = await storage.fetchToLocal('b/clip.mp4');
      expect(fs.readFileSync(local!, 'utf8')).toBe('not really a clip');
      await storage.removePrefix('b/');
      expect(await storage.exists('b/big.bin')).toBe(false);
      expect(await storage.exists('b/clip.mp4')).toBe(false);
    });

    it('signs a PUT straight into the store (S3) or says uploads go through the API (local)', async () => {
      const target = await storage.presignPut('c/direct.png', { contentType: 'image/png', maxBytes: 9, ttlSeconds: 600 });
      if (kind === 'local') return expect(target).toBeNull();
      // The size is bound by the signature: Content-Length and Content-Type are signed headers, so a store
      // that checks signatures (AWS, MinIO) refuses any other size. s3rver does not check SigV4 (the
      // refusal itself is shown through a checking gate in uploads-s3.test.ts), so here: what is signed.
      const url = new URL(target!.url);
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      expect(target!.headers).toEqual({ 'content-type': 'image/png' });
      const res = await fetch(target!.url, { method: 'PUT', headers: target!.headers, body: 'png bytes' });
      expect(res.status).toBe(200);
      expect(await storage.stat('c/direct.png')).toEqual({ size: 9, type: 'image/png' });
      await expect(storage.presignPut('c/none.png', { contentType: 'image/png', maxBytes: 0, ttlSeconds: 600 })).rejects.toThrow(/exact size/);
    });

    it.runIf(kind === 's3')('keeps its local copies within a budget, least recently used first', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-copies-'));
      const small = new S3Storage(s3Config!, signer, { dir, maxBytes: 25 });
      const tick = () => new Promise((r) => setTimeout(r, 20));
      for (const k of ['e/1.bin', 'e/2.bin', 'e/3.bin']) await small.put(k, Buffer.alloc(10, 1), 'application/octet-stream');
      const first = await small.fetchToLocal('e/1.bin');
      await tick();
      const second = await small.fetchToLocal('e/2.bin');
      await tick();
      await small.fetchToLocal('e/1.bin'); // used again: now the newer of the two
      await tick();
      const third = await small.fetchToLocal('e/3.bin');
      expect([fs.existsSync(first!), fs.existsSync(second!), fs.existsSync(third!)]).toEqual([true, false, true]);
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('serves signed links through the file route: bytes from disk, a redirect to the store', async () => {
      await storage.put('d/song.mp3', Buffer.from('ID3 fake'), 'audio/mpeg');
      const app = Fastify();
      schemasDocumentOnly(app);
      await app.register(async (api) => fileRoute(api, storage), { prefix: '/api' });
      const url = storage.links(null).url('d/song.mp3', 600, 'My song.mp3');
      const res = await app.inject({ url });
      if (kind === 'local') {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe('ID3 fake');
        expect(res.headers['content-disposition']).toContain('My%20song.mp3');
      } else {
        expect(res.statusCode).toBe(302);
        const followed = await fetch(String(res.headers.location));
        expect(await followed.text()).toBe('ID3 fake');
        expect(followed.headers.get('content-disposition')).toContain('My%20song.mp3');
      }
      expect((await app.inject({ url: url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(404);
      await app.close();
    });
  });
}

/** The player seeks with byte ranges; one range is served, several are answered whole. */
describe('file route: byte ranges', () => {
  const cases: [range: string | undefined, status: number, contentRange: string | undefined, body: string][] = [
    [undefined, 200, undefined, '0123456789'],
    ['bytes=0-1', 206, 'bytes 0-1/10', '01'],
    ['bytes=7-', 206, 'bytes 7-9/10', '789'],
    ['bytes=5-99', 206, 'bytes 5-9/10', '56789'],
    ['bytes=-3', 206, 'bytes 7-9/10', '789'],
    // A suffix longer than the file is the whole file (RFC 9110 §14.1.1).
    ['bytes=-20', 206, 'bytes 0-9/10', '0123456789'],
    ['bytes=10-', 416, 'bytes */10', ''],
    ['bytes=5-2', 416, 'bytes */10', ''],
    ['bytes=-0', 416, 'bytes */10', ''],
    ['bytes=0-1,4-5', 200, undefined, '0123456789'],
    ['bytes=0-1,40-50', 200, undefined, '0123456789'],
    ['bytes=40-50,60-70', 200, undefined, '0123456789'],
    ['bytes=-', 200, undefined, '0123456789'],
    ['bytes=x-1', 200, undefined, '0123456789'],
    ['items=0-1', 200, undefined, '0123456789'],
    ['items=5-2', 200, undefined, '0123456789'],
  ];
  let root: string;
  let storage: LocalStorage;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-range-'));
    storage = new LocalStorage(root, new UrlSigner('test-secret-0123456789abcdef', '/api/files'));
    await storage.put('r/digits.mp4', Buffer.from('0123456789'), 'video/mp4');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it.each(cases)('Range: %s answers %i', async (range, status, contentRange, body) => {
    const app = Fastify();
    schemasDocumentOnly(app);
    await app.register(async (api) => fileRoute(api, storage), { prefix: '/api' });
    const res = await app.inject({ url: storage.links(null).url('r/digits.mp4', 600), headers: range ? { range } : {} });
    await app.close();
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-range']).toBe(contentRange);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.body).toBe(body);
    if (status !== 416) expect(res.headers['content-length']).toBe(String(body.length));
  });
});

describe('file route: open ranges', () => {
  it('answers `bytes=n-` with at most OPEN_RANGE_BYTES, so a player never pulls a long video whole; closed ranges are as asked', () => {
    const size = 30 * 2 ** 20;
    expect(parseRange('bytes=0-', size)).toEqual({ start: 0, end: OPEN_RANGE_BYTES - 1 });
    expect(parseRange('bytes=1000-', size)).toEqual({ start: 1000, end: 1000 + OPEN_RANGE_BYTES - 1 });
    expect(parseRange(`bytes=${size - 10}-`, size)).toEqual({ start: size - 10, end: size - 1 });
    expect(parseRange(`bytes=0-${size - 1}`, size)).toEqual({ start: 0, end: size - 1 });
    expect(parseRange('bytes=-5000000', size)).toEqual({ start: size - 5000000, end: size - 1 });
  });
});

/**
 * Local disk has no signed PUT: its uploads go through the resumable endpoint, whose bound is the declared
 * length. A body past it is refused before it is written, and nothing becomes an asset.
 */
describe('local disk: a signed upload takes no more bytes than declared', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    token = await createUser(t, 'bound@example.com');
  });
  afterAll(() => t.close());

  it('refuses a chunk that runs past the declared length, at any offset', async () => {
    const bytes = fs.readFileSync(media.png());
    const signed = (await t.call('uploadSign', { tool: 'assets', filename: 'over.png', size: bytes.length }, token)).data;
    expect([signed.protocol, signed.storage, signed.max_bytes]).toEqual(['tus', 'local', bytes.length]);
    const h = tusHeaders(signed.headers[UPLOAD_TOKEN_HEADER]);
    const created = await t.app.inject({ method: 'POST', url: signed.url, headers: { ...h, 'upload-length': String(bytes.length) } });
    expect(created.statusCode).toBe(201);
    const loc = String(created.headers.location);
    const patch = (offset: number, body: Buffer) =>
      t.app.inject({
        method: 'PATCH',
        url: loc,
        headers: { ...h, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        payload: body,
      });
    expect((await patch(0, Buffer.concat([bytes, Buffer.alloc(1)]))).statusCode).toBe(413);
    const half = Math.floor(bytes.length / 2);
    expect((await patch(0, bytes.subarray(0, half))).statusCode).toBe(204);
    expect((await patch(half, Buffer.concat([bytes.subarray(half), Buffer.alloc(10)]))).statusCode).toBe(413);
    // Without a Content-Length (a chunked body) the count stops at the declared length.
    const chunked = await t.app.inject({
      method: 'PATCH',
      url: loc,
      headers: { ...h, 'upload-offset': String(half), 'content-type': 'application/offset+octet-stream', 'transfer-encoding': 'chunked' },
      payload: Readable.from([bytes.subarray(half), Buffer.alloc(10)]),
    });
    expect(chunked.statusCode, chunked.body).toBe(413);
    const head = await t.app.inject({ method: 'HEAD', url: loc, headers: h });
    expect(Number(head.headers['upload-offset'])).toBe(half);
    const early = await t.call('uploadComplete', { upload_id: signed.upload_id }, token);
    expect(early.code).toBe(ErrorCode.UPLOAD_INCOMPLETE);
    expect(await t.ctx.db.selectFrom('assets').select('id').where('name', '=', 'over.png').execute()).toEqual([]);
    // The declared bytes still finish the upload.
    expect((await patch(half, bytes.subarray(half))).statusCode).toBe(204);
    const done = await t.call('uploadComplete', { upload_id: signed.upload_id }, token);
    expect(done.code, done.msg).toBe(0);
    expect(done.data.size_bytes).toBe(bytes.length);
  });
});
