import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode, ErrorMessage, UPLOAD_TOKEN_HEADER } from '@framecast/contract';
import { media } from './fixtures/media.js';
import { createUser, describeEachDb, startTestApp, type TestApp, userIdOf } from './helper.js';

const TUS = { 'tus-resumable': '1.0.0' };
/**
 * A full disk, for real: on Linux every write to /dev/full fails with ENOSPC. The file a write is about
 * to go to is made a link to it, so our code and the file system run as they are; only the disk is "full".
 */
const FULL = '/dev/full';
const diskFull = { status: 507, code: ErrorCode.DISK_FULL, msg: ErrorMessage[ErrorCode.DISK_FULL] };

describeEachDb('a full disk', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, 'full@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.runIf(fs.existsSync(FULL))('a chunk the disk has no room for is a 507 in the envelope, and the upload resumes once there is room', async () => {
    const bytes = fs.readFileSync(media.png(64, 64));
    const signed = (await t.call('uploadSign', { tool: 'assets', filename: 'full.png', size: bytes.length, content_type: 'image/png' }, token)).data;
    const headers = { ...TUS, ...signed.headers };
    const created = await t.app.inject({ method: 'POST', url: signed.url, headers: { ...headers, 'upload-length': String(bytes.length) } });
    expect(created.statusCode).toBe(201);
    const chunkFile = path.join(t.dataDir, 'uploads', 'tus', signed.upload_id);
    expect(fs.existsSync(chunkFile)).toBe(true);
    fs.rmSync(chunkFile);
    fs.symlinkSync(FULL, chunkFile);
    const patch = () =>
      t.app.inject({
        method: 'PATCH',
        url: String(created.headers.location),
        headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: bytes,
      });
    const refused = await patch();
    expect({ status: refused.statusCode, code: refused.json().code, msg: refused.json().msg }).toEqual(diskFull);
    // Room again: the same upload goes on from where it stood and completes.
    fs.rmSync(chunkFile);
    fs.writeFileSync(chunkFile, '');
    const head = await t.app.inject({ method: 'HEAD', url: String(created.headers.location), headers });
    expect(head.headers['upload-offset']).toBe('0');
    expect((await patch()).statusCode).toBe(204);
    const done = await t.call('uploadComplete', { upload_id: signed.upload_id }, token);
    expect([done.code, done.msg]).toEqual([0, 'success']);
    expect(signed.headers[UPLOAD_TOKEN_HEADER]).toBeTruthy();
  });

  it.runIf(fs.existsSync(FULL))('a stored file the disk has no room for is a 507 with a clear message, and leaves nothing behind', async () => {
    const png = fs.readFileSync(media.png(64, 64));
    const user = (await t.call('userInfo', {}, token)).data;
    const userId = await userIdOf(t, 'full@example.com');
    const before = user.avatar;
    const key = `avatars/${userId}/${crypto.createHash('sha256').update(png).digest('hex').slice(0, 16)}.png`;
    const tmp = path.join(t.dataDir, 'files', `${key}.${process.pid}.tmp`);
    fs.mkdirSync(path.dirname(tmp), { recursive: true });
    fs.symlinkSync(FULL, tmp);
    const r = await t.call('userSave', { avatar: `data:image/png;base64,${png.toString('base64')}` }, token);
    expect({ status: r.status, code: r.code, msg: r.msg }).toEqual(diskFull);
    expect(fs.existsSync(tmp) || fs.readdirSync(path.dirname(tmp)).length).toBeFalsy();
    expect((await t.call('userInfo', {}, token)).data.avatar).toBe(before);
  });

  it('a draft save of no bytes, or without a document, is refused in words and saves nothing', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/project/save',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: '',
    });
    expect([empty.statusCode, empty.json().code, empty.json().msg]).toEqual([400, ErrorCode.NOTHING_TO_SAVE, ErrorMessage[ErrorCode.NOTHING_TO_SAVE]]);
    for (const body of [{}, { document: null }, { name: 'Empty', document: '' }]) {
      const r = await t.call('projectSave', body, token);
      expect([r.status, r.msg], JSON.stringify(body)).toEqual([400, ErrorMessage[ErrorCode.NOTHING_TO_SAVE]]);
    }
    expect((await t.call('projectList', {}, token)).data.total).toBe(0);
  });
});
