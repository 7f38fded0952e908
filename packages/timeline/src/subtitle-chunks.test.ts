import { describe, expect, it } from 'vitest';
import { chunkSubtitles, timeTokens } from './subtitle-chunks.js';

describe('timeTokens', () => {
  it('spreads time by characters when there are no word timings', () => {
    const tokens = timeTokens('aa bbbb', 3);
    expect(tokens.map((t) => t.text)).toEqual(['aa', 'bbbb']);
    expect(tokens[0].start).toBe(0);
    expect(tokens[1].end).toBeCloseTo(3);
    expect(tokens[1].start).toBeGreaterThan(0.8);
    expect(tokens[1].start).toBeLessThan(1.2);
  });
  it('pins tokens to the engine word timings that match the text', () => {
    const words = [
      { start: 0.2, end: 0.5, text: 'Hello' },
      { start: 1.5, end: 2.0, text: 'world' },
    ];
    const [hello, world] = timeTokens('Hello world.', 2.2, words);
    expect(hello.start).toBeCloseTo(0.2);
    expect(hello.end).toBeCloseTo(0.5);
    expect(world.start).toBeCloseTo(1.5);
  });
  it('ignores word timings it cannot find and keeps time monotonic', () => {
    const tokens = timeTokens('I have 3 cats', 2, [{ start: 0.5, end: 0.8, text: 'three' }]);
    for (let i = 1; i < tokens.length; i++) expect(tokens[i].start).toBeGreaterThanOrEqual(tokens[i - 1].start);
  });
});

describe('chunkSubtitles', () => {
  it('starts a chunk at each sentence and covers the speech without gaps', () => {
    const chunks = chunkSubtitles({ text: 'First sentence here. Second one follows!', durationSec: 4, maxLineEm: 20, maxLines: 2 });
    expect(chunks).toHaveLength(2);
    expect(chunks[0].start).toBe(0);
    expect(chunks[0].end).toBe(chunks[1].start);
    expect(chunks[1].end).toBe(4);
    expect(chunks[1].lines.flat().map((t) => t.text)).toEqual(['Second', 'one', 'follows!']);
  });
  it('splits a long CJK sentence into chunks of at most two lines', () => {
    const text = '这是一个中文字幕测试，看看换行是否正确处理了很长的句子。';
    const chunks = chunkSubtitles({ text, durationSec: 6, maxLineEm: 8, maxLines: 2 });
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.lines.length <= 2)).toBe(true);
    expect(chunks.flatMap((c) => c.lines.flat().map((t) => t.text)).join('')).toBe(text);
  });
});
