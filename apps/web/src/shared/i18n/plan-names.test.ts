import { Plan } from '@framecast/contract';
import { i18n } from './instance';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from './en';
import { planLabel } from './plan-names';
import { zh } from './zh';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

describe('planLabel', () => {
  it('names every plan in both languages', async () => {
    await i18n.changeLanguage('en');
    expect(planLabel(Plan.Free)).toBe('Free');
    expect(planLabel(Plan.APIAdvanced)).toBe('API Advanced');
    await i18n.changeLanguage('zh');
    expect(planLabel(Plan.Free)).toBe('免费版');
    expect(planLabel(Plan.Creator)).toBe('创作者版');
    for (const value of Object.values(Plan)) expect(planLabel(value)).toMatch(/版$/);
    // An unknown value reads as Free, like the contract's planName.
    expect(planLabel(7)).toBe('免费版');
  });
});
