import type { Page } from '@playwright/test';
import { Plan } from '@framecast/contract';
import { expectAccessible } from './a11y';
import { type E2EServer, expect, SHOT_PASSES, shot, TAKE_SHOTS, waitForCall } from './fixtures';
import { productPage, withShop } from './shop';

/**
 * Batch Mode, Batch Product and Apply to My Product in Chromium, against a tiny local shop (node:http,
 * reached as shop.test, an allowed name): a Creator (the plan set by an operator over the API) pastes
 * three links, one of them a page with a single picture; each link is read with its own status, the one
 * short of pictures is left out, a script style and a template are chosen, and Create queues two videos
 * that render in /projects. A Free user sees the upgrade notice instead of the form. Then Batch Product,
 * the Products page's selection and "Make a video", and a template applied to one product with chosen
 * pictures (sent as media_ids). SHOTS=1 takes the pictures of every step (desktop and phone, English and
 * Chinese).
 */

const OPERATOR = 'batch-operator@example.com';
/** Products of the shop, in English and Chinese: [name, description, pictures]. */
const PRODUCTS: Record<string, Record<'en' | 'zh', [string, string, number]>> = {
  '/p': {
    en: ['Aurora Mug', 'A hand-glazed stoneware mug that keeps coffee warm.', 3],
    zh: ['极光马克杯', '手工上釉的粗陶马克杯，让咖啡保持温热。', 3],
  },
  '/k': {
    en: ['Nimbus Kettle', 'A quiet kettle that boils a litre in three minutes.', 3],
    zh: ['云朵电水壶', '安静的电水壶，三分钟烧开一升水。', 3],
  },
  '/one': {
    en: ['Solo Cup', 'One picture only.', 1],
    zh: ['单只杯子', '只有一张图片。', 1],
  },
};

/** The shop: /p, /k and /one (a product with one picture), `?lang=zh` in Chinese; the app server has an operator to set plans. */
const test = withShop(
  (url, origin) => {
    const product = PRODUCTS[url.pathname]?.[url.searchParams.get('lang') === 'zh' ? 'zh' : 'en'];
    return product ? productPage(origin, ...product) : null;
  },
  { ADMIN_EMAILS: OPERATOR },
);

/** The operator of each server (made once: tests of this file share the server). */
const operators = new WeakMap<E2EServer, Promise<{ token: string }>>();
const operatorOf = (server: E2EServer) => {
  if (!operators.has(server)) operators.set(server, server.createUser({ email: OPERATOR }));
  return operators.get(server)!;
};

/** A signed-in member; on another plan when asked (set by the operator, as spaces.spec.ts does). */
async function signedIn(page: Page, server: E2EServer, plan?: Plan) {
  const member = await server.createUser();
  if (plan !== undefined) {
    const operator = await operatorOf(server);
    const user = await server.userByEmail(member.email);
    const set = await server.call('adminSetPlan', { user_id: user!.id, plan, period: 'month' }, operator.token);
    expect(set.code, set.msg).toBe(0);
  }
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
}

/** A product of the space read from a shop page over the API (the analysis followed until it made one). */
async function productFrom(server: E2EServer, token: string, url: string): Promise<string> {
  const started = await server.call('urlAnalyze', { url }, token);
  expect(started.code, started.msg).toBe(0);
  let productId: string | null = null;
  await expect
    .poll(
      async () => {
        const a = await server.call('urlAnalysisDetail', { id: started.data.id }, token);
        productId = a.data.product_id;
        return a.data.status;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
  return productId!;
}

const row = (page: Page, i: number) => page.getByTestId(`batch-row-${i}`);
const next = (page: Page) => page.getByTestId('batch-next');

test('Batch Mode: three links (one with a single picture) → statuses → script style and template → two videos queued and rendered', async ({
  page,
  server,
  shop,
}) => {
  test.setTimeout(600_000);
  await signedIn(page, server, Plan.Creator);
  await page.goto('/batch-mode/add');
  await expect(page.getByRole('heading', { name: 'Batch Mode', level: 1 })).toBeVisible();
  // A later step's address with nothing added shows the first step.
  await page.goto('/batch-mode/settings');
  await expect(page).toHaveURL(/\/batch-mode\/add$/);
  await expectAccessible(page, 'batch mode: add');

  // The server's own words, said before anything is sent.
  const field = page.getByTestId('batch-urls');
  const count = page.getByTestId('batch-urls-count');
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/batch/analyze')) sent++;
  });
  await page.getByTestId('batch-analyze').click();
  await expect(page.getByText('Please enter at least one product URL')).toBeVisible();
  await field.fill('not a link');
  await page.getByTestId('batch-analyze').click();
  await expect(page.getByText('Failed to parse 3 URLs')).toBeVisible();
  await field.fill(Array.from({ length: 11 }, (_, i) => `${shop}/p?n=${i}`).join('\n'));
  await expect(count).toHaveText('11 / 10 links');
  await page.getByTestId('batch-analyze').click();
  await expect(page.getByText('Limit exceeded: at most 10 products')).toBeVisible();
  await expectAccessible(page, 'batch mode: add refused');
  expect(sent).toBe(0);

  // Three links, separated by a line break, a comma and a space.
  await field.fill(`${shop}/p\n${shop}/k, ${shop}/one`);
  await expect(count).toHaveText('3 / 10 links');
  await expect(page.getByText('Limit exceeded: at most 10 products')).toBeHidden();
  const analysed = waitForCall(page, 'batchAnalyze');
  await page.getByTestId('batch-analyze').click();
  const items = (await (await analysed).json()).data.items;
  expect(items).toHaveLength(3);
  for (const item of items) expect(item.analysis).toMatchObject({ expected_seconds: 45 });

  // Each link read at once with its own status; the one with a single picture is left out.
  await expect(page).toHaveURL(/\/batch-mode\/product$/);
  await expect(page.locator('[data-testid^="batch-row-"][data-status]')).toHaveCount(3);
  await expect(row(page, 0)).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await expect(row(page, 1)).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await expect(row(page, 2)).toHaveAttribute('data-status', 'media', { timeout: 60_000 });
  await expect(row(page, 0).getByTestId('batch-row-name')).toHaveText('Aurora Mug');
  await expect(row(page, 1).getByTestId('batch-row-name')).toHaveText('Nimbus Kettle');
  await expect(row(page, 2).getByTestId('batch-row-status')).toHaveText('Needs pictures');
  await expect(row(page, 2).getByTestId('batch-row-media')).toContainText('A product needs at least 3 images or 1 video');
  await expect(page.getByTestId('batch-tally')).toHaveText('2 ready, 1 needs pictures');
  await expect(row(page, 0).locator('img')).toHaveCount(1);
  await expectAccessible(page, 'batch mode: products');
  // A ready product opens in the product editor, in place.
  await row(page, 0).getByTestId('batch-row-edit').click();
  await expect(page.getByTestId('editor-name')).toHaveValue('Aurora Mug');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('product-editor')).toBeHidden();
  // A reload keeps the batch.
  await page.reload();
  await expect(page.getByTestId('batch-tally')).toHaveText('2 ready, 1 needs pictures');

  // Settings: about 30 s (the server keeps speech within about 26 s), no presenter, a voice chosen for us.
  await next(page).click();
  await expect(page).toHaveURL(/\/batch-mode\/settings$/);
  await expect(page.getByTestId('batch-length').getByRole('radio', { name: 'About 30 s' })).toBeChecked();
  await expect(page.getByTestId('batch-no-presenter')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('voice-selected')).toContainText('English');
  await expect(page.getByTestId('batch-summary')).toContainText('Your 2 videos');
  await expect(page.getByTestId('batch-create')).toBeDisabled();
  await expect(page.getByTestId('batch-blocker')).toHaveText('Please choose a script style');
  await page.getByTestId('batch-angle-benefits-list').click();
  await expect(page.getByTestId('batch-blocker')).toHaveText('Please choose a template');
  const card = page.getByTestId('batch-template-grid').locator('[data-testid^="template-card-"]').first();
  await card.getByTestId('template-open').click();
  await expect(card).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('batch-summary-angle')).toHaveText('Benefits list');
  await expect(page.getByTestId('batch-background-warning')).toHaveCount(0);
  await expect(page.getByTestId('batch-create')).toHaveText('Create 2 videos');
  await expectAccessible(page, 'batch mode: settings');

  // Create: one script and one queued video per ready product.
  const created = waitForCall(page, 'batchCreate');
  await page.getByTestId('batch-create').click();
  const answer = await (await created).json();
  expect(answer.code, answer.msg).toBe(0);
  const body = (await created).request().postDataJSON();
  expect(body).toMatchObject({ script_angle: 'benefits list', category: 'url_video', length: '30s', avatar: null });
  expect(body.product_ids).toHaveLength(2);
  const { projects, failed } = answer.data;
  expect(failed).toEqual([]);
  expect(projects).toHaveLength(2);
  for (const p of projects) expect(p).toMatchObject({ source: 'batch_mode', category: 'url_video', aspect_ratio: '9:16' });
  await expect(page.getByTestId('batch-result-title')).toHaveText('2 videos queued');
  await expect(page.getByTestId('batch-result-projects').getByRole('link')).toHaveCount(2);
  await expectAccessible(page, 'batch mode: result');

  // Both render in Projects; the wizard starts afresh once left.
  await page.getByTestId('batch-result-open-projects').click();
  await expect(page).toHaveURL(/\/projects/);
  for (const p of projects) {
    await expect(page.getByTestId(`project-card-${p.id}`)).toBeVisible();
    await expect(page.getByTestId(`project-card-${p.id}`).getByTestId('project-status')).toHaveText('Rendered', { timeout: 420_000 });
  }
  await page.goto('/batch-mode/settings');
  await expect(page).toHaveURL(/\/batch-mode\/add$/);
  await expect(page.getByTestId('batch-urls')).toHaveValue('');
});

test('a Free user is offered an upgrade instead of the batch forms', async ({ page, server }) => {
  await signedIn(page, server);
  for (const address of ['/batch-mode/add', '/batch-product/add']) {
    await page.goto(address);
    await expect(page.getByTestId('batch-upgrade')).toBeVisible();
    await expect(page.getByTestId('batch-plan-limit')).toContainText('Upgrade to Creator or above');
    await expect(page.getByTestId('batch-urls')).toHaveCount(0);
    await expect(page.getByTestId('batch-pick')).toHaveCount(0);
    await expectAccessible(page, `${address}: upgrade`);
  }
  await page.getByTestId('batch-plan-upgrade').click();
  await expect(page.getByRole('dialog', { name: 'Plans and pricing' })).toBeVisible();
});

test('Batch Product, the Products page’s selection and “Make a video”, and a template applied to one product’s chosen pictures', async ({
  page,
  server,
  shop,
}) => {
  test.setTimeout(300_000);
  const member = await signedIn(page, server, Plan.Creator);
  const mug = await productFrom(server, member.token, `${shop}/p`);
  const kettle = await productFrom(server, member.token, `${shop}/k`);

  // Batch Product: the space's products ticked (the count says how many of ten), then checked.
  await page.goto('/batch-product/add');
  await expect(page.getByRole('heading', { name: 'Batch products', level: 1 })).toBeVisible();
  await expect(page.getByTestId('batch-pick-count')).toHaveText('0 / 10');
  await expect(next(page)).toBeDisabled();
  await expect(page.getByTestId('batch-blocker')).toHaveText('Choose at least one product');
  await page.getByTestId(`batch-pick-product-${kettle}`).click();
  await page.getByTestId(`batch-pick-product-${mug}`).click();
  await expect(page.getByTestId('batch-pick-count')).toHaveText('2 / 10');
  await expect(page.getByTestId(`batch-pick-product-${mug}`)).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page, 'batch product: choose');
  await next(page).click();
  await expect(page).toHaveURL(/\/batch-product\/product$/);
  await expect(page.getByTestId('batch-tally')).toHaveText('2 ready');
  await expect(row(page, 0).getByTestId('batch-row-name')).toHaveText('Nimbus Kettle');
  await next(page).click();
  await expect(page).toHaveURL(/\/batch-product\/settings$/);
  await expect(page.getByTestId('batch-summary-products').locator('li')).toHaveCount(2);

  // The Products page: two selected → "Make videos" → Batch Product's settings with them.
  await page.goto('/products');
  await page.getByTestId(`product-select-${mug}`).check();
  await page.getByTestId(`product-select-${kettle}`).check();
  await expect(page.getByTestId('products-bar-count')).toHaveText('2 selected');
  await expectAccessible(page, 'products: selected');
  await page.getByTestId('products-make-videos').click();
  await expect(page).toHaveURL(/\/batch-product\/settings$/);
  await expect(page.getByTestId('batch-summary')).toContainText('Your 2 videos');
  // "Make a video" of one product: URL to Video's settings with it.
  await page.goto('/products');
  await page.getByTestId(`product-card-${kettle}`).getByTestId('product-card-make').click();
  await expect(page).toHaveURL(/\/url2video\/setting$/);
  await expect(page.getByTestId('url2video-settings')).toBeVisible();
  // The default voice is chosen once the voices are read: only then are the settings complete.
  await expect(page.getByTestId('url2video-next')).toBeEnabled({ timeout: 30_000 });

  // A template applied to one product: its pictures chosen and ordered, then URL to Video's script step.
  await page.goto('/templates');
  await page.getByTestId('templates-library').locator('[data-testid^="template-card-"]').first().getByTestId('template-open').click();
  await page.getByTestId('template-apply').click();
  await expect(page).toHaveURL(/\/apply-product\/choose\?useTemplateId=lib-/);
  const templateId = new URL(page.url()).searchParams.get('useTemplateId')!;
  await expect(page.getByTestId('apply-template')).toBeVisible();
  await page.getByTestId(`apply-product-${mug}`).click();
  await expect(page.getByTestId('apply-next')).toHaveText('Next');
  await page.getByTestId(`apply-product-${kettle}`).click();
  await expect(page.getByTestId('apply-next')).toHaveText('Make 2 videos');
  await page.getByTestId(`apply-product-${kettle}`).click();
  await expectAccessible(page, 'apply: choose');
  await page.getByTestId('apply-next').click();
  await expect(page).toHaveURL(new RegExp(`/apply-product/asset\\?product=${mug}&useTemplateId=${templateId}$`));
  const chosen = page.getByTestId('apply-chosen').locator('li');
  await expect(chosen).toHaveCount(3);
  await expect(page.getByTestId('apply-media-ok')).toHaveText('3 chosen');
  const names = await chosen.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
  // One left out: too few, said and Next held back; added again at the end.
  await chosen
    .first()
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByTestId('apply-media-short')).toHaveText('A product needs at least 3 images or 1 video');
  await expect(page.getByTestId('apply-next')).toBeDisabled();
  await page.getByTestId('apply-unused').getByRole('button').first().click();
  await expect(page.getByTestId('apply-media-ok')).toBeVisible();
  await expectAccessible(page, 'apply: asset');
  // Then the last moved one place earlier: the order is the second, the first, the third of before.
  await chosen.nth(2).getByRole('button', { name: /^Move/ }).click();
  const order = [names[1], names[0], names[2]];
  await expect.poll(() => chosen.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(order);
  await page.getByTestId('apply-next').click();

  // URL to Video's script step (its settings were chosen with "Make a video" above; its step guard would
  // show them first otherwise), the template of the link chosen.
  await expect(page).toHaveURL(/\/url2video\/script$/);
  await expect(page.getByTestId('link-template')).toBeVisible();
  await expect(page.getByTestId('script-editor')).toHaveValue(/Aurora Mug/, { timeout: 60_000 });
  await page.getByTestId('url2video-next').click();
  await expect(page).toHaveURL(/\/url2video\/preview$/);
  await expect(page.getByTestId(`template-card-${templateId}`)).toHaveAttribute('data-selected', 'true');
  // The render call carries the chosen pictures in their order.
  const made = waitForCall(page, 'url2videoCreate');
  await page.getByTestId('url2video-render').click();
  const request = (await made).request().postDataJSON();
  expect((await (await made).json()).code).toBe(0);
  const detail = await server.call('productDetail', { id: mug }, member.token);
  const idOf = (name: string) => detail.data.media.find((m: { name: string }) => m.name === name).asset_id;
  expect(request.media_ids).toEqual(order.map((n) => idOf(n!)));
  expect(request.template_id).toBe(templateId);
});

for (const [device, lang, options] of SHOT_PASSES) {
  test.describe(`${device} ${lang}`, () => {
    test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
    test.use(options);

    test(`batch screens (${device}, ${lang})`, async ({ page, server, shop }) => {
      test.setTimeout(300_000);
      const name = (screen: string) => `batch-${screen}-${device}-${lang}`;
      const q = lang === 'zh' ? '?lang=zh' : '';
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);

      // A Free user: the upgrade notice.
      await signedIn(page, server);
      await page.goto('/batch-mode/add');
      await expect(page.getByTestId('batch-upgrade')).toBeVisible();
      await shot(page, name('0-upgrade'));
      await page.context().clearCookies();

      const member = await signedIn(page, server, Plan.Creator);
      await page.goto('/batch-mode/add');
      await expect(page.getByTestId('batch-urls')).toBeVisible();
      await shot(page, name('1-add'));
      await page.getByTestId('batch-urls').fill(`${shop}/p${q}\nnot-a-link`);
      await page.getByTestId('batch-analyze').click();
      await shot(page, name('1-add-refused'));
      await page.getByTestId('batch-urls').fill(`${shop}/p${q}${q ? '&' : '?'}slow\n${shop}/k${q}${q ? '&' : '?'}slow, ${shop}/one${q}`);
      await page.getByTestId('batch-analyze').click();
      await expect(page.getByTestId('batch-row-0')).toHaveAttribute('data-status', 'reading');
      await page.waitForTimeout(1500);
      await shot(page, name('2-products-reading'), { fullPage: false });
      await expect(page.getByTestId('batch-row-1')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
      await expect(page.getByTestId('batch-row-0')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
      await expect(page.getByTestId('batch-row-2')).toHaveAttribute('data-status', 'media', { timeout: 60_000 });
      await page.waitForTimeout(500);
      await shot(page, name('2-products'));

      await next(page).click();
      await expect(page.getByTestId('voice-selected')).not.toHaveText(/No voice chosen|未选择/);
      await page.getByTestId('batch-angle-story').click();
      await page.getByTestId('batch-template-grid').locator('[data-testid^="template-card-"]').first().getByTestId('template-open').click();
      await page.waitForTimeout(800);
      await shot(page, name('3-settings'));
      await shot(page, name('3-settings-top'), { fullPage: false });
      await page.getByTestId('batch-create').click();
      await expect(page.getByTestId('batch-result')).toBeVisible({ timeout: 60_000 });
      await shot(page, name('4-result'));

      // Batch Product's choice, the Products page's selection, and Apply's two steps.
      const mug = await productFrom(server, member.token, `${shop}/p${q}${q ? '&' : '?'}again`);
      await page.goto('/batch-product/add');
      await expect(page.getByTestId('batch-pick-count')).toBeVisible();
      await page.getByTestId(`batch-pick-product-${mug}`).click();
      await shot(page, name('5-product-choose'));
      await page.goto('/products');
      await page.getByTestId(`product-select-${mug}`).check();
      await page.waitForTimeout(500);
      await shot(page, name('6-products-selected'), { fullPage: false });
      await page.goto('/apply-product/choose?useTemplateId=lib-spotlight-bold-9x16');
      await page.getByTestId(`apply-product-${mug}`).click();
      await shot(page, name('7-apply-choose'));
      await page.getByTestId('apply-next').click();
      await expect(page.getByTestId('apply-chosen').locator('li')).toHaveCount(3);
      await page.getByTestId('apply-chosen').locator('li').first().getByRole('button').last().click();
      await page.waitForTimeout(300);
      await shot(page, name('8-apply-asset'));
    });
  });
}
