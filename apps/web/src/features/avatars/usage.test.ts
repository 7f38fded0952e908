import type { AvatarUsage } from '@framecast/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { i18n } from '../../shared/i18n/instance';
import { zh } from '../../shared/i18n/zh';
import { expectedText, limitReached, usageText } from './usage';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

const usage = (patch: Partial<AvatarUsage>): AvatarUsage => ({ used: 0, limit: 1, period: 'month', cost: 2, motion_cost: 2, ...patch });

describe('usageText', () => {
  it('says how many of the plan’s photo avatars are used in its period and what one costs', () => {
    expect(usageText(usage({ used: 1 }))).toBe('1 of 1 photo avatar used this month · 2 credits each');
    expect(usageText(usage({ used: 3, limit: 10, period: 'year', cost: 1 }))).toBe('3 of 10 photo avatars used this year · 1 credit each');
    expect(usageText(usage({ used: 0, period: 'trial' }))).toBe('0 of 1 photo avatar used on the Free plan · 2 credits each');
  });

  it('leaves out the price when a generation is free (billing off)', () => {
    expect(usageText(usage({ used: 2, limit: 5, cost: 0 }))).toBe('2 of 5 photo avatars used this month');
    expect(usageText(usage({ used: 2, limit: 5 }), { withCost: false })).toBe('2 of 5 photo avatars used this month');
  });

  it('reads in Chinese', async () => {
    await i18n.changeLanguage('zh');
    expect(usageText(usage({ used: 1 }))).toBe('本月已使用 1/1 个照片数字人 · 每个 2 点数');
    expect(expectedText(120)).toBe('约 2 分钟');
    await i18n.changeLanguage('en');
  });
});

describe('limitReached', () => {
  it('stops at the limit', () => {
    expect(limitReached(usage({ used: 0 }))).toBe(false);
    expect(limitReached(usage({ used: 1 }))).toBe(true);
    expect(limitReached(usage({ used: 2 }))).toBe(true);
  });
});

describe('expectedText', () => {
  it('words the server’s expected seconds', () => {
    expect(expectedText(120)).toBe('about 2 minutes');
    expect(expectedText(8)).toBe('about 8 seconds');
  });
});
