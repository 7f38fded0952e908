import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderLookPreview, rmsPerFrame, readWav, videoMouthOpenness } from '@framecast/engine';
import { expectAccessible } from './a11y';
import { expect, shot, signUpInUi, test, uniqueEmail, waitForCall } from './fixtures';

/**
 * Talking Photo end to end in Chromium. The faces are generated, not photographed: two of our own
 * illustrated looks (CC0, drawn by packages/engine) side by side in one PNG. A picture with no face is
 * refused with the server's words; the two-face photo asks which face speaks; the render costs 2
 * credits; and in the rendered MP4 the face model, run on the output frames, sees the mouth open
 * where the audio is loud and close where it is quiet.
 */
test('a photo with two faces: pick one, write the script, render it, and the mouth moves with the voice', async ({ page, server }) => {
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-photo-'));
  const left = path.join(dir, 'left.png');
  const right = path.join(dir, 'right.png');
  const pair = path.join(dir, 'Two friends.png');
  const blank = path.join(dir, 'Sky.png');
  await renderLookPreview('maya/support', 'neutral', left, 600);
  await renderLookPreview('sofia/coach', 'neutral', right, 600);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', left, '-i', right, '-filter_complex', '[0][1]hstack', pair]);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x7fb3e6:s=640x480', '-frames:v', '1', blank]);

  await signUpInUi(page, server, uniqueEmail('photo'), 'Frame-cast9');
  await page.getByTestId('tool-talkingPhoto').click();
  await expect(page).toHaveURL(/\/talking-photo$/);
  await expect(page.getByRole('heading', { name: 'Talking photo', level: 1 })).toBeVisible();
  await expect(page.getByTestId('engine-animation')).toContainText('not photorealistic');

  const upload = async (file: string) => {
    await page.getByTestId(fs.existsSync(file) && (await page.getByTestId('photo-pick').isVisible()) ? 'photo-pick' : 'photo-change').click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('picker-upload').click();
    await (await chooser).setFiles(file);
    await expect(page.getByTestId('media-picker')).toBeHidden({ timeout: 30_000 });
  };

  // A picture without a face: the server says so, in its own words.
  await upload(blank);
  await expect(page.getByTestId('photo-error')).toContainText('No face was found in the photo. Use a clear, front-facing portrait.');

  // Two faces: both are outlined, and Render asks which one speaks.
  await upload(pair);
  await expect(page.getByTestId('photo-status')).toHaveText('2 faces found. Click the one that should speak.');
  await expect(page.getByTestId('face-1')).toBeVisible();
  await expect(page.getByTestId('face-2')).toBeVisible();
  await page.getByTestId('script-input').fill('Hello there! I am a photo, and now I can talk to you.');
  await page.getByTestId('voice-option-espeak:en-us').scrollIntoViewIfNeeded();
  await page.getByTestId('voice-option-espeak:en-us').click();
  await page.getByTestId('render-button').click();
  await expect(page.getByTestId('photo-problem')).toHaveText('Click the face that should speak.');
  await page.getByTestId('face-2').click();
  await expect(page.getByTestId('photo-status')).toHaveText('Face 2 of 2 will speak.');
  await expect(page.getByTestId('face-2')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('aspect-16:9').click();
  await expect(page.getByTestId('preview-photo')).toBeVisible();
  await expectAccessible(page, '/talking-photo with two faces, one chosen');
  await shot(page, 'talking-photo-desktop-en');

  // Render: the talking-photo price is 2 credits.
  const saved = waitForCall(page, 'projectSave');
  await page.getByTestId('render-button').click();
  const project = (await (await saved).json()).data;
  expect(project.source).toBe('talking_photo');
  const layer = project.document.scenes[0].layers[0];
  expect(layer.avatar).toMatch(/^asset:/);
  expect(layer.face.x).toBeGreaterThan(0.5); // the right-hand face
  expect(project.document.aspectRatio).toBe('16:9');
  await expect(page.getByTestId('render-dialog')).toBeVisible();
  await expect(page.getByTestId('render-dialog')).toContainText('2');
  const rendered = waitForCall(page, 'render');
  await page.getByTestId('render-confirm').click();
  expect((await (await rendered).json()).code).toBe(0);
  await expect(page).toHaveURL(new RegExp(`/video-detail\\?id=${project.id}`));
  await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 180_000 });

  // The file: the chosen face's mouth moves with the loudness of the voice.
  const download = page.waitForEvent('download');
  await page.getByTestId('video-download').click();
  const file = path.join(dir, 'talking.mp4');
  await (await download).saveAs(file);
  const wav = path.join(dir, 'talking.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', file, '-ac', '1', '-ar', '16000', wav]);
  const audio = await readWav(wav);
  const fps = 10;
  const loudness = rmsPerFrame(audio.samples, audio.sampleRate, fps);
  // Frames taken where the voice is clearly on or clearly off.
  const peak = Math.max(...loudness);
  const clear: { t: number; loud: boolean }[] = [];
  loudness.forEach((v, i) => {
    if (i / fps > audio.samples.length / audio.sampleRate - 0.2) return;
    if (v > peak * 0.35 || v < peak * 0.03) clear.push({ t: i / fps + 0.05, loud: v > peak * 0.35 });
  });
  expect(clear.filter((f) => f.loud).length).toBeGreaterThan(3);
  expect(clear.filter((f) => !f.loud).length).toBeGreaterThan(1);
  // Finding a face costs about a second of CPU a frame: eight loud and six quiet frames, spread over the
  // video, tell an opening mouth from a shut one as well as every frame does (they took a minute).
  const spread = <T>(xs: T[], most: number) => (xs.length <= most ? xs : Array.from({ length: most }, (_, i) => xs[Math.floor((i * xs.length) / most)]!));
  const frames = [
    ...spread(
      clear.filter((f) => f.loud),
      8,
    ),
    ...spread(
      clear.filter((f) => !f.loud),
      6,
    ),
  ];
  const times = frames.map((f) => f.t);
  const loud = frames.map((f) => f.loud);
  const size = { width: 1280, height: 720 };
  const opened = await videoMouthOpenness(file, times, size, { x: 0.75, y: 0.4 });
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const whenLoud = mean(opened.filter((o, i) => loud[i] && o !== null) as number[]);
  const whenQuiet = mean(opened.filter((o, i) => !loud[i] && o !== null) as number[]);
  expect(opened.filter((o) => o === null).length, 'the face is found in the frames').toBeLessThan(times.length / 4);
  expect(whenQuiet).toBeLessThan(0.08);
  expect(whenLoud).toBeGreaterThan(whenQuiet + 0.06);
  // The other face keeps its mouth shut: only the chosen one speaks.
  const other = await videoMouthOpenness(
    file,
    times.filter((_, i) => loud[i]),
    size,
    { x: 0.25, y: 0.4 },
  );
  expect(Math.max(...(other.filter((o) => o !== null) as number[]))).toBeLessThan(0.08);
  fs.rmSync(dir, { recursive: true, force: true });
});
