import { describe, expect, it } from 'vitest';
import { isSpeakable, joinText, scriptCounts, speakableText } from './text.js';

describe('speakable text', () => {
  it('refuses empty, whitespace, punctuation, symbols and emoji', () => {
    for (const text of ['', '   \n\t', '...', '!?！？。，', '$%&*#@', '👍🎉', '🇺🇸', '❤️ 👨‍👩‍👧 ✨', '\u200b\u200d'])
      expect(isSpeakable(text), JSON.stringify(text)).toBe(false);
  });

  it('accepts words, digits and CJK characters', () => {
    for (const text of ['Hi', '42', '你好', 'こんにちは', '안녕', 'Привет', '👍 ok']) expect(isSpeakable(text), text).toBe(true);
  });

  it('strips emoji and invisible characters and collapses whitespace', () => {
    expect(speakableText('  Great 👍🏽 job!\n\nThanks❤️ ')).toBe('Great job! Thanks');
    expect(speakableText('a\u200bb\u0007c')).toBe('a b c');
    expect(speakableText('100% of $5 & more')).toBe('100% of $5 & more');
  });
});

describe('joinText', () => {
  it('puts a space between words and nothing beside CJK', () => {
    expect(joinText('Hello.', 'World.')).toBe('Hello. World.');
    expect(joinText('你好。', '再见。')).toBe('你好。再见。');
    expect(joinText('English。', 'Next')).toBe('English。Next');
    expect(joinText('', 'x')).toBe('x');
    expect(joinText('x', '')).toBe('x');
  });
});

describe('scriptCounts', () => {
  it('separates CJK, letters, digits and pause marks', () => {
    expect(scriptCounts('Hi, it costs 3,000 dollars. 你好！')).toEqual({ cjk: 2, letters: 16, digits: 4, pauses: 3 });
    expect(scriptCounts('👍')).toEqual({ cjk: 0, letters: 0, digits: 0, pauses: 0 });
  });
});
