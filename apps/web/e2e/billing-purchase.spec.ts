import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2EServer, expect, PHONE, SCREENSHOT_DIR, TAKE_SHOTS, test as base, toast, uniqueEmail, chooseLook } from './fixtures';

/**
 * Buying a plan in Chromium (spec 001 §2, §4): a Free user makes a video, the render dialog says upgrade
 * (the Free plan's watermark), the pricing drawer opens over the editor; Creator yearly with an
 * operator's coupon, paid on the sandbox checkout page; back in the app the payment is polled until it
 * is paid, 'Payment successful' shows, and the sidebar's plan card reads Creator with its credits.
 * Also: an order without payment details goes to the payment details page (18009), and pictures of the
 * drawer at desktop and phone sizes in English and Chinese (SHOTS=1, into screenshots-out/pricing).
 */

const OPERATOR = 'pricing-operator@example.com';

/** A server like the pool's (fixtures.ts), with an operator in ADMIN_EMAILS to create the coupon. */
const startServer = () => E2EServer.start({ ADMIN_EMAILS: OPERATOR });

const test = base.extend<object, { pricingServer: E2EServer }>({
  pricingServer: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  server: async ({ pricingServer }, use) => {
    await use(pricingServer);
  },
});

const signInAs = async (page: Page, server: E2EServer, token: string) => {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(token), url: server.url }]);
};

const saveBillingInfo = async (server: E2EServer, token: string, email: string) => {
  const r = await server.call('billingInfoSave', { first_name: 'Ada', last_name: 'Lovelace', email, country: 'Germany' }, token);
  expect(r.code, r.msg).toBe(0);
};

/** Closes the flash sale when the server offers it to this user (it opens with the drawer). */
const dismissFlashSale = async (page: Page, server: E2EServer, token: string, closeName = 'Close the offer') => {
  const offer = await server.call('discount', {}, token);
  if (offer.code === 0 && offer.data.eligible) {
    const flash = page.getByRole('dialog', { name: /Flash Sale 50%|限时 5 折/ });
    await expect(flash).toBeVisible();
    await flash.getByRole('button', { name: closeName }).click();
    await expect(flash).toBeHidden();
  }
};

test('a Free user upgrades from the render dialog: Creator yearly with a coupon, paid on the sandbox page', async ({ page, server }) => {
  test.setTimeout(180_000);
  const operator = await server.createUser({ email: OPERATOR });
  const coupon = await server.call('adminCouponCreate', { id: 'LAUNCH10', kind: 'percent', value: 10, goods_sns: [] }, operator.token);
  expect(coupon.code, coupon.msg).toBe(0);
  const user = await server.createUser({ email: uniqueEmail('buyer') });
  await saveBillingInfo(server, user.token, user.email);
  await signInAs(page, server, user.token);

  // ---- a video on the Free plan: the render dialog says upgrade (to remove the watermark) -------------------
  await page.goto('/talking-avatar');
  await chooseLook(page);
  await page.getByTestId('script-input').fill('Framecast turns a script into a video. Upgrade to remove the watermark.');
  await page.getByTestId('render-button').click();
  const renderDialog = page.getByTestId('render-dialog');
  await expect(renderDialog).toBeVisible();
  await expect(page.getByTestId('render-watermark')).toContainText('watermark');
  await page.getByTestId('render-watermark-upgrade').click();
  await expect(renderDialog).toBeHidden();

  // ---- the drawer: yearly by default, Creator highlighted at $432 / 12 = $36 a month ---------------------
  const drawer = page.getByRole('dialog', { name: 'Plans and pricing' });
  await expect(drawer).toBeVisible();
  await dismissFlashSale(page, server, user.token);
  await expect(drawer.getByTestId('plan-price-creator')).toHaveText('$36');
  await expect(drawer.getByTestId('plan-original-creator')).toContainText('$69');
  await expect(drawer.getByTestId('plan-note-creator')).toHaveText('Billed $432 yearly');
  await expect(drawer.getByTestId('plan-action-free')).toHaveText('Current plan');
  await expect(drawer.getByTestId('plan-action-free')).toBeDisabled();
  await drawer.getByRole('button', { name: 'Upgrade to Creator' }).click();

  // ---- the payment dialog: a wrong coupon says why, the operator's takes 10% off ---------------------------
  const pay = page.getByRole('dialog', { name: 'Payment method' });
  await expect(pay.getByTestId('payment-total')).toHaveText('$432');
  await pay.getByLabel('Coupon code').fill('NOPE-NOT-A-COUPON');
  await pay.getByRole('button', { name: 'Apply' }).click();
  await expect(pay.getByText('This coupon does not exist.')).toBeVisible();
  await expect(pay.getByLabel('Coupon code')).toHaveAttribute('aria-invalid', 'true');
  await pay.getByLabel('Coupon code').fill('launch10');
  await pay.getByRole('button', { name: 'Apply' }).click();
  await expect(pay.getByTestId('coupon-chip')).toContainText('LAUNCH10');
  await expect(pay.getByTestId('payment-total')).toHaveText('$388.80');
  await pay.getByRole('button', { name: 'Next' }).click();

  // ---- the sandbox's checkout page, then back in the app ----------------------------------------------------
  await page.waitForURL(/\/api\/pay\/sandbox\//);
  const stored = await page.evaluate(() => localStorage.getItem('pay_info'));
  expect(JSON.parse(stored ?? '{}').value).toMatchObject({ plan: 300, isAdditional: false });
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/pay_success=1/);
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
  // The return's parameters are gone from the address and the stored order with them.
  await expect(page).not.toHaveURL(/pay_success/);
  expect(await page.evaluate(() => localStorage.getItem('pay_info'))).toBeNull();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeHidden();

  // ---- the sidebar's plan card: Creator and the year's credits ------------------------------------------------
  await page.goto('/home');
  await expect(page.getByTestId('plan-card-plan')).toHaveText('Creator');
  const credits = Number((await page.getByTestId('plan-card-credits').textContent())?.replace(/\D/g, ''));
  expect(credits).toBeGreaterThanOrEqual(480);

  // The drawer now marks Creator yearly as the current plan.
  await page.goto('/home?action=buy');
  await expect(page.getByRole('dialog', { name: 'Plans and pricing' }).getByTestId('plan-action-creator')).toHaveText('Current plan');
});

test('an order without payment details goes to the payment details page (18009)', async ({ page, server }) => {
  const user = await server.createUser({ email: uniqueEmail('nodetails') });
  await signInAs(page, server, user.token);
  await page.goto('/home?action=buy');
  const drawer = page.getByRole('dialog', { name: 'Plans and pricing' });
  await expect(drawer).toBeVisible();
  await dismissFlashSale(page, server, user.token);
  await drawer.getByTestId('pricing-period').getByText('Monthly').click();
  await expect(drawer.getByTestId('plan-price-starter')).toHaveText('$29');
  await drawer.getByRole('button', { name: 'Upgrade to Starter' }).click();
  await page.getByRole('dialog', { name: 'Payment method' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/billing\/payment\/details$/);
  await expect(toast(page, 'Please complete your payment details first.')).toBeVisible();
  await expect(drawer).toBeHidden();
});

const SHOTS = path.join(SCREENSHOT_DIR, 'pricing');
for (const [device, options] of [
  ['desktop', { viewport: { width: 1440, height: 900 } }],
  ['phone', PHONE],
] as const) {
  for (const lang of ['en', 'zh'] as const) {
    test.describe(`pictures ${device} ${lang}`, () => {
      test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
      test.use(options);
      test(`the drawer (${device}, ${lang})`, async ({ page, server }) => {
        const user = await server.createUser({ email: uniqueEmail(`shots-${device}-${lang}`) });
        await signInAs(page, server, user.token);
        await page.addInitScript((l) => localStorage.setItem('language', l), lang);
        await page.goto('/home?action=buy');
        const drawer = page.getByRole('dialog', { name: lang === 'zh' ? '套餐与价格' : 'Plans and pricing' });
        await expect(drawer.getByTestId('app-plans')).toBeVisible();
        const flash = page.getByRole('dialog', { name: /Flash Sale 50%|限时 5 折/ });
        if (await flash.isVisible().catch(() => false)) {
          await page.screenshot({ path: `${SHOTS}/flash-${device}-${lang}.png` });
          await flash.getByRole('button', { name: lang === 'zh' ? '关闭优惠' : 'Close the offer' }).click();
        }
        await page.screenshot({ path: `${SHOTS}/drawer-${device}-${lang}.png` });
        await drawer.getByTestId('pricing-see-all').click();
        await page.waitForTimeout(800);
        await page.screenshot({ path: `${SHOTS}/compare-${device}-${lang}.png` });
      });
    });
  }
}
