import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, UPLOAD_MESSAGES } from '@framecast/contract';
import type { S3Config } from '../src/config.js';
import { startFakeS3 } from './fixtures/fake-s3.js';
import { media } from './fixtures/media.js';
import { createUser, startTestApp, type TestApp } from './helper.js';

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 canonicalizes query strings. */
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Whether a presigned (query-string SigV4) request carries a valid signature, computed over the headers it
 * actually arrives with, the way AWS S3 and MinIO check it. Written from the SigV4 spec, independently of
 * the SDK that signs, so a correct PUT passing here also proves the two agree.
 */
function presignedSignatureHolds(req: http.IncomingMessage, secret: string): boolean {
  const url = new URL(req.url!, 'http://gate');
  const q = url.searchParams;
  const [, date, region, service] = (q.get('X-Amz-Credential') ?? '').split('/');
  const longDate = q.get('X-Amz-Date') ?? '';
  const signed = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
  const at = Date.parse(longDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!date || !region || !service || !(at + Number(q.get('X-Amz-Expires')) * 1000 > Date.now())) return false;
  if (signed.some((h) => req.headers[h] === undefined)) return false;
  const query = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signed.map((h) => `${h}:${String(req.headers[h]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonical = [req.method, url.pathname, query, headers, signed.join(';'), q.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', longDate, scope, crypto.createHash('sha256').update(canonical).digest('hex')].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  const expected = hmac(key, toSign).toString('hex');
  const given = q.get('X-Amz-Signature') ?? '';
  return given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * s3rver does not check SigV4 signatures, so this gate in front of it does, for presigned requests (the
 * browser's PUT, the redirected GET), like a real store: a request whose signature does not hold over the
 * headers it carries (Content-Length among them) is refused with 403 before anything is stored.
 */
async function strictGate(s3: S3Config): Promise<{ config: S3Config; refused: string[]; close(): Promise<void> }> {
  const upstream = new URL(s3.endpoint!);
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    if (new URL(req.url!, 'http://gate').searchParams.has('X-Amz-Algorithm') && !presignedSignatureHolds(req, s3.secretAccessKey!)) {
      refused.push(`${req.method} ${req.headers['content-length'] ?? ''}`);
      req.resume();
      req.on('end', () => res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>'));
      return;
    }
    const out = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode!, up.headers);
      up.pipe(res);
    });
    out.on('error', (err) => res.destroy(err));
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: { ...s3, endpoint: `http://127.0.0.1:${port}` },
    refused,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** With S3 storage, files up to 100 MB go straight to the bucket with a presigned PUT, then are checked the same way. */
describe('uploads into S3-compatible storage', () => {
  let t: TestApp;
  let token: string;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let gate: Awaited<ReturnType<typeof strictGate>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
    gate = await strictGate(s3.config);
    t = await startTestApp('pglite', { s3: gate.config });
    token = await createUser(t, 's3@example.com');
  });
  afterAll(async () => {
    await t.close();
    await gate.close();
    await s3.close();
  });

  const put = async (tool: string, file: string, name: string, body?: Buffer) => {
    const bytes = body ?? fs.readFileSync(file);
    const signed = await t.call('uploadSign', { tool, filename: name, size: bytes.length, content_type: 'application/octet-stream' }, token);
    expect(signed.code, signed.msg).toBe(0);
    expect(signed.data).toMatchObject({ protocol: 'put', storage: 's3' });
    const res = await fetch(signed.data.url, { method: 'PUT', headers: signed.data.headers, body: new Uint8Array(bytes) });
    expect(res.status).toBe(200);
    return t.call('uploadComplete', { upload_id: signed.data.upload_id }, token);
  };

  it('keeps a checked video in the bucket, makes its poster there, and links to it by redirect', async () => {
    const file = media.mp4(640, 360, 2);
    const done = await put('assets', file, 'clip.mp4');
    expect(done.code, done.msg).toBe(0);
    expect(done.data).toMatchObject({ kind: 'video', sha256: sha(fs.readFileSync(file)) });
    const link = await t.app.inject({ url: done.data.url });
    expect(link.statusCode).toBe(302);
    const fetched = Buffer.from(await (await fetch(String(link.headers.location))).arrayBuffer());
    expect(sha(fetched)).toBe(sha(fs.readFileSync(file)));
    const end = Date.now() + 20_000;
    let detail = done.data;
    while (!detail.derived && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 200));
      detail = (await t.call('assetDetail', { id: done.data.id }, token)).data;
    }
    expect(detail.thumbnail_url).toBeTruthy();
  });

  it('refuses a renamed file after it landed and deletes it from the bucket', async () => {
    const refused = await put('assets', media.png(), 'fake.mp4');
    expect([refused.code, refused.msg]).toEqual([21001, UPLOAD_MESSAGES.realType]);
    const keys = await t.ctx.db.selectFrom('uploads').select(['id', 'space_id', 'status']).where('filename', '=', 'fake.mp4').executeTakeFirstOrThrow();
    expect(keys.status).toBe('rejected');
    expect(await t.ctx.storage.exists(`assets/${keys.space_id}/${keys.id}.mp4`)).toBe(false);
  });

  it('signs the declared size into the PUT, so the store refuses a body of any other size and nothing becomes an asset', async () => {
    const bytes = fs.readFileSync(media.png());
    const assetsBefore = (await t.ctx.db.selectFrom('assets').select('id').execute()).length;
    for (const [name, body] of [
      ['shorter.png', bytes.subarray(0, bytes.length - 10)],
      ['longer.png', Buffer.concat([bytes, Buffer.alloc(10)])],
    ] as const) {
      const signed = (await t.call('uploadSign', { tool: 'assets', filename: name, size: bytes.length, content_type: 'image/png' }, token)).data;
      expect(signed.protocol).toBe('put');
      expect(new URL(signed.url).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
        expect.arrayContaining(['content-length', 'content-type', 'host']),
      );
      expect(Object.keys(signed.headers)).not.toContain('content-length'); // browsers set it from the body
      const res = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: new Uint8Array(body) });
      expect(res.status, name).toBe(403);
      const row = await t.ctx.db.selectFrom('uploads').select(['id', 'space_id']).where('id', '=', signed.upload_id).executeTakeFirstOrThrow();
      expect(await t.ctx.storage.exists(`assets/${row.space_id}/${row.id}.png`)).toBe(false);
      const done = await t.call('uploadComplete', { upload_id: signed.upload_id }, token);
      expect(done.code).toBe(ErrorCode.UPLOAD_INCOMPLETE);
    }
    expect(gate.refused).toEqual([`PUT ${bytes.length - 10}`, `PUT ${bytes.length + 10}`]);
    expect((await t.ctx.db.selectFrom('assets').select('id').execute()).length).toBe(assetsBefore);
  });

  it('still checks the size on completion, for a store that does not check signatures', async () => {
    const bytes = fs.readFileSync(media.png());
    const signed = (await t.call('uploadSign', { tool: 'assets', filename: 'short.png', size: bytes.length + 10 }, token)).data;
    // Straight to s3rver, past the gate: a lax store takes the short body.
    const lax = signed.url.replace(gate.config.endpoint!, s3.config.endpoint!);
    expect((await fetch(lax, { method: 'PUT', headers: signed.headers, body: new Uint8Array(bytes) })).status).toBe(200);
    const done = await t.call('uploadComplete', { upload_id: signed.upload_id }, token);
    expect(done.code).toBe(21001);
    expect(done.msg).toContain('not the size that was declared');
    const row = await t.ctx.db.selectFrom('uploads').select(['id', 'space_id', 'status']).where('id', '=', signed.upload_id).executeTakeFirstOrThrow();
    expect(row.status).toBe('rejected');
    expect(await t.ctx.storage.exists(`assets/${row.space_id}/${row.id}.png`)).toBe(false);
  });
});
