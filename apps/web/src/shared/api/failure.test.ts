import { ErrorCode, ErrorMessage, PRODUCT_MESSAGES, V } from '@framecast/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { i18n } from '../i18n/instance';
import { zh } from '../i18n/zh';
import { productMessage } from '../products/messages';
import { ApiError, ClientCode } from './errors';
import { failureOf } from './failure';

beforeAll(() => {
  i18n.add('en', en);
  i18n.add('zh', zh);
});
afterEach(() => i18n.changeLanguage('en'));

/** A refusal as the client makes it: the server's words are `sent`. */
const refusal = (code: number, sent: string, data: unknown = null) => new ApiError(code, 'already shown', data, sent);

describe('failureOf', () => {
  it('reads a code the server worded with the table’s message by the code’s key', async () => {
    const err = refusal(ErrorCode.API_KEY_LIMIT, ErrorMessage[ErrorCode.API_KEY_LIMIT]);
    expect(failureOf(err)?.message).toBe(ErrorMessage[ErrorCode.API_KEY_LIMIT]);
    await i18n.changeLanguage('zh');
    expect(failureOf(err)?.message).toBe(zh.errors['24001']);
  });

  it('keeps a message the server worded itself in English, and gives a Chinese reader the code’s message', async () => {
    const err = refusal(ErrorCode.API_KEY_SCOPE, "This API key's scopes do not include projects:write.");
    expect(failureOf(err)?.message).toBe("This API key's scopes do not include projects:write.");
    await i18n.changeLanguage('zh');
    expect(failureOf(err)?.message).toBe(zh.errors['24004']);
  });

  it('prefers the key and values the server sent, then a feature’s own words, over the code’s message', async () => {
    await i18n.changeLanguage('zh');
    const tooLong = refusal(ErrorCode.VIDEO_TOO_LONG, 'Your video exceeds 30 seconds', { i18n: { key: 'v.videoTooLong', params: { seconds: 30 } } });
    expect(failureOf(tooLong)?.message).toBe('你的视频超过了 30 秒；请升级套餐或编辑视频');
    const exists = refusal(ErrorCode.BAD_REQUEST, PRODUCT_MESSAGES.urlExists, { fields: { url: PRODUCT_MESSAGES.urlExists } });
    expect(failureOf(exists, productMessage)).toEqual({
      code: ErrorCode.BAD_REQUEST,
      message: zh.products.errors.urlExists,
      fields: { url: zh.products.errors.urlExists },
      field: 'url',
      reason: zh.products.errors.urlExists,
    });
    // Without the feature's reader its words are not known: the code's message, never English.
    expect(failureOf(exists)?.message).toBe(zh.errors['40000']);
  });

  it('shows a named field’s words as sent when no dictionary has them, and reads its form field', () => {
    const err = refusal(ErrorCode.VALIDATION, 'Invalid request.', { fields: { 'options.detail': 'Too detailed.' } });
    expect(failureOf(err)).toMatchObject({
      message: ErrorMessage[ErrorCode.VALIDATION],
      fields: { 'options.detail': 'Too detailed.' },
      field: 'options',
      reason: 'Too detailed.',
    });
    expect(failureOf(refusal(ErrorCode.VALIDATION, V.scriptError))?.reason).toBe(V.scriptError);
  });

  it('is nothing for a network failure, a cancel or another error', () => {
    expect(failureOf(new ApiError(ClientCode.NETWORK, V.systemError))).toBeNull();
    expect(failureOf(new ApiError(ClientCode.CANCELLED, 'cancelled'))).toBeNull();
    expect(failureOf(new Error('x'))).toBeNull();
  });
});
