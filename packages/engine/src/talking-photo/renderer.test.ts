import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLookPreview } from '../avatar/previews.js';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { videoMouthOpenness } from '../face/mouth-open.js';
import { encodeWav } from '../speech/wav.js';
import { HEAD_MOTION_SCALE, NoFaceError, TalkingPhotoRenderer, withHeadMotion } from './renderer.js';
import { AvatarRouter } from './router.js';
import { LocalAvatarRenderer } from '../avatar/local-renderer.js';

/**
 * The talking photo end to end on a generated face (one of our illustrated looks, drawn to a PNG): the
 * face model, run on the encoded output, must see the mouth open while the audio is loud and shut while
 * it is silent.
 */

const W = 480;
const H = 640;
const FPS = 25;
let dir: string;
let photo: string;

/** 0.8 s silence, 1.2 s of a buzzing vowel-like tone, 1 s silence. */
async function speechWav(file: string): Promise<number> {
  const rate = 16000;
  const seconds = 3;
  const samples = new Int16Array(rate * seconds);
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate;
    if (t < 0.8 || t > 2) continue;
    samples[i] = Math.round(9000 * (Math.sin(2 * Math.PI * 180 * t) + 0.5 * Math.sin(2 * Math.PI * 540 * t)));
  }
  await fs.writeFile(file, encodeWav(samples, rate));
  return seconds;
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'talking-photo-'));
  photo = path.join(dir, 'face.png');
  await renderLookPreview('maya/support', 'neutral', photo, 600);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('TalkingPhotoRenderer', () => {
  it('opens the mouth with the loudness of the speech, as the face model sees it in the video', async () => {
    const renderer = new TalkingPhotoRenderer();
    const avatar = 'file:face.png';
    await renderer.prepare(avatar, photo);
    expect(renderer.aspect(avatar)).toBeCloseTo(600 / 800, 2);
    const wav = path.join(dir, 'speech.wav');
    const seconds = await speechWav(wav);
    const frames = seconds * FPS;
    const clip = await renderer.clip({
      avatar,
      emotion: 'default',
      width: W,
      height: H,
      fps: FPS,
      frames,
      leadIn: 0,
      speech: { wavPath: wav, durationSec: seconds, sampleRate: 16000 },
      removeBackground: false,
    });
    expect(clip.kind).toBe('frames');
    if (clip.kind !== 'frames') return;
    expect(clip.pixelFormat).toBe('yuv420p');
    const out = path.join(dir, 'out.mp4');
    const args = [
      '-f',
      'rawvideo',
      '-pix_fmt',
      'yuv420p',
      '-s',
      `${W}x${H}`,
      '-r',
      String(FPS),
      '-i',
      'pipe:0',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '16',
      out,
    ];
    await runFfmpeg({ args, inputs: { 0: clip.frames } });
    const [before, loud1, loud2, after] = await videoMouthOpenness(out, [0.4, 1.3, 1.7, 2.7], { width: W, height: H });
    for (const v of [before, loud1, loud2, after]) expect(v, 'a face in every frame').not.toBeNull();
    expect(before!).toBeLessThan(0.08);
    expect(after!).toBeLessThan(0.08);
    expect(loud1!).toBeGreaterThan(0.15);
    expect(loud2!).toBeGreaterThan(0.15);
  }, 120_000);

  it('says so when the picture has no face, and refuses a file that is no picture', async () => {
    const blank = path.join(dir, 'blank.png');
    await runFfmpeg({ args: ['-f', 'lavfi', '-i', 'color=c=0x336699:s=320x240', '-frames:v', '1', blank] });
    const renderer = new TalkingPhotoRenderer();
    await renderer.prepare('file:blank.png', blank);
    const req = { avatar: 'file:blank.png', emotion: 'default', width: 320, height: 240, fps: 25, frames: 5, leadIn: 0, removeBackground: false };
    await expect(renderer.clip(req)).rejects.toBeInstanceOf(NoFaceError);
    const text = path.join(dir, 'note.png');
    await fs.writeFile(text, 'not a picture');
    await expect(renderer.prepare('file:note.png', text)).rejects.toThrow('Failed to load image');
  }, 60_000);

  it('the router sends media references to the photo engine and library ids to the illustrated avatars', async () => {
    const router = new AvatarRouter(new LocalAvatarRenderer(), new TalkingPhotoRenderer());
    await router.prepare('asset:00000000-0000-4000-8000-000000000000', photo);
    expect(router.aspect('asset:00000000-0000-4000-8000-000000000000')).toBeCloseTo(0.75, 2);
    expect(router.aspect('maya/support')).toBeGreaterThan(0);
    expect(() => router.aspect('asset:11111111-1111-4111-8111-111111111111')).toThrow(/Unknown avatar/);
  });
});

describe('head motion presets', () => {
  it('scale the sway and nod: none when still, nearly twice when expressive, as is when natural', () => {
    const track = [
      { dx: 2, dy: -1, open: 0.5 },
      { dx: -3, dy: 4, open: 0 },
    ];
    expect(withHeadMotion(track, 'still').map((f) => [f.dx, f.dy])).toEqual([
      [0, -0],
      [-0, 0],
    ]);
    expect(withHeadMotion(track)).toBe(track);
    const r = (n: number) => Math.round(n * 100) / 100;
    expect(withHeadMotion(track, 'expressive').map((f) => [r(f.dx), r(f.dy), f.open])).toEqual([
      [3.8, -1.9, 0.5],
      [-5.7, 7.6, 0],
    ]);
    expect(HEAD_MOTION_SCALE.subtle).toBeLessThan(HEAD_MOTION_SCALE.natural);
  });
});
