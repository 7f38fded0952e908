import { describe, expect, it } from 'vitest';
import { chunkSubtitles, subtitleMetrics } from '@framecast/timeline';
import { assColor, assTime, buildAss, escapeAssText } from './ass.js';

const style = { preset: 'classic' as const, position: 'bottom' as const, size: 0.045, color: '#ffffff', highlight: '#ffd400' };
const layout = { width: 720, height: 1280, style };

function dialogues(ass: string) {
  return ass.split('\n').filter((l) => l.startsWith('Dialogue:'));
}

describe('ASS', () => {
  it('formats times and colours the ASS way', () => {
    expect(assTime(3723.456)).toBe('1:02:03.46');
    expect(assColor('#ffd400')).toBe('&H0000D4FF');
    expect(assColor('#000000', 0x80)).toBe('&H80000000');
  });
  it('escapes braces and backslashes so user text cannot become override tags', () => {
    expect(escapeAssText('a {\\b1} b')).toBe('a \\{\\\u2060b1\\} b');
    expect(escapeAssText('C:\\New\nline')).toBe('C:\\\u2060New line');
  });
  it('times events from the speech start inside the window', () => {
    const text = 'Hello there. General Kenobi!';
    const chunks = chunkSubtitles({ text, durationSec: 3, maxLineEm: subtitleMetrics(layout).maxLineEm, maxLines: 2 });
    const ass = buildAss(layout, chunks, text, 0.5);
    expect(ass).toContain('PlayResX: 720');
    expect(ass).toContain('PlayResY: 1280');
    const events = dialogues(ass);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatch(/^Dialogue: 0,0:00:00\.50,0:00:0[12]\.\d\d,Default,,0,0,0,,Hello there\.$/);
    expect(events[1]).toMatch(/,0:00:03\.50,Default,,0,0,0,,General Kenobi!$/);
  });
  it('uses the CJK font, positions by preset and wraps Chinese with \\N', () => {
    const text = '这是一个中文字幕测试，看看换行是否正确处理了很长的句子。';
    const top = { ...layout, style: { ...style, position: 'top' as const, preset: 'boxed' as const } };
    const chunks = chunkSubtitles({ text, durationSec: 5, maxLineEm: subtitleMetrics(top).maxLineEm, maxLines: 2 });
    const ass = buildAss(top, chunks, text, 0);
    const styleLine = ass
      .split('\n')
      .find((l) => l.startsWith('Style:'))!
      .split(',');
    expect(styleLine[1]).toBe('WenQuanYi Zen Hei');
    expect(styleLine[15]).toBe('3'); // BorderStyle 3: opaque box
    expect(styleLine[18]).toBe('8'); // top centre
    expect(dialogues(ass).some((d) => d.includes('\\N'))).toBe(true);
  });
  it('gives karaoke words \\kf durations that add up to the event', () => {
    const text = 'one two three';
    const k = { ...layout, style: { ...style, preset: 'karaoke' as const } };
    const chunks = chunkSubtitles({ text, durationSec: 1.5, maxLineEm: 30, maxLines: 2 });
    const [event] = dialogues(buildAss(k, chunks, text, 0));
    const cs = [...event.matchAll(/\{\\kf(\d+)\}/g)].map((m) => Number(m[1]));
    expect(cs).toHaveLength(3);
    expect(cs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(149);
    expect(event).toContain('{\\kf');
    expect(event).toContain('} two');
    // Karaoke fills from secondary (text colour) to primary (highlight).
    const styleLine = buildAss(k, chunks, text, 0)
      .split('\n')
      .find((l) => l.startsWith('Style:'))!
      .split(',');
    expect(styleLine[3]).toBe('&H0000D4FF');
    expect(styleLine[4]).toBe('&H00FFFFFF');
  });
});

describe('ASS in right-to-left scripts', () => {
  it('lets libass lay out Arabic right to left, each line led by an RLM', () => {
    const text = 'مرحبا بكم في Framecast، نصنع الفيديو معا اليوم وغدا';
    const chunks = chunkSubtitles({ text, durationSec: 4, maxLineEm: 10, maxLines: 2 });
    const ass = buildAss(layout, chunks, text, 0);
    const styleLine = ass
      .split('\n')
      .find((l) => l.startsWith('Style:'))!
      .split(',');
    expect(styleLine.at(-1)).toBe('-1'); // Encoding -1: base direction from the text
    for (const d of dialogues(ass)) {
      const body = d.split(',,0,0,0,,')[1]!;
      for (const line of body.split('\\N')) expect(line.startsWith('\u200F')).toBe(true);
    }
  });
  it('leaves left-to-right subtitles as they were', () => {
    const text = 'Hello مرحبا';
    const ass = buildAss(layout, chunkSubtitles({ text, durationSec: 1, maxLineEm: 30, maxLines: 2 }), text, 0);
    expect(ass).not.toContain('\u200F');
    expect(
      ass
        .split('\n')
        .find((l) => l.startsWith('Style:'))!
        .split(',')
        .at(-1),
    ).toBe('1');
  });
});
