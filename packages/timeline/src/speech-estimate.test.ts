import { describe, expect, it } from 'vitest';
import {
  CJK_SYLLABLE_SECONDS,
  CLIP_OVERHEAD_SECONDS,
  estimateSpeechSeconds,
  LETTER_SECONDS,
  PUNCTUATION_PAUSE_SECONDS,
  SPELLED_LETTER_SECONDS,
  WORD_SECONDS,
} from './speech-estimate.js';
import { chineseNumberSyllables, englishNumberWords, spokenCounts } from './spoken-form.js';

describe('estimateSpeechSeconds', () => {
  it('is zero for text with nothing to speak', () => {
    for (const text of ['', '  ', '...', '👍🎉']) expect(estimateSpeechSeconds(text)).toBe(0);
  });

  it('counts words, letters, spelled letters and CJK syllables at their own rates', () => {
    expect(estimateSpeechSeconds('abcdefghij')).toBeCloseTo(CLIP_OVERHEAD_SECONDS + WORD_SECONDS + 10 * LETTER_SECONDS, 9);
    expect(estimateSpeechSeconds('CRM')).toBeCloseTo(CLIP_OVERHEAD_SECONDS + 3 * (WORD_SECONDS + SPELLED_LETTER_SECONDS), 9);
    expect(estimateSpeechSeconds('你好世界')).toBeCloseTo(CLIP_OVERHEAD_SECONDS + 4 * CJK_SYLLABLE_SECONDS, 9);
    // A pause inside the clip is heard; the closing full stop is not.
    expect(estimateSpeechSeconds('Hi, you.') - estimateSpeechSeconds('Hi you')).toBeCloseTo(PUNCTUATION_PAUSE_SECONDS, 9);
    // A CJK character carries a syllable, a letter a fraction of one.
    expect(estimateSpeechSeconds('你好')).toBeGreaterThan(estimateSpeechSeconds('ab'));
  });

  it('scales with speed and refuses a non-positive speed', () => {
    expect(estimateSpeechSeconds('Hello there, world.', 2)).toBeCloseTo(estimateSpeechSeconds('Hello there, world.') / 2, 9);
    expect(() => estimateSpeechSeconds('Hi', 0)).toThrow(RangeError);
  });
});

// Measured against the real engine: packages/engine/src/speech/estimate-calibration.test.ts.

describe('spokenCounts', () => {
  it('reads numbers and symbols as the words said for them', () => {
    expect(englishNumberWords('2024')).toEqual(['two', 'thousand', 'twenty', 'four']);
    expect(englishNumberWords('3000')).toEqual(['three', 'thousand']);
    expect(englishNumberWords('0123')).toEqual(['zero', 'one', 'two', 'three']);
    // "$79" is "seventy nine dollars", "49%" "forty nine percent".
    expect(spokenCounts('$79 or 49%')).toMatchObject({ words: 7, spelled: 0, cjk: 0 });
    expect(spokenCounts('3,000. Yes.')).toMatchObject({ words: 3, pauses: 1 });
    expect(spokenCounts('visit example.com')).toMatchObject({ words: 4 });
  });

  it('spells acronyms and reads numbers inside Chinese in Chinese', () => {
    expect(spokenCounts('our CRM')).toMatchObject({ words: 4, spelled: 3 });
    expect(chineseNumberSyllables('79')).toBe(3); // 七十九
    expect(chineseNumberSyllables('15')).toBe(2); // 十五
    expect(chineseNumberSyllables('2024')).toBe(6); // 二千零二十四
    expect(chineseNumberSyllables('3000')).toBe(2); // 三千
    expect(chineseNumberSyllables('10000')).toBe(2); // 一万
    expect(spokenCounts('售价 79 元，便宜 49%。')).toMatchObject({ words: 0, cjk: 2 + 3 + 1 + 2 + 3 + 3 }); // 49% is 百分之四十九
  });
});
