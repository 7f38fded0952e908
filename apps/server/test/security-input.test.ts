import { afterAll, beforeAll, expect, it } from 'vitest';
import { BAD_NAME_MESSAGE, BEACON_MAX, BEACON_RATE_PER_MINUTE, calls, ErrorCode, REFUSED_TEXT_MESSAGE, Tracking, type CallName } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { media } from './fixtures/media.js';
import { sendFile } from './fixtures/upload-client.js';
import { createUser, describeEachDb, registerUser, sha, startTestApp, type TestApp } from './helper.js';

const TICKET = `tk_${'a'.repeat(40)}`;
const doc = () => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello there. This is a test.' });
interface Ids {
  project: string;
  folder: string;
  asset: string;
  asset2: string;
  assetFolder: string;
  upload: string;
}
const tracking = Object.fromEntries(
  Object.keys(Tracking.shape)
    .filter((k) => k !== 'first_visit_time')
    .map((k) => [k, `${k}-value`]),
);

/**
 * A valid request per call, so each case below breaks exactly one text field of it. A call added to the
 * contract without one here is still probed (every top-level field gets a NUL), only less precisely.
 */
const VALID: Partial<Record<CallName, (ids: Ids) => Record<string, unknown>>> = {
  login: () => ({ username: 'signin@example.com', password: sha('secret123'), space_unique_id: 'space-1', ...tracking }),
  register: () => ({ action: 'reg', password: sha('x'), ticket: TICKET, username: 'val@example.com', invite_code: 'abc', utm_source: 'a' }),
  sendCode: () => ({ username: 'val@example.com', action: 'reg', recaptcha: 'token' }),
  checkCode: () => ({ ticket: TICKET, username: 'val@example.com', action: 'reg', code: '123456' }),
  resetPassword: () => ({ action: 'resetpwd', password: sha('x'), ticket: TICKET, username: 'val@example.com' }),
  setPassword: () => ({ action: 'setpwd', password: sha('x') }),
  userSave: () => ({ nickname: 'Val' }),
  resetEmail: () => ({ username: 'new@example.com', ticket: TICKET, code: '123456' }),
  deleteUser: () => ({ password: sha('x') }),
  transferGuest: () => ({ guest_token: TICKET }),
  questionnaire: () => ({ role: 'marketer', team_size: '1', goals: ['podcasts'], heard_from: 'friend' }),
  projectList: (i) => ({ folder: i.folder, q: 'hello', filter: 'all', sort: 'modified', order: 'desc' }),
  projectDetail: (i) => ({ id: i.project }),
  projectSave: (i) => ({ id: i.project, name: 'A name', document: doc(), source: 'talking_avatar', category: 'avatar_video' }),
  projectRename: (i) => ({ id: i.project, name: 'Renamed' }),
  projectDuplicate: (i) => ({ id: i.project }),
  projectDelete: (i) => ({ ids: [i.project] }),
  projectMove: (i) => ({ ids: [i.project], folder_id: i.folder }),
  projectStatus: (i) => ({ ids: i.project }),
  projectDownload: (i) => ({ ids: [i.project] }),
  folderCreate: () => ({ name: 'Folder' }),
  folderRename: (i) => ({ id: i.folder, name: 'Folder two' }),
  folderDelete: (i) => ({ id: i.folder }),
  creditCheck: (i) => ({ id: i.project }),
  render: (i) => ({ id: i.project }),
  renderCancel: (i) => ({ id: i.project }),
  avatarList: () => ({ gender: 'female', theme: 'business', sample: '1', seed: 'abc' }),
  avatarFavorite: () => ({ id: 'maya/support', favorite: true }),
  voiceList: () => ({ q: 'english', language: 'en', gender: 'female' }),
  editorSpeech: () => ({ segments: [{ id: 'line-1', text: 'Hello there.', voice: 'espeak:en-us', speed: 1 }] }),
  uploadSign: (i) => ({ tool: 'assets', filename: 'a.png', size: 100, content_type: 'image/png', folder_id: i.assetFolder }),
  uploadSts: () => ({ tool: 'assets' }),
  uploadComplete: (i) => ({ upload_id: i.upload }),
  uploadCancel: (i) => ({ upload_id: i.upload }),
  assetList: (i) => ({ folder: i.assetFolder, kind: 'image', q: 'a', sort: 'name', order: 'asc' }),
  assetDetail: (i) => ({ id: i.asset }),
  assetRename: (i) => ({ id: i.asset, name: 'b.png' }),
  assetMove: (i) => ({ ids: [i.asset], folder_id: i.assetFolder }),
  assetDelete: (i) => ({ ids: [i.asset] }),
  assetBrand: (i) => ({ ids: [i.asset], brand_slot: 'logo' }),
  assetDownload: (i) => ({ ids: [i.asset] }),
  assetFolderList: () => ({ type: 'media' }),
  assetFolderCreate: () => ({ name: 'Folder', type: 'media', expires_at: '2030-01-01T00:00:00Z' }),
  assetFolderRename: (i) => ({ id: i.assetFolder, name: 'Folder two' }),
  assetFolderDelete: (i) => ({ id: i.assetFolder }),
};

/** Every text in a value, by path. */
function textPaths(v: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof v === 'string') return [path];
  if (Array.isArray(v)) return v.flatMap((x, i) => textPaths(x, [...path, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => textPaths(x, [...path, k]));
  return [];
}
function withText(v: Record<string, unknown>, path: (string | number)[], bad: string): Record<string, unknown> {
  const copy = structuredClone(v);
  let at: any = copy;
  for (const k of path.slice(0, -1)) at = at[k];
  const last = path.at(-1)!;
  const s = String(at[last]);
  at[last] = s.slice(0, 1) + bad + s.slice(1);
  return copy;
}

describeEachDb('security: text, ids and sizes of every input', (kind) => {
  let t: TestApp;
  let token: string;
  const ids = {} as Ids;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, 'owner@example.com');
    await registerUser(t, 'signin@example.com', 'secret123');
    ids.project = (await t.call('projectSave', { document: doc() }, token)).data.id;
    ids.folder = (await t.call('folderCreate', { name: 'Folder' }, token)).data.id;
    ids.assetFolder = (await t.call('assetFolderCreate', { name: 'Media' }, token)).data.id;
    ids.asset = (await sendFile(t, token, { tool: 'assets', file: media.png(), name: 'one.png' })).data.id;
    ids.asset2 = (await sendFile(t, token, { tool: 'assets', file: media.png(), name: 'two.png' })).data.id;
    ids.upload = (await t.call('uploadSign', { tool: 'assets', filename: 'c.png', size: 100 }, token)).data.upload_id;
    expect(Object.values(ids).every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
  });
  afterAll(() => t.close());

  for (const name of Object.keys(calls) as CallName[]) {
    it(`${calls[name].path}: a NUL or an unpaired surrogate in any text is a 400 naming the field, never a 500`, async () => {
      const def = calls[name];
      const base = VALID[name]?.(ids);
      if (!base) {
        // No hand-made request: every top-level field of the schema gets a NUL; only "never a 500" is checked.
        const shape = (def.request as unknown as { shape?: Record<string, unknown> }).shape ?? {};
        if (!Object.keys(shape).length) return; // takes no input (and may be logout: not called)
        const r = await t.call(name, Object.fromEntries(Object.keys(shape).map((k) => [k, 'x\u0000y'])), token);
        expect(r.status, `${name}: ${r.msg}`).toBeLessThan(500);
        return;
      }
      // Over a URL, an unpaired surrogate cannot be sent (it decodes to U+FFFD); a NUL can.
      const bads = def.method === 'GET' ? ['\u0000'] : ['\u0000', '\ud800', '\udc00'];
      for (const path of textPaths(base)) {
        for (const bad of bads) {
          const key = path.join('.');
          const r = await t.call(name, withText(base, path, bad), name === 'login' ? undefined : token);
          const what = `${name} ${key} ${JSON.stringify(bad)}: ${r.status} ${r.code} ${r.msg}`;
          expect(r.status, what).toBeLessThan(500);
          expect(r.keys, what).toEqual(['code', 'data', 'msg']);
          if ((name === 'login' || name === 'register') && key in tracking) {
            // Tracking values come from links, not the person: dropped, and a correct sign-in still works.
            expect(r.data?.fields?.[key], what).toBeUndefined();
            if (name === 'login') expect(r.code, what).toBe(0);
            continue;
          }
          expect(r.code, what).toBe(ErrorCode.VALIDATION);
          // Only the broken field is named (a list's item may be named by its index).
          const named = Object.keys(r.data.fields);
          expect(named.length > 0 && named.every((k) => k === key || k.startsWith(`${key}.`)), `${what} named ${named}`).toBe(true);
        }
      }
    });
  }

  it('names the refused characters in words a person can act on', async () => {
    const r = await t.call('projectList', { q: 'he\u0000llo' }, token);
    expect([r.status, r.code, r.msg]).toEqual([400, ErrorCode.VALIDATION, REFUSED_TEXT_MESSAGE]);
    // In a name the name rule speaks first: a NUL is one of the control characters it names.
    const n = await t.call('userSave', { nickname: 'Va\u0000l' }, token);
    expect([n.status, n.code, n.msg]).toEqual([400, ErrorCode.VALIDATION, BAD_NAME_MESSAGE]);
    expect((await t.call('userInfo', {}, token)).data.nickname).not.toContain('\u0000');
  });

  it('a correct sign-in carrying NUL bytes in its tracking fields signs in, and keeps them without', async () => {
    await registerUser(t, 'fresh@example.com', 'secret123');
    const r = await t.call('login', {
      username: 'fresh@example.com',
      password: sha('secret123'),
      utm_source: 'mail\u0000ing',
      page_source: '\ud800/pricing',
      device_id: '\u0000dev',
    });
    expect([r.status, r.code]).toEqual([200, 0]);
    const user = await t.ctx.db.selectFrom('users').select('attribution').where('email', '=', 'fresh@example.com').executeTakeFirstOrThrow();
    expect(user.attribution).toMatchObject({ utm_source: 'mailing', page_source: '/pricing' });
  });

  it('refuses ids that are not uuids, and list folders that are neither an id nor root, with a 400', async () => {
    for (const [name, body] of [
      ['uploadComplete', { upload_id: 'x' }],
      ['uploadCancel', { upload_id: 'x' }],
      ['projectList', { folder: 'x' }],
      ['assetList', { folder: 'x' }],
      ['projectList', { folder: '123' }],
    ] as [CallName, Record<string, unknown>][]) {
      const r = await t.call(name, body, token);
      expect([r.status, r.code], `${name} ${JSON.stringify(body)}`).toEqual([400, ErrorCode.VALIDATION]);
    }
    expect((await t.call('projectList', { folder: 'root' }, token)).code).toBe(0);
    expect((await t.call('assetList', { folder: ids.assetFolder }, token)).code).toBe(0);
  });

  it('a body nested 500,000 deep is answered, never a 500', async () => {
    const deep = '['.repeat(500_000) + ']'.repeat(500_000);
    for (const url of ['/api/project/save', '/api/v1/user/save']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: `{"document":${deep},"nickname":${deep}}`,
      });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('numbers at their extremes are answered, never a 500', async () => {
    const max = String(Number.MAX_SAFE_INTEGER);
    for (const [name, body] of [
      ['projectList', { page: max, page_size: '100' }],
      ['assetList', { page: max, page_size: '100' }],
      ['uploadSign', { tool: 'assets', filename: 'a.png', size: Number.MAX_SAFE_INTEGER }],
      ['projectSave', { id: ids.project, document: doc(), revision: Number.MAX_SAFE_INTEGER }],
      ['assetFolderCreate', { name: 'Far', expires_at: '9999-12-31T23:59:59Z' }],
    ] as [CallName, Record<string, unknown>][]) {
      const r = await t.call(name, body, token);
      expect(r.status, `${name} ${JSON.stringify(body)}: ${r.msg}`).toBeLessThan(500);
    }
  });

  it('a zip link with a repeated or altered ids= is a 400 or 404 in the envelope, and the signed one works', async () => {
    const link = (await t.call('assetDownload', { ids: [ids.asset, ids.asset2] }, token)).data.url as string;
    expect((await t.app.inject({ url: link })).statusCode).toBe(200);
    for (const url of [`${link}&ids=${ids.asset}`, link.replace(/ids=[^&]+/, 'ids=x'), link.replace(/ids=[^&]+/, `ids=${ids.asset}`)]) {
      const res = await t.app.inject({ url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'data', 'msg']);
    }
  });

  it('answers a body over the limit with 413 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/save',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify({ nickname: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: ErrorCode.PAYLOAD_TOO_LARGE, msg: 'The request is too large.', data: null });
  });

  it('answers tus protocol errors in the envelope, keeping tus statuses', async () => {
    const signed = (await t.call('uploadSign', { tool: 'assets', filename: 'd.png', size: 10 }, token)).data;
    const noVersion = await t.app.inject({ method: 'POST', url: signed.url, headers: { ...signed.headers, 'upload-length': '10' } });
    const badLength = await t.app.inject({ method: 'POST', url: signed.url, headers: { 'tus-resumable': '1.0.0', ...signed.headers, 'upload-length': 'ten' } });
    const created = await t.app.inject({ method: 'POST', url: signed.url, headers: { 'tus-resumable': '1.0.0', ...signed.headers, 'upload-length': '10' } });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const conflict = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: { 'tus-resumable': '1.0.0', ...signed.headers, 'upload-offset': '5', 'content-type': 'application/offset+octet-stream' },
      payload: Buffer.alloc(5),
    });
    const tooMany = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: { 'tus-resumable': '1.0.0', ...signed.headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: Buffer.alloc(20),
    });
    for (const [res, status] of [
      [noVersion, 412],
      [badLength, 400],
      [conflict, 409],
      [tooMany, 413],
    ] as const) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
      expect(body.code).toBeGreaterThan(0);
    }
  });

  const beacon = (query: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ url: '/api/event/log/rt.gif', query: { path: '/p', timestamp: '1790000000000', ...query }, remoteAddress });
  const stored = async (path: string) => (await t.ctx.db.selectFrom('page_views').select('id').where('path', '=', path).execute()).length;

  it('the beacon refuses NUL bytes and an unknown or out-of-range app id with a 400, never a 500', async () => {
    const cases: Record<string, string>[] = [
      { path: '/a\u0000b' },
      { referrer: 'x\u0000' },
      { payload: '\u0000' },
      { trace_id: '\u0000' },
      { token: 'a\u0000' },
      { appid: '1' },
      { appid: '99999999999' },
      { timestamp: '1e300' },
    ];
    for (const q of cases) {
      const res = await beacon(q, '10.0.0.2');
      expect(res.statusCode, JSON.stringify(q)).toBeLessThan(500);
      if (res.statusCode !== 204) expect(res.json().code, JSON.stringify(q)).toBe(ErrorCode.VALIDATION);
    }
  });

  it('the beacon drops, unstored, fields over their caps', async () => {
    for (const [field, max] of Object.entries(BEACON_MAX)) {
      const path = `/cap-${field}`;
      const res = await beacon({ path, [field]: field === 'path' ? path + 'x'.repeat(max) : 'x'.repeat(max + 1) }, '10.0.0.3');
      expect(res.statusCode, field).toBe(204);
      expect(await stored(path), field).toBe(0);
    }
    expect((await beacon({ path: '/cap-ok', referrer: 'x'.repeat(BEACON_MAX.referrer) }, '10.0.0.3')).statusCode).toBe(200);
    expect(await stored('/cap-ok')).toBe(1);
  });

  it('the beacon is rate-limited per address; beyond the limit it is dropped with a 204', async () => {
    for (let i = 0; i < BEACON_RATE_PER_MINUTE; i++) expect((await beacon({ path: '/flood' }, '10.0.0.4')).statusCode).toBe(200);
    const over = await beacon({ path: '/flood' }, '10.0.0.4');
    expect(over.statusCode).toBe(204);
    expect(await stored('/flood')).toBe(BEACON_RATE_PER_MINUTE);
    // Another address is not affected.
    expect((await beacon({ path: '/other' }, '10.0.0.5')).statusCode).toBe(200);
  });
});
