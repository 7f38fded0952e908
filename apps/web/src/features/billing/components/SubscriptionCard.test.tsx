// @vitest-environment happy-dom
import type { UserInfo } from '@framecast/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { usePricing } from '../../../shared/pricing/store';
import { USER_INFO_KEY } from '../../../shared/session/session';
import { clearToken, setToken } from '../../../shared/storage/token';
import { subscriptionInfo, userInfo } from '../../../shared/test/fixtures';
import { SubscriptionCard } from './SubscriptionCard';

const FREE_SUB = subscriptionInfo();

function renderAs(user: UserInfo) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(USER_INFO_KEY, user);
  setToken(user.token);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SubscriptionCard sub={FREE_SUB} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("SubscriptionCard: the Free plan's $0 trial", () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    clearToken();
    usePricing.setState({ dialog: null });
  });

  it('offers it to a Free account that has not had it, opening the trial dialog', async () => {
    renderAs(userInfo({ trial_used: false }));
    await userEvent.click(screen.getByTestId('billing-try-free'));
    expect(usePricing.getState().dialog).toEqual({ kind: 'trial', source: 'billing-subscription' });
  });

  it('does not offer it once the account used it; upgrading stays', () => {
    renderAs(userInfo({ trial_used: true }));
    expect(screen.queryByTestId('billing-try-free')).toBeNull();
    expect(screen.getByTestId('billing-change-plan')).toBeTruthy();
  });
});
