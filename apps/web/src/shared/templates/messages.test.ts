import { MY_TEMPLATES_MAX, TEMPLATE_MESSAGES, TEMPLATE_NAME_MAX, TemplateCreateRequest } from '@framecast/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { i18n } from '../i18n/instance';
import { zh } from '../i18n/zh';
import { templateMessage } from './messages';
import { swatchOf, templateName, textOn } from './names';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

describe('templateMessage', () => {
  it('has English words equal to the contract’s for every template message', () => {
    for (const text of Object.values(TEMPLATE_MESSAGES)) expect(templateMessage(text)).toBe(text);
    const long = TemplateCreateRequest.shape.name.safeParse('x'.repeat(TEMPLATE_NAME_MAX + 1)).error?.issues[0]?.message ?? '';
    expect(templateMessage(long)).toBe(long);
  });

  it('reads every template message in Chinese, with its figure', async () => {
    await i18n.changeLanguage('zh');
    try {
      for (const text of Object.values(TEMPLATE_MESSAGES)) expect(templateMessage(text)).not.toBe(text);
      expect(templateMessage(TEMPLATE_MESSAGES.full)).toContain(String(MY_TEMPLATES_MAX));
      expect(templateMessage('Please enter the correct URL')).toBe('请输入正确的网址');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('templateName', () => {
  const t = (lng: string) => i18n.getFixedT(lng);
  it('names a library template by its layout and style in the interface language', () => {
    const lib = { kind: 'library' as const, name: '', layout: 'split' as const, style: 'luxe' as const };
    expect(templateName(lib, t('en'))).toBe('Split screen · Luxe');
    expect(templateName(lib, t('zh'))).toBe('分屏对比 · 奢华');
  });

  it('keeps the user’s own name for one of My Templates', () => {
    expect(templateName({ kind: 'mine', name: 'Summer sale', layout: null, style: null }, t('zh'))).toBe('Summer sale');
  });
});

describe('swatch colours', () => {
  it('writes black on light colours and white on dark ones', () => {
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#fde68a')).toBe('#000000');
    expect(textOn('#101828')).toBe('#ffffff');
    expect(textOn('not a colour')).toBe('#ffffff');
  });

  it('takes the background and accents from the template’s colours, grey without any', () => {
    expect(swatchOf(['#112233', 'none', '#ff0000'])).toEqual({ background: '#112233', accent: '#ff0000', second: '#ff0000' });
    expect(swatchOf([]).background).toBe('#e9ecef');
  });
});
