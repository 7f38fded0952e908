// @vitest-environment happy-dom
import { ErrorCode } from '@framecast/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import type { Goods } from '../api/get-goods';
import type { Checkout } from '../model/checkout-store';
import { PaymentDialogBody } from './PaymentDialog';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';

const CREATOR_YEAR: Goods = {
  id: '1',
  goods_sn: 'creator-year-usd',
  goods_name: 'Creator',
  goods_type: 1,
  plan: 300,
  period: 'year',
  currency: 'USD',
  sell_price: 43200,
  original_price: 6900,
  subscriptions: 1,
  per_seat: false,
  privileges: { credit: 480, api_credit: 0, lip_sync_duration: 0 },
  active: true,
};
const CHECKOUT: Checkout = { goods: CREATOR_YEAR, period: 'year', seats: 1, source: 'test', isAdditional: false };

describe('PaymentDialog', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  /** The server's quote for CREATOR_YEAR: `discount` for a coupon, `credit` for an upgrade. */
  const quote = (discount = 0, credit = 0) => ({
    data: {
      currency: 'USD',
      unit_price: 43200,
      units: 1,
      list: 43200,
      discount,
      coupon_desc: discount ? '10% off' : null,
      upgrade_credit: credit,
      amount: 43200 - discount - credit,
      renewal_amount: 43200,
      quoted_at: new Date().toISOString(),
    },
  });

  it("shows the server's breakdown of an upgrade: price, coupon, upgrade credit, and the total that is charged (issue 24 item 12)", async () => {
    const api = stubApi({ orderQuote: (body) => quote((body as { coupon_id?: string }).coupon_id ? 4320 : 0, 6895) });
    const onSubmit = vi.fn(async () => true);
    renderWithApp(<PaymentDialogBody checkout={CHECKOUT} onSubmit={onSubmit} />);
    await screen.findByTestId('payment-breakdown');
    expect(screen.getByTestId('payment-line-price').textContent).toBe('Price$432');
    expect(screen.getByTestId('payment-line-upgrade').textContent).toBe('Upgrade credit (unused part of your current plan)−$68.95');
    expect(screen.getByTestId('payment-total').textContent).toBe('$363.05');
    await userEvent.type(screen.getByLabelText('Coupon code'), 'save10{Enter}');
    await screen.findByTestId('payment-line-coupon');
    expect(api.sent('orderQuote').at(-1)?.body).toEqual({ goods_sn: 'creator-year-usd', currency: 'USD', coupon_id: 'SAVE10' });
    expect(screen.getByTestId('payment-line-coupon').textContent).toBe('Coupon SAVE10−$43.20');
    expect(screen.getByTestId('payment-total').textContent).toBe('$319.85');
    expect(screen.getByTestId('payment-renewal').textContent).toBe('Then $432 per year');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ goods: CREATOR_YEAR }), { couponId: 'SAVE10', quotedAt: expect.any(String) });
  });

  it('applies a coupon: a chip with its discount, the new total, and a remove button', async () => {
    const api = stubApi({ orderQuote: (body) => quote((body as { coupon_id?: string }).coupon_id ? 4320 : 0) });
    renderWithApp(<PaymentDialogBody checkout={CHECKOUT} />);
    await waitFor(() => expect(screen.getByTestId('payment-total').textContent).toBe('$432'));
    expect(screen.getByTestId('payment-goods').textContent).toBe('Creator · Yearly');
    expect(screen.queryByTestId('payment-line-upgrade')).toBeNull();
    await userEvent.type(screen.getByLabelText('Coupon code'), 'save10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('coupon-chip');
    expect(api.sent('orderQuote').at(-1)?.body).toEqual({ coupon_id: 'SAVE10', goods_sn: 'creator-year-usd', currency: 'USD' });
    expect(screen.getByTestId('coupon-chip').textContent).toContain('Coupon SAVE10: −$43.20');
    expect(screen.getByTestId('payment-total').textContent).toBe('$388.80');
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon SAVE10' }));
    expect(screen.queryByTestId('coupon-chip')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('payment-total').textContent).toBe('$432'));
  });

  it("shows the server's message under the field and clears the discount when a coupon fails", async () => {
    stubApi({
      orderQuote: (body) => {
        const coupon = (body as { coupon_id?: string }).coupon_id;
        if (coupon === 'OLD') return { code: ErrorCode.COUPON_EXPIRED, msg: 'This coupon has expired.' };
        return quote(coupon ? 21600 : 0);
      },
    });
    renderWithApp(<PaymentDialogBody checkout={CHECKOUT} />);
    const input = screen.getByLabelText('Coupon code');
    await userEvent.type(input, 'HALF{Enter}');
    await screen.findByTestId('coupon-chip');
    expect(screen.getByTestId('payment-total').textContent).toBe('$216');
    await userEvent.type(input, 'OLD{Enter}');
    await waitFor(() => expect(screen.getByText('This coupon has expired.')).toBeTruthy());
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('coupon-chip')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('payment-total').textContent).toBe('$432'));
  });

  it('submits with the applied coupon', async () => {
    stubApi({ orderQuote: (body) => quote((body as { coupon_id?: string }).coupon_id ? 4320 : 0) });
    const onSubmit = vi.fn(async () => true);
    renderWithApp(<PaymentDialogBody checkout={{ ...CHECKOUT, coupon: 'FLASH50' }} onSubmit={onSubmit} />);
    await screen.findByTestId('coupon-chip');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ goods: CREATOR_YEAR }), { couponId: 'FLASH50', quotedAt: expect.any(String) });
  });
});
