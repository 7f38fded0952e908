import { AVATAR_NAME_MAX, NEGATIVE_PROMPT_UNSUPPORTED, REVIEW_FAILED_MESSAGE, TTA_DETAIL_MAX } from '@framecast/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { i18n } from '../../shared/i18n/instance';
import { zh } from '../../shared/i18n/zh';
import { avatarMessage, serverFieldErrors, textFormErrors } from './messages';
import { formFromLook } from './options';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

const form = (patch = {}) => ({ ...formFromLook(null), name: 'Ada', ...patch });

describe('textFormErrors', () => {
  it('needs a name for a new avatar only', () => {
    expect(textFormErrors(form({ name: '  ' }), { kind: 'new' })).toEqual({ name: 'Please enter a name for the avatar' });
    expect(textFormErrors(form({ name: '' }), { kind: 'looks', avatarId: 'a' })).toEqual({});
    expect(Object.keys(textFormErrors(form({ name: 'x'.repeat(AVATAR_NAME_MAX + 1) }), { kind: 'new' }))).toEqual(['name']);
  });

  it('checks the options by the contract’s schema', () => {
    const errors = textFormErrors(form({ detail: 'x'.repeat(TTA_DETAIL_MAX + 1), count: 5 }), { kind: 'new' });
    expect(Object.keys(errors).sort()).toEqual(['count', 'detail']);
  });

  it('does not refuse a negative prompt the motion model cannot take: it is simply not sent', () => {
    expect(textFormErrors(form({ negative_prompt: 'hats', motion: 'motion_1' }), { kind: 'new' })).toEqual({});
    expect(textFormErrors(form({ negative_prompt: 'x'.repeat(TTA_DETAIL_MAX + 1), motion: 'motion_3' }), { kind: 'new' })).toEqual({});
    expect(Object.keys(textFormErrors(form({ negative_prompt: 'x'.repeat(TTA_DETAIL_MAX + 1), motion: 'motion_2' }), { kind: 'new' }))).toEqual([
      'negative_prompt',
    ]);
  });
});

describe('avatarMessage', () => {
  it('reads the contract’s words in the interface language', async () => {
    expect(avatarMessage(REVIEW_FAILED_MESSAGE)).toBe(REVIEW_FAILED_MESSAGE);
    const long = textFormErrors(form({ detail: 'x'.repeat(TTA_DETAIL_MAX + 1) }), { kind: 'new' }).detail!;
    expect(avatarMessage(long)).toBe(`Keep the description within ${TTA_DETAIL_MAX} characters`);
    await i18n.changeLanguage('zh');
    expect(avatarMessage(REVIEW_FAILED_MESSAGE)).toBe('由于审核限制，生成失败。请修改描述后重新提交。');
    expect(avatarMessage(NEGATIVE_PROMPT_UNSUPPORTED)).toBe('Motion 1.0 和 3.0 不支持反向提示词');
    expect(avatarMessage(long)).toBe(`描述不能超过 ${TTA_DETAIL_MAX} 个字符`);
    // An engine's own words are shown as they came.
    expect(avatarMessage('The engine timed out')).toBe('The engine timed out');
    await i18n.changeLanguage('en');
  });
});

describe('serverFieldErrors', () => {
  it('maps the server’s option paths onto the form’s fields', () => {
    expect(serverFieldErrors({ fields: { 'options.detail': 'Too long', name: 'Missing' } })).toEqual({ detail: 'Too long', name: 'Missing' });
    expect(serverFieldErrors(null)).toEqual({});
  });
});
