import { describe, expect, it } from 'vitest';
import type { BrandStyle } from '../brand-style.js';
import { TimelineError } from '../errors.js';
import { TimelineDoc } from '../schema.js';
import { applyOp } from './apply.js';
import { applyBrandStyle, applyColourToLayer } from './brand-style.js';
import { richDoc } from './test-docs.js';

/** richDoc plus a title, a label with a box, a body text and a sticker in its first scene. */
function styledDoc(): TimelineDoc {
  const doc = richDoc();
  const [s1, ...rest] = doc.scenes;
  return TimelineDoc.parse({
    ...doc,
    scenes: [
      {
        ...s1,
        layers: [
          ...s1!.layers,
          { type: 'text', id: 'big', text: 'Big news', size: 0.08 },
          { type: 'text', id: 'label', text: 'New', size: 0.04, color: '#111827', box: '#ffd400' },
          { type: 'shape', id: 'star', shape: 'star', fill: '#ff0000' },
        ],
      },
      { ...rest[0]!, background: { type: 'color', color: '#000000' } },
      ...rest.slice(1),
    ],
  });
}
const layer = (doc: TimelineDoc, id: string) => doc.scenes.flatMap((s) => s.layers).find((l) => l.id === id)!;

describe('applyBrandStyle', () => {
  const style: BrandStyle = { palette: ['#AA0000', '#00bb00', '#0000cc', '#222222'], heading_font: 'DejaVu Serif', body_font: 'DejaVu Sans' };

  it('puts colour 1 on text, 2 on boxes and the subtitle highlight, 3 on shapes, 4 on plain backgrounds; heading and body fonts by size', () => {
    const before = styledDoc();
    const doc = applyOp(before, applyBrandStyle, style);
    expect(layer(doc, 'big')).toMatchObject({ font: 'DejaVu Serif', color: '#aa0000' });
    // richDoc's "Welcome" is a default-sized text: body text.
    expect(layer(doc, 'title')).toMatchObject({ font: 'DejaVu Sans', color: '#aa0000' });
    expect(layer(doc, 'label')).toMatchObject({ font: 'DejaVu Sans', color: '#111827', box: '#00bb00' });
    expect(layer(doc, 'star')).toMatchObject({ fill: '#0000cc' });
    expect(doc.subtitles.highlight).toBe('#00bb00');
    expect(doc.background).toEqual({ type: 'color', color: '#222222' });
    expect(doc.scenes[1]!.background).toEqual({ type: 'color', color: '#222222' });
    // What has no colour of its own is left alone, and the result is still a valid document.
    expect(layer(doc, 'img')).toBe(layer(before, 'img'));
    expect(doc.scenes[2]).toBe(before.scenes[2]);
    expect(TimelineDoc.parse(doc)).toEqual(doc);
  });

  it('leaves what a short palette does not reach as it was', () => {
    const before = styledDoc();
    const doc = applyOp(before, applyBrandStyle, { ...style, palette: ['#abcdef'] });
    expect(layer(doc, 'big')).toMatchObject({ color: '#abcdef' });
    expect(layer(doc, 'label')).toMatchObject({ box: '#ffd400' });
    expect(layer(doc, 'star')).toMatchObject({ fill: '#ff0000' });
    expect(doc.subtitles).toBe(before.subtitles);
    expect(doc.background).toBe(before.background);
  });

  it('writes the default family as no font at all', () => {
    const serif = applyOp(styledDoc(), applyBrandStyle, style);
    const plain = applyOp(serif, applyBrandStyle, { ...style, heading_font: 'WenQuanYi Zen Hei', body_font: 'WenQuanYi Zen Hei' });
    expect(layer(plain, 'big')).not.toHaveProperty('font');
    expect(layer(plain, 'title')).not.toHaveProperty('font');
    expect(applyOp(plain, applyBrandStyle, { ...style, heading_font: 'WenQuanYi Zen Hei', body_font: 'WenQuanYi Zen Hei' })).toBe(plain);
  });

  it('changes nothing when applied twice', () => {
    const once = applyOp(styledDoc(), applyBrandStyle, style);
    expect(applyOp(once, applyBrandStyle, style)).toBe(once);
  });

  it('refuses a bad colour, an empty palette or a font the renderer lacks, and changes nothing', () => {
    const doc = styledDoc();
    expect(() => applyOp(doc, applyBrandStyle, { ...style, palette: ['red'] })).toThrow(/style\.palette\[0\]/);
    expect(() => applyOp(doc, applyBrandStyle, { ...style, palette: [] })).toThrow(TimelineError);
    expect(() => applyOp(doc, applyBrandStyle, { ...style, palette: Array(9).fill('#000000') })).toThrow(/at most 8/);
    expect(() => applyOp(doc, applyBrandStyle, { ...style, heading_font: 'Comic Sans MS' as never })).toThrow(/heading_font/);
    expect(layer(doc, 'big')).not.toHaveProperty('font');
  });
});

describe('applyColourToLayer', () => {
  it("sets a text's colour and a shape's fill, lower-cased", () => {
    const s1 = styledDoc().scenes[0]!.id;
    const doc = applyOp(applyOp(styledDoc(), applyColourToLayer, s1, 'big', '#00FF00'), applyColourToLayer, s1, 'star', '#123456');
    expect(layer(doc, 'big')).toMatchObject({ color: '#00ff00' });
    expect(layer(doc, 'star')).toMatchObject({ fill: '#123456' });
  });

  it('refuses a layer without a colour, an unknown layer and a bad colour', () => {
    const doc = styledDoc();
    const s1 = doc.scenes[0]!.id;
    expect(() => applyOp(doc, applyColourToLayer, s1, 'img', '#00ff00')).toThrow(/no colour of its own/);
    expect(() => applyOp(doc, applyColourToLayer, s1, 'nope', '#00ff00')).toThrow(/No layer "nope"/);
    expect(() => applyOp(doc, applyColourToLayer, s1, 'big', '#0f0')).toThrow(/colour/);
  });
});
