import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode, UPLOAD_MESSAGES, UPLOAD_RULES } from '@framecast/contract';
import { codeFromOutbox, createUser, describeEachDb, registerUser, sha, startTestApp, type TestApp } from './helper.js';

/** A real picture of the given size and format, made by ffmpeg. */
function picture(dir: string, w: number, h: number, ext = 'png'): Buffer {
  const file = path.join(dir, `img-${w}x${h}.${ext}`);
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `color=c=teal:s=${w}x${h}`, '-frames:v', '1', file]);
  return fs.readFileSync(file);
}
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const png = (dir: string, w: number, h: number) => dataUrl(picture(dir, w, h));
const rule = UPLOAD_RULES.profile_photo;

describeEachDb('profile, email change, account deletion, guests, questionnaire', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await registerUser(t, 'pat@example.com', 'patpass1');
  });
  afterAll(() => t.close());

  it('saves the nickname and a square profile photo, served by a signed URL', async () => {
    const r = await t.call('userSave', { nickname: '  Pat  ', avatar: png(t.dataDir, 64, 64) }, token);
    expect(r.code).toBe(0);
    expect(r.data.nickname).toBe('Pat');
    expect(r.data.avatar).toMatch(/^\/api\/files\/avatars\/.+\.png\?exp=\d+&sig=/);
    const img = await t.app.inject({ url: r.data.avatar });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const tampered = await t.app.inject({ url: r.data.avatar.replace(/sig=.*/, 'sig=abc') });
    expect(tampered.statusCode).toBe(404);
  });

  it('refuses a photo by the shared profile_photo rule, with its messages, and changes nothing', async () => {
    const before = (await t.call('userInfo', {}, token)).data;
    const refused = async (avatar: string) => {
      const r = await t.call('userSave', { avatar }, token);
      expect(r.code, r.msg).toBe(ErrorCode.IMAGE_INVALID);
      expect(r.data?.fields?.avatar).toBe(r.msg);
      return r.msg;
    };
    // Not square, by its real dimensions.
    expect(await refused(png(t.dataDir, 80, 40))).toBe(rule.messages.square!.text);
    expect(rule.messages.square!.text).toBe('The profile photo must be square.');
    // Over 2MB: a real, square PNG (its header read by magic bytes) padded past the limit.
    const square = picture(t.dataDir, 64, 64);
    const over = Buffer.concat([square, Buffer.alloc(rule.kinds.image!.maxBytes + 1 - square.length)]);
    expect(await refused(dataUrl(over))).toBe(rule.messages.size('image').text);
    expect(rule.messages.size('image').text).toBe('File size cannot exceed 2MB.');
    // The real type decides, not the declared one: text, a GIF or a BMP sent as PNG are refused.
    expect(await refused(dataUrl(Buffer.from('hello world, not an image')))).toBe(UPLOAD_MESSAGES.realType);
    expect(await refused(dataUrl(picture(t.dataDir, 32, 32, 'gif')))).toBe(UPLOAD_MESSAGES.realType);
    expect(await refused(dataUrl(picture(t.dataDir, 32, 32, 'bmp'), 'image/webp'))).toBe(UPLOAD_MESSAGES.realType);
    // A type the request schema does not take never reaches the rule.
    const svg = await t.call('userSave', { avatar: 'data:image/svg+xml;base64,PHN2Zz4=' }, token);
    expect(svg.code).toBe(ErrorCode.VALIDATION);
    expect((await t.call('userInfo', {}, token)).data.avatar?.split('?')[0]).toBe(before.avatar?.split('?')[0]);
  });

  it('keeps a square photo as its real type when the declared one differs (both taken by the rule)', async () => {
    const r = await t.call('userSave', { avatar: dataUrl(picture(t.dataDir, 48, 48, 'jpg'), 'image/png') }, token);
    expect(r.code, r.msg).toBe(0);
    expect(r.data.avatar).toMatch(/^\/api\/files\/avatars\/.+\.jpg\?/);
    const img = await t.app.inject({ url: r.data.avatar });
    expect(img.headers['content-type']).toBe('image/jpeg');
  });

  it('changes the email with a code sent to the new address', async () => {
    await createUser(t, 'taken@example.com');
    expect((await t.call('sendCode', { username: 'taken@example.com', action: 'resetemail' }, token)).code).toBe(ErrorCode.EMAIL_TAKEN);
    expect((await t.call('sendCode', { username: 'pat2@example.com', action: 'resetemail' })).code).toBe(ErrorCode.TOKEN_INVALID);
    const sent = await t.call('sendCode', { username: 'pat2@example.com', action: 'resetemail' }, token);
    expect(sent.code).toBe(0);
    const wrong = await t.call(
      'resetEmail',
      { username: 'pat2@example.com', ticket: sent.data.ticket, code: '999999' === codeFromOutbox(t.dataDir, 'pat2@example.com') ? '111111' : '999999' },
      token,
    );
    expect(wrong.code).toBe(ErrorCode.CODE_WRONG);
    const r = await t.call(
      'resetEmail',
      { username: 'pat2@example.com', ticket: sent.data.ticket, code: codeFromOutbox(t.dataDir, 'pat2@example.com') },
      token,
    );
    expect(r.code).toBe(0);
    expect(r.data.username).toBe('pat2@example.com');
    expect((await t.call('login', { username: 'pat2@example.com', password: sha('patpass1') })).code).toBe(0);
  });

  it('records the questionnaire', async () => {
    const bad = await t.call('questionnaire', { role: 'astronaut', team_size: '1', goals: ['podcasts'], heard_from: 'friend' }, token);
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    expect(bad.data.fields.role).toBeTruthy();
    const r = await t.call('questionnaire', { role: 'marketer', team_size: '2-10', goals: ['product_ads', 'podcasts'], heard_from: 'friend' }, token);
    expect(r.code).toBe(0);
    expect(r.data.is_signup_questionnaire).toBe(1);
  });

  it('starts a guest trial and moves it into an account on sign-in', async () => {
    const g = await t.call('guest');
    expect(g.code).toBe(0);
    const info = await t.call('userInfo', {}, g.data.token);
    expect(info.data.status).toBe('guest');
    expect((await t.call('userSave', { nickname: 'x' }, g.data.token)).code).toBe(ErrorCode.GUEST_NOT_ALLOWED);
    // The guest's draft goes with them into the account.
    const draft = { version: 1, aspectRatio: '9:16', avatar: { id: 'maya/support' }, voice: 'espeak:en-us', script: 'A guest draft.', subtitles: true };
    const saved = await t.call('projectSave', { document: draft, name: 'Guest draft' }, g.data.token);
    expect(saved.code).toBe(0);
    const moved = await t.call('transferGuest', { guest_token: g.data.guest_token }, token);
    expect(moved.code).toBe(0);
    expect(moved.data.moved).toBe(1);
    expect((await t.call('projectDetail', { id: saved.data.id }, token)).data.name).toBe('Guest draft');
    expect((await t.call('userInfo', {}, g.data.token)).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await t.call('transferGuest', { guest_token: g.data.guest_token }, token)).code).toBe(ErrorCode.VALIDATION);
  });

  it('sets a first password only for need_set_pwd accounts', async () => {
    expect((await t.call('setPassword', { action: 'setpwd', password: sha('another1') }, token)).code).toBe(ErrorCode.PASSWORD_ALREADY_SET);
    const other = await registerUser(t, 'oauth@example.com');
    await t.ctx.db.updateTable('users').set({ need_set_pwd: true, password_hash: null }).where('email', '=', 'oauth@example.com').execute();
    const row = await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'oauth@example.com').executeTakeFirstOrThrow();
    t.ctx.userInfo.forget(row.id);
    expect((await t.call('userInfo', {}, other)).data.need_set_pwd).toBe(1);
    expect((await t.call('setPassword', { action: 'setpwd', password: sha('firstpw1') }, other)).code).toBe(0);
    expect((await t.call('userInfo', {}, other)).data.need_set_pwd).toBe(0);
    expect((await t.call('login', { username: 'oauth@example.com', password: sha('firstpw1') })).code).toBe(0);
  });

  it('deletes the account and its data only with the right password', async () => {
    const victim = await registerUser(t, 'gone@example.com', 'gonepass');
    expect((await t.call('deleteUser', { password: sha('wrong') }, victim)).code).toBe(ErrorCode.PASSWORD_WRONG);
    expect((await t.call('deleteUser', { password: sha('gonepass') }, victim)).code).toBe(0);
    expect((await t.call('userInfo', {}, victim)).code).toBe(ErrorCode.TOKEN_INVALID);
    expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'gone@example.com').executeTakeFirst()).toBeUndefined();
    const spaces = await t.ctx.db
      .selectFrom('spaces')
      .innerJoin('users', 'users.id', 'spaces.owner_id')
      .select('spaces.id')
      .where('users.email', '=', 'gone@example.com')
      .execute();
    expect(spaces).toHaveLength(0);
    // The address is free again (once the sign-up code's resend countdown has passed).
    await t.ctx.db
      .updateTable('email_codes')
      .set({ created_at: new Date(Date.now() - 61_000) })
      .where('email', '=', 'gone@example.com')
      .execute();
    expect((await t.call('sendCode', { username: 'gone@example.com', action: 'reg' })).code).toBe(0);
  });
});
