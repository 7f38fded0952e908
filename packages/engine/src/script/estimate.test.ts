import { describe, expect, it } from 'vitest';
import { estimateSeconds, primaryLanguage, speechRate } from './estimate.js';
import { scriptText } from './script-text.js';

describe('estimateSeconds', () => {
  it('times English at 2.5 words a second and Chinese at 4 characters', () => {
    expect(estimateSeconds(Array(75).fill('word').join(' '), 'en')).toBeCloseTo(30);
    expect(estimateSeconds('保温'.repeat(60), 'zh')).toBeCloseTo(30);
    expect(estimateSeconds('保温'.repeat(60), 'zh-Hans-CN')).toBeCloseTo(30);
  });

  it('does not count punctuation as words or characters', () => {
    expect(estimateSeconds('Hello — world !', 'en')).toBeCloseTo(2 / 2.5);
    expect(estimateSeconds('你好，世界！', 'zh')).toBeCloseTo(4 / 4);
  });

  it('times a Latin name in Chinese by its syllables, a Chinese name in English at Chinese speed', () => {
    // Au-ro-ra, and four digits read one by one: 3 + 4 syllables.
    expect(estimateSeconds('Aurora 2024', 'zh')).toBeCloseTo(7 / 4);
    // BPA is spelled: 3 syllables.
    expect(estimateSeconds('BPA', 'ja')).toBeCloseTo(3 / 5);
    expect(estimateSeconds('Meet 极光保温杯 today', 'en')).toBeCloseTo(2 / 2.5 + 5 / 4);
  });

  it('knows the rates of the languages it writes, and falls back to English words for others', () => {
    expect(speechRate('de')).toEqual({ unit: 'words', perSecond: 2.2 });
    expect(speechRate('ja-JP')).toEqual({ unit: 'characters', perSecond: 5 });
    expect(speechRate('sw')).toEqual({ unit: 'words', perSecond: 2.5 });
    expect(primaryLanguage(' PT_br ')).toBe('pt');
  });
});

describe('scriptText', () => {
  it('makes a paragraph of each section, with a blank line between', () => {
    const text = scriptText(
      [
        { part: 'hook', text: '  Tired of  leaks?\n' },
        { part: 'benefit', text: 'Meet Aurora.' },
        { part: 'cta', text: '   ' },
      ],
      'en',
    );
    expect(text).toBe('Tired of leaks?\n\nMeet Aurora.');
  });

  it('leaves no space between Chinese or Japanese characters or by their punctuation, but keeps a Latin name whole', () => {
    const sections = [
      { part: 'hook' as const, text: '还在 为漏水 发愁吗？ 看过来 ' },
      { part: 'benefit' as const, text: '认识一下 Aurora Water Bottle 。' },
    ];
    expect(scriptText(sections, 'zh')).toBe('还在为漏水发愁吗？看过来\n\n认识一下 Aurora Water Bottle。');
    expect(scriptText([{ part: 'cta', text: '今すぐ チェック してください。' }], 'ja-JP')).toBe('今すぐチェックしてください。');
  });
});
