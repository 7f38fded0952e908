// @vitest-environment happy-dom
import { ErrorCode, Plan, type SpaceItem, spaceEntitlementsOf, type UserInfo } from '@framecast/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { en } from '../i18n/en';
import { usePricing } from '../pricing/store';
import { clearToken } from '../storage/token';
import { stubApi, renderWithApp } from '../test/app-harness';
import { RenderDialog } from './RenderDialog';
import { userInfo } from '../test/fixtures';

const PROJECT = '0b7a5a4e-2f7e-4a8e-9a51-1c2d3e4f5a6b';
const OUT_OF_CREDITS = { code: ErrorCode.INSUFFICIENT_CREDITS, msg: 'You have used all your video credits. Upgrade your plan to create more videos.' };

const USER = userInfo({ credits_balance: 0 });

const space = (personal: boolean): SpaceItem => ({
  unique_id: 'space-1',
  name: personal ? 'Ada' : 'Acme',
  photo_url: null,
  personal,
  role: personal ? 3 : 1,
  role_name: personal ? 'owner' : 'collaborator',
  now_here: true,
  owner_nickname: personal ? 'Ada' : 'Grace',
  members: 1,
  seats: 1,
  plan_expired: false,
});

function renderDialog(user: UserInfo) {
  const onClose = vi.fn();
  renderWithApp(<RenderDialog projectId={PROJECT} opened onClose={onClose} onRendered={() => undefined} />, '/', user);
  return { onClose };
}

describe('RenderDialog out of credits (spec 001 §8)', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearToken();
    usePricing.setState({ opened: false, dialog: null });
  });

  it('offers a free user the upgrade only', async () => {
    stubApi({ creditCheck: () => OUT_OF_CREDITS, spaceList: () => ({ data: { list: [space(true)] } }) });
    renderDialog(USER);
    const alert = await screen.findByTestId('render-error');
    expect(alert.textContent).toContain('Upgrade your plan to create more videos.');
    expect(within(alert).getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Buy credits' })).toBeNull();
  });

  it('offers a paid user to upgrade for unlimited or buy credits; buying opens the credit packs', async () => {
    stubApi({ creditCheck: () => OUT_OF_CREDITS, spaceList: () => ({ data: { list: [space(true)] } }) });
    const { onClose } = renderDialog(userInfo({ credits_balance: 0, subscribe_plan: Plan.Starter, actual_plan: Plan.Starter }));
    const alert = await screen.findByTestId('render-error');
    const buy = await within(alert).findByRole('button', { name: 'Buy credits' });
    expect(alert.textContent).toContain('You have used all your video credits. Upgrade for unlimited or buy credits.');
    expect(within(alert).getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    await userEvent.click(buy);
    expect(onClose).toHaveBeenCalled();
    expect(usePricing.getState().dialog).toEqual({ kind: 'credits', source: 'render-dialog' });
  });

  it("offers only the upgrade in someone else's team space, whose owner pays for renders", async () => {
    stubApi({ creditCheck: () => OUT_OF_CREDITS, spaceList: () => ({ data: { list: [space(false)] } }) });
    renderDialog({
      ...USER,
      subscribe_plan: Plan.Creator,
      actual_plan: Plan.Creator,
      space: spaceEntitlementsOf(Plan.Team, { unique_id: 'team-1', personal: false, plan_expired: false, credits_balance: 0 }),
    });
    const alert = await screen.findByTestId('render-error');
    await new Promise((r) => setTimeout(r, 50));
    expect(within(alert).queryByRole('button', { name: 'Buy credits' })).toBeNull();
    expect(within(alert).getByRole('button', { name: 'Upgrade' })).toBeTruthy();
  });

  it('offers AvatarX for a video longer than a short plan allows', async () => {
    stubApi({
      creditCheck: () => ({
        code: ErrorCode.VIDEO_TOO_LONG,
        msg: 'Your video exceeds 30 seconds; upgrade or edit the video',
        data: { fields: { limit_seconds: '30', duration: '45' } },
      }),
      spaceList: () => ({ data: { list: [space(true)] } }),
    });
    renderDialog(USER);
    const alert = await screen.findByTestId('render-error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Videos up to 5 minutes with AvatarX' }));
    expect(usePricing.getState().dialog).toEqual({ kind: 'avatarx', source: 'render-too-long' });
  });
});
