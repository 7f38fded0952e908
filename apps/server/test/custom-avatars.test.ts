import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CONSENT_STATEMENT, ErrorCode } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFile } from './fixtures/upload-client.js';
import { createUser, startTestApp, type TestApp, waitForRenderEnd } from './helper.js';

/**
 * Custom (video) avatars over the API, on the embedded database (the SQL is the photo avatars', tested on
 * both): footage and consent uploaded under their rules, the consent checked against the footage's face,
 * processing to a ready look that renders, a refused consent, and the operator's manual review. The faces
 * are real people from the face model's own MIT-licensed demo screenshot (see engine consent.test.ts).
 */
const entry = createRequire(import.meta.url).resolve('@vladmandic/human');
const human = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
const grid = path.join(human, 'assets', 'screenshot-facematch.jpg');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-custom-avatar-'));
const tile = (column: number, top: number, side: number) =>
  `crop=104:104:${5 + column * 106}:${top},scale=${Math.round(side * 0.65)}:-2,pad=${side}:${side}:(ow-iw)/2:(oh-ih)/2:color=0x404040`;

/** A video of one tile of the grid drifting a little, with speech, silence or nothing to hear. */
function film(name: string, filter: string, seconds: number, sound: string | 'silence'): string {
  const out = path.join(dir, `${name}.mp4`);
  const audio = sound === 'silence' ? ['-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono'] : ['-stream_loop', '-1', '-i', sound];
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    grid,
    ...audio,
    '-filter_complex',
    `[0:v]${filter},crop=iw-40:ih-40:'20+10*sin(t)':'20+8*cos(t)',scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p[v]`,
    '-map',
    '[v]',
    '-map',
    '1:a',
    '-t',
    String(seconds),
    // 10 frames a second, not 25: the avatar's loop is resampled to 25 and its faces read per loop frame
    // either way, and a minute of footage encodes in less than half the time.
    '-r',
    '10',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '30',
    '-c:a',
    'aac',
    out,
  ]);
  return out;
}
const speech = (name: string, text: string) => {
  const wav = path.join(dir, `${name}.wav`);
  execFileSync('espeak-ng', ['-w', wav, text]);
  return wav;
};

let footage: string;
let consent: string;
let otherConsent: string;
let quietConsent: string;
beforeAll(() => {
  const talk = speech('talk', 'Hello, I am filming the footage for my avatar. I pause between my sentences.');
  const statement = speech('statement', CONSENT_STATEMENT.replace('{name}', 'Alex'));
  footage = film('footage', tile(0, 283, 780), 61, talk);
  consent = film('consent', tile(1, 283, 640), 10, statement);
  otherConsent = film('other', tile(1, 500, 640), 10, statement);
  quietConsent = film('quiet', tile(2, 283, 640), 10, 'silence');
  // A minute of footage takes ffmpeg a few seconds alone, far longer beside a busy test run.
}, 240_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('custom avatars', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { logLevel: 'silent', adminEmails: ['op@example.com'] });
  });
  afterAll(() => t.close());

  const upload = async (token: string, file: string, tool: string) => {
    const r = await sendFile(t, token, { tool, file, name: path.basename(file) });
    if (r.code !== 0) throw new Error(r.msg);
    return r.data.id as string;
  };
  const checks = { face_visible: true, facing_camera: true, pauses: true, quiet_well_lit: true };
  const until = async (token: string, id: string, done: (status: string) => boolean) => {
    for (let i = 0; i < 600; i++) {
      const a = (await t.call('userAvatarDetail', { id }, token)).data;
      if (done(a.custom.status)) return a;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('custom avatar did not move on');
  };

  it('checks the consent, processes the footage to a look that renders, and holds Free to one', async () => {
    const token = await createUser(t, 'custom@example.com');
    const f = await upload(token, footage, 'avatar_footage');
    const c = await upload(token, consent, 'consent_video');
    const unticked = await t.call('customAvatarCreate', { name: 'Me', footage_id: f, consent_id: c, checks: { ...checks, pauses: false } }, token);
    expect(unticked.data.fields['checks.pauses']).toBe('Confirm you pause between sentences');
    const swapped = await t.call('customAvatarCreate', { name: 'Me', footage_id: c, consent_id: f, checks }, token);
    expect([swapped.code, swapped.msg]).toEqual([ErrorCode.NOT_FOUND, 'Upload your footage first.']);

    const r = await t.call('customAvatarCreate', { name: 'Me on video', footage_id: f, consent_id: c, checks }, token);
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      kind: 'custom',
      name: 'Me on video',
      looks: [],
      custom: { status: 'consent_checking', reason: null, footage_silent: false },
    });
    const ready = await until(token, r.data.id, (s) => !['consent_checking', 'processing'].includes(s));
    expect(ready.custom.status).toBe('ready');
    expect(ready.looks).toHaveLength(1);
    const look = ready.looks[0];
    expect(look).toMatchObject({ status: 'ready', source: 'video', style: 'video' });
    for (const url of [look.image_url, look.preview_url]) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.call('userAvatarList', { kind: 'custom' }, token)).data.items.map((a: { id: string }) => a.id)).toEqual([r.data.id]);
    expect(ready.custom.footage_url).toMatch(/footage\.mp4/);
    // Shared with the community, the avatar's look is everyone's to use; the person's recordings are not.
    await t.call('userAvatarUpdate', { id: r.data.id, community: true }, token);
    const stranger = await createUser(t, 'stranger@example.com');
    const shared = (await t.call('userAvatarDetail', { id: r.data.id }, stranger)).data;
    expect(shared.looks).toHaveLength(1);
    expect([shared.custom.footage_url, shared.custom.consent_url]).toEqual([null, null]);

    const doc = newAvatarVideoDoc({ aspectRatio: '9:16', avatar: look.ref, voice: 'espeak:en-us', script: 'This is me, speaking new words.' });
    const p = (await t.call('projectSave', { document: doc }, token)).data;
    expect((await t.call('render', { id: p.id }, token)).code).toBe(0);
    const done = await waitForRenderEnd(t, token, p.id, 240_000);
    expect([done.status, done.error]).toEqual(['rendered', null]);

    const second = await t.call('customAvatarCreate', { name: 'Again', footage_id: f, consent_id: c, checks }, token);
    expect(second.code).toBe(ErrorCode.AVATAR_LIMIT);
  }, 400_000);

  it('refuses a consent video of another person, which then does not count', async () => {
    const token = await createUser(t, 'impostor@example.com');
    const f = await upload(token, footage, 'avatar_footage');
    const r = await t.call(
      'customAvatarCreate',
      { name: 'Not me', footage_id: f, consent_id: await upload(token, otherConsent, 'consent_video'), checks },
      token,
    );
    const failed = await until(token, r.data.id, (s) => s !== 'consent_checking');
    expect(failed.custom).toMatchObject({ status: 'consent_failed', reason: 'The person in the consent video is not the person in the footage.' });
    expect(failed.looks).toEqual([]);
    const again = await t.call('customAvatarCreate', { name: 'Me', footage_id: f, consent_id: await upload(token, consent, 'consent_video'), checks }, token);
    expect(again.code).toBe(0);
    // Gone at once, so its consent check does not run beside the next test (it would find no avatar).
    expect((await t.call('userAvatarDelete', { id: again.data.id }, token)).code).toBe(0);
  }, 200_000);

  it('sends a consent the check cannot hear to the operator, who approves it', async () => {
    const token = await createUser(t, 'quiet@example.com');
    const operator = await createUser(t, 'op@example.com');
    const f = await upload(token, footage, 'avatar_footage');
    const r = await t.call(
      'customAvatarCreate',
      { name: 'Quiet', footage_id: f, consent_id: await upload(token, quietConsent, 'consent_video'), checks },
      token,
    );
    const waiting = await until(token, r.data.id, (s) => s !== 'consent_checking');
    expect(waiting.custom).toMatchObject({ status: 'manual_review', reason: 'We could not hear the consent statement clearly.' });

    expect((await t.call('adminAvatarReviewList', {}, token)).code).toBe(ErrorCode.FORBIDDEN);
    const queue = (await t.call('adminAvatarReviewList', {}, operator)).data.items;
    expect(queue.map((q: { avatar: { id: string }; owner_email: string }) => [q.avatar.id, q.owner_email])).toEqual([[r.data.id, 'quiet@example.com']]);
    expect(queue[0].avatar.custom.consent_url).toMatch(/consent\.mp4/);
    const approved = await t.call('adminAvatarReview', { id: r.data.id, approve: true }, operator);
    expect(approved.data.custom.status).toBe('processing');
    expect((await t.call('adminAvatarReview', { id: r.data.id, approve: false }, operator)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await until(token, r.data.id, (s) => s !== 'processing')).custom.status).toBe('ready');
    expect((await t.call('adminAvatarReviewList', {}, operator)).data.items).toEqual([]);
  }, 300_000);
});
