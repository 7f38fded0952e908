import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type Asset, Plan } from '@framecast/contract';
import { newAvatarVideoDoc, type TimelineDoc } from '@framecast/timeline';
import { expectAccessible } from './a11y';
import { type E2EServer, expect, SHOT_PASSES, shot, TAKE_SHOTS, test } from './fixtures';

/**
 * The editor's Elements, Media, Music and Brand Kit panels in Chromium: files uploaded in place (one the
 * rules refuse says why), put on a scene and behind it; shapes, stickers and a progress bar drawn on the
 * stage; a built-in bed listened to and used, then the member's own track, ducking off; the brand kit's
 * logo placed, its picture behind the scene and its video as an intro; all of it in the saved document.
 * A Free space is shown the plan that has the brand kit.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-e2e-panels-'));
const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);

function makeMedia() {
  const photo = path.join(dir, 'Shop front.png');
  const logo = path.join(dir, 'Logo.png');
  const clip = path.join(dir, 'Brand intro.mp4');
  const song = path.join(dir, 'Our song.mp3');
  const notes = path.join(dir, 'notes.txt');
  if (!fs.existsSync(photo)) ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=960x640', '-frames:v', '1', photo]);
  if (!fs.existsSync(logo)) ffmpeg(['-f', 'lavfi', '-i', 'color=c=0xff3366:s=200x100', '-frames:v', '1', logo]);
  if (!fs.existsSync(clip))
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=10:duration=4', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
  if (!fs.existsSync(song)) ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-b:a', '64k', song]);
  if (!fs.existsSync(notes)) fs.writeFileSync(notes, 'not a picture');
  return { photo, logo, clip, song, notes };
}

async function signedIn(page: Page, server: E2EServer, plan?: Plan) {
  const member = await server.createUser();
  if (plan !== undefined) await server.setPlan(member.email, plan);
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
}

async function chooseFiles(page: Page, opener: () => Promise<void>, files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await opener();
  await (await chooser).setFiles(files);
}

const saved = (page: Page) => expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
const done = (page: Page, n: number) => expect(page.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(n, { timeout: 60_000 });

async function assetNamed(server: E2EServer, token: string, name: string): Promise<Asset> {
  const found = (await server.call('assetList', { q: name }, token)).data.items as Asset[];
  expect(found, name).toHaveLength(1);
  return found[0]!;
}

/** Every panel used on a two-scene draft; `snap` names the pictures taken on the way (SHOTS=1). */
async function journey(page: Page, server: E2EServer, lang: 'en' | 'zh', snap: (screen: string) => Promise<void>) {
  const media = makeMedia();
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  const member = await signedIn(page, server, Plan.Creator);
  const script = lang === 'zh' ? '欢迎光临。我们的新店开业了。' : 'Welcome to our shop. The new store is open.';
  const doc = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: 'espeak:en-us', script });
  const draft = await server.call('projectSave', { document: doc, name: 'Panels' }, member.token);
  await page.goto(`/editor?id=${draft.data.id}`);
  await expect(page.getByTestId('stage-layer-avatar')).toBeVisible();

  // The rail lists the panels in the spec's order.
  await expect(page.locator('[data-testid^="panel-"]')).toHaveCount(9);
  const order = await page.locator('[data-testid^="panel-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  expect(order).toEqual(['script', 'avatar', 'layout', 'text', 'elements', 'media', 'subtitles', 'music', 'brandKit'].map((k) => `panel-${k}`));

  // Media: a photo and a video uploaded in place land on the scene; a text file is refused with the reason.
  await page.getByTestId('panel-media').click();
  await chooseFiles(page, () => page.getByTestId('picker-upload').click(), [media.photo]);
  await done(page, 1);
  await expect(page.getByTestId('stage-layer-image')).toBeVisible();
  await chooseFiles(page, () => page.getByTestId('picker-upload').click(), [media.clip]);
  await done(page, 2);
  await expect(page.getByTestId('stage-layer-video')).toBeVisible();
  await chooseFiles(page, () => page.getByTestId('picker-upload').click(), [media.notes]);
  await expect(page.getByTestId('upload-error')).toBeVisible();
  if (lang === 'en') await expect(page.getByTestId('upload-error')).toContainText(/unsupported/i);
  const photo = await assetNamed(server, member.token, 'Shop front');
  const clip = await assetNamed(server, member.token, 'Brand intro');
  // The same photo behind the scene instead.
  await page
    .getByTestId('media-mode')
    .getByText(lang === 'zh' ? '设为背景' : 'Sets the background')
    .click();
  await page.getByTestId(`pick-${photo.id}`).click();
  await expect(page.getByTestId('editor-stage')).toHaveAttribute('style', /background-image/);
  await expect(page.getByTestId('media-clear-background')).toBeVisible();
  await snap('media');
  await expectAccessible(page, 'editor media panel');

  // Elements: a rounded box, a star sticker and a bar that fills over the video.
  await page.getByTestId('panel-elements').click();
  await page.getByTestId('add-element-rounded').click();
  await page.getByTestId('add-element-star').click();
  await page.getByTestId('add-progress-video').click();
  await expect(page.getByTestId('element-layer')).toHaveCount(3);
  await expect(page.locator('[data-shape="star"] img')).toBeVisible();
  const bar = page.locator('[data-shape="progress"]');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-progress', '0.000');
  await page.getByTestId('element-layer').nth(1).getByTestId('element-fill').fill('#10b981');
  await expect(page.locator('[data-shape="star"] img')).toHaveAttribute('src', /10b981/);
  await page.keyboard.press('Escape');
  await page.getByTestId('elements-panel').getByRole('heading').click();
  await snap('elements');
  await expectAccessible(page, 'editor elements panel');

  // Music: a built-in bed played here (the server answers its link) and used; then the member's own track.
  await page.getByTestId('panel-music').click();
  const calm = page.getByTestId('track-builtin:music/calm');
  const bed = page.waitForResponse((r) => r.url().includes('/api/builtin/music/calm.wav'));
  await calm.getByTestId('track-play').click();
  expect((await bed).status()).toBeLessThan(300);
  await expect(calm.getByTestId('track-play')).toHaveAttribute('aria-pressed', 'true');
  await calm.getByTestId('track-use').click();
  await expect(page.getByTestId('music-current')).toBeVisible();
  await page.getByTestId('music-duck').click();
  await chooseFiles(page, () => page.getByTestId('music-upload').click(), [media.song, media.logo]);
  await done(page, 2);
  const song = await assetNamed(server, member.token, 'Our song');
  const logo = await assetNamed(server, member.token, 'Logo');
  await page.getByTestId(`track-asset:${song.id}`).getByTestId('track-use').click();
  await expect(page.getByTestId('music-current-name')).toHaveText('Our song.mp3');
  await snap('music');
  await expectAccessible(page, 'editor music panel');

  // Brand Kit: the kit's logo in the bottom-left corner, its picture behind scene 2 and its video as the intro.
  await server.call('assetBrand', { ids: [logo.id], brand_slot: 'logo' }, member.token);
  await server.call('assetBrand', { ids: [photo.id], brand_slot: 'image' }, member.token);
  await server.call('assetBrand', { ids: [clip.id], brand_slot: 'video' }, member.token);
  await server.call('assetBrand', { ids: [song.id], brand_slot: 'music' }, member.token);
  await page.getByTestId('scene-card').nth(1).click();
  await page.getByTestId('panel-brandKit').click();
  await page.getByTestId(`brand-logo-${logo.id}`).click();
  await expect(page.getByTestId('stage-logo')).toHaveAttribute('data-corner', 'top-right');
  await page
    .getByTestId('brand-logo-corner')
    .getByText(lang === 'zh' ? '左下' : 'Bottom left')
    .click();
  await expect(page.getByTestId('stage-logo')).toHaveAttribute('data-corner', 'bottom-left');
  await page.getByTestId('brand-image-scene').click();
  await expect(page.getByTestId('editor-stage')).toHaveAttribute('style', /background-image/);
  const scenes = await page.getByTestId('scene-card').count();
  await page.getByTestId('brand-video-intro').click();
  await expect(page.getByTestId('scene-card')).toHaveCount(scenes + 1);
  await page.getByTestId('scene-card').first().click();
  await expect(page.getByTestId('stage-background-video')).toBeVisible();
  await snap('brand-kit');
  await expectAccessible(page, 'editor brand kit panel');

  // The saved document holds all of it.
  await saved(page);
  const saved_ = (await server.call('projectDetail', { id: draft.data.id }, member.token)).data.document as TimelineDoc;
  const [intro, first, second] = saved_.scenes;
  expect(intro).toMatchObject({ background: { type: 'video', src: `asset:${clip.id}` }, layers: [], script: [] });
  expect(intro!.duration).toBeCloseTo(4, 0);
  expect(first!.background).toEqual({ type: 'image', src: `asset:${photo.id}`, fit: 'cover' });
  expect(first!.layers.map((l) => (l.type === 'shape' ? l.shape : l.type))).toEqual(['avatar', 'image', 'video', 'rect', 'star', 'progress']);
  expect(first!.layers.find((l) => l.type === 'shape' && l.shape === 'star')).toMatchObject({ fill: '#10b981' });
  expect(first!.layers.find((l) => l.type === 'shape' && l.shape === 'progress')).toMatchObject({ progress: { over: 'video' } });
  expect(second!.background).toEqual({ type: 'image', src: `asset:${photo.id}`, fit: 'cover' });
  expect(saved_.music).toEqual({ src: `asset:${song.id}`, volume: 0.3, duck: false });
  expect(saved_.logo).toMatchObject({ src: `asset:${logo.id}`, position: 'bottom-left' });
}

test('elements, media, music and brand kit panels: uploaded in place, drawn on the stage and saved', async ({ page, server }) => {
  test.setTimeout(300_000);
  await journey(page, server, 'en', async () => {});
});

test('brand colours and fonts: set on /brand-kit, applied to the video as one step, drawn on the stage and saved', async ({ page, server }) => {
  test.setTimeout(180_000);
  const member = await signedIn(page, server, Plan.Creator);
  const base = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Welcome to our shop.' });
  const [s1] = base.scenes;
  const doc = {
    ...base,
    scenes: [
      {
        ...s1!,
        layers: [
          ...s1!.layers,
          { type: 'text', id: 'headline', text: 'Grand opening', size: 0.08, y: 0.2 },
          { type: 'text', id: 'body', text: 'Every day from nine', size: 0.05, y: 0.32 },
        ],
      },
    ],
  };
  const draft = await server.call('projectSave', { document: doc, name: 'Branded' }, member.token);
  expect(draft.code).toBe(0);

  // The editor says where the kit's colours are set while it has none.
  await page.goto(`/editor?id=${draft.data.id}`);
  await page.getByTestId('panel-brandKit').click();
  await expect(page.getByTestId('brand-style-set')).toHaveAttribute('href', '/brand-kit');

  // /brand-kit: three colours and two fonts. A refusal of the server is shown in its words, then a save holds.
  await page.goto('/brand-kit');
  const form = page.getByTestId('brand-style');
  await expect(form).toBeVisible();
  const colour = (n: number) => page.getByTestId(`brand-style-colour-${n}`);
  await colour(1).fill('#FF3366');
  await colour(2).fill('#00aa55');
  await page.getByTestId('brand-style-add').click();
  await colour(3).fill('#12');
  await expect(form).toContainText('Use # and six hex digits');
  await expect(page.getByTestId('brand-style-save')).toBeDisabled();
  await colour(3).fill('#1e40af');
  await page.getByTestId('brand-style-heading_font').click();
  await page.getByRole('option', { name: 'DejaVu Serif' }).click();
  await page.getByTestId('brand-style-body_font').click();
  await page.getByRole('option', { name: 'DejaVu Sans Mono' }).click();
  await page.route('**/api/asset/brand/style', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ json: { code: 40001, msg: 'Invalid request.', data: { fields: { 'palette.0': 'A colour is #rrggbb' } } } })
      : route.continue(),
  );
  await page.getByTestId('brand-style-save').click();
  await expect(page.getByTestId('brand-style-error')).toBeVisible();
  await expect(form).toContainText('A colour is #rrggbb');
  await page.unroute('**/api/asset/brand/style');
  await page.getByTestId('brand-style-save').click();
  await expect(page.getByTestId('brand-style-saved')).toBeVisible();
  await expect(page.getByTestId('brand-style-error')).toHaveCount(0);
  await expectAccessible(page, 'brand kit colours and fonts');
  expect((await server.call('brandStyle', {}, member.token)).data.style).toEqual({
    palette: ['#ff3366', '#00aa55', '#1e40af'],
    heading_font: 'DejaVu Serif',
    body_font: 'DejaVu Sans Mono',
  });

  // The editor: the kit's colours and fonts, applied in one step that one undo takes back.
  await page.goto(`/editor?id=${draft.data.id}`);
  await page.getByTestId('panel-brandKit').click();
  await expect(page.getByTestId('brand-style-fonts')).toContainText('DejaVu Serif');
  await expect(page.getByTestId('brand-swatch-1')).toBeDisabled();
  const texts = page.getByTestId('stage-layer-text');
  const headline = texts.filter({ hasText: 'Grand opening' });
  const body = texts.filter({ hasText: 'Every day from nine' });
  const look = (el: typeof headline) =>
    el.evaluate((n) => {
      const line = n.firstElementChild as HTMLElement;
      return { font: getComputedStyle(line).fontFamily, color: getComputedStyle(n).color };
    });
  const before = await look(headline);
  expect(before.font).toMatch(/^"?WenQuanYi Zen Hei/);
  await page.getByTestId('brand-style-apply').click();
  await expect.poll(() => look(headline)).toEqual({ font: expect.stringMatching(/^"?DejaVu Serif/), color: 'rgb(255, 51, 102)' });
  await expect.poll(async () => (await look(body)).font).toMatch(/^"?DejaVu Sans Mono/);
  // The browser draws the family the renderer names (the stage and the render match).
  expect(await headline.evaluate(() => document.fonts.check('16px "DejaVu Serif"'))).toBe(true);
  await page.getByTestId('undo').click();
  await expect.poll(() => look(headline)).toEqual(before);
  await expect.poll(async () => (await look(body)).font).toMatch(/^"?WenQuanYi Zen Hei/);
  await page.getByTestId('brand-style-apply').click();
  await expect.poll(async () => (await look(headline)).font).toMatch(/^"?DejaVu Serif/);
  // A swatch puts its colour on the selected text.
  await body.click();
  await page.getByTestId('brand-swatch-3').click();
  await expect.poll(async () => (await look(body)).color).toBe('rgb(30, 64, 175)');
  await expectAccessible(page, 'editor brand kit colours and fonts');

  // The Text panel shows and changes a layer's font.
  await page.getByTestId('panel-text').click();
  const fontPick = page.getByTestId('text-layer').nth(1).getByTestId('text-font');
  await expect(fontPick).toHaveValue('DejaVu Sans Mono');
  await fontPick.click();
  await page.getByRole('option', { name: 'DejaVu Sans', exact: true }).click();
  await expect.poll(async () => (await look(body)).font).toMatch(/^"?DejaVu Sans"?,/);

  await saved(page);
  const stored = (await server.call('projectDetail', { id: draft.data.id }, member.token)).data.document as TimelineDoc;
  const layers = stored.scenes[0]!.layers;
  expect(layers.find((l) => l.id === 'headline')).toMatchObject({ font: 'DejaVu Serif', color: '#ff3366' });
  expect(layers.find((l) => l.id === 'body')).toMatchObject({ font: 'DejaVu Sans', color: '#1e40af' });
  expect(stored.subtitles.highlight).toBe('#00aa55');
});

test('a Free space is told which plan has the brand kit', async ({ page, server }) => {
  await signedIn(page, server);
  await page.goto('/editor');
  await page.getByTestId('panel-brandKit').click();
  await expect(page.getByTestId('editor-brand-kit-plan-limit')).toBeVisible();
  await expect(page.getByTestId('editor-brand-kit-plan-upgrade')).toBeVisible();
});

for (const [device, lang, options] of SHOT_PASSES.filter(([device]) => device === 'desktop')) {
  test.describe(`${device} ${lang}`, () => {
    test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
    test.use(options);
    test(`editor panel screens (${device}, ${lang})`, async ({ page, server }) => {
      test.setTimeout(300_000);
      await journey(page, server, lang, (screen) => shot(page, `editor-panel-${screen}-${device}-${lang}`, { fullPage: false }));
    });
  });
}

for (const [device, lang, options] of SHOT_PASSES) {
  test.describe(`${device} ${lang}`, () => {
    test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
    test.use(options);
    test(`brand colours and fonts screens (${device}, ${lang})`, async ({ page, server }) => {
      test.setTimeout(180_000);
      const name = (screen: string) => `brand-style-${screen}-${device}-${lang}`;
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      const member = await signedIn(page, server, Plan.Creator);
      const set = await server.call(
        'brandStyleSave',
        { palette: ['#ff3366', '#00aa55', '#1e40af', '#fef3c7'], heading_font: 'DejaVu Serif', body_font: 'DejaVu Sans' },
        member.token,
      );
      expect(set.code).toBe(0);
      await page.goto('/brand-kit');
      await expect(page.getByTestId('brand-style')).toBeVisible();
      await shot(page, name('page'));
      if (device === 'phone') return;
      const script = lang === 'zh' ? '欢迎光临我们的新店。' : 'Welcome to our new shop.';
      const base = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: 'espeak:en-us', script });
      const title = { type: 'text' as const, id: 'headline', text: lang === 'zh' ? '盛大开业' : 'Grand opening', size: 0.08, y: 0.2 };
      const doc = { ...base, scenes: [{ ...base.scenes[0]!, layers: [...base.scenes[0]!.layers, title] }] };
      const draft = await server.call('projectSave', { document: doc, name: lang === 'zh' ? '品牌视频' : 'Branded' }, member.token);
      await page.goto(`/editor?id=${draft.data.id}`);
      await page.getByTestId('panel-brandKit').click();
      await page.getByTestId('brand-style-apply').click();
      await page.waitForTimeout(800);
      await shot(page, name('editor'), { fullPage: false });
    });
  });
}
