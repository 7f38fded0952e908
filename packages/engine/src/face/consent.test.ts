import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConsent } from './consent.js';
import { packageRoot } from './human.js';

/**
 * Real faces for the consent match: `@vladmandic/human` (MIT, installed as our face model) ships a
 * screenshot of its face-matching demo, a grid of faces cropped from photos; the first tiles are one man
 * photographed on different occasions, the third row other people. Illustrated faces cannot stand in:
 * the face descriptor scores any two drawn faces 0.7–0.95 alike.
 */
const grid = path.join(packageRoot('@vladmandic/human'), 'assets', 'screenshot-facematch.jpg');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-consent-'));
const ff = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);

/** One tile of the grid (column, top edge) as a 640×640 picture with room around the face. */
const tile = (column: number, top: number) => `crop=104:104:${5 + column * 106}:${top},scale=416:416,pad=640:640:112:112:color=0x404040`;
/** A video of a still picture, with speech (espeak-ng) or silence, `seconds` long. */
function video(name: string, filter: string, speech: string | null, seconds = 5): string {
  const out = path.join(dir, `${name}.mp4`);
  const audio = speech ? path.join(dir, `${name}.wav`) : null;
  if (audio) execFileSync('espeak-ng', ['-w', audio, speech!]);
  ff([
    '-loop',
    '1',
    '-i',
    grid,
    ...(audio ? ['-i', audio] : ['-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono']),
    '-filter_complex',
    `[0:v]${filter},format=yuv420p[v]`,
    '-map',
    '[v]',
    '-map',
    '1:a',
    '-t',
    String(seconds),
    '-r',
    '10',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    out,
  ]);
  return out;
}
const CONSENT = 'I am recording this video to consent to creating my own avatar with Framecast.';

let footage: string;
beforeAll(() => {
  footage = video('footage', tile(0, 283), 'Hello, this is my footage for the avatar.', 6);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('checkConsent', () => {
  it('passes the same person, filmed another time, saying the statement', async () => {
    const r = await checkConsent(footage, video('same', tile(1, 283), CONSENT));
    expect(r.verdict).toBe('success');
    expect(r.similarity).toBeGreaterThan(0.55);
    expect(r.speechSeconds).toBeGreaterThan(3);
    expect(r.oneFaceShare).toBe(1);
  });

  it('refuses another person', async () => {
    const r = await checkConsent(footage, video('other', tile(1, 500), CONSENT));
    expect([r.verdict, r.reason]).toEqual(['error', 'The person in the consent video is not the person in the footage.']);
    expect(r.similarity).toBeLessThan(0.45);
  });

  it('refuses two people in the consent video, and a video with no face', async () => {
    const two = video('two', `${tile(1, 283)}[a];[0:v]${tile(2, 500)}[b];[a][b]hstack`, CONSENT);
    expect((await checkConsent(footage, two)).reason).toBe('Only the person in the footage may appear in the consent video.');
    const none = video('none', 'scale=640:360,drawbox=x=0:y=0:w=640:h=360:color=gray:t=fill', CONSENT);
    expect((await checkConsent(footage, none)).reason).toBe('No face was found in the consent video.');
  });

  it('sends a silent consent video to manual review', async () => {
    const r = await checkConsent(footage, video('silent', tile(2, 283), null));
    expect([r.verdict, r.reason]).toEqual(['manual_review', 'We could not hear the consent statement clearly.']);
    expect(r.speechSeconds).toBeLessThan(1);
  });
});
