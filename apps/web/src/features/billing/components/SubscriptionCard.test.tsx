// @vitest-environment happy-dom
import type { UserInfo } from '@framecast/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { usePricing } from '../../../shared/pricing/store';
import { clearToken } from '../../../shared/storage/token';
import { subscriptionInfo, userInfo } from '../../../shared/test/fixtures';
import { SubscriptionCard } from './SubscriptionCard';
import { renderWithApp } from '../../../shared/test/app-harness';

const FREE_SUB = subscriptionInfo();

const renderAs = (user: UserInfo) => renderWithApp(<SubscriptionCard sub={FREE_SUB} />, '/', user);

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
