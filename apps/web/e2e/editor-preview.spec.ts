import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TIMELINE_VERSION } from '@framecast/timeline';
import { type E2EServer, expect, test, waitForCall } from './fixtures';

/**
 * The editor's preview in Chromium: it plays in time with the server's speech ("Preparing voice…" while
 * a line's voice is being made, never silence), and a preview frame matches the rendered frame at the
 * same time (SSIM ≥ 0.9) on a document with text, a picture, a presenter and subtitles.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-e2e-preview-'));
const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { encoding: 'utf8' });

async function signedIn(page: Page, server: E2EServer) {
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
}

/** Mean SSIM of two pictures, both scaled to 640×360 first (ffmpeg's ssim filter prints it on stderr). */
function ssim(a: string, b: string): number {
  const run = spawnSync(
    'ffmpeg',
    ['-v', 'info', '-i', a, '-i', b, '-lavfi', '[0:v]scale=640:360,format=yuv420p[a];[1:v]scale=640:360,format=yuv420p[b];[a][b]ssim', '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  return Number(/All:([\d.]+)/.exec(run.stderr)?.[1] ?? Number.NaN);
}

test('the preview plays the script with its voices, waiting while a voice is prepared, and stops at the end', async ({ page, server }) => {
  test.setTimeout(120_000);
  await signedIn(page, server);
  await page.goto('/editor');
  await expect(page.getByTestId('editor-stage')).toBeVisible();
  await page.getByTestId('script-text').first().fill('The preview speaks every line before it is rendered.');
  // Played at once: the voice is not made yet, so playing waits and says so.
  await page.getByTestId('play-toggle').click();
  await expect(page.getByTestId('preparing-voice')).toBeVisible();
  await expect(page.getByTestId('preparing-voice')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('play-bar')).toHaveAttribute('data-voices', '1/1');
  // Then the line is heard: its take plays in the audio element while the playhead moves.
  await expect
    .poll(() => page.getByTestId('preview-voice').evaluate((a: HTMLAudioElement) => (!a.paused && a.currentTime > 0.2 ? a.src : '')), { timeout: 10_000 })
    .toContain('/');
  await expect(page.getByTestId('stage-caption')).toContainText('preview');
  await expect(page.getByTestId('play-toggle')).toHaveAttribute('aria-pressed', 'false', { timeout: 20_000 });
  // At the end: the playhead rests on the video's length, and the voice is quiet.
  const shown = ((await page.getByTestId('play-time').textContent()) ?? '').split('/').map((s) => s.trim());
  expect(shown[0]).toBe(shown[1]);
  expect(await page.getByTestId('preview-voice').evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);

  // A typed time moves the playhead; a wrong one is refused in place.
  await page.getByTestId('play-time').click();
  await page.getByTestId('play-time-input').fill('nonsense');
  await page.getByTestId('play-time-input').press('Enter');
  await expect(page.getByTestId('play-time-input')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('play-time-input').fill('0:01.0');
  await page.getByTestId('play-time-input').press('Enter');
  await expect(page.getByTestId('play-time')).toContainText('0:01.0 /');
});

test.describe('at the size a person edits on', () => {
  // A wide screen, so the stage is near the render's own 1280×720 and the frames are compared at 640×360 (not upscaled).
  test.use({ viewport: { width: 1920, height: 1200 } });

  test('a preview frame matches the rendered frame at the same time (text, picture, presenter, subtitles)', async ({ page, server }) => {
    test.setTimeout(300_000);
    const member = await signedIn(page, server);
    const photo = path.join(dir, 'Shop front.png');
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=960x640', '-frames:v', '1', photo]);
    await page.goto('/assets');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('assets-upload').click();
    await (await chooser).setFiles([photo]);
    await expect(page.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(1, { timeout: 60_000 });
    const asset = (await server.call('assetList', {}, member.token)).data.items[0];

    const document = {
      version: TIMELINE_VERSION,
      aspectRatio: '16:9',
      background: { type: 'color', color: '#24324a' },
      scenes: [
        {
          id: 's1',
          layers: [
            { type: 'image', id: 'pic', src: `asset:${asset.id}`, x: 0.27, y: 0.42, width: 0.4 },
            { type: 'avatar', id: 'host', avatar: 'maya/support', x: 0.78, y: 0.62, width: 0.3 },
            { type: 'text', id: 'title', text: 'Spring sale', x: 0.27, y: 0.12, size: 0.07, color: '#ffd166' },
          ],
          script: [{ id: 'l1', text: 'Everything in the shop is twenty percent off this week.', voice: 'espeak:en-us' }],
        },
      ],
    };
    const saved = await server.call('projectSave', { document, name: 'Preview check', source: 'editor' }, member.token);
    expect(saved.code, saved.msg).toBe(0);

    await page.goto(`/editor?id=${saved.data.id}`);
    await expect(page.getByTestId('play-bar')).toHaveAttribute('data-voices', '1/1', { timeout: 30_000 });
    const at = 1.6;
    await page.getByTestId('play-time').click();
    await page.getByTestId('play-time-input').fill(String(at));
    await page.getByTestId('play-time-input').press('Enter');
    const stage = page.getByTestId('editor-stage');
    await expect(stage.locator('img')).toHaveCount(2);
    await expect.poll(() => stage.locator('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.every((i) => i.complete && i.naturalWidth > 0))).toBe(true);
    await expect(page.getByTestId('stage-caption')).toBeVisible();
    const preview = path.join(dir, 'preview.png');
    await stage.screenshot({ path: preview });

    await page.getByTestId('editor-render').click();
    const rendered = waitForCall(page, 'render');
    await page.getByTestId('render-confirm').click();
    expect((await (await rendered).json()).code).toBe(0);
    await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 180_000 });
    const detail = await server.call('projectDetail', { id: saved.data.id }, member.token);
    const video = path.join(dir, 'render.mp4');
    fs.writeFileSync(video, Buffer.from(await (await fetch(new URL(detail.data.video_url, server.url))).arrayBuffer()));
    const frame = path.join(dir, 'render.png');
    ffmpeg(['-i', video, '-ss', String(at), '-frames:v', '1', frame]);

    const score = ssim(preview, frame);
    await test.info().attach('preview', { path: preview, contentType: 'image/png' });
    await test.info().attach('render', { path: frame, contentType: 'image/png' });
    expect(score, `SSIM of preview and render at ${at} s`).toBeGreaterThanOrEqual(0.9);
  });
});
