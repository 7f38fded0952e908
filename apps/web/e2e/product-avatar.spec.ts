import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, shot, TAKE_SHOTS, test, waitForCall, SHOT_PASSES } from './fixtures';

/**
 * Product Avatar in Chromium (spec 000 §2.12, 3 steps): a product picture made here with ffmpeg (a red
 * bottle with a dark cap and a yellow label on a plain light background) is uploaded, its background removed on this
 * server, a library avatar chosen to present it, the product placed, and the avatar made — its look
 * ready on the Product tab. And what is refused: a file that is not a picture, a product over the face.
 */

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);

/** A 480×600 product shot: a bottle (body, cap, label) on a light, plain background. */
function productPicture(dir: string): string {
  const file = path.join(dir, 'Bottle.png');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'color=c=0xf1f0ec:s=480x600',
    '-vf',
    'drawbox=x=170:y=170:w=140:h=340:color=0xd23c3c:t=fill,drawbox=x=205:y=110:w=70:h=64:color=0x2d2d2d:t=fill,drawbox=x=185:y=290:w=110:h=90:color=0xf2b630:t=fill',
    '-frames:v',
    '1',
    file,
  ]);
  return file;
}

async function signedIn(page: Page, server: { createUser: () => Promise<{ token: string }>; url: string }) {
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
}

/** Step 1: the picture chosen in the dropzone's file dialog, then its cut-out waited for. */
async function uploadProduct(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('product-drop').click();
  await (await chooser).setFiles(file);
  await expect(page.getByTestId('product-working')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('product-ready')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('product-cutout').locator('img')).toBeVisible();
}

/** Step 2: a library look, found by its name. */
async function chooseLibraryLook(page: Page, id = 'maya/support', name = 'Maya'): Promise<void> {
  await page.getByTestId('product-next').click();
  await page.getByTestId('base-search').fill(name);
  await page.getByTestId(`avatar-look-${id}`).click();
  await expect(page.getByTestId('base-chosen')).toBeVisible();
}

test('product avatar: a bottle cut out, held by a library avatar, ready on the Product tab', async ({ page, server }) => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-product-avatar-'));
  const picture = productPicture(dir);
  await signedIn(page, server);

  await page.goto('/avatar?tab=product');
  await expect(page.getByTestId('avatars-product-empty')).toBeVisible();
  await expect(page.getByTestId('avatars-usage')).toBeVisible();
  await expectAccessible(page, 'avatars: product tab');
  await page.getByTestId('avatars-create-product').click();
  await expect(page).toHaveURL(/\/product-avatar$/);
  await expect(page.getByRole('heading', { name: 'Create product avatar', level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-next')).toBeDisabled();
  await expectAccessible(page, 'product avatar: no picture yet');

  // 1. The picture, its background removed (the switch is on by default).
  await expect(page.getByTestId('product-remove-background')).toBeChecked();
  const started = waitForCall(page, 'productCutout');
  await uploadProduct(page, picture);
  expect((await (await started).json()).data).toMatchObject({ status: 'working' });
  await expectAccessible(page, 'product avatar: product');

  // 2. A library avatar.
  await chooseLibraryLook(page);
  await expectAccessible(page, 'product avatar: avatar');
  await page.getByTestId('product-next').click();

  // 3. The product placed: in hand to start with (a tall bottle: narrower and lower than the preset,
  // so it stays clear of the face), another preset, then back and nudged with the keyboard.
  await expect(page.getByTestId('place-stage')).toBeVisible();
  await expect(page.getByTestId('place-preset-hand')).toHaveAttribute('aria-pressed', 'true');
  const where = page.getByTestId('place-where');
  await expect(where).toHaveText(/^72% across · \d+% down · \d+% wide$/);
  await page.getByTestId('place-preset-front').click();
  await expect(page.getByTestId('place-preset-front')).toHaveAttribute('aria-pressed', 'true');
  await expect(where).toHaveText(/^50% across/);
  await page.getByTestId('place-preset-hand').click();
  const down = Number(/(\d+)% down/.exec((await where.textContent()) ?? '')![1]);
  await page.getByTestId('place-product').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(where).toContainText(`${down + 2}% down`);
  await expect(page.getByTestId('place-preset-hand')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('place-note')).toContainText('hands are not redrawn');
  await expectAccessible(page, 'product avatar: place');

  // A name is asked for before anything is sent.
  await page.getByTestId('create-submit').click();
  await expect(page.getByTestId('create-name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('create-name').fill('Maya with the bottle');
  const made = waitForCall(page, 'productAvatarCreate');
  await page.getByTestId('create-submit').click();
  const answer = await (await made).json();
  expect(answer.code).toBe(0);
  const avatar = answer.data;
  expect(avatar).toMatchObject({ kind: 'product', name: 'Maya with the bottle' });
  expect(avatar.looks[0]).toMatchObject({ source: 'product' });
  const sent = JSON.parse((await made).request().postData() ?? '{}');
  expect(sent).toMatchObject({ base: 'maya/support', placement: { x: 0.72 } });
  expect(Math.round(sent.placement.y * 100)).toBe(down + 2);
  expect(sent.placement.width).toBeLessThan(0.3);

  // The look is made, then its avatar's page opens.
  await expect(page).toHaveURL(new RegExp(`/photo-avatar-detail\\?id=${avatar.id}$`), { timeout: 120_000 });
  await expect(page.locator('[data-testid^="look-"][data-status="ready"]')).toHaveCount(1, { timeout: 60_000 });

  // On the Product tab, and opened from there.
  await page.goto('/avatar?tab=product');
  const card = page.getByTestId(`user-avatar-${avatar.id}`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('user-avatar-name')).toHaveText('Maya with the bottle');
  await expect(card.locator('img')).toBeVisible();
  await card.getByTestId('user-avatar-open').click();
  await expect(page).toHaveURL(new RegExp(`/photo-avatar-detail\\?id=${avatar.id}$`));
  await expect(page.getByTestId('detail-name')).toHaveText('Maya with the bottle');

  // One more look of it: no name asked; on the Free plan its one avatar is used, which the page says.
  await page.goto(`/product-avatar?avatar_id=${avatar.id}`);
  await expect(page.getByRole('heading', { name: 'Add a product look to “Maya with the bottle”', level: 1 })).toBeVisible();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('product avatar refusals: a file that is not a picture, a product over the face, an address naming no product avatar', async ({ page, server }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-product-refusals-'));
  const notes = path.join(dir, 'notes.txt');
  fs.writeFileSync(notes, 'not a picture');
  const huge = path.join(dir, 'Huge.png');
  fs.writeFileSync(huge, Buffer.alloc(11 * 1024 * 1024, 1));
  const picture = productPicture(dir);
  await signedIn(page, server);

  await page.goto('/product-avatar');
  // The rule's words, in the browser, before anything is sent.
  let chooser = page.waitForEvent('filechooser');
  await page.getByTestId('product-drop').click();
  await (await chooser).setFiles(notes);
  await expect(page.getByTestId('product-upload-error')).toContainText('Invalid file type. Please upload .jpg or .png files.');
  chooser = page.waitForEvent('filechooser');
  await page.getByTestId('product-drop').click();
  await (await chooser).setFiles(huge);
  await expect(page.getByTestId('product-upload-error')).toContainText('File size cannot exceed 10MB.');

  // A product over a drawing's face is refused by the server, and said beside Create.
  await uploadProduct(page, picture);
  await chooseLibraryLook(page);
  await page.getByTestId('product-next').click();
  const product = page.getByTestId('place-product');
  const stage = await page.getByTestId('place-stage').boundingBox();
  const from = await product.boundingBox();
  if (!stage || !from) throw new Error('the stage is not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(stage.x + stage.width * 0.5, stage.y + stage.height * 0.22, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('place-where')).toHaveText(/^50% across · 22% down/);
  await page.getByTestId('create-name').fill('Covered');
  const refused = waitForCall(page, 'productAvatarCreate');
  await page.getByTestId('create-submit').click();
  expect((await (await refused).json()).code).not.toBe(0);
  await expect(page.getByTestId('create-failure')).toContainText('The product covers the face. Move it lower or make it smaller.');
  // Moving it clears the refusal.
  await page.getByTestId('place-preset-beside').click();
  await expect(page.getByTestId('create-failure')).toBeHidden();

  // An address naming an avatar that is not a product avatar of this space.
  await page.goto('/product-avatar?avatar_id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('product-avatar-missing')).toBeVisible();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('product avatar on a look of the space’s own: a square drawing, and the plan’s allowance used up', async ({ page, server }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-product-own-'));
  const picture = productPicture(dir);
  const member = await signedIn(page, server);
  // A drawn photo avatar with a square picture: it uses the Free plan's one avatar.
  const made = await server.call('userAvatarGenerate', { name: 'Square me', options: { aspect: '1:1', count: 1 } }, member.token);
  expect(made.code).toBe(0);
  await expect
    .poll(async () => (await server.call('userAvatarDetail', { id: made.data.id }, member.token)).data.looks[0].status, { timeout: 60_000 })
    .toBe('ready');
  const look = (await server.call('userAvatarDetail', { id: made.data.id }, member.token)).data.looks[0];

  await page.goto('/product-avatar');
  await uploadProduct(page, picture);
  await page.getByTestId('product-next').click();
  await page.getByTestId('base-source').getByText('My avatars (1)').click();
  await page.getByTestId(`my-look-${look.id}`).click();
  await expect(page.getByTestId('base-chosen')).toContainText('Square me');
  await page.getByTestId('product-next').click();
  // The stage takes the look's own shape once its picture has loaded.
  const stage = page.getByTestId('place-stage');
  await expect
    .poll(async () => {
      const box = await stage.boundingBox();
      return box ? Math.round((box.width / box.height) * 100) / 100 : 0;
    })
    .toBe(1);
  await expect(page.getByTestId('place-preset-hand')).toHaveAttribute('aria-pressed', 'true');
  // Photo and product avatars share the plan's allowance: the page says so instead of offering Create.
  await expect(page.getByTestId('create-limit')).toBeVisible();
  await expect(page.getByTestId('create-submit')).toHaveCount(0);
  fs.rmSync(dir, { recursive: true, force: true });
});

for (const [device, lang, options] of SHOT_PASSES) {
  test.describe(`${device} ${lang}`, () => {
    test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
    test.use(options);

    test(`product avatar steps (${device}, ${lang})`, async ({ page, server }) => {
      test.setTimeout(240_000);
      const name = (screen: string) => `product-avatar-${screen}-${device}-${lang}`;
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-product-shots-'));
      const picture = productPicture(dir);
      await signedIn(page, server);

      await page.goto('/avatar?tab=product');
      await expect(page.getByTestId('avatars-product-empty')).toBeVisible();
      await shot(page, name('0-tab-empty'));
      await page.goto('/product-avatar');
      await expect(page.getByTestId('product-drop')).toBeVisible();
      await shot(page, name('1-upload'));
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('product-drop').click();
      await (await chooser).setFiles(picture);
      await expect(page.getByTestId('product-working')).toBeVisible({ timeout: 30_000 });
      await shot(page, name('1-working'));
      await expect(page.getByTestId('product-ready')).toBeVisible({ timeout: 90_000 });
      await shot(page, name('1-cutout'));
      await chooseLibraryLook(page, 'maya/support', 'Maya');
      await shot(page, name('2-avatar'), { fullPage: device === 'desktop' });
      await page.getByTestId('product-next').click();
      await expect(page.getByTestId('place-stage')).toBeVisible();
      await page.getByTestId('create-name').fill(lang === 'zh' ? '小雅和水瓶' : 'Maya with the bottle');
      await shot(page, name('3-place'));
      // Over the face: refused, said beside Create.
      const stage = page.getByTestId('place-stage');
      const size = (await stage.boundingBox())!;
      await stage.click({ position: { x: size.width * 0.5, y: size.height * 0.3 } });
      await page.getByTestId('create-submit').click();
      await expect(page.getByTestId('create-failure')).toBeVisible();
      await shot(page, name('3-refused'));
      await page.getByTestId('place-preset-hand').click();
      await page.getByTestId('create-submit').click();
      // The look may be ready before the picture is taken: then its page is already open.
      if (await page.getByTestId('product-making').isVisible()) await shot(page, name('3-making'), { fullPage: false });
      await expect(page).toHaveURL(/\/photo-avatar-detail\?id=/, { timeout: 120_000 });
      await expect(page.locator('[data-testid^="look-"][data-status="ready"]')).toHaveCount(1, { timeout: 60_000 });
      await shot(page, name('4-detail'));
      await page.goto('/avatar?tab=product');
      await expect(page.locator('[data-testid^="user-avatar-"] img').first()).toBeVisible();
      await shot(page, name('5-tab'));
      fs.rmSync(dir, { recursive: true, force: true });
    });
  });
}
