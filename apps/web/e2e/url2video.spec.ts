import type { Page } from '@playwright/test';
import { Plan } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { expectAccessible } from './a11y';
import { type E2EServer, expect, SHOT_PASSES, shot, signIn, TAKE_SHOTS, waitForCall } from './fixtures';
import { productPage, withShop } from './shop';

/**
 * URL to Video in Chromium, against a tiny local shop (node:http, reached as shop.test, an allowed name)
 * whose product page names the Aurora Mug with three pictures: the link is pasted and read, the settings
 * keep no presenter and a voice of the script's language, three scripts are written (the product's name
 * in them), one is edited — Next waits until it is saved, and a reload keeps it — a template is chosen,
 * and the video renders and plays on its page. Also: the Templates page's library, a template's preview
 * and "Use this template" through sign-in (the address is kept because it holds useTemplateId=).
 * SHOTS=1 takes the pictures of every step (desktop and phone, English and Chinese).
 */

/** The shop: /p (English), /zh/p (Chinese). */
const test = withShop((url, origin) => {
  if (url.pathname === '/p') return productPage(origin, 'Aurora Mug', 'A hand-glazed stoneware mug that keeps coffee warm for an hour.');
  if (url.pathname === '/zh/p') return productPage(origin, '极光马克杯', '手工上釉的粗陶马克杯，让咖啡保温一小时。');
  return null;
});

async function signedIn(page: Page, server: E2EServer) {
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
}

/** Step 1 done: the link read into a product with enough pictures. */
async function readProduct(page: Page, url: string) {
  await page.getByTestId('link-url').fill(url);
  await page.getByTestId('link-analyse').click();
  await expect(page.getByTestId('url2video-product-found')).toBeVisible({ timeout: 60_000 });
}

const next = (page: Page) => page.getByTestId('url2video-next');

test('URL to Video: a shop’s link → settings → scripts (edited and saved) → a template → the rendered video', async ({ page, server, shop }) => {
  test.setTimeout(300_000);
  const member = await signedIn(page, server);
  await page.goto('/url2video');
  await expect(page.getByRole('heading', { name: 'URL to Video', level: 1 })).toBeVisible();
  // A later step's address with nothing chosen shows the first step.
  await page.goto('/url2video/script');
  await expect(page).toHaveURL(/\/url2video$/);
  await expect(next(page)).toBeDisabled();
  await expect(page.getByTestId('url2video-blocker')).toHaveText('Choose a product first.');
  await expectAccessible(page, 'url2video: enter URL');

  // Text that is not a link is refused under the field.
  await page.getByTestId('link-url').fill('not a link');
  await page.getByTestId('link-analyse').click();
  await expect(page.getByText('Please enter the correct URL')).toBeVisible();

  // The shop's page: read (the stage and bar while it works), then the product found.
  const started = waitForCall(page, 'urlAnalyze');
  await readProduct(page, `${shop}/p`);
  expect((await (await started).json()).data).toMatchObject({ expected_seconds: 45 });
  await expect(page.getByTestId('url2video-product-name')).toHaveText('Aurora Mug');
  await expect(page.getByTestId('url2video-media-ok')).toBeVisible();
  await expect(page.getByTestId('url2video-product-found').locator('img')).toHaveCount(3);
  await expectAccessible(page, 'url2video: product found');

  // Settings: 9:16, about 30 s, English, no presenter, an English voice chosen for us, subtitles on.
  await next(page).click();
  await expect(page).toHaveURL(/\/url2video\/setting$/);
  await expect(page.getByTestId('aspect-9:16')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('url2video-no-presenter')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('voice-selected')).not.toHaveText('No voice chosen');
  await expect(page.getByTestId('voice-selected')).toContainText('English');
  await expectAccessible(page, 'url2video: settings');

  // Scripts: three versions written from the product's facts, the product named in them.
  const written = waitForCall(page, 'scriptGenerate');
  await next(page).click();
  await expect(page).toHaveURL(/\/url2video\/script$/);
  const scripts = (await (await written).json()).data;
  expect(scripts.variants).toHaveLength(3);
  const variants = page.getByTestId('script-variants').getByRole('radio');
  await expect(variants).toHaveCount(3, { timeout: 60_000 });
  await expect(variants.first()).toHaveAttribute('aria-checked', 'true');
  const editor = page.getByTestId('script-editor');
  await expect(editor).toHaveValue(/Aurora Mug/);
  await expect(page.getByTestId('script-engine')).toBeVisible();
  if (scripts.engine === 'template') await expect(page.getByTestId('script-engine')).toContainText('not a language model');
  await expect(page.getByTestId('script-count')).toContainText('/ 1000 characters');
  await expectAccessible(page, 'url2video: scripts');

  // Another version, then an edit: Next waits until the edit is saved.
  await variants.nth(1).click();
  await expect(variants.nth(1)).toHaveAttribute('aria-checked', 'true');
  // Short, so the video stays within the Free plan's 30 seconds.
  const edited = 'Meet the Aurora Mug: hand-glazed, and your coffee stays warm for an hour.\n\nOrder yours today.';
  await editor.fill(edited);
  await expect(next(page)).toBeDisabled();
  await expect(page.getByTestId('url2video-blocker')).toHaveText('Save or discard your script changes first.');
  await expect(page.getByTestId('script-save')).toBeVisible();
  await expect(page.getByTestId('script-discard')).toBeVisible();
  await expectAccessible(page, 'url2video: unsaved script');
  // The step bar does not jump past it either.
  await page.getByTestId('url2video-step-template').click();
  await expect(page).toHaveURL(/\/url2video\/script$/);
  await page.getByTestId('script-save').click();
  await expect(page.getByTestId('script-save')).toBeHidden();
  await expect(next(page)).toBeEnabled();
  // A reload keeps the product, the settings and the saved script.
  await page.reload();
  await expect(page.getByTestId('script-editor')).toHaveValue(edited);
  await expect(variants.nth(1)).toHaveAttribute('aria-checked', 'true');

  // Templates of the video's ratio; the chosen one is highlighted.
  await next(page).click();
  await expect(page).toHaveURL(/\/url2video\/preview$/);
  const grid = page.getByTestId('url2video-template-grid');
  const card = grid.locator('[data-testid^="template-card-"]').first();
  await expect(card).toBeVisible();
  await expect(page.getByTestId('url2video-render')).toBeDisabled();
  await expect(page.getByTestId('url2video-blocker')).toHaveText('Please choose a template.');
  await card.getByTestId('template-open').click();
  await expect(card).toHaveAttribute('data-selected', 'true');
  await expect(card.getByTestId('template-open')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('url2video-summary-product')).toHaveText('Aurora Mug');
  await expect(page.getByTestId('url2video-summary-presenter')).toHaveText('No presenter');
  await expect(page.getByTestId('url2video-background-warning')).toHaveCount(0);
  await expectAccessible(page, 'url2video: template');

  // Render: the project's page follows the render, and the video plays.
  const created = waitForCall(page, 'url2videoCreate');
  await page.getByTestId('url2video-render').click();
  const answer = await (await created).json();
  expect(answer.code).toBe(0);
  const project = answer.data;
  expect(project).toMatchObject({ source: 'url_to_video', aspect_ratio: '9:16' });
  await expect(page).toHaveURL(new RegExp(`/video-detail\\?id=${project.id}`));
  const player = page.getByTestId('video-player');
  await expect(player).toBeVisible({ timeout: 240_000 });
  await expect(page.getByTestId('project-status')).toHaveText(/Rendered/);
  const played = await player.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
    await v.play();
    await new Promise((r) => setTimeout(r, 800));
    return { duration: v.duration, time: v.currentTime };
  });
  expect(played.duration).toBeGreaterThan(2);
  expect(played.time).toBeGreaterThan(0.2);
  // The script the video was made with is the edited one, and names the product.
  const detail = await server.call('projectDetail', { id: project.id }, member.token);
  const spoken = JSON.stringify(detail.data.document);
  expect(spoken).toContain('Order yours today.');
  expect(spoken).toContain('Aurora Mug');

  // The wizard starts afresh afterwards.
  await page.goto('/url2video/preview');
  await expect(page).toHaveURL(/\/url2video$/);
  await expect(page.getByTestId('link-url')).toBeVisible();
});

test('Templates: the library filtered, a preview, “Use this template” through sign-in, and My Templates', async ({ page, server }) => {
  test.setTimeout(180_000);
  const member = await server.createUser();
  // Signed out, the wizard's address with a template is kept through sign-in.
  await page.goto('/url2video?useTemplateId=lib-offer-neon-1x1');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/url2video\?useTemplateId=lib-offer-neon-1x1$/);
  await expect(page.getByTestId('link-template')).toContainText('Special offer · Neon');

  await page.goto('/templates');
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  await expect(page.getByTestId('templates-total')).toHaveText(/^\d{3} templates$/);
  // Filters: a ratio, a layout and a style narrow the library, and the address keeps them.
  await page.getByTestId('templates-ratio').getByText('16:9').click();
  await expect(page).toHaveURL(/ratio=16%3A9/);
  await expect(page.getByTestId('templates-total')).toHaveText('72 templates');
  await page.getByTestId('templates-style').click();
  await page.getByRole('option', { name: 'Neon' }).click();
  await expect(page.getByTestId('templates-total')).toHaveText('8 templates');
  await expect(page).toHaveURL(/style=neon/);
  await page.getByTestId('templates-style').click();
  await page.getByRole('option', { name: 'Bold' }).click();
  const card = page.getByTestId('templates-library').locator('[data-testid^="template-card-"]').first();
  await expect(card.getByTestId('template-name')).toHaveText('Spotlight · Bold');
  // A card in view asks for its preview, which renders and shows.
  await expect(card).toHaveAttribute('data-preview', /working|ready/, { timeout: 30_000 });
  await expectAccessible(page, 'templates: library');
  await card.getByTestId('template-open').click();
  const dialog = page.getByTestId('template-preview');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('template-fact-ratio')).toHaveText('16:9');
  await expect(card).toHaveAttribute('data-preview', 'ready', { timeout: 150_000 });
  await expect(dialog.getByTestId('template-clip')).toBeVisible();
  await expectAccessible(page, 'templates: preview');
  await page.getByTestId('template-use').click();
  await expect(page).toHaveURL(/\/url2video\?useTemplateId=lib-spotlight-bold-16x9$/);
  await expect(page.getByTestId('link-template')).toContainText('Spotlight · Bold · 16:9');

  // My Templates: empty, then one made from a draft of the space, then deleted.
  await page.goto('/templates?tab=mine');
  await expect(page.getByTestId('templates-mine-empty')).toBeVisible();
  await expectAccessible(page, 'templates: mine empty');
  // A square video: Starter and up have 1:1 (Free has 9:16 and 16:9 only).
  await server.setPlan(member.email, Plan.Starter);
  const document = newAvatarVideoDoc({ aspectRatio: '1:1', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Welcome to our shop.' });
  const saved = await server.call('projectSave', { document, name: 'Launch teaser' }, member.token);
  expect(saved.code).toBe(0);
  await page.getByTestId('templates-create').click();
  const form = page.getByTestId('template-create');
  await expect(form).toBeVisible();
  // Nothing chosen: the contract's words beside the fields.
  await form.getByTestId('template-create-submit').click();
  await expect(form.getByText('Choose a video or draft to make the template from.')).toBeVisible();
  await expect(form.getByText('Please enter a template name')).toBeVisible();
  await expectAccessible(page, 'templates: create refused');
  await form.getByTestId('template-create-project').click();
  await page.getByRole('option', { name: 'Launch teaser' }).click();
  await expect(form.getByTestId('template-create-name')).toHaveValue('Launch teaser');
  await form.getByTestId('template-create-name').fill('Square teaser');
  const created = waitForCall(page, 'templateCreate');
  await form.getByTestId('template-create-submit').click();
  expect((await (await created).json()).code).toBe(0);
  await expect(form).toBeHidden();
  const mine = page.getByTestId('templates-mine').locator('[data-testid^="template-card-"]');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId('template-name')).toHaveText('Square teaser');
  await expect(mine).toContainText('1:1');
  await expect(page.getByTestId('templates-mine-count')).toHaveText('1 of 100 templates');
  await expectAccessible(page, 'templates: mine');
  await mine.getByTestId('template-delete').click();
  await expect(page.getByTestId('template-remove')).toContainText('Delete “Square teaser”?');
  await page.getByTestId('template-remove-confirm').click();
  await expect(page.getByTestId('templates-mine-empty')).toBeVisible();
});

for (const [device, lang, options] of SHOT_PASSES) {
  test.describe(`${device} ${lang}`, () => {
    test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
    test.use(options);

    test(`url2video screens (${device}, ${lang})`, async ({ page, server, shop }) => {
      test.setTimeout(300_000);
      const name = (screen: string) => `url2video-${screen}-${device}-${lang}`;
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      await signedIn(page, server);

      await page.goto('/templates');
      await expect(page.getByTestId('templates-library').locator('[data-testid^="template-card-"]').first()).toBeVisible();
      await page.waitForTimeout(800);
      await shot(page, name('0-templates'), { fullPage: false });
      await page.getByTestId('templates-library').locator('[data-testid^="template-card-"]').first().getByTestId('template-open').click();
      await expect(page.getByTestId('template-preview')).toBeVisible();
      await page.waitForTimeout(500);
      await shot(page, name('0-templates-preview'), { fullPage: false });
      await page.keyboard.press('Escape');
      await page.goto('/templates?tab=mine');
      await expect(page.getByTestId('templates-mine-empty')).toBeVisible();
      await shot(page, name('0-templates-mine'));

      await page.goto('/url2video');
      await expect(page.getByTestId('link-url')).toBeVisible();
      await shot(page, name('1-url'));
      await page.getByTestId('link-url').fill(`${shop}${lang === 'zh' ? '/zh/p' : '/p'}?slow`);
      await page.getByTestId('link-analyse').click();
      await expect(page.getByTestId('link-working')).toBeVisible();
      await page.waitForTimeout(1500);
      await shot(page, name('1-url-working'), { fullPage: false });
      await expect(page.getByTestId('url2video-product-found')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId('url2video-product-found').locator('img')).toHaveCount(3);
      await page.waitForTimeout(500);
      await shot(page, name('1-url-found'));

      await next(page).click();
      await expect(page.getByTestId('voice-selected')).not.toHaveText(/No voice chosen|未选择/);
      await page.waitForTimeout(800);
      await shot(page, name('2-settings'));

      // The local writer answers at once: held back a moment, so the writing state can be seen.
      await page.route('**/api/url2video/script', async (route) => {
        await new Promise((r) => setTimeout(r, 3000));
        await route.continue();
      });
      await next(page).click();
      await expect(page.getByTestId('script-writing')).toBeVisible();
      await page.waitForTimeout(1000);
      await shot(page, name('3-script-writing'), { fullPage: false });
      await expect(page.getByTestId('script-editor')).toBeVisible({ timeout: 60_000 });
      await page.getByTestId('script-editor').fill(`${await page.getByTestId('script-editor').inputValue()} !`);
      await shot(page, name('3-script-unsaved'));
      await page.getByTestId('script-save').click();

      await next(page).click();
      const card = page.getByTestId('url2video-template-grid').locator('[data-testid^="template-card-"]').first();
      await card.getByTestId('template-open').click();
      await page.waitForTimeout(800);
      await shot(page, name('4-template'));
    });
  });
}
