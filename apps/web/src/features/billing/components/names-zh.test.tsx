// @vitest-environment happy-dom
import { type DataOf, type Invoice, Plan } from '@framecast/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { zh } from '../../../shared/i18n/zh';
import { clearToken } from '../../../shared/storage/token';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { subscriptionInfo, userInfo } from '../../../shared/test/fixtures';
import { CancelDialog } from './CancelDialog';
import { CreditHistory } from './CreditHistory';
import { InvoiceView } from './InvoiceView';
import { SubscriptionCard } from './SubscriptionCard';

/** The names that came with the data in English, which a Chinese page must not show (issue 24 item 33). */
const ENGLISH = /\b(Sandbox|Card|Team|Creator|Starter|credits?|Refund|renewal|trial|Plan)\b/;

const RECORDS: DataOf<'creditRecords'> = {
  items: [
    { id: '1', balance: 'credits', kind: 'grant', amount: 180, note: 'Team × 3', created_at: '2026-11-03T10:00:00.000Z', by: null },
    { id: '2', balance: 'credits', kind: 'grant', amount: 480, note: 'Creator', created_at: '2026-11-02T10:00:00.000Z', by: null },
    { id: '3', balance: 'credits', kind: 'purchase', amount: 10, note: '10 credits', created_at: '2026-11-02T09:00:00.000Z', by: null },
    { id: '4', balance: 'credits', kind: 'refund', amount: -480, note: 'Refund: 用户要求', created_at: '2026-11-04T10:00:00.000Z', by: null },
    { id: '5', balance: 'credits', kind: 'grant', amount: 3, note: 'Free plan', created_at: '2026-11-01T10:00:00.000Z', by: null },
  ],
  total: 5,
  page: 1,
  page_size: 10,
  balance: 193,
};

const INVOICE: Invoice = {
  number: 'FC-2026-000001',
  order_sn: 'FC1',
  date: '2026-11-02T10:00:00.000Z',
  amount: 43200,
  currency: 'USD',
  payment_method: 'Card (sandbox)',
  period_start: '2026-11-02T10:00:00.000Z',
  period_end: '2027-11-02T10:00:00.000Z',
  billing_cycle: 'yearly',
  description: 'Creator (renewal)',
  units: 1,
  unit_price: 43200,
  discount: 0,
  upgrade_credit: 0,
  customer_id: 'CUS-1',
  status: 'paid',
  refunded_amount: 0,
  billing_info: null,
};

const REFUNDABLE: DataOf<'refundable'> = {
  refundable_order: [
    {
      order_sn: 'FC1',
      goods_sn: 'creator-year-usd',
      goods_name: 'Creator',
      goods_type: 1,
      pay_time: '2026-11-02T10:00:00.000Z',
      plan: Plan.Creator,
      amount: 43200,
      currency: 'USD',
      remain_credit: 400,
      remain_amount: 40000,
      privileges: { credit: 480, api_credit: 0, lip_sync_duration: 0 },
    },
  ],
  total_remain_amount: 40000,
};

describe('billing in Chinese: plan, payment method and ledger names come translated', () => {
  beforeAll(async () => {
    i18n.add('en', en);
    i18n.add('zh', zh);
    await i18n.changeLanguage('zh');
  });
  afterAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    cleanup();
    clearToken();
    vi.unstubAllGlobals();
  });

  it('the subscription card names the plan and the sandbox in Chinese', () => {
    const sub = subscriptionInfo({
      subscribe_plan: 'Creator',
      subscribe_plan_int: Plan.Creator,
      period: 'year',
      current_period_start: '2026-11-02T10:00:00.000Z',
      current_period_end: '2027-11-02T10:00:00.000Z',
      pay_platform: 'sandbox',
    });
    renderWithApp(<SubscriptionCard sub={sub} />, '/', userInfo({ actual_plan: Plan.Creator }));
    expect(screen.getByTestId('billing-plan-name').textContent).toBe('创作者版');
    expect(screen.getByTestId('billing-platform').textContent).toBe('沙盒测试');
    expect(screen.getByTestId('billing-subscription').textContent).not.toMatch(ENGLISH);
  });

  it('the credit history says goods, seats and refunds in Chinese', async () => {
    stubApi({ creditRecords: () => ({ data: RECORDS }) });
    renderWithApp(<CreditHistory />);
    const table = await screen.findByTestId('billing-history-table');
    const text = table.textContent ?? '';
    expect(text).toContain('团队版 × 3');
    expect(text).toContain('创作者版');
    expect(text).toContain('10 点数');
    expect(text).toContain('退款：用户要求');
    expect(text).not.toMatch(ENGLISH);
  });

  it('the invoice and the refundable summary say the method and goods in Chinese', async () => {
    renderWithApp(<InvoiceView invoice={INVOICE} />);
    expect(screen.getByTestId('invoice-method').textContent).toBe('银行卡（沙盒测试）');
    expect(screen.getByTestId('invoice-description').textContent).toBe('创作者版（续费）');
    expect(screen.getByTestId('invoice-view').textContent).not.toMatch(ENGLISH);
    cleanup();
    stubApi({ refundable: () => ({ data: REFUNDABLE }) });
    renderWithApp(<CancelDialog opened onClose={() => undefined} periodEnd={INVOICE.period_end} />);
    const row = await screen.findByTestId('billing-refundable-FC1');
    expect(row.textContent).toContain('创作者版');
    expect(row.textContent).not.toMatch(ENGLISH);
  });
});
