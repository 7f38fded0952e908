// @vitest-environment happy-dom
import { GOODS_SEED, Plan, type SubscriptionInfo, type UserInfo } from '@framecast/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { closePricing, openPricing } from '../../../shared/pricing/store';
import { USER_INFO_KEY } from '../../../shared/session/session';
import { clearToken, setToken } from '../../../shared/storage/token';
import { stubApi } from '../../../shared/test/app-harness';
import { userInfo } from '../../../shared/test/fixtures';
import { PricingDrawer } from './PricingDrawer';

const GOODS = GOODS_SEED.filter((g) => g.currency === 'USD' && g.goods_type === 1).map((g, i) => ({
  id: String(i + 1),
  goods_sn: g.goods_sn,
  goods_name: g.goods_name,
  goods_type: g.goods_type,
  plan: g.plan,
  period: g.period,
  currency: g.currency,
  sell_price: g.sell_price,
  original_price: g.original_price,
  subscriptions: g.subscriptions ? 1 : 0,
  per_seat: g.per_seat,
  privileges: { credit: g.credit, api_credit: g.api_credit, lip_sync_duration: g.lip_sync_duration },
  active: true,
}));

const FREE_SUB: SubscriptionInfo = {
  subscribe_plan: 'Free',
  subscribe_plan_int: Plan.Free,
  period: null,
  plan_info_id: null,
  goods_sn: null,
  total_seat: 1,
  used_seat: 0,
  current_period_start: null,
  current_period_end: null,
  cancel_at_period_end: false,
  is_trial: false,
  pay_platform: null,
  service_days: 0,
  credits_balance: 3,
  api_credits_balance: 0,
  lip_sync_duration: 0,
  managed: false,
  currency: 'USD',
};

/** The drawer open for a signed-in Free account, on a server that answers goods, subscription and no flash sale. */
function openDrawerAs(user: UserInfo) {
  stubApi({
    goodsList: () => ({ data: { goods_list: GOODS } }),
    subscription: () => ({ data: FREE_SUB }),
    discount: () => ({ data: { eligible: false, percent: 0, plans: [], claimed: false, expires_at: null, coupon_id: null } }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(USER_INFO_KEY, user);
  setToken(user.token);
  openPricing({ source: 'test' });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PricingDrawer />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
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
