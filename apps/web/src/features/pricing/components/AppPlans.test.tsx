// @vitest-environment happy-dom
import { Plan, type Subscriber } from '@framecast/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { AppPlans } from './AppPlans';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { offerData, seededGoods } from '../../../shared/test/fixtures';

const GOODS = seededGoods(1);

const FREE: Subscriber = { actual_plan: Plan.Free, period: null, total_seat: 0, promote_src: null };

const show = (me: Subscriber, period: 'month' | 'year' = 'year') => {
  stubApi({ offer: () => ({ data: offerData() }) });
  const onBuy = vi.fn();
  renderWithApp(<AppPlans period={period} currency="USD" goods={GOODS} me={me} signedIn onBuy={onBuy} />);
  return onBuy;
};

describe('AppPlans', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(cleanup);

  it('shows a yearly price divided by 12, to one decimal, with the original struck through', () => {
    show(FREE, 'year');
    expect(screen.getByTestId('plan-price-starter').textContent).toBe('$24');
    expect(screen.getByTestId('plan-price-creator').textContent).toBe('$36');
    expect(screen.getByTestId('plan-price-team').textContent).toBe('$46');
    expect(screen.getByTestId('plan-original-creator').textContent).toContain('$69');
    expect(screen.getByTestId('plan-note-creator').textContent).toBe('Billed $432 yearly');
    // The creator card is the highlighted one.
    expect(screen.getByText('Most popular')).toBeTruthy();
    expect(screen.getByTestId('plan-card-creator').dataset.highlighted).toBe('true');
  });

  it('shows monthly prices without a struck-through original when there is no saving', () => {
    show(FREE, 'month');
    expect(screen.getByTestId('plan-price-creator').textContent).toBe('$69');
    expect(screen.queryByTestId('plan-original-creator')).toBeNull();
  });

  it('gives each card its status for a free user: free is current and disabled, the others upgrade', () => {
    const onBuy = show(FREE);
    expect((screen.getByTestId('plan-action-free') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('plan-action-free').textContent).toBe('Current plan');
    const creator = screen.getByRole('button', { name: 'Upgrade to Creator' });
    creator.click();
    expect(onBuy).toHaveBeenCalledWith(expect.objectContaining({ goods_sn: 'creator-year-usd' }), 1);
    expect(screen.getByRole('link', { name: 'Contact sales' }).getAttribute('href')).toContain('mailto:');
  });

  it('marks the same plan and period as current, lower plans as higher-tier, and monthly cards for a yearly subscriber', () => {
    show({ actual_plan: Plan.Creator, period: 'year', total_seat: 0, promote_src: null }, 'year');
    expect(screen.getByTestId('plan-action-creator').textContent).toBe('Current plan');
    expect((screen.getByTestId('plan-action-creator') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('plan-status-starter').textContent).toBe('You are enjoying a higher-tier plan.');
    expect(screen.getByTestId('plan-status-free').textContent).toBe('You are enjoying a higher-tier plan.');
    expect(screen.getByTestId('plan-action-team').textContent).toBe('Upgrade');
    cleanup();
    show({ actual_plan: Plan.Creator, period: 'year', total_seat: 0, promote_src: null }, 'month');
    expect(screen.getByTestId('plan-status-creator').textContent).toBe('You are enjoying an annual subscription.');
  });

  it('offers the $0 trial on the free card to a Free account only', () => {
    const onTrial = vi.fn();
    renderWithApp(<AppPlans period="year" currency="USD" goods={GOODS} me={FREE} signedIn onBuy={vi.fn()} onTrial={onTrial} />);
    screen.getByTestId('plan-trial-free').click();
    expect(onTrial).toHaveBeenCalledTimes(1);
    cleanup();
    const creator: Subscriber = { actual_plan: Plan.Creator, period: 'month', total_seat: 0, promote_src: null };
    renderWithApp(<AppPlans period="year" currency="USD" goods={GOODS} me={creator} signedIn onBuy={vi.fn()} onTrial={onTrial} />);
    expect(screen.queryByTestId('plan-trial-free')).toBeNull();
  });

  it('tells lifetime-deal users they have lifetime access', () => {
    show({ actual_plan: Plan.Creator, period: 'year', total_seat: 0, promote_src: 'appsumo' });
    expect(screen.getByTestId('plan-status-team').textContent).toBe('You are enjoying lifetime access.');
  });

  it('starts a team subscriber at one seat more than now, which makes the current plan upgradable', () => {
    const onBuy = show({ actual_plan: Plan.Team, period: 'year', total_seat: 3, promote_src: null });
    expect((screen.getByTestId('team-seats') as HTMLInputElement).value).toBe('4');
    expect(screen.getByTestId('plan-note-team').textContent).toBe('Billed $2208 yearly for 4 seats');
    screen.getByTestId('plan-action-team').click();
    expect(onBuy).toHaveBeenCalledWith(expect.objectContaining({ goods_sn: 'team-year-usd' }), 4);
  });
});
