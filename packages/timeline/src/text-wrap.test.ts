import { describe, expect, it } from 'vitest';
import { joinTokens, textLayerLines, textWidthEm, tokenize, wrapBalanced, wrapText } from './text-wrap.js';

describe('tokenize', () => {
  it('splits words at spaces and CJK per character, keeping closing punctuation attached', () => {
    expect(tokenize('Hello, world!').map((t) => t.text)).toEqual(['Hello,', 'world!']);
    expect(tokenize('你好，世界。').map((t) => t.text)).toEqual(['你', '好，', '世', '界。']);
    expect(tokenize('AI视频 tool').map((t) => t.text)).toEqual(['AI', '视', '频', 'tool']);
  });
  it('joins back with spaces only where the source had them', () => {
    const text = 'AI视频 tool';
    expect(joinTokens(tokenize(text), text)).toBe(text);
  });
});

describe('wrapText', () => {
  it('wraps Latin at spaces and CJK between characters', () => {
    expect(wrapText('one two three four', 4)).toEqual(['one two', 'three', 'four']);
    const lines = wrapText('这是一个很长的中文句子需要换行', 6);
    expect(lines.every((l) => [...l].length <= 6)).toBe(true);
    expect(lines.join('')).toBe('这是一个很长的中文句子需要换行');
  });
  it('never starts a line with closing punctuation', () => {
    expect(wrapText('一二三，四五六', 3).some((l) => l.startsWith('，'))).toBe(false);
  });
  it('balances lines instead of leaving one word alone', () => {
    const text = 'The quick brown fox jumps over';
    const lines = wrapBalanced(tokenize(text), text, 14).map((l) => joinTokens(l, text));
    expect(lines).toHaveLength(2);
    expect(Math.abs(lines[0].length - lines[1].length)).toBeLessThan(8);
  });
});

describe('right-to-left text', () => {
  it('wraps in typed order, so the first words stay on the first line', () => {
    const text = 'مرحبا بكم في فريمكاست اليوم';
    const lines = wrapText(text, 7);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]!.startsWith('مرحبا')).toBe(true);
    expect(lines.join(' ')).toBe(text);
  });
  it('counts vowel points and bidi marks as no width', () => {
    expect(textWidthEm('مَرْحَبًا')).toBeCloseTo(textWidthEm('مرحبا'));
    expect(textWidthEm('\u200Fשלום\u200F')).toBeCloseTo(textWidthEm('שלום'));
  });
  it('keeps Arabic punctuation with the word before it, also after CJK', () => {
    expect(tokenize('مرحبا، كيف حالك؟').map((t) => t.text)).toEqual(['مرحبا،', 'كيف', 'حالك؟']);
    expect(tokenize('你好؟').map((t) => t.text)).toEqual(['你', '好؟']);
  });
});

describe('textLayerLines in a font family', () => {
  const text = 'Grand opening today';
  const fits = textWidthEm(text);
  it('wraps a wider family sooner, and the default family as before', () => {
    expect(textLayerLines(text, fits)).toEqual([text]);
    expect(textLayerLines(text, fits, 'WenQuanYi Zen Hei')).toEqual([text]);
    for (const font of ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Mono'] as const)
      expect(textLayerLines(text, fits, font), font).toEqual(['Grand opening', 'today']);
    expect(textLayerLines(text, fits * 1.3, 'DejaVu Sans Mono')).toEqual([text]);
  });
  it('counts CJK characters at 1 em in every family', () => {
    expect(textLayerLines('你好你好你好', 6, 'DejaVu Sans Mono')).toEqual(['你好你好你好']);
  });
});
