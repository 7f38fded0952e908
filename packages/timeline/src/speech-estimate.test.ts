import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ALPHABETIC_CHARS_PER_SECOND,
  CJK_CHARS_PER_SECOND,
  CLIP_OVERHEAD_SECONDS,
  estimateSpeechSeconds,
  PUNCTUATION_PAUSE_SECONDS,
} from './speech-estimate.js';

describe('estimateSpeechSeconds', () => {
  it('is zero for text with nothing to speak', () => {
    for (const text of ['', '  ', '...', '👍🎉']) expect(estimateSpeechSeconds(text)).toBe(0);
  });

  it('counts letters and CJK characters at their own rates', () => {
    expect(estimateSpeechSeconds('abcdefghij')).toBeCloseTo(CLIP_OVERHEAD_SECONDS + 10 / ALPHABETIC_CHARS_PER_SECOND, 9);
    expect(estimateSpeechSeconds('你好世界')).toBeCloseTo(CLIP_OVERHEAD_SECONDS + 4 / CJK_CHARS_PER_SECOND, 9);
    expect(estimateSpeechSeconds('Hi, you.') - estimateSpeechSeconds('Hi you')).toBeCloseTo(2 * PUNCTUATION_PAUSE_SECONDS, 9);
    // A CJK character carries a syllable, a letter a fraction of one.
    expect(estimateSpeechSeconds('你好')).toBeGreaterThan(estimateSpeechSeconds('ab'));
  });

  it('scales with speed and refuses a non-positive speed', () => {
    expect(estimateSpeechSeconds('Hello there, world.', 2)).toBeCloseTo(estimateSpeechSeconds('Hello there, world.') / 2, 9);
    expect(() => estimateSpeechSeconds('Hi', 0)).toThrow(RangeError);
  });
});

// Re-measures the constants against espeak-ng on this machine, with sentences that were not used to fit them.
describe('estimateSpeechSeconds against espeak-ng', () => {
  const dir = mkdtempSync(join(tmpdir(), 'timeline-estimate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const measure = (voice: string, text: string, rate = 175) => {
    const wav = join(dir, 'out.wav');
    execFileSync('espeak-ng', ['-v', voice, '-s', String(rate), '-w', wav, text]);
    return Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav]).toString());
  };

  const cases: [voice: string, texts: string[]][] = [
    [
      'en-us',
      [
        'Good morning, and thank you for joining our quarterly product update.',
        'We rebuilt the editor from scratch so that every change appears instantly.',
        'Next, let us look at the numbers.',
        'Customers in Europe, Asia and South America can now pay in their local currency, which removes one more reason to hesitate at checkout.',
      ],
    ],
    [
      'cmn-latn-pinyin',
      [
        '大家早上好，感谢各位参加本季度的产品发布会。',
        '我们从零开始重新构建了编辑器。',
        '接下来看一下数据。',
        '欧洲、亚洲和南美洲的客户现在可以用本地货币付款，这让结账变得更加简单。',
      ],
    ],
  ];

  for (const [voice, texts] of cases) {
    it(`is within 15% per sentence and 6% in total for ${voice}`, () => {
      let measured = 0;
      let estimated = 0;
      for (const text of texts) {
        const real = measure(voice, text);
        const guess = estimateSpeechSeconds(text);
        expect(Math.abs(guess - real) / real, `${text}: estimated ${guess.toFixed(2)} s, espeak ${real.toFixed(2)} s`).toBeLessThan(0.15);
        measured += real;
        estimated += guess;
      }
      expect(Math.abs(estimated - measured) / measured).toBeLessThan(0.06);
    });
  }

  it('matches espeak-ng at double rate when speed is 2', () => {
    const text = cases[0]![1][3]!;
    const real = measure('en-us', text, 350);
    expect(Math.abs(estimateSpeechSeconds(text, 2) - real) / real).toBeLessThan(0.2);
  });
});
