// @vitest-environment happy-dom
import type { UserInfo } from '@framecast/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { zh } from '../../../shared/i18n/zh';
import { closePricing, openPricing } from '../../../shared/pricing/store';
import { clearToken } from '../../../shared/storage/token';
import { stubApi, renderWithApp } from '../../../shared/test/app-harness';
import { seededGoods, subscriptionInfo, userInfo } from '../../../shared/test/fixtures';
import { PricingDrawer } from './PricingDrawer';

const GOODS = seededGoods(1);

const FREE_SUB = subscriptionInfo();

/** The drawer open for a signed-in Free account, on a server that answers goods, subscription and no flash sale. */
function openDrawerAs(user: UserInfo) {
  stubApi({
    goodsList: () => ({ data: { goods_list: GOODS } }),
    subscription: () => ({ data: FREE_SUB }),
    discount: () => ({ data: { eligible: false, percent: 0, plans: [], claimed: false, expires_at: null, coupon_id: null } }),
  });
  openPricing({ source: 'test' });
  renderWithApp(<PricingDrawer />, '/', user);
}

describe("PricingDrawer: the free card's $0 trial", () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    closePricing();
    clearToken();
  });

  it('is offered to a Free account that has not had it', async () => {
    openDrawerAs(userInfo({ trial_used: false }));
    expect(await screen.findByTestId('plan-trial-free')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try for $0' })).toBeTruthy();
  });

  it('is not offered once the account used it (the server would refuse it with 18016)', async () => {
    openDrawerAs(userInfo({ trial_used: true }));
    expect(await screen.findByTestId('plan-action-free')).toBeTruthy();
    expect(screen.queryByTestId('plan-trial-free')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try for $0' })).toBeNull();
  });
});

describe('PricingDrawer: the flash sale opens once per session (issue 24 item 37)', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    closePricing();
    clearToken();
    window.sessionStorage.clear();
  });

  it('opens with the first drawer only; closing and reopening the drawer does not show it again', async () => {
    window.sessionStorage.clear();
    const api = stubApi({
      goodsList: () => ({ data: { goods_list: GOODS } }),
      subscription: () => ({ data: FREE_SUB }),
      discount: () => ({ data: { eligible: true, percent: 50, plans: [300, 400], claimed: false, expires_at: null, coupon_id: null } }),
    });
    openPricing({ source: 'test' });
    renderWithApp(<PricingDrawer />, '/', userInfo());
    const flash = await screen.findByRole('dialog', { name: /Flash Sale 50%/ }, { timeout: 8000 });
    await userEvent.click(within(flash).getByRole('button', { name: 'Close the offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Flash Sale 50%/ })).toBeNull());

    act(() => closePricing());
    act(() => openPricing({ source: 'again' }));
    expect(await screen.findByTestId('plan-action-free')).toBeTruthy();
    // Give a second offer every chance to arrive.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog', { name: /Flash Sale 50%/ })).toBeNull();
    expect(api.sent('discount')).toHaveLength(1);
  });
});

describe('PricingDrawer: prices in the account currency, not the language (issue 24 item 18)', () => {
  beforeAll(() => {
    i18n.add('en', en);
    i18n.add('zh', zh);
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    closePricing();
    clearToken();
    await i18n.changeLanguage('en');
  });

  const goodsAsked = () =>
    vi
      .mocked(fetch)
      .mock.calls.map(([url]) => String(url))
      .filter((url) => url.includes('/goods/list'));

  it('shows a dollar account dollars in Chinese', async () => {
    await i18n.changeLanguage('zh');
    openDrawerAs(userInfo({ currency: 'USD' }));
    expect(await screen.findByTestId('plan-action-free')).toBeTruthy();
    expect(goodsAsked().length).toBeGreaterThan(0);
    for (const url of goodsAsked()) expect(new URL(url, 'http://x').searchParams.get('currency')).toBe('USD');
    const text = document.body.textContent ?? '';
    expect(text).toContain('$');
    expect(text).not.toContain('¥');
  });

  it('asks a yuan account for yuan prices in English', async () => {
    openDrawerAs(userInfo({ currency: 'CNY' }));
    expect(await screen.findByTestId('plan-action-free')).toBeTruthy();
    for (const url of goodsAsked()) expect(new URL(url, 'http://x').searchParams.get('currency')).toBe('CNY');
    expect(goodsAsked().length).toBeGreaterThan(0);
  });
});
