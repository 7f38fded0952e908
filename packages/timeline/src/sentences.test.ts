import { describe, expect, it } from 'vitest';
import { MAX_SENTENCE_SECONDS, splitSentences } from './sentences.js';
import { estimateSpeechSeconds } from './speech-estimate.js';

describe('splitSentences — English', () => {
  it('splits at . ! ? … and keeps the punctuation', () => {
    expect(splitSentences('Welcome to Framecast! Did you know that videos sell? They really do… Try it for free today.')).toEqual([
      'Welcome to Framecast!',
      'Did you know that videos sell?',
      'They really do…',
      'Try it for free today.',
    ]);
  });

  it('keeps closing quotes and brackets with their sentence', () => {
    expect(splitSentences('She said "this changes everything." Then she left (quietly.) Nobody noticed her.')).toEqual([
      'She said "this changes everything."',
      'Then she left (quietly.)',
      'Nobody noticed her.',
    ]);
  });

  it('does not split decimals, thousands, domains, titles or initials', () => {
    expect(splitSentences('Dr. Smith paid $3.50 for 3,000 units. J. K. Rowling visited framecast.com today. The U.S. market is large.')).toEqual([
      'Dr. Smith paid $3.50 for 3,000 units.',
      'J. K. Rowling visited framecast.com today.',
      'The U.S. market is large.',
    ]);
  });

  it('treats line breaks as boundaries and collapses whitespace', () => {
    expect(splitSentences('First line without a stop\n\n  Second   line also here\r\nThird one is right here')).toEqual([
      'First line without a stop',
      'Second line also here',
      'Third one is right here',
    ]);
  });

  it('merges tiny fragments into the next sentence, a tiny last one into the previous', () => {
    expect(splitSentences('Yes. I think this is the right product for you. Thanks!')).toEqual(['Yes. I think this is the right product for you. Thanks!']);
    expect(splitSentences('Hi. OK. Sure.')).toEqual(['Hi. OK. Sure.']);
    expect(splitSentences('This sentence is long enough. 🎉 And so is this one.')).toEqual(['This sentence is long enough.', '🎉 And so is this one.']);
  });

  it('cuts an over-long sentence at commas into balanced pieces', () => {
    const long =
      'This sentence keeps going, with clause after clause, because the writer never stops, adding detail about the product, its features, its price, its competitors, and the reasons you should buy it today rather than tomorrow.';
    const parts = splitSentences(long);
    expect(parts).toEqual([
      'This sentence keeps going, with clause after clause, because the writer never stops, adding detail about the product,',
      'its features, its price, its competitors, and the reasons you should buy it today rather than tomorrow.',
    ]);
    for (const part of parts) expect(estimateSpeechSeconds(part)).toBeLessThanOrEqual(MAX_SENTENCE_SECONDS);
  });

  it('cuts a sentence without commas at word boundaries', () => {
    const parts = splitSentences(Array.from({ length: 120 }, (_, i) => `word${i % 10}`).join(' '));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join(' ').split(' ')).toHaveLength(120);
    for (const part of parts) expect(estimateSpeechSeconds(part)).toBeLessThanOrEqual(MAX_SENTENCE_SECONDS);
  });

  it('returns nothing for blank text and keeps unspeakable text whole for the validator', () => {
    expect(splitSentences('  \n ')).toEqual([]);
    expect(splitSentences('!!! 👍')).toEqual(['!!! 👍']);
  });
});

describe('splitSentences — Chinese', () => {
  it('splits at 。！？； without needing spaces', () => {
    expect(splitSentences('欢迎来到我们的视频工作室。今天我们来介绍新产品！你知道吗？这是第一点；这是第二点。')).toEqual([
      '欢迎来到我们的视频工作室。',
      '今天我们来介绍新产品！',
      '你知道吗？',
      '这是第一点；',
      '这是第二点。',
    ]);
  });

  it('keeps closing quotes and merges tiny fragments without spaces', () => {
    expect(splitSentences('他说：“我们成功了。”好。')).toEqual(['他说：“我们成功了。”好。']);
  });

  it('cuts long sentences at ，and 、', () => {
    const text =
      '视频是最吸引人的内容形式，但制作视频一直既缓慢又昂贵，有了数字人和合成语音，营销团队可以在写完脚本的当天下午就发布一段精美的讲解视频，而且不需要摄像机、演播室、灯光或者专业的演员。';
    const parts = splitSentences(text);
    expect(parts).toHaveLength(3);
    expect(parts[0]).toBe('视频是最吸引人的内容形式，但制作视频一直既缓慢又昂贵，有了数字人和合成语音，');
    expect(parts[1]!.endsWith('演播室、')).toBe(true);
    expect(parts.join('')).toBe(text);
    for (const part of parts) expect(estimateSpeechSeconds(part)).toBeLessThanOrEqual(MAX_SENTENCE_SECONDS);
  });

  it('cuts a long sentence without punctuation between characters', () => {
    const parts = splitSentences('我'.repeat(100));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe('我'.repeat(100));
  });
});

describe('splitSentences — mixed', () => {
  it('splits English and Chinese sentences in one script', () => {
    expect(splitSentences('Our app supports English。我们也支持中文。And mixed text works too! 最后一句话在这里。')).toEqual([
      'Our app supports English。',
      '我们也支持中文。',
      'And mixed text works too!',
      '最后一句话在这里。',
    ]);
  });

  it('ends an English sentence right before Chinese text', () => {
    expect(splitSentences('This is the English part.这是中文部分，内容很长。')).toEqual(['This is the English part.', '这是中文部分，内容很长。']);
  });
});
