import { describe, expect, it } from 'vitest';
import { ScriptError } from '../types.js';
import { scriptWords, speakableScript } from './script-text.js';

describe('speakableScript', () => {
  it('refuses text with nothing to say', () => {
    for (const text of ['', '   \n\t', '!!!', '...?!', '😀 🎉', '👍🏽', '— – -']) {
      expect(() => speakableScript(text), JSON.stringify(text)).toThrow(ScriptError);
    }
  });

  it('drops emoji (they would be read out by name) and tidies spaces', () => {
    expect(speakableScript('  Great  news 🎉🎉\n today ')).toBe('Great news today');
    expect(speakableScript('42')).toBe('42');
    expect(speakableScript('你好！')).toBe('你好！');
  });
});

describe('scriptWords', () => {
  it('splits at spaces and per Chinese character, dropping punctuation around words', () => {
    expect(scriptWords('"Hello," she said -- it\'s 35% (really).').map((w) => w.text)).toEqual(['Hello', 'she', 'said', "it's", '35%', 'really']);
    expect(scriptWords('你好，世界。我用iPhone').map((w) => w.text)).toEqual(['你', '好', '世', '界', '我', '用', 'iPhone']);
    expect(scriptWords('35%,')[0]).toEqual({ text: '35%', written: '35%,' });
  });
});
