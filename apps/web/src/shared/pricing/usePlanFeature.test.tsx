// @vitest-environment happy-dom
import { Plan, spaceEntitlementsOf, type UserInfo } from '@framecast/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_INFO_KEY } from '../session/session';
import { clearToken, setToken } from '../storage/token';
import { stubApi } from '../test/app-harness';
import { usePricing } from './store';
import { usePlanFeature } from './usePlanFeature';
import { spaceItem, userInfo } from '../test/fixtures';

const user = (plan: Plan) => userInfo({ subscribe_plan: plan, actual_plan: plan, surplus_days: 30 });

const PERSONAL = spaceItem();

function Probe() {
  const allowed = usePlanFeature('batch');
  return <p>{allowed === undefined ? 'reading' : allowed ? 'allowed' : 'refused'}</p>;
}

function renderFor(info: UserInfo) {
  stubApi({ spaceList: () => ({ data: { list: [PERSONAL] } }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(USER_INFO_KEY, info);
  setToken(info.token);
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
}

describe('usePlanFeature', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearToken();
    usePricing.setState({ dialog: null });
  });

  it("tells a Lite member once that the feature is not on their plan (spec 001 §2's Lite dialog)", async () => {
    renderFor(user(Plan.Lite));
    expect(await screen.findByText('refused')).toBeTruthy();
    expect(usePricing.getState().dialog).toEqual({ kind: 'liteFeature' });
  });

  it('opens nothing for a Free member (the page offers the upgrade) nor for a plan that has it', async () => {
    renderFor(user(Plan.Free));
    expect(await screen.findByText('refused')).toBeTruthy();
    expect(usePricing.getState().dialog).toBeNull();
    cleanup();
    renderFor(user(Plan.Creator));
    expect(await screen.findByText('allowed')).toBeTruthy();
    expect(usePricing.getState().dialog).toBeNull();
  });

  it("follows the space, not the member's own plan: a Free member in a Team space has it, until the plan ends", async () => {
    const inTeam = (expired: boolean) =>
      userInfo({ space: spaceEntitlementsOf(Plan.Team, { unique_id: 'team-1', personal: false, plan_expired: expired, credits_balance: 60 }) });
    renderFor(inTeam(false));
    expect(await screen.findByText('allowed')).toBeTruthy();
    cleanup();
    renderFor(inTeam(true));
    expect(await screen.findByText('refused')).toBeTruthy();
  });
});
