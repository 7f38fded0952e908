import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { Plan } from '@framecast/contract';
import { newAvatarVideoDoc, sceneLayout, type AspectRatio, type SceneLayout, type TimelineDoc } from '@framecast/timeline';
import { expect, PHONE, SCREENSHOT_DIR, shot, test, waitForCall, type E2EServer, chooseLook } from './fixtures';

/**
 * The avatar video tool's preview draws what the render draws (one layout function, sceneLayout, for
 * both): with 16:9, a background picture and a logo, the preview's avatar (cut out) and logo sit in the
 * layout's boxes, and a frame of the rendered video agrees with a screenshot of the preview on where the
 * logo and the person are. Then every frame shape, on a desktop and a phone, in English and Chinese.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-e2e-preview-'));
const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { maxBuffer: 64 * 1024 * 1024 });
/** Flat colours, so the person and the logo can be told from the background by colour alone. */
const TEAL = [0x2a, 0x9d, 0x8f] as const;
const backdropPng = path.join(dir, 'Studio wall.png');
const logoPng = path.join(dir, 'Brand logo.png');
ffmpeg(['-f', 'lavfi', '-i', 'color=c=0x2a9d8f:s=1280x720', '-frames:v', '1', backdropPng]);
ffmpeg(['-f', 'lavfi', '-i', 'color=c=0xff00ff:s=300x150', '-frames:v', '1', logoPng]);
const LOGO_ASPECT = 2;
/** The examples' logo (240x80, transparent), for the screenshots. */
const exampleLogo = path.join(dir, 'Framecast logo.png');
fs.copyFileSync(fileURLToPath(new URL('../../../examples/media/logo.png', import.meta.url)), exampleLogo);
/** Where screenshots for a person to look at go, besides screenshots-out (PREVIEW_SHOTS_DIR=/tmp/g-shots). */
const extraShots = process.env.PREVIEW_SHOTS_DIR;

interface Rgb {
  width: number;
  height: number;
  data: Buffer;
}
/** Any picture file → raw RGB at its own size (or scaled to `width`). */
function readRgb(file: string, size: { width: number; height: number }, seek?: number): Rgb {
  const data = ffmpeg([
    ...(seek !== undefined ? ['-ss', String(seek)] : []),
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    `scale=${size.width}:${size.height}`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-',
  ]);
  return { ...size, data };
}
const px = (img: Rgb, x: number, y: number) => [...img.data.subarray((y * img.width + x) * 3, (y * img.width + x) * 3 + 3)] as [number, number, number];
const near = (c: readonly number[], target: readonly number[], tol = 40) => c.every((v, i) => Math.abs(v - target[i]!) <= tol);
const MAGENTA = [255, 0, 255] as const;

/**
 * Bounding box (fractions of the picture) of the pixels `match` picks in rows `fromY`..`toY` (fractions),
 * leaving out the outermost 1 % of columns (an element screenshot rounds out to whole pixels, taking in
 * a sliver of the page around the frame).
 */
function extent(img: Rgb, match: (c: [number, number, number]) => boolean, fromY = 0, toY = 1) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = Math.floor(fromY * img.height); y < Math.min(img.height, Math.ceil(toY * img.height)); y++) {
    for (let x = Math.ceil(img.width * 0.01); x < Math.floor(img.width * 0.99); x++) {
      if (!match(px(img, x, y))) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x + 1);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y + 1);
    }
  }
  return { left: x0 / img.width, right: x1 / img.width, top: y0 / img.height, bottom: y1 / img.height };
}

async function signedIn(page: Page, server: E2EServer) {
  const user = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(user.token), url: server.url }]);
  return user;
}

async function chooseFiles(page: Page, opener: () => Promise<void>, files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await opener();
  await (await chooser).setFiles(files);
}

/** Uploads a file from an asset field's picker (an upload of the right kind is picked at once). */
async function pickUpload(page: Page, field: string, dialogName: string, file: string) {
  await page.getByTestId(`${field}-pick`).click();
  const picker = page.getByRole('dialog', { name: dialogName });
  await chooseFiles(page, () => picker.getByTestId('picker-upload').click(), [file]);
  await expect(picker).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId(`${field}-name`)).toHaveText(path.basename(file));
}

async function openTool(page: Page, aspect: AspectRatio, script = 'Our spring collection is here. Come and see it.') {
  await page.goto('/talking-avatar');
  await chooseLook(page);
  await page.getByTestId('script-input').fill(script);
  await page.getByTestId(`aspect-${aspect}`).click();
}

/** Waits until the preview's pictures have loaded (the avatar's still or clip, the logo). */
async function previewLoaded(page: Page, withLogo: boolean) {
  const avatar = page.getByTestId('preview-avatar');
  await expect(avatar).toBeVisible();
  await expect
    .poll(
      () =>
        avatar.evaluate((el) =>
          el instanceof HTMLVideoElement ? el.readyState >= 2 : (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  if (withLogo) {
    const logo = page.getByTestId('preview-logo');
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  // The frame's size animates between shapes.
  await page.waitForTimeout(300);
}

type Rect = { x: number; y: number; width: number; height: number };
/** The preview's layer boxes, in CSS pixels relative to its frame. */
async function previewBoxes(page: Page) {
  const frame = (await page.getByTestId('preview-frame').boundingBox())!;
  const rel = async (l: Locator): Promise<Rect | null> => {
    if (!(await l.count())) return null;
    const b = (await l.boundingBox())!;
    return { x: b.x - frame.x, y: b.y - frame.y, width: b.width, height: b.height };
  };
  return { frame, avatar: await rel(page.getByTestId('preview-avatar')), logo: await rel(page.getByTestId('preview-logo')) };
}

/** The preview's boxes agree with the layout's (scaled to the preview's size) within `tol` CSS pixels. */
function expectBoxesMatch(boxes: Awaited<ReturnType<typeof previewBoxes>>, layout: SceneLayout, tol = 2) {
  const s = boxes.frame.width / layout.width;
  expect(Math.abs(boxes.frame.height - layout.height * s)).toBeLessThanOrEqual(1);
  const avatar = layout.layers.find((l) => l.type === 'avatar');
  if (avatar?.type !== 'avatar') throw new Error('no avatar in the layout');
  const want = { x: avatar.box.x * s, y: avatar.box.y * s, width: avatar.box.width * s, height: avatar.box.height * s };
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(boxes.avatar![k] - want[k]), `avatar ${k}`).toBeLessThanOrEqual(tol);
  if (layout.logo?.box) {
    const b = layout.logo.box;
    const logo = { x: b.x * s, y: b.y * s, width: b.width * s, height: b.height * s };
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(boxes.logo![k] - logo[k]), `logo ${k}`).toBeLessThanOrEqual(tol);
  }
}

async function copyShot(name: string) {
  if (!extraShots) return;
  fs.mkdirSync(extraShots, { recursive: true });
  fs.copyFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(extraShots, `${name}.png`));
}

test.describe('the avatar video preview', () => {
  test.setTimeout(240_000);

  test('16:9 with a background and a logo: the preview shows the cut-out person and the logo where the video has them', async ({ page, server }) => {
    await signedIn(page, server);
    await openTool(page, '16:9');
    await pickUpload(page, 'backdrop-field', 'Background picture or video', backdropPng);
    await pickUpload(page, 'logo-field', 'Logo', logoPng);
    await previewLoaded(page, true);

    // The person is cut out (no room box over the background) and the logo is there.
    const avatar = page.getByTestId('preview-avatar');
    await expect(avatar).toHaveAttribute('data-cutout', 'true');
    expect(await avatar.evaluate((el: HTMLVideoElement | HTMLImageElement) => ('poster' in el ? el.poster : el.src))).toMatch(/-cutout\.png$/);
    await expect(page.getByTestId('preview-logo')).toBeVisible();
    await expect(page.getByTestId('preview-watermark')).toHaveText('Made with Framecast');
    const boxes = await previewBoxes(page);
    const frameShot = path.join(dir, 'preview-16x9.png');
    // In the middle of the window: scrolled only just into view, the page's sticky header covers its top
    // (the logo's corner) in the screenshot.
    await page.getByTestId('preview-frame').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.getByTestId('preview-frame').screenshot({ path: frameShot, animations: 'disabled' });
    await shot(page, 'preview-16x9-media-desktop-en', { fullPage: false });
    await copyShot('preview-16x9-media-desktop-en');

    // Render it: the saved document's layout is the one the preview drew.
    const saved = waitForCall(page, 'projectSave');
    await page.getByTestId('render-button').click();
    const project = (await (await saved).json()).data as { id: string; document: TimelineDoc };
    expect(project.document).toMatchObject({ aspectRatio: '16:9', background: { type: 'image' }, logo: { position: 'top-right' } });
    const layout = sceneLayout(project.document, project.document.scenes[0]!, { watermark: true, logoAspect: LOGO_ASPECT });
    expectBoxesMatch(boxes, layout);

    await page.getByTestId('render-confirm').click();
    await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 200_000 });
    const download = page.waitForEvent('download');
    await page.getByTestId('video-download').click();
    const video = path.join(dir, 'video.mp4');
    await (await download).saveAs(video);

    // A frame of the video and the preview's screenshot, side by side at the video's size.
    const frame = readRgb(video, layout, 1.0);
    const preview = readRgb(frameShot, layout);
    fs.writeFileSync(path.join(dir, 'frame.rgb'), frame.data);
    if (extraShots) {
      ffmpeg(['-ss', '1.0', '-i', video, '-frames:v', '1', path.join(extraShots, 'render-16x9-media-frame.png')]);
      fs.copyFileSync(frameShot, path.join(extraShots, 'preview-16x9-media-frame.png'));
    }
    // The logo: in the video exactly in the layout's box; in the preview in the same place, roughly.
    const b = layout.logo!.box!;
    const logoInVideo = extent(frame, (c) => near(c, MAGENTA, 60), 0, 0.5);
    expect(Math.abs(logoInVideo.left * frame.width - b.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(logoInVideo.right * frame.width - (b.x + b.width))).toBeLessThanOrEqual(2);
    expect(Math.abs(logoInVideo.top * frame.height - b.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(logoInVideo.bottom * frame.height - (b.y + b.height))).toBeLessThanOrEqual(2);
    const logoInPreview = extent(preview, (c) => near(c, MAGENTA, 60), 0, 0.5);
    for (const k of ['left', 'right', 'top', 'bottom'] as const) expect(Math.abs(logoInPreview[k] - logoInVideo[k]), `logo ${k}`).toBeLessThan(0.02);
    // The person: what is neither background nor logo across the chest and head band, at the same place
    // left to right (the head sways a little, so a few percent of the width).
    const person = (c: [number, number, number]) => !near(c, TEAL, 30) && !near(c, MAGENTA, 60);
    const inVideo = extent(frame, person, 0.3, 0.6);
    const inPreview = extent(preview, person, 0.3, 0.6);
    expect(inVideo.right - inVideo.left).toBeGreaterThan(0.15);
    expect(Math.abs(inPreview.left - inVideo.left)).toBeLessThan(0.03);
    expect(Math.abs(inPreview.right - inVideo.right)).toBeLessThan(0.03);
    // And the person stands in the layout's avatar box, on the background (corners of the band are teal).
    const laid = layout.layers[0]!;
    if (laid.type !== 'avatar') throw new Error('no avatar');
    expect(inVideo.left * frame.width).toBeGreaterThanOrEqual(laid.box.x - 2);
    expect(inVideo.right * frame.width).toBeLessThanOrEqual(laid.box.x + laid.box.width + 2);
    expect(near(px(frame, 40, 300), TEAL, 30)).toBe(true);
    expect(near(px(frame, laid.box.x + 6, 300), TEAL, 30)).toBe(true);
  });

  // English on a desktop and Chinese on a phone: both widths and both languages, in half the time of all four.
  for (const [name, device, lang] of [
    ['desktop', { viewport: { width: 1440, height: 900 } }, 'en'],
    ['phone', PHONE, 'zh'],
  ] as const) {
    test.describe(`${name}, ${lang}`, () => {
      test.use(device);
      test(`every frame shape draws the layout's boxes, logo included (${name}, ${lang})`, async ({ page, server }) => {
        await page.addInitScript((l) => localStorage.setItem('language', l), lang);
        // 1:1 is not on the Free plan (its picker locks it): a Starter account, which renders it without the mark.
        const user = await signedIn(page, server);
        await server.setPlan(user.email, Plan.Starter);
        await openTool(page, '9:16', lang === 'zh' ? '欢迎来到我们的春季新品发布。' : undefined);
        await pickUpload(page, 'logo-field', lang === 'zh' ? '标志' : 'Logo', exampleLogo);
        for (const aspect of ['16:9', '9:16', '1:1'] as const) {
          await page.getByTestId(`aspect-${aspect}`).click();
          await expect(page.getByTestId('preview-frame')).toHaveAttribute('data-ratio', aspect);
          await previewLoaded(page, true);
          const avatar = page.getByTestId('preview-avatar');
          // Portrait keeps the look's room filling the frame; square and landscape cut the person out.
          await expect(avatar).toHaveAttribute('data-cutout', aspect === '9:16' ? 'false' : 'true');
          // The avatar tool's own document for this shape (a Starter account: no watermark).
          const doc = newAvatarVideoDoc({ aspectRatio: aspect, avatar: 'maya/support', voice: 'espeak:en', script: 'Hi.', logo: { src: 'asset:logo' } });
          const layout = sceneLayout(doc, doc.scenes[0]!, { watermark: false, logoAspect: 3 });
          expectBoxesMatch(await previewBoxes(page), layout);
          // The preview alone and in the middle of the screen: the whole settings section is taller than a
          // phone, and the sticky header would land in an element screenshot taken at the top.
          await page.getByTestId('aspect-preview').evaluate((el) => el.scrollIntoView({ block: 'center' }));
          const shotName = `preview-${aspect.replace(':', 'x')}-${name}-${lang}`;
          await page.getByTestId('aspect-preview').screenshot({ path: path.join(SCREENSHOT_DIR, `${shotName}.png`), animations: 'disabled' });
          await copyShot(shotName);
          // The frame alone, to lay beside a frame of the rendered video.
          if (extraShots) await page.getByTestId('preview-frame').screenshot({ path: path.join(extraShots, `${shotName}-frame.png`), animations: 'disabled' });
        }
      });
    });
  }
});
