import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type Asset, Plan } from '@framecast/contract';
import { expect, PHONE, shot, test, type E2EServer, chooseLook } from './fixtures';

/**
 * The media library in Chromium: upload a photo, a 3-minute 720p video and an MP3 (made here with ffmpeg
 * and espeak-ng), watch their progress, find them in Assets with the right duration and size, move them
 * into a folder, pick one from the media tab; and a resumable upload cut off halfway by a page reload,
 * resumed after picking the file again, that arrives byte for byte.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-e2e-media-'));
const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function makeMedia() {
  const photo = path.join(dir, 'Team photo.png');
  const video = path.join(dir, 'Product tour.mp4');
  const speech = path.join(dir, 'voice.wav');
  const mp3 = path.join(dir, 'Voice over.mp3');
  const big = path.join(dir, 'Launch footage.mp4');
  const clip = path.join(dir, 'Short clip.mp4');
  if (!fs.existsSync(photo)) ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=960x640', '-frames:v', '1', photo]);
  if (!fs.existsSync(video)) {
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=1280x720:rate=5:duration=180',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=180',
      '-shortest',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '40',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '24k',
      video,
    ]);
  }
  if (!fs.existsSync(mp3)) {
    execFileSync('espeak-ng', ['-v', 'en-us', '-w', speech, 'Welcome to Framecast. This voice over was made for the media library test.']);
    ffmpeg(['-i', speech, '-b:a', '64k', mp3]);
  }
  // Noise does not compress: about 40 MB in 1.1 s of lossless 720p, five resumable chunks.
  if (!fs.existsSync(big))
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      "nullsrc=s=1280x720:r=25,geq=lum='random(1)*255':cb=128:cr=128",
      '-t',
      '1.1',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-qp',
      '0',
      big,
    ]);
  if (!fs.existsSync(clip)) {
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x360:rate=10:duration=4',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=4',
      '-shortest',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '32k',
      clip,
    ]);
  }
  return { photo, video, mp3, big, clip };
}

/** A new member signed in; `plan` for journeys that open the brand kit (Creator and up). */
async function signedIn(page: Page, server: E2EServer, plan?: Plan) {
  const user = await server.createUser();
  if (plan !== undefined) await server.setPlan(user.email, plan);
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(user.token), url: server.url }]);
  return user;
}

/** Uploads through the Assets page, one file after another, and waits until each has arrived. */
async function uploadAll(page: Page, files: string[]) {
  for (const file of files) {
    await page.goto('/assets');
    await chooseFiles(page, () => page.getByTestId('assets-upload').click(), [file]);
    await expect(page.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(1, { timeout: 60_000 });
  }
}

/** The user's files by name, as the API lists them (with their signed links). */
async function filesOf(server: E2EServer, token: string): Promise<Record<string, Asset>> {
  const list = await server.call('assetList', {}, token);
  return Object.fromEntries((list.data.items as Asset[]).map((a) => [a.name, a]));
}

/** Uploads a clip and a photo (and any other files), waits for both thumbnails in the grid, and lists them. */
async function uploadWithThumbnails(page: Page, server: E2EServer, token: string, files: string[]): Promise<Record<string, Asset>> {
  await uploadAll(page, files);
  const card = (name: string) => page.getByTestId('asset-grid').locator('[data-testid^="asset-card-"]', { hasText: name });
  await expect(card('Short clip.mp4').locator('img')).toBeVisible({ timeout: 30_000 });
  await expect(card('Team photo.png').locator('img')).toBeVisible({ timeout: 30_000 });
  return filesOf(server, token);
}

/** Matches requests for these stored files, whatever their signature (links are re-signed). */
const filesAt = (server: E2EServer, ...links: (string | null)[]) => {
  const paths = links.filter((l): l is string => l !== null).map((l) => new URL(l, server.url).pathname);
  return (url: URL) => paths.includes(url.pathname);
};

async function chooseFiles(page: Page, opener: () => Promise<void>, files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await opener();
  await (await chooser).setFiles(files);
}

test.describe('media library', () => {
  test.setTimeout(180_000);
  const media = makeMedia();

  test('uploads a photo, a 3-minute 720p video and an MP3, files them into a folder and picks one from the media tab', async ({ page, server }) => {
    await signedIn(page, server, Plan.Creator);
    await page.goto('/assets');
    await expect(page.getByTestId('assets-empty')).toBeVisible();
    await chooseFiles(page, () => page.getByTestId('assets-upload').click(), [media.photo, media.video, media.mp3]);
    const rows = page.getByTestId('upload-row');
    await expect(rows).toHaveCount(3);
    // Progress is shown while the bytes go, then each row ends uploaded.
    await expect(rows.first().getByTestId('upload-progress-text')).toContainText('%');
    await expect(page.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(3, { timeout: 90_000 });

    const grid = page.getByTestId('asset-grid');
    await expect(grid.getByTestId('asset-name')).toHaveCount(3);
    const card = (name: string) => grid.locator('[data-testid^="asset-card-"]', { hasText: name });
    await expect(card('Product tour.mp4')).toContainText('3:00');
    await expect(card('Product tour.mp4')).toContainText('1280×720');
    const videoMb = (fs.statSync(media.video).size / 1024 / 1024).toFixed(1).replace(/\.0$/, '');
    await expect(card('Product tour.mp4')).toContainText(`${videoMb} MB`);
    await expect(card('Voice over.mp3')).toContainText(/0:0\d/);
    await expect(card('Team photo.png')).toContainText('960×640');
    // The video's poster arrives from the background job.
    await expect(card('Product tour.mp4').locator('img')).toBeVisible({ timeout: 30_000 });
    await shot(page, 'assets-desktop-en');

    // A folder, then the video and the photo moved into it together.
    await page.getByTestId('folder-create').click();
    await page.getByTestId('folder-create-form-input').fill('Spring campaign');
    await page.getByTestId('folder-create-form-save').click();
    await card('Product tour.mp4').getByRole('checkbox').check();
    await card('Team photo.png').getByRole('checkbox').check();
    await page.getByTestId('batch-move').click();
    await page.getByTestId('move-folder').click();
    await page.getByRole('option', { name: 'Spring campaign' }).click();
    await page.getByTestId('move-confirm').click();
    await expect(page.getByTestId('folder-Spring campaign')).toContainText('2');
    await page.getByTestId('folder-Spring campaign').click();
    await expect(grid.getByTestId('asset-name')).toHaveCount(2);
    expect((await grid.getByTestId('asset-name').allTextContents()).sort()).toEqual(['Product tour.mp4', 'Team photo.png']);

    // The list view shows the same facts in columns.
    await page.getByTestId('folder-all').click();
    await page.getByTestId('assets-layout').click();
    await expect(page.getByTestId('asset-table')).toContainText('3:00');
    await shot(page, 'assets-list-desktop-en');
    await page.getByTestId('assets-layout').click();

    // Search once typing pauses; emptying it brings every file back.
    await page.getByTestId('assets-search').fill('voice');
    await expect(grid.getByTestId('asset-name')).toHaveText(['Voice over.mp3']);
    await page.getByTestId('assets-search').fill('');
    await expect(grid.getByTestId('asset-name')).toHaveCount(3);

    // The media tab is the picker: choose the sound, and it plays with its waveform.
    await page.goto('/media-tab');
    const picker = page.getByTestId('media-picker');
    await picker.getByTestId('picker-kind').getByText('Audio').click();
    await picker.getByRole('button', { name: 'Use Voice over.mp3' }).click();
    const preview = page.getByRole('dialog', { name: 'Voice over.mp3' });
    await expect(preview.getByTestId('preview-audio')).toBeVisible();
    await expect(preview.getByTestId('waveform')).toBeVisible();
    await expect(preview).toContainText('mp3');
    await shot(page, 'media-tab-preview-desktop-en', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.goto('/assets');
    await expect(page.getByRole('heading', { name: '素材' })).toBeVisible();
    await shot(page, 'assets-desktop-zh');
    await page.goto('/brand-kit');
    await shot(page, 'brand-kit-desktop-zh');
  });

  test('a resumable upload cut off halfway by a reload resumes and arrives byte for byte', async ({ page, server }) => {
    const user = await signedIn(page, server);
    await page.goto('/assets');
    let patches = 0;
    const hold = { release: () => {} };
    // Two chunks go through; the third hangs until the page is reloaded, like a closed tab.
    await page.route('**/api/common/upload/tus/**', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patches += 1;
      if (patches <= 2) return route.continue();
      await new Promise<void>((r) => (hold.release = r));
      await route.abort('connectionreset').catch(() => {});
    });
    await chooseFiles(page, () => page.getByTestId('assets-upload').click(), [media.big]);
    await expect.poll(() => patches).toBeGreaterThanOrEqual(3);
    const row = page.getByTestId('upload-row');
    await expect(row.getByTestId('upload-progress-text')).toContainText('16 MB');
    await page.unroute('**/api/common/upload/tus/**');
    await page.reload();
    hold.release();

    // Picking the same file again continues from what the server holds.
    await chooseFiles(page, () => page.getByTestId('assets-upload').click(), [media.big]);
    await expect(page.getByTestId('upload-row')).toContainText('resumed');
    await expect(page.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(1, { timeout: 60_000 });
    const list = await server.call('assetList', { q: 'Launch footage' }, user.token);
    expect(list.data.items).toHaveLength(1);
    expect(list.data.items[0].sha256).toBe(sha256(media.big));
    expect(list.data.items[0].size_bytes).toBe(fs.statSync(media.big).size);
  });

  test('a file the rules refuse shows the rule’s message and nothing is kept', async ({ page, server }) => {
    const user = await signedIn(page, server);
    const renamed = path.join(dir, 'not-really-a-video.mp4');
    fs.copyFileSync(media.photo, renamed);
    await page.goto('/assets');
    await chooseFiles(page, () => page.getByTestId('assets-upload').click(), [renamed]);
    await expect(page.getByTestId('upload-error')).toHaveText('Error unsupported file type');
    expect((await server.call('assetList', {}, user.token)).data.total).toBe(0);
  });

  test('dropping a file anywhere on the page uploads it into the open folder, kept in the address across a reload', async ({ page, server }) => {
    const user = await signedIn(page, server);
    const folder = await server.call('assetFolderCreate', { name: 'Dropped' }, user.token);
    await page.goto('/assets');
    await page.getByTestId('folder-Dropped').click();
    // The open folder is the address's: it survives a reload, and the drop still goes into it.
    await expect(page).toHaveURL(new RegExp(`folder=${folder.data.id}`));
    await page.reload();
    const bytes = fs.readFileSync(media.photo).toString('base64');
    const dataTransfer = await page.evaluateHandle((b64) => {
      const dt = new DataTransfer();
      dt.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'Dropped photo.png', { type: 'image/png' }));
      return dt;
    }, bytes);
    await page.dispatchEvent('body', 'dragenter', { dataTransfer });
    const zone = page.getByTestId('assets-dropzone');
    await expect(zone).toBeVisible();
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(page.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(1, { timeout: 30_000 });
    const inFolder = await server.call('assetList', { folder: folder.data.id }, user.token);
    expect(inFolder.data.items.map((a: { name: string }) => a.name)).toEqual(['Dropped photo.png']);
  });

  test('an avatar video takes its background picture and music from the library, uploaded from the picker, and renders with them', async ({ page, server }) => {
    await signedIn(page, server);
    await page.goto('/talking-avatar');
    await chooseLook(page);
    await page.getByTestId('script-input').fill('Our spring collection is here.');
    await page.getByTestId('aspect-16:9').click();

    await page.getByTestId('backdrop-field-pick').click();
    let picker = page.getByRole('dialog', { name: 'Background picture or video' });
    await chooseFiles(page, () => picker.getByTestId('picker-upload').click(), [media.photo]);
    await expect(picker).toBeHidden({ timeout: 30_000 }); // an upload of the right kind is picked at once
    await expect(page.getByTestId('backdrop-field-name')).toHaveText('Team photo.png');
    await expect(page.getByTestId('aspect-preview').locator('[data-ratio]')).toHaveAttribute('style', /url\(/);

    await page.getByTestId('music-field-pick').click();
    picker = page.getByRole('dialog', { name: 'Background music' });
    await chooseFiles(page, () => picker.getByTestId('picker-upload').click(), [media.mp3]);
    await expect(page.getByTestId('music-field-name')).toHaveText('Voice over.mp3', { timeout: 30_000 });
    await shot(page, 'avatar-video-media-desktop-en', { fullPage: false });

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/project/save'));
    await page.getByTestId('render-button').click();
    const project = (await (await saved).json()).data;
    expect(project.document.background).toMatchObject({ type: 'image', src: expect.stringMatching(/^asset:/) });
    expect(project.document.music).toMatchObject({ src: expect.stringMatching(/^asset:/), volume: 0.3 });
    await page.getByTestId('render-confirm').click();
    await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 150_000 });
    await expect(page.getByTestId('project-status')).toHaveText(/Rendered/);
  });

  test.describe('a file that fails to load', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('says so in the words of spec 000 §8 everywhere the library shows it, and Try again loads it', async ({ page, server }) => {
      const user = await signedIn(page, server, Plan.Creator);
      const files = await uploadWithThumbnails(page, server, user.token, [media.clip, media.photo, media.mp3]);
      const grid = page.getByTestId('asset-grid');
      const card = (name: string) => grid.locator('[data-testid^="asset-card-"]', { hasText: name });
      const clip = files['Short clip.mp4']!;
      const photo = files['Team photo.png']!;
      const sound = files['Voice over.mp3']!;
      await server.call('assetBrand', { ids: [clip.id], brand_slot: 'video' }, user.token);
      await server.call('assetBrand', { ids: [photo.id], brand_slot: 'image' }, user.token);

      // Thumbnails that cannot load keep their kind's icon and say 'Failed to load image'.
      const thumbs = filesAt(server, clip.thumbnail_url, photo.thumbnail_url);
      let thumbAsks = 0;
      await page.route(thumbs, (r) => ((thumbAsks += 1), r.fulfill({ status: 404, body: 'gone' })));
      await page.reload();
      for (const name of ['Short clip.mp4', 'Team photo.png']) {
        await expect(card(name).getByTestId('thumb-error')).toContainText('Failed to load image');
        await expect(card(name).getByRole('button', { name: `Preview ${name}` })).toHaveAccessibleDescription('Failed to load image');
      }
      await expect(card('Team photo.png').locator('svg.tabler-icon-photo')).toBeVisible();
      await shot(page, 'media-error-grid-desktop-en', { fullPage: false });
      // In the list view's small thumbnails, a badge and its hidden text.
      await page.getByTestId('assets-layout').click();
      await expect(page.getByTestId(`asset-row-${clip.id}`).getByTestId('thumb-error')).toHaveAttribute('title', 'Failed to load image');
      await expect(page.getByTestId(`asset-row-${clip.id}`)).toContainText('Failed to load image');
      await shot(page, 'media-error-list-desktop-en', { fullPage: false });
      await page.getByTestId('assets-layout').click();
      // The brand kit offers Try again: still broken while the link fails, the picture once it answers.
      await page.goto('/brand-kit');
      const kitVideo = page.getByTestId(`brand-item-${clip.id}`);
      await expect(kitVideo.getByTestId('thumb-error')).toContainText('Failed to load image');
      await shot(page, 'media-error-brand-kit-desktop-en');
      const asked = thumbAsks;
      await kitVideo.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => thumbAsks).toBeGreaterThan(asked);
      await expect(kitVideo.getByTestId('thumb-error')).toContainText('Failed to load image');
      await page.unroute(thumbs);
      await kitVideo.getByRole('button', { name: 'Try again' }).click();
      await expect(kitVideo.locator('img')).toBeVisible();
      await expect(page.getByTestId(`brand-item-${photo.id}`).locator('img')).toBeVisible();

      // A video that cannot load: 'Error loading the video'; Try again, with the link answering, plays it.
      await page.goto('/assets');
      const open = async (name: string) => {
        await card(name)
          .getByRole('button', { name: `Preview ${name}` })
          .click();
        return page.getByRole('dialog', { name });
      };
      const clipFile = filesAt(server, clip.url);
      await page.route(clipFile, (r) => r.abort('failed'));
      let preview = await open('Short clip.mp4');
      await expect(preview.getByTestId('media-error-message')).toHaveText('Error loading the video');
      await expect(preview.getByRole('alert')).toHaveText('Error loading the video');
      await shot(page, 'media-error-preview-video-desktop-en', { fullPage: false });
      await page.unroute(clipFile);
      await preview.getByRole('button', { name: 'Try again' }).click();
      const video = preview.getByTestId('preview-video');
      await expect(video).toBeVisible();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
      await video.evaluate((v: HTMLVideoElement) => ((v.muted = true), v.play()));
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
      await expect(preview.getByTestId('media-error')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(preview).toBeHidden();

      // A picture: 'Error loading the image', then the full picture.
      const photoFile = filesAt(server, photo.url);
      await page.route(photoFile, (r) => r.fulfill({ status: 404, body: 'gone' }));
      preview = await open('Team photo.png');
      await expect(preview.getByTestId('media-error-message')).toHaveText('Error loading the image');
      await page.unroute(photoFile);
      await preview.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => preview.getByTestId('preview-image').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(960);
      await page.keyboard.press('Escape');
      await expect(preview).toBeHidden();

      // A sound: the generic 'Media load error, please retry' (spec 000 §5), then the player.
      const soundFile = filesAt(server, sound.url);
      await page.route(soundFile, (r) => r.abort('failed'));
      preview = await open('Voice over.mp3');
      await expect(preview.getByTestId('media-error-message')).toHaveText('Media load error, please retry');
      await shot(page, 'media-error-preview-audio-desktop-en', { fullPage: false });
      await page.unroute(soundFile);
      await preview.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => preview.getByTestId('preview-audio').evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThanOrEqual(1);
      await page.keyboard.press('Escape');

      // In Chinese.
      await page.route(thumbs, (r) => r.fulfill({ status: 404, body: 'gone' }));
      await page.route(clipFile, (r) => r.abort('failed'));
      await page.evaluate(() => localStorage.setItem('language', 'zh'));
      await page.goto('/assets');
      await expect(card('Short clip.mp4').getByTestId('thumb-error')).toContainText('图片加载失败');
      await shot(page, 'media-error-grid-desktop-zh', { fullPage: false });
      await card('Short clip.mp4').getByRole('button', { name: '预览 Short clip.mp4' }).click();
      preview = page.getByRole('dialog', { name: 'Short clip.mp4' });
      await expect(preview.getByTestId('media-error-message')).toHaveText('视频加载出错');
      await expect(preview.getByRole('button', { name: '重试' })).toBeVisible();
      await shot(page, 'media-error-preview-video-desktop-zh', { fullPage: false });
      await page.goto('/brand-kit');
      await expect(page.getByTestId(`brand-item-${clip.id}`).getByTestId('thumb-error')).toContainText('图片加载失败');
      await shot(page, 'media-error-brand-kit-desktop-zh');
    });
  });

  test.describe('phone', () => {
    test.use(PHONE);
    test('the library reads well on a phone, in Chinese too', async ({ page, server }) => {
      const user = await signedIn(page, server, Plan.Creator);
      for (const file of [media.photo, media.mp3]) {
        await page.goto('/assets');
        await chooseFiles(page, () => page.getByTestId('assets-upload').click(), [file]);
        await expect(page.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(1, { timeout: 60_000 });
      }
      await page.goto('/assets');
      await expect(page.getByTestId('asset-grid').getByTestId('asset-name')).toHaveCount(2);
      await shot(page, 'assets-phone-en');
      await page.evaluate(() => localStorage.setItem('language', 'zh'));
      await page.goto('/assets');
      await expect(page.getByRole('heading', { name: '素材' })).toBeVisible();
      await shot(page, 'assets-phone-zh');
      await page.goto('/brand-kit');
      await expect(page.getByRole('heading', { name: '品牌套件' })).toBeVisible();
      await shot(page, 'brand-kit-phone-zh');
      expect(user.email).toContain('@');
    });

    test('a file that fails to load says so on a phone, in Chinese too', async ({ page, server }) => {
      const user = await signedIn(page, server, Plan.Creator);
      const files = await uploadWithThumbnails(page, server, user.token, [media.clip, media.photo]);
      const grid = page.getByTestId('asset-grid');
      const card = (name: string) => grid.locator('[data-testid^="asset-card-"]', { hasText: name });
      const clip = files['Short clip.mp4']!;
      await server.call('assetBrand', { ids: [clip.id], brand_slot: 'video' }, user.token);
      await page.route(filesAt(server, clip.thumbnail_url, files['Team photo.png']!.thumbnail_url), (r) => r.fulfill({ status: 404, body: 'gone' }));
      await page.route(filesAt(server, clip.url), (r) => r.abort('failed'));
      for (const lang of ['en', 'zh'] as const) {
        await page.evaluate((l) => localStorage.setItem('language', l), lang);
        await page.goto('/assets');
        await expect(card('Short clip.mp4').getByTestId('thumb-error')).toContainText(lang === 'en' ? 'Failed to load image' : '图片加载失败');
        await shot(page, `media-error-grid-phone-${lang}`, { fullPage: false });
        await card('Short clip.mp4')
          .getByRole('button', { name: lang === 'en' ? 'Preview Short clip.mp4' : '预览 Short clip.mp4' })
          .click();
        const preview = page.getByRole('dialog', { name: 'Short clip.mp4' });
        await expect(preview.getByTestId('media-error-message')).toHaveText(lang === 'en' ? 'Error loading the video' : '视频加载出错');
        await shot(page, `media-error-preview-video-phone-${lang}`, { fullPage: false });
        await page.goto('/brand-kit');
        const kitVideo = page.getByTestId(`brand-item-${clip.id}`);
        await expect(kitVideo.getByRole('button', { name: lang === 'en' ? 'Try again' : '重试' })).toBeVisible();
        await kitVideo.scrollIntoViewIfNeeded();
        await shot(page, `media-error-brand-kit-phone-${lang}`, { fullPage: false });
      }
    });
  });
});
