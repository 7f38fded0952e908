import { PRODUCT_MESSAGES, PRODUCT_NAME_MAX, ProductSaveRequest } from '@framecast/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { en } from '../i18n/en';
import { i18n } from '../i18n/instance';
import { zh } from '../i18n/zh';
import { failureOf } from '../api/failure';
import { productMessage } from './messages';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

describe('productMessage', () => {
  it('has English words equal to the contract’s for every product message', () => {
    for (const text of Object.values(PRODUCT_MESSAGES)) expect(productMessage(text)).toBe(text);
  });

  it('reads every product message and the schema’s limits in Chinese', async () => {
    await i18n.changeLanguage('zh');
    try {
      for (const text of Object.values(PRODUCT_MESSAGES)) expect(productMessage(text)).not.toBe(text);
      const long = ProductSaveRequest.shape.name.safeParse('x'.repeat(PRODUCT_NAME_MAX + 1)).error?.issues[0]?.message ?? '';
      expect(productMessage(long)).toBe(`名称不能超过 ${PRODUCT_NAME_MAX} 个字符`);
      expect(productMessage(PRODUCT_MESSAGES.url)).toBe('请输入正确的网址');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('leaves an unknown message as sent', () => {
    expect(productMessage('Something else')).toBe('Something else');
  });
});

describe('failureOf', () => {
  it('gives the server’s fields in the user’s language', () => {
    const err = new ApiError(40000, PRODUCT_MESSAGES.urlExists, { fields: { url: PRODUCT_MESSAGES.urlExists } });
    expect(failureOf(err, productMessage)).toMatchObject({ code: 40000, message: PRODUCT_MESSAGES.urlExists, fields: { url: PRODUCT_MESSAGES.urlExists } });
  });

  it('says nothing for a network failure', () => {
    expect(failureOf(new ApiError(-1, 'offline'))).toBeNull();
    expect(failureOf(new Error('x'))).toBeNull();
  });
});
