import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { expectAccessible } from './a11y';
import { E2EServer, expect, PHONE, SCREENSHOT_DIR, TAKE_SHOTS, test as base, toast, uniqueEmail } from './fixtures';

/**
 * The billing pages and the operator page in Chromium, on a server whose ADMIN_EMAILS names one
 * operator: a user fills in the payment details (field errors first), buys Creator monthly with the
 * sandbox platform, reads the subscription and buys a credit pack on the sandbox page; a user is not the
 * operator, who sees the coupons and goods. The invoice and its print view, Video
 * Usage, cancelling, and the operator's credits and refund are in the purchase journey
 * (billing-purchase.spec.ts). Set SHOTS=1 to also take the pictures of every page (desktop and phone,
 * English and Chinese) into screenshots-out/billing.
 */

const OPERATOR = 'operator@example.com';
/** A second operator for the pictures, so they do not depend on the journey having run. */
const PICTURE_OPERATOR = 'pictures-operator@example.com';

/** A server like the pool's (fixtures.ts), with the operator in ADMIN_EMAILS. */
const startServer = () => E2EServer.start({ ADMIN_EMAILS: `${OPERATOR},${PICTURE_OPERATOR}` });

const test = base.extend<object, { operatorServer: E2EServer }>({
  operatorServer: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  server: async ({ operatorServer }, use) => {
    await use(operatorServer);
  },
});

const signInAs = async (page: Page, server: E2EServer, token: string) => {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(token), url: server.url }]);
};

/** Buys goods over the API with the sandbox platform: submit, pay on its page, and wait for the order to be paid. */
async function buy(server: E2EServer, token: string, goodsSn: string): Promise<string> {
  const order = await server.call('orderSubmit', { goods_sn: goodsSn, pay_platform: 'sandbox', success_path: '/billing/subscriptions' }, token);
  expect(order.code, order.msg).toBe(0);
  const payUrl = new URL(order.data.pay_url, server.url).toString();
  const paid = await fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay' }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await expect
    .poll(async () => (await server.call('orderCheckPay', { order_sn: order.data.order_sn, pay_platform: 'sandbox' }, token)).data?.had_pay, {
      timeout: 20_000,
    })
    .toBe(true);
  return order.data.order_sn as string;
}

/** One short video rendered over the API, so the usage page has a day with credits. */
async function renderOne(server: E2EServer, token: string, name: string): Promise<void> {
  const document = newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello from Framecast.' });
  const saved = await server.call('projectSave', { document, name }, token);
  expect(saved.code, saved.msg).toBe(0);
  const rendered = await server.call('render', { id: saved.data.id }, token);
  expect(rendered.code, rendered.msg).toBe(0);
  await expect
    .poll(async () => (await server.db.selectFrom('renders').select('status').where('project_id', '=', saved.data.id).executeTakeFirst())?.status, {
      timeout: 150_000,
      message: 'the render finishes',
    })
    .toBe('rendered');
}

const balanceOf = async (page: Page) => Number(await page.getByTestId('billing-balance-credits').textContent());

test('billing pages: payment details, subscription, a credit pack, the operator page', async ({ page, server }) => {
  test.setTimeout(180_000);
  const user = await server.createUser({ email: uniqueEmail('payer') });
  await signInAs(page, server, user.token);

  // ---- payment details: the required fields first, then a save that stays -------------------------------
  await page.goto('/billing/payment/details');
  await expect(page.getByTestId('billing-tab-payment')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('billing-info-email')).toHaveValue(user.email);
  await page.getByTestId('billing-info-email').fill('not-an-email');
  await page.getByTestId('billing-info-save').click();
  await expect(page.getByTestId('billing-info-first_name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter your first name.')).toBeVisible();
  await expect(page.getByText('Please enter the correct email address')).toBeVisible();
  await expect(page.getByText('Please choose your country.')).toBeVisible();
  await expectAccessible(page, 'payment details with errors');

  await page.getByTestId('billing-info-first_name').fill('Ada');
  await page.getByTestId('billing-info-last_name').fill('Lovelace');
  await page.getByTestId('billing-info-email').fill(user.email);
  await page.getByTestId('billing-info-company').fill('Analytical Engines Ltd');
  await page.getByTestId('billing-info-country').click();
  await page.getByTestId('billing-info-country').fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await page.getByTestId('billing-info-city').fill('Berlin');
  const saved = page.waitForResponse((r) => r.url().includes('/order/billing_info') && r.request().method() === 'POST');
  await page.getByTestId('billing-info-save').click();
  expect((await (await saved).json()).code).toBe(0);
  await expect(toast(page, 'Billing details saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('billing-info-first_name')).toHaveValue('Ada');
  await expect(page.getByTestId('billing-info-country')).toHaveValue('Germany');

  // ---- free plan, then a sandbox purchase of Creator monthly ---------------------------------------------
  await page.getByTestId('billing-tab-subscription').click();
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Free');
  await expect(page.getByTestId('billing-change-plan')).toHaveText('Upgrade');
  // Upgrade opens the pricing drawer (shared/pricing's openPricing).
  await page.getByTestId('billing-change-plan').click();
  await expect(page.getByRole('dialog', { name: 'Plans and pricing' })).toBeVisible();
  await page.reload();
  await buy(server, user.token, 'creator-month-usd');
  await page.reload();
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Creator');
  await expect(page.getByTestId('billing-plan-period')).toHaveText('Monthly');
  await expect(page.getByTestId('billing-plan-end')).toContainText('Renews on');
  await expect(page.getByTestId('billing-history-row').first()).toBeVisible();
  await expectAccessible(page, 'subscription');

  const before = await balanceOf(page);

  // ---- a paid plan buys 10 credits: the pack, the payment dialog, the sandbox page, back ----------------------
  await page.getByTestId('billing-buy-credits').click();
  const packs = page.getByRole('dialog', { name: 'Buy credits' });
  await expect(packs.getByTestId('credit-pack-unit-credits-10-usd')).toHaveText('$1.90 per credit');
  await packs.getByRole('radio', { name: /^10 credits/ }).check();
  await packs.getByRole('button', { name: 'Buy for $19' }).click();
  const pay = page.getByRole('dialog', { name: 'Payment method' });
  await expect(pay.getByTestId('payment-goods')).toHaveText('10 credits');
  await expect(pay.getByTestId('payment-total')).toHaveText('$19');
  await pay.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/api\/pay\/sandbox\//);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/pay_success=1/);
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByTestId('billing-balance-credits')).toHaveText(String(before + 10));

  // (Cancelling, the invoice and its print view, Video Usage after a render, and the operator's credits
  // and refund are the purchase journey's, in billing-purchase.spec.ts.)

  // ---- a user is not the operator ------------------------------------------------------------------------
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-billing')).toBeVisible();
  await expect(page.getByTestId('user-menu-operator')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/operator');
  await expect(page.getByTestId('operator-forbidden')).toContainText('This page is for the server’s operator');

  // ---- the operator's coupons and goods ------------------------------------------------------------------
  const op = await server.createUser({ email: OPERATOR });
  await signInAs(page, server, op.token);
  await page.goto('/home');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-operator').click();
  await expect(page).toHaveURL(/\/operator$/);
  await page.getByTestId('operator-tab-coupons').click();
  await expect(page.getByTestId('operator-coupon-new')).toBeVisible();
  await expectAccessible(page, 'operator coupons');
  await page.getByTestId('operator-tab-goods').click();
  await expect(page.getByTestId('operator-goods-creator-month-usd')).toBeVisible();
  await expectAccessible(page, 'operator goods');
});

test('pictures of the billing and operator pages (SHOTS=1)', async ({ browser, server }) => {
  test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
  test.setTimeout(400_000);
  const dir = path.join(SCREENSHOT_DIR, 'billing');
  fs.mkdirSync(dir, { recursive: true });
  const user = await server.createUser({ email: uniqueEmail('shots') });
  expect(
    (
      await server.call(
        'billingInfoSave',
        {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: user.email,
          company: 'Analytical Engines Ltd',
          street1: '12 St James Square',
          city: 'London',
          zip: 'SW1Y 4JH',
          country: 'GB',
        },
        user.token,
      )
    ).code,
  ).toBe(0);
  await buy(server, user.token, 'team-month-usd');
  await renderOne(server, user.token, 'Spring launch teaser');
  const op = await server.createUser({ email: PICTURE_OPERATOR });
  const invoices = await server.call('invoicePage', { page: 1, page_size: 5 }, user.token);
  const number = invoices.data.items[0].number as string;

  for (const [device, options] of [
    ['desktop', { viewport: { width: 1440, height: 900 } }],
    ['phone', PHONE],
  ] as const) {
    for (const lang of ['en', 'zh'] as const) {
      const context = await browser.newContext({ ...options, baseURL: server.url, locale: lang === 'zh' ? 'zh-CN' : 'en-US', timezoneId: 'UTC' });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      const snap = async (name: string, fullPage = true) => {
        await expect(page.locator('html')).not.toHaveClass(/nprogress-busy/);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.screenshot({ path: path.join(dir, `${name}-${device}-${lang}.png`), fullPage, animations: 'disabled' });
      };
      await context.addCookies([{ name: 'token', value: encodeURIComponent(user.token), url: server.url }]);
      await page.goto('/billing/subscriptions');
      await expect(page.getByTestId('billing-history-row').first()).toBeVisible();
      await snap('01-subscription');
      await page.getByTestId('billing-buy-credits').click();
      await expect(page.locator('[data-testid^="credit-pack-credits-50-"]')).toBeVisible();
      await snap('01-buy-credits', false);
      await page.keyboard.press('Escape');
      await page.getByTestId('billing-cancel').click();
      await expect(page.getByTestId('billing-refundable')).toBeVisible();
      await snap('02-cancel-dialog', false);
      await page.keyboard.press('Escape');
      await page.goto('/billing/invoices');
      await expect(page.getByTestId('billing-invoice-row').first()).toBeVisible();
      await snap('03-invoices');
      await page.goto(`/billing/invoice/details?number=${number}`);
      await expect(page.getByTestId('invoice-total')).toBeVisible();
      await snap('04-invoice');
      await page.emulateMedia({ media: 'print' });
      await snap('05-invoice-print');
      await page.emulateMedia({ media: 'screen' });
      await page.goto('/billing/payment/details');
      await expect(page.getByTestId('billing-info-first_name')).toHaveValue('Ada');
      await page.getByTestId('billing-info-first_name').fill('');
      await page.getByTestId('billing-info-save').click();
      await snap('06-payment-details-error');
      await page.goto('/billing/usage/details');
      await expect(page.getByTestId('usage-chart')).toBeVisible();
      await snap('07-usage');

      await context.clearCookies();
      await context.addCookies([{ name: 'token', value: encodeURIComponent(op.token), url: server.url }]);
      await page.goto('/operator');
      await page.getByTestId('operator-search').fill(user.email);
      await page.getByTestId('operator-search-submit').click();
      await expect(page.getByTestId('operator-user-row').first()).toBeVisible();
      await snap('08-operator-search');
      await page.getByTestId('operator-user-open').first().click();
      await expect(page.getByTestId('operator-order-row').first()).toBeVisible();
      await snap('09-operator-user');
      await page.getByTestId('operator-tab-coupons').click();
      await page.getByTestId('operator-coupon-new').click();
      await expect(page.getByTestId('operator-coupon-form')).toBeVisible();
      await snap('10-operator-coupon-form', false);
      await page.keyboard.press('Escape');
      await page.getByTestId('operator-tab-goods').click();
      await page.getByTestId('operator-goods-edit').first().click();
      await snap('11-operator-goods');
      await context.close();
    }
  }
});
