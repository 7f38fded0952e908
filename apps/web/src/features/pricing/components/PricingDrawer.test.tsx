// @vitest-environment happy-dom
import type { UserInfo } from '@framecast/contract';
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
