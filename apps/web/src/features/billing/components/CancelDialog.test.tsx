// @vitest-environment happy-dom
import { type DataOf, Plan, type SubscriptionInfo } from '@framecast/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { usePricing } from '../../../shared/pricing/store';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { BalancesCard } from './BalancesCard';
import { CancelDialog } from './CancelDialog';

const REFUNDABLE: DataOf<'refundable'> = {
  refundable_order: [
    {
      order_sn: 'FC-PLAN',
      goods_sn: 'creator-month-usd',
      goods_name: 'Creator',
      goods_type: 1,
      pay_time: '2026-11-01T10:00:00.000Z',
      plan: Plan.Creator,
      amount: 6900,
      currency: 'USD',
      remain_credit: 30,
      remain_amount: 5175,
      privileges: { credit: 40, api_credit: 0, lip_sync_duration: 0 },
    },
    {
      order_sn: 'FC-CREDITS',
      goods_sn: 'credits-10-usd',
      goods_name: '10 credits',
      goods_type: 2,
      pay_time: '2026-11-10T10:00:00.000Z',
      plan: Plan.Free,
      amount: 1900,
      currency: 'USD',
      remain_credit: 10,
      remain_amount: 1900,
      privileges: { credit: 10, api_credit: 0, lip_sync_duration: 0 },
    },
  ],
  total_remain_amount: 7075,
};

const SUB: SubscriptionInfo = {
  subscribe_plan: 'Creator',
  subscribe_plan_int: Plan.Creator,
  period: 'month',
  plan_info_id: 'sub-1',
  goods_sn: 'creator-month-usd',
  total_seat: 1,
  used_seat: 0,
  current_period_start: '2026-11-01T10:00:00.000Z',
  current_period_end: '2026-12-01T10:00:00.000Z',
  cancel_at_period_end: false,
  is_trial: false,
  pay_platform: 'sandbox',
  service_days: 30,
  credits_balance: 12,
  api_credits_balance: 10,
  lip_sync_duration: 0,
  managed: false,
  currency: 'USD',
};

describe('CancelDialog: what is refundable', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the unused part of each order and the total, and says the operator issues refunds', async () => {
    const api = stubApi({ refundable: () => ({ data: REFUNDABLE }) });
    renderWithApp(<CancelDialog opened onClose={() => undefined} periodEnd={SUB.current_period_end} />);
    const summary = await screen.findByTestId('billing-refundable');
    expect(api.sent('refundable')).toHaveLength(1);
    const plan = screen.getByTestId('billing-refundable-FC-PLAN').textContent;
    expect(plan).toContain('Creator · Plan');
    expect(plan).toContain('30 credits unused');
    expect(plan).toContain('$51.75');
    expect(screen.getByTestId('billing-refundable-FC-CREDITS').textContent).toContain('10 credits · Additional credits');
    expect(screen.getByTestId('billing-refundable-total').textContent).toBe('$70.75');
    expect(summary.textContent).toContain('Refunds are issued by the operator of this server');
    // The cancel text and buttons are still there.
    expect(screen.getByTestId('billing-cancel-text').textContent).toContain('until the end of the billing period');
  });

  it('stays silent when the lookup fails', async () => {
    const api = stubApi({ refundable: () => ({ code: 50000, msg: 'Something went wrong.' }) });
    renderWithApp(<CancelDialog opened onClose={() => undefined} periodEnd={SUB.current_period_end} />);
    await waitFor(() => expect(api.sent('refundable')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('billing-refundable')).toBeNull();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
    expect(screen.getByTestId('billing-cancel-confirm')).toBeTruthy();
  });

  it('does not ask while the dialog is closed', () => {
    const api = stubApi({ refundable: () => ({ data: REFUNDABLE }) });
    renderWithApp(<CancelDialog opened={false} onClose={() => undefined} periodEnd={null} />);
    expect(api.sent('refundable')).toHaveLength(0);
  });
});

describe('BalancesCard', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    usePricing.setState({ dialog: null });
  });

  it('offers a paid plan to buy credits, which opens the buy-credits dialog', async () => {
    renderWithApp(<BalancesCard sub={SUB} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy credits' }));
    expect(usePricing.getState().dialog).toEqual({ kind: 'credits', source: 'billing-balances' });
  });

  it('does not offer it on the Free plan or when the operator manages plans', () => {
    renderWithApp(<BalancesCard sub={{ ...SUB, subscribe_plan: 'Free', subscribe_plan_int: Plan.Free, period: null }} />);
    expect(screen.queryByTestId('billing-buy-credits')).toBeNull();
    cleanup();
    renderWithApp(<BalancesCard sub={{ ...SUB, managed: true }} />);
    expect(screen.queryByTestId('billing-buy-credits')).toBeNull();
  });
});
