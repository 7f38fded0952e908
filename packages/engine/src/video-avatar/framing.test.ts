import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { avatarPlacement, DEFAULT_AVATAR_ASPECT } from '@framecast/timeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { ffmpegFrames } from '../compose/raw-frames.js';
import { detectFaces } from '../face/detect.js';
import { packageRoot } from '../face/human.js';
import { extractVideoLook, portraitWindow } from './extract.js';

/**
 * Landscape footage of a custom avatar becomes a portrait (3:4) loop around the face, so a portrait video
 * shows the person at its full height. The footage: the face model's own MIT-licensed demo picture of a
 * real man at a restaurant table (head, shoulders and torso, a landscape shot), dark wall above him and
 * to his left, so he sits right of centre in a 16:9 frame, drifting a little as a webcam shot does.
 * Set FRAMECAST_SHOTS to a folder to get a contact sheet of the loop there.
 */
const samples = path.join(packageRoot('@vladmandic/human'), 'assets', 'samples.jpg');
let dir: string;
let footage: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'video-framing-'));
  footage = path.join(dir, 'landscape.mp4');
  const vf = "crop=210:158:326:1,pad=320:180:100:22:color=0x0a0a0a,scale=1000:562,crop=960:540:'20+20*sin(t)':'11+10*cos(t)',format=yuv420p";
  await runFfmpeg({
    args: ['-y', '-v', 'error', '-loop', '1', '-i', samples, '-t', '6', '-r', '25', '-vf', vf, '-c:v', 'libx264', '-preset', 'ultrafast', footage],
  });
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** The mesh's extent in shares of the frame: left, top, right, bottom. */
function extent(mesh: number[]): [number, number, number, number] {
  const xs = mesh.filter((_, i) => i % 2 === 0);
  const ys = mesh.filter((_, i) => i % 2 === 1);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

describe('custom avatar framing', () => {
  it('cuts landscape footage to a portrait window around the face: whole head and shoulders, full height', async () => {
    // The source's own face height share, before any crop.
    const still = ['-v', 'error', '-ss', '2', '-i', footage, '-frames:v', '1', '-s', '480x270', '-pix_fmt', 'rgb24', '-f', 'rawvideo', 'pipe:1'];
    const { value: src } = await ffmpegFrames(still, 480 * 270 * 3).next();
    const [face] = await detectFaces({ data: src as Buffer, width: 480, height: 270 });
    expect(face, 'a face in the source').toBeTruthy();
    const ys = face!.mesh.map(([, y]) => y);
    const srcShare = (Math.max(...ys) - Math.min(...ys)) / 270;

    const { loop, track } = await extractVideoLook(footage, dir);
    // A 3:4 portrait of the footage's whole height (540): nothing closer than the footage gives.
    expect(track.height).toBe(540);
    expect(track.width / track.height).toBeCloseTo(DEFAULT_AVATAR_ASPECT, 2);
    // In a portrait video the look now stands at the frame's full height (a 16:9 look stood at 42% of it).
    const placed = avatarPlacement('9:16', '720p', track.width / track.height);
    const tall = (placed.width * 720) / (track.width / track.height) / 1280;
    expect(tall).toBeGreaterThan(0.99);
    expect((avatarPlacement('9:16', '720p', 16 / 9).width * 720) / (16 / 9) / 1280).toBeLessThan(0.45);

    for (const mesh of [track.meshes[0]!, track.meshes[50]!, track.meshes[99]!]) {
      const [l, t, r, b] = extent(mesh);
      const h = b - t;
      // The face keeps its height share of the source (the window is the full height) …
      expect(h / srcShare).toBeGreaterThan(0.8);
      expect(h / srcShare).toBeLessThan(1.25);
      // … is centred across the frame (he sat at about 70% of the landscape width) …
      expect(Math.abs((l + r) / 2 - 0.5)).toBeLessThan(0.08);
      // … and the whole head is inside: the crown above the mesh's top, the ears, the chin and the neck below.
      expect(t - 0.3 * h).toBeGreaterThan(0);
      expect(l - 0.2 * (r - l)).toBeGreaterThan(0);
      expect(r + 0.2 * (r - l)).toBeLessThan(1);
      expect(b + 0.6 * h).toBeLessThan(1);
    }

    const shots = process.env.FRAMECAST_SHOTS;
    if (shots) {
      await fs.mkdir(shots, { recursive: true });
      const tile = `fps=2,scale=${track.width / 2}:${track.height / 2},tile=4x2`;
      await runFfmpeg({ args: ['-y', '-v', 'error', '-i', loop, '-vf', tile, '-frames:v', '1', path.join(shots, 'landscape-loop.png')] });
      // As a 9:16 720p video shows it: the avatar box 4/3 of the frame wide at full height, its sides off the frame.
      const video = 'fps=2,scale=960:1280,crop=720:1280,scale=240:426,tile=4x2';
      await runFfmpeg({ args: ['-y', '-v', 'error', '-i', loop, '-vf', video, '-frames:v', '1', path.join(shots, 'in-portrait-video.png')] });
    }
  }, 180_000);

  it('centres the window on the span the face moved over, inside the picture at its edges', () => {
    expect(portraitWindow(1280, 720, [[800, 200, 200, 220]])).toEqual({ x: 630, y: 0, width: 540, height: 720 });
    expect(
      portraitWindow(1280, 720, [
        [600, 200, 200, 220],
        [900, 220, 200, 220],
      ]),
    ).toEqual({ x: 580, y: 0, width: 540, height: 720 });
    expect(portraitWindow(1280, 720, [[1150, 200, 120, 130]])).toEqual({ x: 740, y: 0, width: 540, height: 720 });
    expect(portraitWindow(1280, 720, [[10, 200, 120, 130]])).toEqual({ x: 0, y: 0, width: 540, height: 720 });
    // Portrait and 3:4 footage is shown whole, as before.
    expect(portraitWindow(720, 1280, [[200, 300, 200, 220]])).toBeNull();
    expect(portraitWindow(540, 720, [[200, 300, 100, 110]])).toBeNull();
  });
});
