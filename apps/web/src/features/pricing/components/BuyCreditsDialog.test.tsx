// @vitest-environment happy-dom
import { Plan, type UserInfo } from '@framecast/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { removePayInfo } from '../../../shared/pricing/pay-info';
import { openPricingDialog, usePricing } from '../../../shared/pricing/store';
import { clearToken } from '../../../shared/storage/token';
import { stubApi, renderWithApp } from '../../../shared/test/app-harness';
import { useCheckout } from '../model/checkout-store';
import { BuyCreditsDialog } from './BuyCreditsDialog';
import { PaymentDialog } from './PaymentDialog';
import { AppPlans } from './AppPlans';
import { TrialDialog } from './TrialDialog';
import { seededGoods, userInfo } from '../../../shared/test/fixtures';

const USER = userInfo({ subscribe_plan: Plan.Creator, actual_plan: Plan.Creator, surplus_days: 20, credits_balance: 0 });

const ORDER = { order_sn: 'FC-1', platform: 'sandbox', pay_url: '/sandbox/pay/FC-1', session_id: 'sess-1', amount: 7900, currency: 'USD', embedded: false };

/** The trial dialog when something opened it (PricingRoot's part of it). */
function TrialHost() {
  const dialog = usePricing((s) => s.dialog);
  return dialog?.kind === 'trial' ? <TrialDialog source={dialog.source} /> : null;
}

const renderSignedIn = (ui: ReactNode, user: UserInfo = USER) => renderWithApp(ui, '/', user);

describe('BuyCreditsDialog', () => {
  beforeAll(() => i18n.add('en', en));
  beforeEach(() => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useCheckout.setState({ checkout: null, phase: 'idle', paying: null });
    usePricing.setState({ dialog: null });
    clearToken();
    removePayInfo();
  });

  it('lists the credit packs with price and price per credit, and orders the chosen one through the payment dialog', async () => {
    const quote = {
      currency: 'USD',
      unit_price: 7900,
      units: 1,
      list: 7900,
      discount: 0,
      coupon_desc: null,
      upgrade_credit: 0,
      amount: 7900,
      renewal_amount: 7900,
    };
    const api = stubApi({
      goodsList: () => ({ data: { goods_list: seededGoods(2) } }),
      orderQuote: () => ({ data: { ...quote, quoted_at: new Date().toISOString() } }),
      orderSubmit: () => ({ data: ORDER }),
    });
    openPricingDialog({ kind: 'credits', source: 'test' });
    renderSignedIn(
      <>
        <BuyCreditsDialog source="test" />
        <PaymentDialog />
      </>,
    );
    await screen.findByTestId('credit-pack-credits-10-usd');
    expect(api.sent('goodsList')).toHaveLength(1);
    expect(screen.getByTestId('credit-pack-price-credits-10-usd').textContent).toBe('$19');
    expect(screen.getByTestId('credit-pack-unit-credits-10-usd').textContent).toBe('$1.90 per credit');
    expect(screen.getByTestId('credit-pack-price-credits-50-usd').textContent).toBe('$79');
    expect(screen.getByTestId('credit-pack-unit-credits-50-usd').textContent).toBe('$1.58 per credit');
    expect(screen.getByTestId('buy-credits-balance').textContent).toBe('Your balance: 0 credits');

    await userEvent.click(screen.getByRole('radio', { name: /50 credits/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy for $79' }));
    // The buy-credits dialog hands over to the one payment dialog.
    expect(usePricing.getState().dialog).toBeNull();
    expect((await screen.findByTestId('payment-goods')).textContent).toBe('50 credits');
    // The total is the server's quote for the pack.
    await waitFor(() => expect(screen.getByTestId('payment-total').textContent).toBe('$79'));
    expect(api.sent('orderQuote')[0]?.body).toEqual({ goods_sn: 'credits-50-usd', currency: 'USD' });
    await userEvent.click(screen.getByTestId('payment-next'));

    await waitFor(() => expect(api.sent('orderSubmit')).toHaveLength(1));
    expect(api.sent('orderSubmit')[0]?.body).toMatchObject({ goods_sn: 'credits-50-usd', pay_type: 1, currency: 'USD' });
    expect(api.sent('orderSubmit')[0]?.body).not.toHaveProperty('is_trial');
    await waitFor(() => expect(window.location.assign).toHaveBeenCalledWith('/sandbox/pay/FC-1'));
  });
});

describe('TrialDialog', () => {
  beforeAll(() => i18n.add('en', en));
  beforeEach(() => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    usePricing.setState({ dialog: null });
    clearToken();
    removePayInfo();
  });

  it("is offered on the free plan's card and submits the Starter monthly order as a trial", async () => {
    const api = stubApi({ goodsList: () => ({ data: { goods_list: seededGoods(1) } }), orderSubmit: () => ({ data: { ...ORDER, amount: 0 } }) });
    const free = { actual_plan: Plan.Free, period: null, total_seat: 0, promote_src: null };
    renderSignedIn(
      <>
        <AppPlans
          period="month"
          currency="USD"
          goods={seededGoods(1)}
          me={free}
          signedIn
          onBuy={() => undefined}
          onTrial={() => openPricingDialog({ kind: 'trial', source: 'pricing' })}
        />
        <TrialHost />
      </>,
      { ...USER, subscribe_plan: Plan.Free, actual_plan: Plan.Free },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try for $0' }));
    const start = await screen.findByTestId('trial-start');
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(start);
    await waitFor(() => expect(api.sent('orderSubmit')).toHaveLength(1));
    expect(api.sent('orderSubmit')[0]?.body).toMatchObject({ goods_sn: 'starter-month-usd', is_trial: true, pay_type: 7, period_type: 'month' });
    await waitFor(() => expect(window.location.assign).toHaveBeenCalledWith('/sandbox/pay/FC-1'));
  });
});
