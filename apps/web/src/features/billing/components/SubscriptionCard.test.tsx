// @vitest-environment happy-dom
import { Plan, type UserInfo } from '@framecast/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { zh } from '../../../shared/i18n/zh';
import { usePricing } from '../../../shared/pricing/store';
import { clearToken } from '../../../shared/storage/token';
import { subscriptionInfo, userInfo } from '../../../shared/test/fixtures';
import { SubscriptionCard } from './SubscriptionCard';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';

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

describe('SubscriptionCard: resuming a cancelled plan (issue 24 item 38)', () => {
  const CANCELLED = subscriptionInfo({
    subscribe_plan: 'Creator',
    subscribe_plan_int: Plan.Creator,
    period: 'month',
    plan_info_id: 'sub-1',
    current_period_start: '2026-11-01T10:00:00.000Z',
    current_period_end: '2026-12-01T10:00:00.000Z',
    cancel_at_period_end: true,
    pay_platform: 'sandbox',
  });
  beforeAll(() => {
    i18n.add('en', en);
    i18n.add('zh', zh);
  });
  afterEach(async () => {
    cleanup();
    clearToken();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('offers Resume where the cancelled state shows, and refreshes the subscription and user info', async () => {
    const user = userInfo({ actual_plan: Plan.Creator });
    const api = stubApi({
      orderResume: () => ({ data: { cancel_at_period_end: false, current_period_end: '2026-12-01T10:00:00.000Z' } }),
      subscription: () => ({ data: { ...CANCELLED, cancel_at_period_end: false } }),
      userInfo: () => ({ data: user }),
    });
    renderWithApp(<SubscriptionCard sub={CANCELLED} />, '/', user);
    expect(screen.getByTestId('billing-plan-state').textContent).toBe('Cancelled');
    expect(screen.queryByTestId('billing-cancel')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(api.sent('orderResume')).toHaveLength(1));
    expect(await screen.findByText(/Your subscription is active again and renews on/)).toBeTruthy();
    await waitFor(() => expect(api.sent('userInfo').length).toBeGreaterThan(0));
  });

  it('says it in Chinese, and shows the server message when it cannot be resumed', async () => {
    await i18n.changeLanguage('zh');
    stubApi({ orderResume: () => ({ code: 18031, msg: 'Only a cancelled subscription that has not ended yet can be resumed.' }) });
    renderWithApp(<SubscriptionCard sub={CANCELLED} />, '/', userInfo({ actual_plan: Plan.Creator }));
    await userEvent.click(screen.getByRole('button', { name: '恢复订阅' }));
    expect(await screen.findByText('只有已取消且尚未到期的订阅才能恢复。')).toBeTruthy();
  });

  it('is not offered on a plan that still renews', () => {
    renderWithApp(<SubscriptionCard sub={{ ...CANCELLED, cancel_at_period_end: false }} />, '/', userInfo({ actual_plan: Plan.Creator }));
    expect(screen.queryByTestId('billing-resume')).toBeNull();
    expect(screen.getByTestId('billing-cancel')).toBeTruthy();
  });
});
