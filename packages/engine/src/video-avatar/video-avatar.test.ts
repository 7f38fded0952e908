import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { packageRoot } from '../face/human.js';
import { videoMouthOpenness } from '../face/mouth-open.js';
import { encodeWav } from '../speech/wav.js';
import { AvatarRouter } from '../talking-photo/router.js';
import { TalkingPhotoRenderer } from '../talking-photo/renderer.js';
import { LocalAvatarRenderer } from '../avatar/local-renderer.js';
import { extractVideoLook, FootageFaceError, VIDEO_LOOK_FORMAT } from './extract.js';

/**
 * A custom avatar end to end: footage of a real face (a tile of the face model's own MIT-licensed demo
 * screenshot, panned slowly so the face moves in the frame), its loop and meshes extracted, then the loop
 * re-animated to speech — the face model, run on the encoded output, sees the mouth open while the
 * audio is loud and shut while it is silent.
 */
const grid = path.join(packageRoot('@vladmandic/human'), 'assets', 'screenshot-facematch.jpg');
let dir: string;
let footage: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'video-avatar-'));
  footage = path.join(dir, 'footage.mp4');
  // The man's tile, 640×640 with room around it, drifting a few pixels each way over 6 s.
  await runFfmpeg({
    args: [
      '-y',
      '-v',
      'error',
      '-loop',
      '1',
      '-i',
      grid,
      '-t',
      '6',
      '-r',
      '25',
      '-vf',
      "crop=104:104:5:283,scale=416:416,pad=700:700:142:142:color=0x404040,crop=640:640:'30+20*sin(t)':'30+10*cos(t)',format=yuv420p",
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      footage,
    ],
  });
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function speechWav(file: string): Promise<number> {
  const rate = 16000;
  const samples = new Int16Array(rate * 3);
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate;
    if (t >= 0.8 && t <= 2) samples[i] = Math.round(9000 * (Math.sin(2 * Math.PI * 180 * t) + 0.5 * Math.sin(2 * Math.PI * 540 * t)));
  }
  await fs.writeFile(file, encodeWav(samples, rate));
  return 3;
}

describe('video avatars', () => {
  it('extract a looping clip with a face mesh per frame, and re-animate its mouth to speech', async () => {
    const { loop, poster, track } = await extractVideoLook(footage, dir);
    // Square footage is cut to the avatar's 3:4 frame around the face.
    expect(track).toMatchObject({ width: 480, height: 640, fps: 25 });
    // 4 s forward and back.
    expect(track.meshes.length).toBeGreaterThanOrEqual(195);
    expect(track.meshes[0]).toHaveLength(936);
    // The face drifts with the pan: the meshes differ frame to frame.
    expect(track.meshes[0]![0]).not.toBe(track.meshes[40]![0]);
    await expect(fs.stat(poster)).resolves.toBeTruthy();

    const file = path.join(dir, 'look.json');
    await fs.writeFile(file, JSON.stringify({ format: VIDEO_LOOK_FORMAT, video: loop, track }));
    const router = new AvatarRouter(new LocalAvatarRenderer(), new TalkingPhotoRenderer());
    const ref = 'look:00000000-0000-4000-8000-000000000001';
    await router.prepare(ref, file);
    expect(router.aspect(ref)).toBe(0.75);
    const wav = path.join(dir, 'speech.wav');
    const seconds = await speechWav(wav);
    const W = 480;
    const H = 640;
    const clip = await router.clip({
      avatar: ref,
      emotion: 'default',
      width: W,
      height: H,
      fps: 25,
      frames: seconds * 25,
      leadIn: 0,
      speech: { wavPath: wav, durationSec: seconds, sampleRate: 16000 },
      removeBackground: false,
    });
    if (clip.kind !== 'frames') throw new Error('frames expected');
    const out = path.join(dir, 'out.mp4');
    const raw = ['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${W}x${H}`, '-r', '25', '-i', 'pipe:0'];
    await runFfmpeg({ args: ['-y', ...raw, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '16', out], inputs: { 0: clip.frames } });
    const [before, loud1, loud2, after] = await videoMouthOpenness(out, [0.4, 1.3, 1.7, 2.7], { width: W, height: H });
    for (const v of [before, loud1, loud2, after]) expect(v, 'a face in every frame').not.toBeNull();
    expect(before!).toBeLessThan(0.1);
    expect(after!).toBeLessThan(0.1);
    expect(loud1!).toBeGreaterThan(0.15);
    expect(loud2!).toBeGreaterThan(0.15);
  }, 180_000);

  it('refuses footage without a face', async () => {
    const blank = path.join(dir, 'blank.mp4');
    await runFfmpeg({ args: ['-y', '-v', 'error', '-f', 'lavfi', '-i', 'color=c=0x336699:s=320x240:d=2', '-c:v', 'libx264', blank] });
    await expect(extractVideoLook(blank, await fs.mkdtemp(path.join(dir, 'b-')))).rejects.toBeInstanceOf(FootageFaceError);
  }, 60_000);
});
