import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_FAMILY, fontFamilyCss, lineFontFamily } from './fonts.js';
import { TextLayer } from './schema.js';

describe('font families of text layers', () => {
  it('leaves a layer without a font as it was (the default family), and refuses a family the renderer lacks', () => {
    const plain = TextLayer.parse({ type: 'text', id: 't', text: 'Hi' });
    expect(plain).not.toHaveProperty('font');
    expect(TextLayer.parse({ type: 'text', id: 't', text: 'Hi', font: 'DejaVu Serif' }).font).toBe('DejaVu Serif');
    expect(TextLayer.safeParse({ type: 'text', id: 't', text: 'Hi', font: 'Arial' }).success).toBe(false);
  });
  it('picks each line’s family as the renderer does: CJK in the CJK font, right-to-left in the RTL font, else the layer’s', () => {
    expect(lineFontFamily('DejaVu Serif', 'Hello')).toBe('DejaVu Serif');
    expect(lineFontFamily(undefined, 'Hello')).toBe(DEFAULT_FONT_FAMILY);
    expect(lineFontFamily('DejaVu Serif', '你好 world')).toBe(DEFAULT_FONT_FAMILY);
    expect(lineFontFamily('DejaVu Sans Mono', 'مرحبا')).toBe('DejaVu Sans');
    expect(lineFontFamily('DejaVu Sans Mono', 'Hello', 'rtl')).toBe('DejaVu Sans');
  });
  it('names the family first in CSS, with the CJK font and a generic family behind it', () => {
    expect(fontFamilyCss('DejaVu Serif')).toBe('"DejaVu Serif", "WenQuanYi Zen Hei", serif');
    expect(fontFamilyCss()).toBe('"WenQuanYi Zen Hei", "Noto Sans CJK SC", sans-serif');
  });
});
