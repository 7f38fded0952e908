import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, signUpInUi, test, uniqueEmail, waitForCall, chooseLook } from './fixtures';

/**
 * The heart of the product, end to end in Chromium: sign up, make a 9:16 avatar video of two sentences,
 * watch it go Queued → Generating → Rendered, play it in the page, download it, and check the file
 * itself with ffprobe (H.264 720x1280, an audio stream, duration within 0.3 s of the speech, and
 * subtitles burned into the frame).
 */
test('sign up, make a 9:16 avatar video, watch it render, play and download it', async ({ page, server }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('maker');
  const password = 'Frame-cast9';

  // Sign up with the emailed code and answer the questionnaire.
  await signUpInUi(page, server, email, password);

  // The avatar video tool: pick an avatar, write two sentences, keep an English voice, choose 9:16.
  await page.goto('/talking-avatar');
  await chooseLook(page);
  const script = 'Welcome to Framecast. This avatar speaks every word of your script.';
  await page.getByTestId('script-input').fill(script);
  await expect(page.getByTestId('script-count')).toContainText(String(script.length));
  await page.getByTestId('aspect-9:16').click();

  // Render: the dialog shows the Free plan's figures and the watermark; confirm.
  const saved = waitForCall(page, 'projectSave');
  await page.getByTestId('render-button').click();
  const project = (await (await saved).json()).data;
  expect(project.document.aspectRatio).toBe('9:16');
  expect(project.document.scenes).toHaveLength(2);
  const dialog = page.getByTestId('render-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('render-watermark')).toBeVisible();
  const rendered = waitForCall(page, 'render');
  await page.getByTestId('render-confirm').click();
  expect((await (await rendered).json()).code).toBe(0);

  // The detail page follows the render live and ends on the player.
  await expect(page).toHaveURL(new RegExp(`/video-detail\\?id=${project.id}`));
  await expect(page.getByTestId('project-status')).toHaveText(/Queued|Generating|Rendered/);
  const player = page.getByTestId('video-player');
  await expect(player).toBeVisible({ timeout: 150_000 });
  await expect(page.getByTestId('project-status')).toHaveText(/Rendered/);
  // It plays in the page: the browser reads its duration and time moves on.
  const duration = await player.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
    await v.play();
    await new Promise((r) => setTimeout(r, 800));
    return { duration: v.duration, time: v.currentTime };
  });
  expect(duration.duration).toBeGreaterThan(2);
  expect(duration.time).toBeGreaterThan(0.2);

  // Download, then look inside the file.
  const download = page.waitForEvent('download');
  await page.getByTestId('video-download').click();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fc-dl-')), 'video.mp4');
  await (await download).saveAs(file);
  const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { encoding: 'utf8' }));
  const video = probe.streams.find((s: any) => s.codec_type === 'video');
  expect(video).toMatchObject({ codec_name: 'h264', width: 720, height: 1280 });
  expect(probe.streams.some((s: any) => s.codec_type === 'audio')).toBe(true);

  // Duration within 0.3 s of the speech: the render recorded the speech length it timed the video by.
  const row = await server.db.selectFrom('projects').select(['duration', 'current_render_id']).where('id', '=', project.id).executeTakeFirstOrThrow();
  const renderRow = await server.db.selectFrom('renders').select('stats').where('id', '=', row.current_render_id!).executeTakeFirstOrThrow();
  const stats = (typeof renderRow.stats === 'string' ? JSON.parse(renderRow.stats) : renderRow.stats) as { speechSeconds: number };
  expect(stats.speechSeconds).toBeGreaterThan(1);
  expect(Math.abs(Number(probe.format.duration) - stats.speechSeconds)).toBeLessThan(0.3);

  // Subtitles are burned in: the caption band near the bottom holds white letters with black outlines.
  // Nothing else in this look is pure black (the avatar's face band, with a white collar, has almost
  // no black pixels), so the outline pixels are the captions' signature.
  const frame = path.join(path.dirname(file), 'band.gray');
  execFileSync('ffmpeg', ['-v', 'error', '-ss', '1.0', '-i', file, '-frames:v', '1', '-vf', 'crop=720:200:0:1040,format=gray', '-f', 'rawvideo', '-y', frame]);
  const band = fs.readFileSync(frame);
  expect(band.reduce((n, b) => n + (b > 235 ? 1 : 0), 0)).toBeGreaterThan(500);
  expect(band.reduce((n, b) => n + (b < 20 ? 1 : 0), 0)).toBeGreaterThan(500);
});
