import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { E2EServer, expect, PHONE, SCREENSHOT_DIR, TAKE_SHOTS, test as base, toast, uniqueEmail, chooseLook } from './fixtures';

/**
 * The purchase journey of issue 11's proof, in Chromium (spec 001 §2, §4, §8): a Free user makes a video,
 * the render dialog says upgrade (the Free plan's watermark), the pricing drawer opens over the editor;
 * Creator yearly with an operator's coupon, paid on the sandbox checkout page; back in the app the
 * payment is polled until it is paid, 'Payment successful' shows, the plan card reads Creator with its
 * credits; the video renders without the watermark and shows in Video Usage; the invoice and its print
 * view; cancelling on the Subscription page and resuming; then the operator, in a browser of their own, grants 5
 * credits and refunds the order, and the member sees the plan ended and both entries in the history.
 * Also: an order without payment details goes to the payment details page (18009), and pictures of the
 * drawer at desktop and phone sizes in English and Chinese (SHOTS=1, into screenshots-out/pricing).
 */

const OPERATOR = 'pricing-operator@example.com';
/** A second operator, for the coupons of the checkout journeys (each email signs up once per server). */
const COUPON_OPERATOR = 'checkout-operator@example.com';

/** A server like the pool's (fixtures.ts), with operators in ADMIN_EMAILS for the coupons, the credits and the refund. */
const startServer = () => E2EServer.start({ ADMIN_EMAILS: `${OPERATOR},${COUPON_OPERATOR}` });

let couponOperator: Promise<string> | null = null;
let couponServer: E2EServer | null = null;
/** Makes a coupon (10% off everything) as the checkout operator. */
const makeCoupon = async (server: E2EServer, id: string) => {
  if (couponServer !== server) {
    couponServer = server;
    couponOperator = server.createUser({ email: COUPON_OPERATOR }).then((u) => u.token);
  }
  const made = await server.call('adminCouponCreate', { id, kind: 'percent', value: 10, goods_sns: [] }, await couponOperator!);
  expect(made.code, made.msg).toBe(0);
};

/** Pays an order through the sandbox as a browser would, and waits for it to be fulfilled. */
const payByApi = async (server: E2EServer, token: string, goods_sn: string) => {
  const order = await server.call('orderSubmit', { goods_sn }, token);
  expect(order.code, order.msg).toBe(0);
  const res = await fetch(order.data.pay_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  expect(res.status).toBe(303);
  await expect.poll(async () => (await server.call('orderCheckPay', { order_sn: order.data.order_sn }, token)).data.had_pay).toBe(true);
};

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

test('a Free user buys Creator yearly, renders, cancels; the operator grants credits and refunds', async ({ page, browser, server }) => {
  test.setTimeout(240_000);
  const operator = await server.createUser({ email: OPERATOR });
  const coupon = await server.call('adminCouponCreate', { id: 'LAUNCH10', kind: 'percent', value: 10, goods_sns: [] }, operator.token);
  expect(coupon.code, coupon.msg).toBe(0);
  const user = await server.createUser({ email: uniqueEmail('buyer') });
  await saveBillingInfo(server, user.token, user.email);
  await signInAs(page, server, user.token);

  // ---- a video on the Free plan: the render dialog says upgrade (to remove the watermark) -------------------
  await page.goto('/talking-avatar');
  await chooseLook(page);
  // One short sentence: the video is rendered later in the journey.
  await page.getByTestId('script-input').fill('Hello from Framecast.');
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
  // The return came back to the editor of the saved video.
  await expect(page).toHaveURL(/\/talking-avatar\?id=/);
  const editor = page.url();

  // ---- the new plan and its credits: the sidebar's plan card, and the drawer marks Creator yearly current ----
  await page.goto('/home?action=buy');
  await expect(page.getByRole('dialog', { name: 'Plans and pricing' }).getByTestId('plan-action-creator')).toHaveText('Current plan');
  await expect(page.getByTestId('plan-card-plan')).toHaveText('Creator');
  const credits = Number((await page.getByTestId('plan-card-credits').textContent())?.replace(/\D/g, ''));
  expect(credits).toBeGreaterThanOrEqual(480);

  // ---- back in the editor, the same video renders on Creator: no watermark now, one credit -----------------
  await page.goto(editor);
  await page.getByTestId('render-button').click();
  await expect(renderDialog).toBeVisible();
  await expect(page.getByTestId('render-watermark')).toHaveCount(0);
  await page.getByTestId('render-confirm').click();
  await expect(page).toHaveURL(/\/video-detail\?id=/);
  await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 150_000 });
  await page.goto('/billing/usage/details');
  await expect(page.getByTestId('usage-total')).toHaveText('1 credit used in this range');
  await expect(page.getByTestId('usage-row').first()).toContainText('Rendered');
  await expect(page.getByTestId('usage-chart').locator('.recharts-bar-rectangle').last()).toBeVisible();
  await expectAccessible(page, 'usage');

  // ---- the invoice of the coupon's price, and its print view ---------------------------------------------------
  await page.getByTestId('billing-tab-invoices').click();
  const invoice = page.getByTestId('billing-invoice-row').first();
  await expect(invoice).toContainText('$388.80');
  await expect(invoice).toContainText('Paid');
  await expectAccessible(page, 'invoices');
  await invoice.getByRole('link').click();
  await expect(page).toHaveURL(/\/billing\/invoice\/details\?number=/);
  await expect(page.getByTestId('invoice-total')).toHaveText('$388.80');
  await expect(page.getByTestId('invoice-bill-to')).toContainText('Ada Lovelace');
  await expect(page.getByTestId('invoice-bill-to')).toContainText('Germany');
  await expectAccessible(page, 'invoice');
  // Printed, the invoice stands alone: no header, sidebar or print button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.mantine-AppShell-header')).toBeHidden();
  await expect(page.locator('.mantine-AppShell-navbar')).toBeHidden();
  await expect(page.getByTestId('invoice-print')).toBeHidden();
  await expect(page.getByTestId('invoice-view')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // ---- cancel from the Subscription page: the plan stays to the period's end, the unused part is named --------
  await page.goto('/billing/subscriptions');
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Creator');
  await expect(page.getByTestId('billing-plan-period')).toHaveText('Yearly');
  await expect(page.getByTestId('billing-balance-credits')).toHaveText(String(credits - 1));
  await page.getByTestId('billing-cancel').click();
  await expect(page.getByTestId('billing-cancel-text')).toContainText('stay active until the end of the billing period');
  await expect(page.getByTestId('billing-refundable')).toContainText('Creator · Plan');
  await expect(page.getByTestId('billing-refundable-note')).toContainText('issued by the operator of this server');
  await page.getByTestId('billing-cancel-confirm').click();
  await expect(page.getByTestId('billing-plan-state')).toHaveText('Cancelled');
  await expect(page.getByTestId('billing-plan-end')).toContainText('no renewal');
  await expect(page.getByTestId('billing-cancel')).toHaveCount(0);

  // ---- changed their mind before the period ends: resume, and it renews again (issue 24 item 38) -------------
  await page.getByTestId('billing-resume').click();
  await expect(page.getByText(/Your subscription is active again and renews on/)).toBeVisible();
  await expect(page.getByTestId('billing-plan-state')).toHaveText('Active');
  await expect(page.getByTestId('billing-plan-end')).toContainText('Renews on');
  await expect(page.getByTestId('billing-resume')).toHaveCount(0);
  await expect(page.getByTestId('billing-cancel')).toBeVisible();
  // Cancel appears where Resume was clicked: the pointer leaves it, so the check sees the page at rest.
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'subscription resumed');

  // ---- in Chinese the dollar subscriber still sees dollars: currency is the account's (issue 24 item 18) -----
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.goto('/home?action=buy');
  const zhPlans = page.getByRole('dialog', { name: '套餐与价格' }).getByTestId('app-plans');
  await expect(zhPlans).toBeVisible();
  await expect(zhPlans.getByTestId('plan-price-starter')).toContainText('$');
  await expect(zhPlans).not.toContainText('¥');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/billing/subscriptions');
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Creator');

  // ---- the operator, in a browser of their own: 5 credits with a reason, then the refund --------------------------
  const opContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 }, locale: 'en-US', timezoneId: 'UTC' });
  await opContext.addCookies([{ name: 'token', value: encodeURIComponent(operator.token), url: server.url }]);
  const op = await opContext.newPage();
  await op.goto('/home');
  await op.getByTestId('user-menu').click();
  await op.getByTestId('user-menu-operator').click();
  await expect(op).toHaveURL(/\/operator$/);
  await op.getByTestId('operator-search').fill(user.email);
  await op.getByTestId('operator-search-submit').click();
  await op.getByTestId('operator-user-open').first().click();
  await expect(op.getByTestId('operator-user-email')).toHaveText(user.email);
  await expect(op.getByTestId('operator-balance-credits')).toHaveText(String(credits - 1));
  await op.getByTestId('operator-credits-submit').click();
  await expect(op.getByText('Say why (at least 3 characters).')).toBeVisible();
  await op.getByTestId('operator-credits-amount').fill('5');
  await op.getByTestId('operator-credits-reason').fill('Goodwill for a failed export');
  await op.getByTestId('operator-credits-submit').click();
  await expect(op.getByTestId('operator-credits-done')).toHaveText(`New balance: ${credits + 4}`);
  await expect(op.getByTestId('operator-balance-credits')).toHaveText(String(credits + 4));
  await expectAccessible(op, 'operator user');
  const order = op.getByTestId('operator-order-row').filter({ hasText: 'Creator' });
  await expect(order).toContainText('$388.80');
  await order.getByTestId('operator-refund-open').click();
  const refundDialog = op.getByRole('dialog', { name: /^Refund order / });
  await expect(refundDialog).toContainText('takes back the credits not yet spent');
  await expect(refundDialog.getByTestId('operator-refund-confirm')).toBeDisabled();
  await refundDialog.getByTestId('operator-refund-reason').fill('Changed their mind');
  const refunded = op.waitForResponse((r) => r.url().includes('/admin/refund'));
  await refundDialog.getByTestId('operator-refund-confirm').click();
  const answer = (await (await refunded).json()) as { code: number; data: { refunded_amount: number; credits_reversed: number } };
  expect(answer.code).toBe(0);
  // The plan's credits not yet spent go back (the year's 480 at most); the 5 granted stay.
  expect(answer.data.credits_reversed).toBe(Math.min(480, credits + 4));
  expect(answer.data.refunded_amount).toBeGreaterThan(0);
  expect(answer.data.refunded_amount).toBeLessThanOrEqual(38880);
  await expect(refundDialog.getByTestId('operator-refund-done')).toContainText(`${answer.data.credits_reversed} credits taken back`);
  await refundDialog.getByRole('button', { name: 'Done' }).click();
  // Nothing is left to refund: the plan ended with it.
  await expect(order.getByTestId('operator-refund-open')).toHaveCount(0);
  await opContext.close();

  // ---- the member sees both: the plan ended with the refund, the 5 credits and the reversal in the history ----------
  const left = credits + 4 - answer.data.credits_reversed;
  await page.reload();
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Free');
  await expect(page.getByTestId('billing-balance-credits')).toHaveText(String(left));
  const history = page.getByTestId('billing-history-row');
  await expect(history.first()).toContainText('Refunded');
  await expect(history.first()).toContainText(`-${answer.data.credits_reversed}`);
  await expect(history.filter({ hasText: 'Goodwill for a failed export' })).toContainText('+5');
});

test('an order without payment details goes to the payment details page (18009), and comes back to Pay with its plan and coupon', async ({ page, server }) => {
  test.setTimeout(120_000);
  await makeCoupon(server, 'FIRST10');
  const user = await server.createUser({ email: uniqueEmail('nodetails') });
  await signInAs(page, server, user.token);
  await page.goto('/home?action=buy');
  const drawer = page.getByRole('dialog', { name: 'Plans and pricing' });
  await expect(drawer).toBeVisible();
  await dismissFlashSale(page, server, user.token);
  await drawer.getByTestId('pricing-period').getByText('Monthly').click();
  await expect(drawer.getByTestId('plan-price-starter')).toHaveText('$29');
  await drawer.getByRole('button', { name: 'Upgrade to Starter' }).click();
  const pay = page.getByRole('dialog', { name: 'Payment method' });
  await pay.getByLabel('Coupon code').fill('first10');
  await pay.getByRole('button', { name: 'Apply' }).click();
  await expect(pay.getByTestId('payment-total')).toHaveText('$26.10');
  await pay.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/billing\/payment\/details$/);
  await expect(toast(page, 'Please complete your payment details first.')).toBeVisible();
  await expect(drawer).toBeHidden();

  // ---- the purchase is kept: saving the details goes back to Pay, with no second flash sale --------------
  await expect(page.getByTestId('held-purchase')).toContainText('Starter · Monthly');
  await page.getByTestId('billing-info-first_name').fill('Ada');
  await page.getByTestId('billing-info-country').click();
  await page.getByTestId('billing-info-country').fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await page.getByTestId('billing-info-save').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(drawer).toBeVisible();
  await expect(pay).toBeVisible();
  await expect(pay.getByTestId('payment-goods')).toHaveText('Starter · Monthly');
  await expect(pay.getByTestId('coupon-chip')).toContainText('FIRST10');
  await expect(pay.getByTestId('payment-total')).toHaveText('$26.10');
  await expect(page.getByRole('dialog', { name: /Flash Sale 50%/ })).toHaveCount(0);
  await pay.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/api\/pay\/sandbox\//);
  await expect(page.locator('.amount')).toHaveText('$26.10');
});

test('an upgrade shows its credit before Pay, and the checkout charges the total shown (issue 24 item 12)', async ({ page, server }) => {
  test.setTimeout(120_000);
  await makeCoupon(server, 'UPGRADE10');
  const user = await server.createUser({ email: uniqueEmail('upgrader') });
  await saveBillingInfo(server, user.token, user.email);
  await payByApi(server, user.token, 'creator-month-usd');
  await signInAs(page, server, user.token);
  await page.goto('/home?action=buy');
  const drawer = page.getByRole('dialog', { name: 'Plans and pricing' });
  await expect(drawer.getByTestId('app-plans')).toBeVisible();
  await dismissFlashSale(page, server, user.token);
  await drawer.getByRole('button', { name: 'Upgrade to Creator' }).click();
  const pay = page.getByRole('dialog', { name: 'Payment method' });
  await expect(pay.getByTestId('payment-line-price')).toContainText('$432');
  // Bought a moment ago: nearly the whole $69 month is credited, to the cent as the server says.
  await expect(pay.getByTestId('payment-line-upgrade')).toContainText(/−\$6[89]\.\d\d|−\$69/);
  await pay.getByLabel('Coupon code').fill('UPGRADE10');
  await pay.getByRole('button', { name: 'Apply' }).click();
  await expect(pay.getByTestId('payment-line-coupon')).toContainText('−$43.20');
  const shown = (await pay.getByTestId('payment-total').textContent()) ?? '';
  expect(shown).toMatch(/^\$3[12]\d\.\d\d$|^\$3[12]\d$/);
  await pay.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/api\/pay\/sandbox\//);
  await expect(page.locator('.amount')).toHaveText(shown);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/pay_success=1/);
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
  const invoices = await server.call('invoicePage', { page_size: 10 }, user.token);
  const invoice = invoices.data.items[0];
  expect(`$${(invoice.amount / 100).toFixed(2)}`.replace(/\.00$/, '')).toBe(shown);
  expect(invoice.discount).toBe(4320);
  expect(invoice.upgrade_credit).toBeGreaterThan(6800);
  await page.goto(`/billing/invoice/details?number=${invoice.number}`);
  await expect(page.getByTestId('invoice-upgrade-credit')).toBeVisible();
  await expect(page.getByTestId('invoice-discount')).toHaveText('−$43.20');
  await expect(page.getByTestId('invoice-total')).toHaveText(shown);
});

test('a declined payment says so where the buyer lands (issue 24 item 15)', async ({ page, server }) => {
  test.setTimeout(120_000);
  const user = await server.createUser({ email: uniqueEmail('declined') });
  await saveBillingInfo(server, user.token, user.email);
  await signInAs(page, server, user.token);
  await page.goto('/home?action=buy');
  const drawer = page.getByRole('dialog', { name: 'Plans and pricing' });
  await expect(drawer.getByTestId('app-plans')).toBeVisible();
  await dismissFlashSale(page, server, user.token);
  await drawer.getByTestId('pricing-period').getByText('Monthly').click();
  await drawer.getByRole('button', { name: 'Upgrade to Starter' }).click();
  await page.getByRole('dialog', { name: 'Payment method' }).getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/api\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/home/);
  const declined = page.getByRole('dialog', { name: 'Payment declined' });
  await expect(declined).toBeVisible({ timeout: 30_000 });
  await expect(declined).toContainText('Your payment was declined and you have not been charged.');
  await expect(page).not.toHaveURL(/pay_cancel/);
  await declined.getByRole('button', { name: 'Try again' }).click();
  await expect(declined).toBeHidden();
  await expect(drawer).toBeVisible();
  // The flash sale was shown once this session already.
  await expect(page.getByRole('dialog', { name: /Flash Sale 50%/ })).toHaveCount(0);
  expect((await server.call('userInfo', {}, user.token)).data.actual_plan).toBe(0);
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
      test(`the payment dialog's breakdown of an upgrade (${device}, ${lang})`, async ({ page, server }) => {
        await makeCoupon(server, `SHOT-${device}-${lang}`.toUpperCase());
        const user = await server.createUser({ email: uniqueEmail(`shots-pay-${device}-${lang}`) });
        await saveBillingInfo(server, user.token, user.email);
        await payByApi(server, user.token, lang === 'zh' ? 'creator-month-cny' : 'creator-month-usd');
        await signInAs(page, server, user.token);
        await page.addInitScript((l) => localStorage.setItem('language', l), lang);
        await page.goto('/home?action=buy');
        const drawer = page.getByRole('dialog', { name: lang === 'zh' ? '套餐与价格' : 'Plans and pricing' });
        await expect(drawer.getByTestId('app-plans')).toBeVisible();
        const flash = page.getByRole('dialog', { name: /Flash Sale 50%|限时 5 折/ });
        await page.waitForTimeout(500);
        if (await flash.isVisible().catch(() => false)) await flash.getByRole('button', { name: lang === 'zh' ? '关闭优惠' : 'Close the offer' }).click();
        await drawer.getByTestId('plan-action-creator').click();
        const pay = page.getByTestId('payment-dialog');
        await expect(pay.getByTestId('payment-line-upgrade')).toBeVisible();
        await pay.getByTestId('coupon-input').fill(`SHOT-${device}-${lang}`);
        await pay.getByTestId('coupon-apply').click();
        await expect(pay.getByTestId('payment-line-coupon')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/payment-${device}-${lang}.png` });
      });
      test(`the kept purchase and a declined payment (${device}, ${lang})`, async ({ page, server }) => {
        const user = await server.createUser({ email: uniqueEmail(`shots-held-${device}-${lang}`) });
        await signInAs(page, server, user.token);
        await page.addInitScript((l) => localStorage.setItem('language', l), lang);
        await page.goto('/home?action=buy');
        const drawer = page.getByRole('dialog', { name: lang === 'zh' ? '套餐与价格' : 'Plans and pricing' });
        await expect(drawer.getByTestId('app-plans')).toBeVisible();
        const flash = page.getByRole('dialog', { name: /Flash Sale 50%|限时 5 折/ });
        await page.waitForTimeout(500);
        if (await flash.isVisible().catch(() => false)) await flash.getByRole('button', { name: lang === 'zh' ? '关闭优惠' : 'Close the offer' }).click();
        await drawer
          .getByTestId('pricing-period')
          .getByText(lang === 'zh' ? '按月' : 'Monthly')
          .click();
        await drawer.getByTestId('plan-action-starter').click();
        await page.getByTestId('payment-next').click();
        await expect(page.getByTestId('held-purchase')).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}/held-${device}-${lang}.png` });
        await saveBillingInfo(server, user.token, user.email);
        await page.getByTestId('billing-info-first_name').fill('Ada');
        await page.getByTestId('billing-info-country').click();
        await page.getByTestId('billing-info-country').fill(lang === 'zh' ? '德' : 'Germ');
        await page.getByRole('option').first().click();
        await page.getByTestId('billing-info-save').click();
        await page.getByTestId('payment-next').click();
        await page.waitForURL(/\/api\/pay\/sandbox\//);
        await page.getByRole('button', { name: 'Decline' }).click();
        await expect(page.getByRole('dialog', { name: lang === 'zh' ? '付款被拒绝' : 'Payment declined' })).toBeVisible({ timeout: 30_000 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}/declined-${device}-${lang}.png` });
      });
    });
  }
}
