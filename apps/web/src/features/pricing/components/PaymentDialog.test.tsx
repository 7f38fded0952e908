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

  it('applies a coupon: a chip with its discount, the new total, and a remove button', async () => {
    const api = stubApi({ checkCoupon: () => ({ data: { remain: 38880, discount: 4320, desc: '10% off' } }) });
    renderWithApp(<PaymentDialogBody checkout={CHECKOUT} />);
    expect(screen.getByTestId('payment-total').textContent).toBe('$432');
    expect(screen.getByTestId('payment-goods').textContent).toBe('Creator · Yearly');
    await userEvent.type(screen.getByLabelText('Coupon code'), 'save10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('coupon-chip');
    expect(api.sent('checkCoupon')[0]?.body).toEqual({ coupon_id: 'save10', goods_sn: 'creator-year-usd' });
    expect(screen.getByTestId('coupon-chip').textContent).toContain('Coupon SAVE10: −$43.20');
    expect(screen.getByTestId('payment-total').textContent).toBe('$388.80');
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon SAVE10' }));
    expect(screen.queryByTestId('coupon-chip')).toBeNull();
    expect(screen.getByTestId('payment-total').textContent).toBe('$432');
  });

  it("shows the server's message under the field and clears the discount when a coupon fails", async () => {
    let expired = false;
    stubApi({
      checkCoupon: () =>
        expired ? { code: ErrorCode.COUPON_EXPIRED, msg: 'This coupon has expired.' } : { data: { remain: 21600, discount: 21600, desc: '' } },
    });
    renderWithApp(<PaymentDialogBody checkout={CHECKOUT} />);
    const input = screen.getByLabelText('Coupon code');
    await userEvent.type(input, 'HALF{Enter}');
    await screen.findByTestId('coupon-chip');
    expect(screen.getByTestId('payment-total').textContent).toBe('$216');
    expired = true;
    await userEvent.type(input, 'OLD{Enter}');
    await waitFor(() => expect(screen.getByText('This coupon has expired.')).toBeTruthy());
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('coupon-chip')).toBeNull();
    expect(screen.getByTestId('payment-total').textContent).toBe('$432');
  });

  it('submits with the applied coupon', async () => {
    stubApi({ checkCoupon: () => ({ data: { remain: 38880, discount: 4320, desc: '' } }) });
    const onSubmit = vi.fn(async () => true);
    renderWithApp(<PaymentDialogBody checkout={{ ...CHECKOUT, coupon: 'FLASH50' }} onSubmit={onSubmit} />);
    await screen.findByTestId('coupon-chip');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ goods: CREATOR_YEAR }), { couponId: 'FLASH50' });
  });
});
