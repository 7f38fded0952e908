import { describe, expect, it } from 'vitest';
import { type TextBlock, textFilters } from './layer-filters.js';

const block: TextBlock = {
  lines: ['مرحبا بكم', 'Hello', '你好'],
  fontFile: '/f/cjk.ttc',
  rtlFontFile: '/f/dejavu.ttf',
  direction: 'rtl',
  fontPx: 40,
  color: '#ffffff',
  opacity: 1,
  bold: false,
  align: 'center',
  cx: 360,
  cy: 640,
  width: 600,
};

const texts = (filters: string[]) => filters.map((f) => /:text=([^:]*):/.exec(f)![1]);
const fonts = (filters: string[]) => filters.map((f) => /fontfile=([^:]*):/.exec(f)![1]);

describe('textFilters in right-to-left scripts', () => {
  it('draws right-to-left lines with the RTL font inside an RLE…PDF embedding', () => {
    const f = textFilters(block);
    expect(fonts(f)).toEqual(['/f/dejavu.ttf', '/f/dejavu.ttf', '/f/cjk.ttc']);
    expect(texts(f)[0]).toBe('\u202Bمرحبا بكم\u202C');
    expect(texts(f)[1]).toBe('\u202BHello\u202C');
    // The CJK font would draw the embedding's marks as boxes.
    expect(texts(f)[2]).toBe('你好');
  });
  it('gives an Arabic word in a left-to-right block the RTL font but no embedding', () => {
    const f = textFilters({ ...block, direction: undefined, lines: ['Hi مرحبا', 'Hello'] });
    expect(fonts(f)).toEqual(['/f/dejavu.ttf', '/f/cjk.ttc']);
    expect(texts(f)).toEqual(['Hi مرحبا', 'Hello']);
  });
});

describe('textFilters in a layer of its own font family', () => {
  const serif = { ...block, fontFile: '/f/serif.ttf', cjkFontFile: '/f/cjk.ttc' };
  it('draws Latin lines in the family, CJK lines in the CJK font and right-to-left lines in the RTL font', () => {
    const f = textFilters({ ...serif, direction: undefined, lines: ['Hello there', '你好 world', 'Hi مرحبا', '100%'] });
    expect(fonts(f)).toEqual(['/f/serif.ttf', '/f/cjk.ttc', '/f/dejavu.ttf', '/f/serif.ttf']);
    expect(texts(f)).toEqual(['Hello there', '你好 world', 'Hi مرحبا', '100%']);
  });
  it('keeps the embedding of a right-to-left block, and no embedding on its CJK line', () => {
    const f = textFilters(serif);
    expect(fonts(f)).toEqual(['/f/dejavu.ttf', '/f/dejavu.ttf', '/f/cjk.ttc']);
    expect(texts(f)).toEqual(['\u202Bمرحبا بكم\u202C', '\u202BHello\u202C', '你好']);
  });
});
