import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_FILE_NAME_MESSAGE, checkUpload, downloadFileName, ErrorCode, MAX_IMAGE_PIXELS, UPLOAD_MESSAGES } from '@framecast/contract';
import { media } from './fixtures/media.js';
import { sendFile } from './fixtures/upload-client.js';
import { createUser, describeEachDb, startTestApp, type TestApp } from './helper.js';

/** Names no file may carry: separators, CR/LF and other controls, bidi overrides (`gpj.exe` shown as `exe.jpg`). */
const BAD_NAMES = [
  '../../etc/passwd.png',
  'a\\b.png',
  'a/b.png',
  'x\u202egnp.exe',
  'line\r\nbreak.png',
  'tab\there.png',
  'bell\u0007.png',
  'c1\u0085.png',
  'iso\u2066late.png',
];
/** What must never reach a Content-Disposition or a saved file's name. */
const UNSAFE_IN_DOWNLOAD = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A real, valid PNG of w×h black 1-bit pixels: tiny on disk, w×h pixels once decoded. */
function bombPng(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, no interlace
  const raw = Buffer.alloc((1 + Math.ceil(w / 8)) * h); // each row: filter byte 0, then zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('file-name and pixel rules (unit)', () => {
  it('a download name never carries separators, controls or direction overrides, and keeps its extension', () => {
    for (const name of BAD_NAMES) {
      const out = downloadFileName(name, 'file');
      expect(out, JSON.stringify(name)).not.toMatch(UNSAFE_IN_DOWNLOAD);
      expect(out.length).toBeGreaterThan(0);
    }
    expect(downloadFileName('Café 照片.png', 'file')).toBe('Café 照片.png');
    expect(downloadFileName('  ..\u202e  ', 'file')).toBe('file');
    expect(downloadFileName('My: "video"\r\n', 'video', '.mp4')).toBe('My video.mp4');
    expect(downloadFileName('Launch teaser…', 'video', '.mp4')).toBe('Launch teaser.mp4');
    expect(downloadFileName('Notes… .txt', 'file')).toBe('Notes.txt');
    const long = downloadFileName(`${'长'.repeat(300)}.png`, 'file');
    expect([Array.from(long).length <= 120, long.endsWith('.png')]).toEqual([true, true]);
  });

  it('refuses any image over MAX_IMAGE_PIXELS for every tool that takes images', () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1;
    for (const tool of ['assets', 'photo', 'profile_photo'] as const) {
      const r = checkUpload(tool, { name: 'big.png', size: 1000, kind: 'image', width: side, height: side });
      expect(r, tool).toMatchObject({ ok: false, fault: 'pixels', message: UPLOAD_MESSAGES.tooManyPixels });
    }
    expect(checkUpload('assets', { name: 'ok.png', size: 1000, kind: 'image', width: 7000, height: 7000 }).ok).toBe(true);
  });
});

describeEachDb('security: file names and image sizes', (kind) => {
  let t: TestApp;
  let token: string;
  let tmp: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, 'files@example.com');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-sec-up-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('asset/rename follows the same file-name rule as uploads, and a refused name changes nothing', async () => {
    const up = await sendFile(t, token, { tool: 'assets', file: media.png(), name: 'start.png' });
    expect(up.code, up.msg).toBe(0);
    for (const name of BAD_NAMES) {
      const upload = await t.call('uploadSign', { tool: 'assets', filename: name, size: 100 }, token);
      const rename = await t.call('assetRename', { id: up.data.id, name }, token);
      expect([upload.code, rename.code, rename.msg], JSON.stringify(name)).toEqual([ErrorCode.VALIDATION, ErrorCode.VALIDATION, BAD_FILE_NAME_MESSAGE]);
    }
    expect((await t.call('assetDetail', { id: up.data.id }, token)).data.name).toBe('start.png');
    const ok = await t.call('assetRename', { id: up.data.id, name: 'Café 照片 😀' }, token);
    expect([ok.code, ok.data.name]).toEqual([0, 'Café 照片 😀.png']);
  });

  it('a stored name with unsafe characters still downloads under a safe name, in the link and the header', async () => {
    const up = await sendFile(t, token, { tool: 'assets', file: media.png(), name: 'legacy.png' });
    // A row from before the rule held for renames.
    await t.ctx.db.updateTable('assets').set({ name: 'evil\u202egnp.exe\r\nSet-Cookie: a=b/..\\x.png' }).where('id', '=', up.data.id).execute();
    const detail = (await t.call('assetDetail', { id: up.data.id }, token)).data;
    const dl = new URL(detail.download_url, 'http://x').searchParams.get('dl')!;
    expect(dl).not.toMatch(UNSAFE_IN_DOWNLOAD);
    const one = await t.call('assetDownload', { ids: [up.data.id] }, token);
    expect(one.data.filename).not.toMatch(UNSAFE_IN_DOWNLOAD);
    expect(one.data.filename.endsWith('.png')).toBe(true);
    const file = await t.app.inject({ url: one.data.url });
    expect(file.statusCode).toBe(200);
    expect(decodeURIComponent(String(file.headers['content-disposition']))).not.toMatch(/[\r\n\u202e]|\.\.\\/);
  });

  it('a signed link whose dl= was changed by its holder still saves under a safe name', async () => {
    const up = await sendFile(t, token, { tool: 'assets', file: media.png(), name: 'plain.png' });
    const url = new URL((await t.call('assetDownload', { ids: [up.data.id] }, token)).data.url, 'http://x');
    url.searchParams.set('dl', 'invoice\u202egnp.exe\r\nX-Evil: 1');
    const file = await t.app.inject({ url: url.pathname + url.search });
    expect(file.statusCode).toBe(200);
    const disposition = decodeURIComponent(String(file.headers['content-disposition']));
    expect(disposition).toContain('invoice gnp.exe X-Evil 1');
    expect(disposition).not.toMatch(/[\r\n\u202e]/);
  });

  it('refuses an image over the pixel limit as an upload, before decoding it, and keeps nothing', async () => {
    const file = path.join(tmp, 'bomb.png');
    fs.writeFileSync(file, bombPng(30000, 30000));
    expect(fs.statSync(file).size).toBeLessThan(200 * 1024);
    for (const tool of ['assets', 'photo']) {
      const r = await sendFile(t, token, { tool, file, name: 'bomb.png' });
      expect([r.code, r.msg, r.stage], tool).toEqual([ErrorCode.UPLOAD_REJECTED, UPLOAD_MESSAGES.tooManyPixels, 'complete']);
    }
    const names = (await t.call('assetList', {}, token)).data.items.map((a: { name: string }) => a.name);
    expect(names).not.toContain('bomb.png');
  });

  it('refuses a profile photo over the pixel limit', async () => {
    const avatar = `data:image/png;base64,${bombPng(30000, 30000).toString('base64')}`;
    const r = await t.call('userSave', { avatar }, token);
    expect([r.code, r.msg]).toEqual([ErrorCode.IMAGE_INVALID, UPLOAD_MESSAGES.tooManyPixels]);
    expect((await t.call('userInfo', {}, token)).data.avatar).toBeNull();
  });
});
