// @vitest-environment happy-dom
import { Plan, spaceEntitlementsOf } from '@framecast/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import { en } from '../../shared/i18n/en';
import { clearToken } from '../../shared/storage/token';
import { renderWithApp } from '../../shared/test/app-harness';
import { userInfo } from '../../shared/test/fixtures';
import { PlanCard } from './PlanCard';

describe('PlanCard: the plan and credits of the space one works in', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it("shows a Free member of a Team space the Team plan and the team's credits, not their own", () => {
    const user = userInfo({
      credits_balance: 3,
      space: spaceEntitlementsOf(Plan.Team, { unique_id: 'team-1', personal: false, plan_expired: false, credits_balance: 57 }),
    });
    renderWithApp(<PlanCard user={user} />, '/', user);
    expect(screen.getByTestId('plan-card-plan').textContent).toBe('Team');
    expect(screen.getByTestId('plan-card-credits').textContent).toMatch(/\b57\b/);
  });

  it('shows one’s own plan at home', () => {
    const user = userInfo();
    renderWithApp(<PlanCard user={user} />, '/', user);
    expect(screen.getByTestId('plan-card-plan').textContent).toBe('Free');
    expect(screen.getByTestId('plan-card-credits').textContent).toMatch(/\b3\b/);
  });
});
