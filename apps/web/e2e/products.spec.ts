import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { type E2EServer, expect, shot, TAKE_SHOTS, toast, waitForCall, SHOT_PASSES } from './fixtures';
import { productPage, withShop } from './shop';

/**
 * Products in Chromium: a tiny local shop (node:http, reached as shop.test, an allowed name) serves a
 * product page with JSON-LD and three pictures made here with ffmpeg; its link is pasted, read by the
 * server into a product, edited, saved, seen in the grid and the list, and deleted. And what is refused:
 * text that is not a link, a page that is not a product, a link that is already a product. SHOTS=1 takes
 * the pictures (desktop and phone, English and Chinese).
 */

const ARTICLE = `<!doctype html><html lang="en"><head><title>About us</title></head>
<body><article><h1>About our shop</h1><p>We have been making mugs since 1999. Read our story.</p></article></body></html>`;

const lang = (url: URL) => url.searchParams.get('lang');

/** The shop: /p (English), /zh/p (Chinese), /one (a product with one picture), /about (no product). */
const test = withShop((url, origin) => {
  if (url.pathname === '/p') return productPage(origin, 'Aurora Mug', 'A hand-glazed stoneware mug that keeps coffee warm.');
  if (url.pathname === '/zh/p') return productPage(origin, '极光马克杯', '手工上釉的粗陶马克杯，让咖啡保持温热。');
  if (url.pathname === '/one') return productPage(origin, lang(url) === 'zh' ? '单只杯子' : 'Solo Cup', 'One picture only.', 1);
  if (url.pathname === '/about') return ARTICLE;
  return null;
});

async function signedIn(page: Page, server: E2EServer) {
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
}

const linkDialog = (page: Page) => page.getByRole('dialog', { name: /Add a product by its link|通过链接添加商品/ });

async function analyse(page: Page, url: string) {
  await page.getByTestId('link-url').fill(url);
  await page.getByTestId('link-analyse').click();
}

test('products: a shop’s page read into a product, edited, in the grid and the list, deleted', async ({ page, server, shop }) => {
  test.setTimeout(180_000);
  await signedIn(page, server);
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByTestId('products-empty')).toBeVisible();
  await expectAccessible(page, 'products: empty');

  // Text that is not a link is refused in the browser; a bare host shows the https:// address it becomes.
  await page.getByTestId('products-add-link').click();
  const dialog = linkDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('link-url').fill('shop.example.com/mug');
  await expect(dialog.getByTestId('link-normalized')).toHaveText('Will read: https://shop.example.com/mug');
  await analyse(page, 'not a link');
  await expect(dialog.getByText('Please enter the correct URL')).toBeVisible();
  await expect(dialog.getByTestId('link-url')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'products: link refused');

  // A page that is not a product: the server's words, and Try again.
  await analyse(page, `${shop}/about`);
  await expect(dialog.getByTestId('link-failure')).toContainText('This page does not look like a product page.', { timeout: 60_000 });
  await expect(dialog.getByTestId('link-retry')).toBeVisible();
  await expectAccessible(page, 'products: link failed');

  // The product page: read, then the editor opens on the new product.
  const started = waitForCall(page, 'urlAnalyze');
  await analyse(page, `${shop}/p`);
  expect((await (await started).json()).data).toMatchObject({ status: 'working', expected_seconds: 45 });
  const editor = page.getByTestId('product-editor');
  await expect(editor).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/products\?id=[0-9a-f-]{36}$/);
  await expect(editor.getByTestId('editor-name')).toHaveValue('Aurora Mug');
  await expect(editor.getByTestId('editor-price')).toHaveText('Price from the page: $24.50');
  await expect(editor.getByTestId('editor-media-image')).toHaveCount(3);
  await expect(editor.getByTestId('editor-media-image').locator('img')).toHaveCount(3);
  for (const img of await editor.getByTestId('editor-media-image').locator('img').all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  await expectAccessible(page, 'products: editor');

  // The media rule is checked before saving; an empty description is refused beside its field.
  await editor.getByTestId('editor-description').fill('');
  await editor
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await editor.getByTestId('editor-save').click();
  await expect(editor.getByText('Please enter product description!')).toBeVisible();
  await expect(editor.getByText('A product needs at least 3 images or 1 video')).toBeVisible();
  await page.reload();
  await expect(editor.getByTestId('editor-media-image')).toHaveCount(3);
  await editor.getByTestId('editor-description').fill('Keeps coffee warm for an hour. Dishwasher safe.');
  await editor.getByTestId('editor-add-highlight').click();
  await editor.getByRole('textbox', { name: 'Highlight 1' }).fill('Hand-glazed');
  const saved = waitForCall(page, 'productSave');
  await editor.getByTestId('editor-save').click();
  expect((await (await saved).json()).code).toBe(0);
  await expect(toast(page, 'Product saved')).toBeVisible();
  await expect(editor).toBeHidden();

  // In the grid…
  const card = page.getByTestId('product-grid').locator(':scope > *').first();
  await expect(card.getByTestId('product-card-name')).toHaveText('Aurora Mug');
  await expect(card.getByTestId('product-card-media')).toHaveText('3 pictures and videos');
  await expect(card).toContainText('$24.50');
  await expect(card.getByTestId('product-card-warning')).toHaveCount(0);
  await expect(card.locator('img')).toBeVisible();
  await expectAccessible(page, 'products: grid');

  // …a link that is already a product is refused under the field…
  await page.getByTestId('products-add-link').click();
  await analyse(page, `${shop}/p`);
  await expect(dialog.getByText('The URL already exists')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // …found by its name, and in the list.
  await page.getByTestId('products-search').fill('nothing like it');
  await expect(page.getByTestId('products-empty')).toContainText('No product is named like “nothing like it”.');
  await page.getByTestId('products-search').fill('aurora');
  await expect(card).toBeVisible();
  await page.getByTestId('products-layout').click();
  await expect(page).toHaveURL(/view=list/);
  const row = page.getByTestId('product-table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Aurora Mug');
  await expect(row).toContainText('shop.test');
  await expect(row.getByTestId('product-row-media')).toHaveText('3');
  await expectAccessible(page, 'products: list');
  // The edit was kept.
  await row.getByRole('button', { name: 'Edit Aurora Mug' }).click();
  await expect(editor.getByTestId('editor-description')).toHaveValue('Keeps coffee warm for an hour. Dishwasher safe.');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  // Deleted after a confirm.
  await row.getByRole('button', { name: 'Delete Aurora Mug' }).click();
  await expect(page.getByTestId('product-delete')).toContainText('Delete “Aurora Mug”?');
  await expectAccessible(page, 'products: delete confirm');
  const deleted = waitForCall(page, 'productDelete');
  await page.getByTestId('product-delete-confirm').click();
  expect((await (await deleted).json()).code).toBe(0);
  await page.getByTestId('products-search').fill('');
  await expect(page.getByTestId('products-empty')).toContainText('No products yet');
});

test('products by hand: the rules before saving, and the editor for an unknown product', async ({ page, server }) => {
  await signedIn(page, server);
  await page.goto('/products');
  await page.getByTestId('products-add-manual').click();
  const editor = page.getByTestId('product-editor');
  await expect(editor).toBeVisible();
  await editor.getByTestId('editor-url').fill('not a link');
  await editor.getByTestId('editor-save').click();
  await expect(editor.getByText('Please enter product name!')).toBeVisible();
  await expect(editor.getByText('Please enter product description!')).toBeVisible();
  await expect(editor.getByText('Please enter the correct URL')).toBeVisible();
  await expect(editor.getByText('A product needs at least 3 images or 1 video')).toBeVisible();
  await expectAccessible(page, 'products: editor refused');
  await page.goto('/products?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('editor-missing')).toBeVisible();
});

for (const [device, lang, options] of SHOT_PASSES) {
  test.describe(`${device} ${lang}`, () => {
    test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
    test.use(options);

    test(`products screens (${device}, ${lang})`, async ({ page, server, shop }) => {
      test.setTimeout(180_000);
      const name = (screen: string) => `products-${screen}-${device}-${lang}`;
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      await signedIn(page, server);
      await page.goto('/products');
      await expect(page.getByTestId('products-empty')).toBeVisible();
      await shot(page, name('0-empty'));
      await page.getByTestId('products-add-link').click();
      await page.getByTestId('link-url').fill('shop.example.com/mug');
      await shot(page, name('1-link'), { fullPage: false });
      await analyse(page, 'not a link');
      await shot(page, name('1-link-refused'), { fullPage: false });
      await analyse(page, `${shop}/about`);
      await expect(page.getByTestId('link-failure')).toBeVisible({ timeout: 60_000 });
      await shot(page, name('1-link-failed'), { fullPage: false });
      await analyse(page, `${shop}${lang === 'zh' ? '/zh/p' : '/p'}?slow`);
      await expect(page.getByTestId('link-working')).toBeVisible();
      await page.waitForTimeout(1500);
      await shot(page, name('2-working'), { fullPage: false });
      await expect(page.getByTestId('product-editor')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId('editor-media-image').locator('img')).toHaveCount(3);
      await page.waitForTimeout(500);
      await shot(page, name('3-editor'), { fullPage: false });
      await page.getByTestId('editor-description').fill('');
      await page.getByTestId('editor-save').click();
      await shot(page, name('3-editor-refused'), { fullPage: false });
      await page.getByTestId('editor-description').fill(lang === 'zh' ? '保温一小时，可用洗碗机清洗。' : 'Keeps coffee warm for an hour.');
      await page.getByTestId('editor-save').click();
      await expect(page.getByTestId('product-editor')).toBeHidden();
      // A second product with one picture, for the warning badge.
      await page.getByTestId('products-add-link').click();
      await analyse(page, `${shop}/one?lang=${lang}`);
      await expect(page.getByTestId('product-editor')).toBeVisible({ timeout: 60_000 });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('product-card-warning')).toBeVisible();
      await page.waitForTimeout(500);
      await shot(page, name('4-grid'));
      await page.getByTestId('products-layout').click();
      await expect(page.getByTestId('product-table')).toBeVisible();
      await shot(page, name('5-list'));
      await page
        .getByTestId('product-table')
        .getByRole('button', { name: /Delete|删除/ })
        .first()
        .click();
      await expect(page.getByTestId('product-delete')).toBeVisible();
      await shot(page, name('6-delete'), { fullPage: false });
    });
  });
}
