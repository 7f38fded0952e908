// @vitest-environment happy-dom
import type { Invoice } from '@framecast/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import InvoiceDetailPage from './InvoiceDetailPage';

const INVOICE: Invoice = {
  number: 'FC-2026-000042',
  order_sn: 'o_123',
  date: '2026-03-05T10:00:00.000Z',
  amount: 15800,
  currency: 'USD',
  payment_method: 'stripe',
  period_start: '2026-03-05T10:00:00.000Z',
  period_end: '2026-04-05T10:00:00.000Z',
  billing_cycle: 'monthly',
  description: 'Team monthly',
  units: 2,
  unit_price: 8900,
  discount: 2000,
  upgrade_credit: 0,
  customer_id: 'cus_9',
  status: 'partially_refunded',
  refunded_amount: 5000,
  billing_info: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines Ltd',
    street1: '12 St James Square',
    apt: 'Suite 3',
    city: 'London',
    state: '',
    zip: 'SW1Y 4JH',
    country: 'GB',
    phone: '+44 20 0000 0000',
  },
};

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('InvoiceDetailPage', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lays out every figure of the invoice, the billing details and the refund', async () => {
    const api = stubApi({ invoiceDetail: () => ({ data: INVOICE }) });
    renderWithApp(<InvoiceDetailPage />, '/billing/invoice/details?number=FC-2026-000042');
    expect((await screen.findByTestId('invoice-title')).textContent).toBe('Invoice FC-2026-000042');
    expect(api.sent('invoiceDetail')).toHaveLength(1);
    expect(text('invoice-number')).toBe('FC-2026-000042');
    expect(text('invoice-date')).toBe('Mar 5, 2026');
    expect(text('invoice-method')).toBe('Stripe');
    expect(text('invoice-period')).toBe('Mar 5, 2026 – Apr 5, 2026');
    expect(text('invoice-cycle')).toBe('Monthly');
    expect(text('invoice-customer')).toBe('cus_9');
    expect(text('invoice-status')).toBe('Partly refunded');
    expect(text('invoice-description')).toBe('Team monthly');
    expect(text('invoice-units')).toBe('2');
    expect(text('invoice-unit-price')).toBe('$89');
    expect(text('invoice-subtotal')).toBe('$178');
    expect(text('invoice-discount')).toBe('−$20');
    expect(screen.queryByTestId('invoice-upgrade-credit')).toBeNull();
    expect(text('invoice-total')).toBe('$158');
    expect(text('invoice-refunded')).toBe('−$50');
    expect(text('invoice-net')).toBe('$108');
    const billTo = text('invoice-bill-to') ?? '';
    for (const part of ['Ada Lovelace', 'Analytical Engines Ltd', '12 St James Square, Suite 3', 'London, SW1Y 4JH', 'United Kingdom', 'ada@example.com']) {
      expect(billTo).toContain(part);
    }
  });

  it('shows an upgrade credit as a line of its own, apart from the coupon (issue 24 item 12)', async () => {
    stubApi({ invoiceDetail: () => ({ data: { ...INVOICE, refunded_amount: 0, status: 'paid', amount: 9905, discount: 2000, upgrade_credit: 5895 } }) });
    renderWithApp(<InvoiceDetailPage />, '/billing/invoice/details?number=FC-2026-000042');
    expect((await screen.findByTestId('invoice-upgrade-credit')).textContent).toBe('−$58.95');
    expect(screen.getByText('Upgrade credit (unused part of the previous plan)')).toBeTruthy();
    expect(text('invoice-discount')).toBe('−$20');
    expect(text('invoice-total')).toBe('$99.05');
  });

  it('prints from the Print button, and marks the document and the toolbar for the print stylesheet', async () => {
    stubApi({ invoiceDetail: () => ({ data: { ...INVOICE, status: 'paid', refunded_amount: 0, discount: 0, billing_info: null } }) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithApp(<InvoiceDetailPage />, '/billing/invoice/details?number=FC-2026-000042');
    await screen.findByTestId('invoice-view');
    expect(screen.getByTestId('invoice-view').hasAttribute('data-invoice-print')).toBe(true);
    expect(screen.getByTestId('invoice-print').closest('[data-print-hide]')).not.toBeNull();
    expect(screen.queryByTestId('invoice-discount')).toBeNull();
    expect(screen.queryByTestId('invoice-refunded')).toBeNull();
    expect(text('invoice-bill-to')).toContain('No billing details were saved.');
    await waitFor(() => expect(screen.getByTestId('invoice-print').hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByTestId('invoice-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the invoice does not exist', async () => {
    stubApi({ invoiceDetail: () => ({ code: 18010, msg: 'This order does not exist.' }) });
    renderWithApp(<InvoiceDetailPage />, '/billing/invoice/details?number=NOPE');
    expect((await screen.findByTestId('invoice-missing')).textContent).toContain('This invoice does not exist.');
  });
});
