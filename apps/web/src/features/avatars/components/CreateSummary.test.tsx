// @vitest-environment happy-dom
import { ErrorCode } from '@framecast/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../../shared/api/client';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { zh } from '../../../shared/i18n/zh';
import { usePricing } from '../../../shared/pricing/store';
import { clearToken } from '../../../shared/storage/token';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { userInfo } from '../../../shared/test/fixtures';
import { failureOf } from '../../../shared/api/failure';
import { avatarMessage } from '../messages';
import { CreateSummary } from './CreateSummary';

const USAGE = { used: 0, limit: 8, period: 'month' as const, cost: 2, motion_cost: 2 };
/** What the server answers a photo avatar its payer cannot afford. */
const BROKE = {
  code: ErrorCode.INSUFFICIENT_CREDITS,
  msg: 'Not enough credits: this costs 2 credits. Upgrade your plan or buy credits to continue.',
  data: { i18n: { key: 'avatars.errors.noCredits', params: { count: 2 } } },
};

/** The form's side card after the server refused the photo avatar. */
const refused = async () => {
  stubApi({ userAvatarFromPhoto: () => BROKE });
  const failure = await request('userAvatarFromPhoto', { name: 'Me', asset_id: 'a' }, { quiet: 'all' }).then(
    () => null,
    (err: unknown) => failureOf(err, avatarMessage),
  );
  renderWithApp(<CreateSummary usage={USAGE} expectedSeconds={120} failure={failure} submitLabel="Create avatar" submitting={false} />, '/', userInfo());
};

describe('CreateSummary: out of credits on a photo avatar', () => {
  beforeAll(() => {
    i18n.add('en', en);
    i18n.add('zh', zh);
  });
  afterEach(async () => {
    cleanup();
    clearToken();
    usePricing.setState({ opened: false, dialog: null });
    await i18n.changeLanguage('en');
  });

  it('says credits, not videos, and offers Upgrade, which opens the pricing drawer', async () => {
    await refused();
    const alert = screen.getByTestId('create-credits-limit');
    expect(alert.textContent).toContain('Not enough credits: this costs 2 credits.');
    expect(alert.textContent).not.toMatch(/video/i);
    expect(screen.queryByTestId('create-failure')).toBeNull();
    await userEvent.click(screen.getByTestId('create-credits-upgrade'));
    expect(usePricing.getState()).toMatchObject({ opened: true, options: { source: 'photo-avatar-credits' } });
  });

  it('says it in Chinese', async () => {
    await i18n.changeLanguage('zh');
    await refused();
    expect(screen.getByTestId('create-credits-limit').textContent).toContain('点数不足：此操作需要 2 点。');
    expect(screen.getByTestId('create-credits-upgrade').textContent).toBe('升级');
  });
});
