import { PRODUCT_MESSAGES, TEMPLATE_MESSAGES, URL2VIDEO_MESSAGES, V } from '@framecast/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/errors';
import { en } from '../../shared/i18n/en';
import { i18n } from '../../shared/i18n/instance';
import { zh } from '../../shared/i18n/zh';
import { failureOf } from '../../shared/api/failure';
import { url2videoMessage } from './messages';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

describe('url2videoMessage', () => {
  it('has English words equal to the contract’s for every URL to Video message', () => {
    for (const text of Object.values(URL2VIDEO_MESSAGES)) expect(url2videoMessage(text)).toBe(text);
  });

  it('reads them, and the template and product messages, in Chinese', async () => {
    await i18n.changeLanguage('zh');
    try {
      for (const text of Object.values(URL2VIDEO_MESSAGES)) expect(url2videoMessage(text)).not.toBe(text);
      expect(url2videoMessage(URL2VIDEO_MESSAGES.unsaved)).toBe('请先保存或放弃对脚本的修改。');
      expect(url2videoMessage(TEMPLATE_MESSAGES.backgroundRemoval)).not.toBe(TEMPLATE_MESSAGES.backgroundRemoval);
      expect(url2videoMessage(PRODUCT_MESSAGES.media)).not.toBe(PRODUCT_MESSAGES.media);
      expect(url2videoMessage(V.scriptError)).toBe('脚本输入有误，请检查后重试。');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('failureOf', () => {
  it('shows the field the server refused, in the user’s language', () => {
    const err = new ApiError(40001, 'Invalid request', { fields: { language: URL2VIDEO_MESSAGES.language } });
    expect(failureOf(err, url2videoMessage)).toMatchObject({ code: 40001, reason: URL2VIDEO_MESSAGES.language });
    expect(failureOf(new ApiError(20002, 'out of credits'), url2videoMessage)).toMatchObject({ code: 20002, reason: 'out of credits' });
  });

  it('says nothing for a network failure', () => {
    expect(failureOf(new ApiError(-1, 'offline'), url2videoMessage)).toBeNull();
  });
});
