import { BATCH_MESSAGES, ErrorCode, URL2VIDEO_MESSAGES } from '@framecast/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { en } from '../i18n/en';
import { i18n } from '../i18n/instance';
import { zh } from '../i18n/zh';
import { failureOf } from '../api/failure';
import { batchMessage } from './messages';

const fixed = Object.values(BATCH_MESSAGES).flatMap((m) => (typeof m === 'string' ? [m] : []));

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

describe('batchMessage', () => {
  it('has English words equal to the contract’s, the parse count included', () => {
    for (const text of fixed) expect(batchMessage(text)).toBe(text);
    for (const n of [1, 2, 7]) expect(batchMessage(BATCH_MESSAGES.parse(n))).toBe(BATCH_MESSAGES.parse(n));
  });

  it('reads every batch message in Chinese, with the count', async () => {
    await i18n.changeLanguage('zh');
    try {
      for (const text of fixed) expect(batchMessage(text)).not.toBe(text);
      expect(batchMessage(BATCH_MESSAGES.parse(3))).toBe('有 3 个链接无法识别');
      expect(batchMessage(BATCH_MESSAGES.script)).toBe('请选择一种脚本风格');
      // The create call shares URL to Video's refusals (a template of another ratio).
      expect(batchMessage(URL2VIDEO_MESSAGES.ratio)).not.toBe(URL2VIDEO_MESSAGES.ratio);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('leaves an unknown message as sent, and a number that is not the parse message alone', () => {
    expect(batchMessage('Something else')).toBe('Something else');
    expect(batchMessage('Failed to parse 2 URL')).toBe('Failed to parse 2 URL');
  });
});

describe('failureOf', () => {
  it('gives the refused field in the user’s language', () => {
    const err = new ApiError(ErrorCode.VALIDATION, BATCH_MESSAGES.limit, { fields: { urls: BATCH_MESSAGES.limit } });
    expect(failureOf(err, batchMessage)).toMatchObject({ code: ErrorCode.VALIDATION, message: BATCH_MESSAGES.limit, fields: { urls: BATCH_MESSAGES.limit } });
  });

  it('says nothing for a network failure', () => {
    expect(failureOf(new ApiError(-1, 'offline'))).toBeNull();
  });
});
