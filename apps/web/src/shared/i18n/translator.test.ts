import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';

const make = () => {
  const i18n = createTranslator({ lng: 'en', fallback: 'en' });
  i18n.add('en', {
    a: { hello: 'Hello {{name}}', only: 'English only', files_one: '{{count}} file', files_other: '{{count}} files', plain: 'Plain {{count}}' },
  });
  i18n.add('zh', { a: { hello: '你好 {{name}}', files_other: '{{count}} 个文件' } });
  return i18n;
};

describe('translator', () => {
  it('fills placeholders and picks plural forms by the language rules', () => {
    const i18n = make();
    expect(i18n.t('a.hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(i18n.t('a.files', { count: 1 })).toBe('1 file');
    expect(i18n.t('a.files', { count: 0 })).toBe('0 files');
    expect(i18n.t('a.files', { count: 1, lng: 'zh' })).toBe('1 个文件');
    // A key without plural forms is used as it is when a count is given.
    expect(i18n.t('a.plain', { count: 3 })).toBe('Plain 3');
  });

  it('falls back to English, then to the key itself; a namespace is not a text', () => {
    const i18n = make();
    void i18n.changeLanguage('zh');
    expect(i18n.t('a.hello', { name: '安' })).toBe('你好 安');
    expect(i18n.t('a.only')).toBe('English only');
    expect(i18n.t('a.missing')).toBe('a.missing');
    expect(i18n.t('a')).toBe('a');
    expect(i18n.exists('a.only', { lng: 'zh' })).toBe(true);
    expect(i18n.exists('a.missing')).toBe(false);
    expect(i18n.getFixedT('en')('a.hello', { name: 'Bo' })).toBe('Hello Bo');
  });

  it('merges dictionaries that arrive in parts and tells subscribers', () => {
    const i18n = make();
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    const before = i18n.version();
    i18n.add('en', { a: { later: 'Later' } });
    expect(i18n.t('a.later')).toBe('Later');
    expect(i18n.t('a.only')).toBe('English only');
    void i18n.changeLanguage('zh');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.version()).toBe(before + 2);
    stop();
    void i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
