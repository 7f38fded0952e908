import { V } from '@framecast/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { isChineseReferrer } from './language';
import { zh } from './zh';

describe('language', () => {
  it('detects a Chinese referrer', () => {
    expect(isChineseReferrer('https://www.baidu.com/s?wd=x', 'app.example.com')).toBe(true);
    expect(isChineseReferrer('https://news.example.cn/a', 'app.example.com')).toBe(true);
    expect(isChineseReferrer('https://zh.wikipedia.org/wiki/x', 'app.example.com')).toBe(true);
    expect(isChineseReferrer('https://www.google.com/', 'app.example.com')).toBe(false);
    expect(isChineseReferrer('', 'app.example.com')).toBe(false);
    expect(isChineseReferrer('https://app.example.cn/home', 'app.example.cn')).toBe(false);
  });

  it('has every English text in Chinese, none empty or left in English', () => {
    const walk = (a: Record<string, unknown>, b: Record<string, unknown>, path: string) => {
      for (const key of Object.keys(a)) {
        const here = `${path}.${key}`;
        expect(b[key], here).toBeDefined();
        if (typeof a[key] === 'object') walk(a[key] as Record<string, unknown>, b[key] as Record<string, unknown>, here);
        else expect(String(b[key]).trim(), here).not.toBe('');
      }
    };
    walk(en, zh as unknown as Record<string, unknown>, 'zh');
    for (const key of Object.keys(V)) expect(zh.v[key as keyof typeof V]).not.toBe(V[key as keyof typeof V]);
  });
});
