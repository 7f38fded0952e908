import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@framecast/contract';
import { renderLookPreview } from '@framecast/engine';
import { newTalkingPhotoDoc } from '@framecast/timeline';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { media } from './fixtures/media.js';
import { sendFile } from './fixtures/upload-client.js';
import { createUser, describeEachDb, itOnEmbeddedOnly, startTestApp, type TestApp, waitForRenderEnd } from './helper.js';

/**
 * Talking photos over the API: the faces of an uploaded portrait (our own illustrated look drawn to a
 * PNG, a generated face), the errors for a picture with no face and a file that is no picture, another
 * user's photo, and a talking-photo video rendered for real at the talking-photo price (2 credits).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-talking-photo-'));
const portrait = path.join(dir, 'portrait.png');
const pair = path.join(dir, 'pair.png');

beforeAll(async () => {
  await renderLookPreview('maya/support', 'neutral', portrait, 600);
  const second = path.join(dir, 'second.png');
  await renderLookPreview('sofia/coach', 'neutral', second, 600);
  // Two people side by side, the right one smaller: the faces come largest first.
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-i',
    portrait,
    '-i',
    second,
    '-filter_complex',
    '[0]pad=1050:800[a];[1]scale=450:-2[b];[a][b]overlay=600:200',
    pair,
  ]);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describeEachDb('talking photos', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { logLevel: 'silent' });
    token = await createUser(t, `talking-photo-${kind}@example.com`);
  });
  afterAll(() => t.close());

  const upload = async (file: string, name: string, tool = 'photo', as = token) => {
    const up = await sendFile(t, as, { tool, file, name });
    if (up.code !== 0) throw new Error(up.msg);
    return up.data.id as string;
  };

  // Embedded only: the faces come from the face model; the asset lookup is the next test's, on both.
  itOnEmbeddedOnly(kind)('finds the face of a portrait, and both faces of a pair, largest first', async () => {
    const one = await t.call('photoFaces', { id: await upload(portrait, 'Me.png') }, token);
    expect(one.code).toBe(0);
    expect(one.data).toMatchObject({ width: 600, height: 800 });
    expect(one.data.faces).toHaveLength(1);
    const face = one.data.faces[0];
    // The look's face sits in the upper middle of the portrait.
    expect(face.x + face.width / 2).toBeGreaterThan(0.4);
    expect(face.x + face.width / 2).toBeLessThan(0.6);
    expect(face.y + face.height / 2).toBeLessThan(0.5);

    const two = await t.call('photoFaces', { id: await upload(pair, 'Pair.png') }, token);
    expect(two.data.faces).toHaveLength(2);
    const [big, small] = two.data.faces;
    expect(big.width).toBeGreaterThan(small.width);
    expect(big.x + big.width / 2).toBeLessThan(0.5);
    expect(small.x + small.width / 2).toBeGreaterThan(0.5);
  });

  it('says when there is no face, when the file is no picture, and never reads another user’s photo', async () => {
    const blank = await t.call('photoFaces', { id: await upload(media.png(640, 480), 'Test card.png') }, token);
    expect([blank.code, blank.msg]).toEqual([ErrorCode.NO_FACE, 'No face was found in the photo. Use a clear, front-facing portrait.']);
    const song = await t.call('photoFaces', { id: await upload(media.mp3(2), 'Song.mp3', 'assets') }, token);
    expect([song.code, song.msg]).toEqual([ErrorCode.IMAGE_LOAD_FAILED, 'Failed to load image']);
    const other = await createUser(t, `talking-photo-other-${kind}@example.com`);
    const theirs = await upload(portrait, 'Theirs.png', 'photo', other);
    expect((await t.call('photoFaces', { id: theirs }, token)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call('photoFaces', { id: 'not-an-id' }, token)).code).toBe(ErrorCode.VALIDATION);
  });

  // Embedded only: the cost is the render; holding and charging credits for a render runs on PostgreSQL
  // in render.test.ts, and the price (credits_needed) is decided in code.
  itOnEmbeddedOnly(kind)('renders the photo speaking, for the talking-photo price of 2 credits', async () => {
    const photo = await upload(portrait, 'Portrait.png');
    const document = newTalkingPhotoDoc({
      aspectRatio: '9:16',
      photo: `asset:${photo}`,
      photoAspect: 0.75,
      face: { x: 0.5, y: 0.35 },
      voice: 'espeak:en-us',
      script: 'Hello! I am a photo, and now I can talk.',
    });
    const p = (await t.call('projectSave', { document, name: 'My talking photo', source: 'talking_photo' }, token)).data;
    const check = await t.call('creditCheck', { id: p.id }, token);
    expect(check.data.credits_needed).toBe(2);
    expect((await t.call('render', { id: p.id }, token)).code).toBe(0);
    const done = await waitForRenderEnd(t, token, p.id);
    expect(done.error).toBeNull();
    expect(done.status).toBe('rendered');
    const detail = (await t.call('projectDetail', { id: p.id }, token)).data;
    expect(detail).toMatchObject({ width: 720, height: 1280, credits: 2, source: 'talking_photo' });
    // The credit history names what was paid for: a talking photo, not a video render.
    const records = (await t.call('creditRecords', { page_size: 100 }, token)).data.items;
    expect(records.filter((r: { kind: string }) => r.kind === 'hold').map((r: { amount: number; note: string }) => [r.amount, r.note])).toContainEqual([
      -2,
      'Talking photo',
    ]);
  });
});
