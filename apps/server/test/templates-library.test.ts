import { LIBRARY_TEMPLATE_ID, TEMPLATE_LAYOUTS, TEMPLATE_STYLES } from '@framecast/contract';
import { ASPECT_RATIOS, collectMediaRefs, sceneLayout, validateTimeline } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { applyTemplate, type TemplateFill } from '../src/modules/templates/apply.js';
import { isTemplateBuiltin } from '../src/modules/templates/builtins.js';
import { findLibraryTemplate, libraryTemplates } from '../src/modules/templates/library/index.js';
import { musicWav } from '../src/modules/templates/music.js';

/** The template library's designs and the rule that fills one with a product. */
describe('template library', () => {
  const all = libraryTemplates();

  it('has every layout in every style at every ratio, each a valid document that names only shipped media', () => {
    expect(all).toHaveLength(TEMPLATE_LAYOUTS.length * TEMPLATE_STYLES.length * ASPECT_RATIOS.length);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    for (const t of all) {
      expect(t.id).toMatch(LIBRARY_TEMPLATE_ID);
      expect(findLibraryTemplate(t.id)).toBe(t);
      expect(validateTimeline(t.doc), t.id).toEqual([]);
      for (const ref of collectMediaRefs(t.doc)) expect(isTemplateBuiltin(ref), `${t.id} ${ref}`).toBe(true);
    }
  });

  it('keeps every box inside the frame, so no word or picture is cut off at the edge', () => {
    for (const t of all) {
      for (const scene of t.doc.scenes) {
        const layout = sceneLayout(t.doc, scene, { watermark: false });
        for (const l of layout.layers) {
          if (l.type === 'text' || l.type === 'avatar') continue;
          const box = l.type === 'shape' ? { w: l.width, h: l.height } : { w: l.width, h: 'height' in l && l.height ? l.height : l.width };
          const slack = 2;
          if (l.type === 'image' || l.type === 'video' || l.type === 'shape') {
            expect(l.cx - box.w / 2, `${t.id} ${scene.id} ${l.id} left`).toBeGreaterThanOrEqual(-slack);
            expect(l.cx + box.w / 2, `${t.id} ${scene.id} ${l.id} right`).toBeLessThanOrEqual(layout.width + slack);
            expect(l.cy - box.h / 2, `${t.id} ${scene.id} ${l.id} top`).toBeGreaterThanOrEqual(-slack);
            expect(l.cy + box.h / 2, `${t.id} ${scene.id} ${l.id} bottom`).toBeLessThanOrEqual(layout.height + slack);
          }
        }
      }
    }
  });

  it('finds nothing for names outside the library', () => {
    for (const id of ['lib-spotlight-bold-2x1', 'lib-x-bold-9x16', 'lib-spotlight-ugly-1x1', 'spotlight']) expect(findLibraryTemplate(id)).toBeNull();
  });

  it('makes music beds that are real, loopable 16-bit audio', () => {
    const wav = musicWav('upbeat');
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.length).toBeGreaterThan(600_000);
    const samples = new Int16Array(wav.buffer, wav.byteOffset + 44, (wav.length - 44) / 2);
    expect(Math.max(...samples.subarray(10_000, 60_000))).toBeGreaterThan(2000);
    expect(Math.abs(samples[0])).toBeLessThan(100); // faded in: the loop's seam does not click
  });
});

describe('applyTemplate', () => {
  const template = findLibraryTemplate('lib-offer-bold-9x16')!.doc;
  const fill = (over: Partial<TemplateFill> = {}): TemplateFill => ({
    product: {
      name: 'Lumen Lamp',
      description: 'A lamp. It dims by touch.',
      highlights: ['Dims by touch', 'USB-C'],
      price: '$49',
      media: [
        { ref: 'asset:11111111-1111-4111-8111-111111111111', kind: 'image' },
        { ref: 'asset:22222222-2222-4222-8222-222222222222', kind: 'video' },
      ],
    },
    script: 'Meet Lumen.\n\nIt dims by touch.\n\nIt runs on USB-C.\n\nBuy it today.',
    voice: 'espeak:en-us',
    avatar: { id: 'noah/casual', emotion: 'happy' },
    subtitles: true,
    labels: { cta: 'Shop now', offer: 'Limited offer' },
    ...over,
  });
  const texts = (doc: ReturnType<typeof applyTemplate>) => doc.scenes.flatMap((s) => s.layers.flatMap((l) => (l.type === 'text' ? [`${l.id}=${l.text}`] : [])));

  it("puts the product's pictures, videos, words and price in the slots, and the script over the scenes", () => {
    const doc = applyTemplate(template, fill());
    expect(doc.scenes.map((s) => s.script.map((g) => g.text).join(' '))).toEqual(['Meet Lumen.', 'It dims by touch.', 'It runs on USB-C.', 'Buy it today.']);
    expect(texts(doc)).toEqual(
      expect.arrayContaining(['title=Lumen Lamp', 'highlight-1=Dims by touch', 'highlight-2=USB-C', 'price=$49', 'cta=Shop now', 'label=Limited offer']),
    );
    const media = doc.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'image' || l.type === 'video'));
    expect(media.map((l) => (l.type === 'image' || l.type === 'video' ? `${l.type}:${l.src.slice(6, 10)}` : ''))).toContain('video:2222');
    expect(collectMediaRefs(doc).filter((r) => r.includes('sample'))).toEqual([]);
    expect(doc.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'avatar').map((l) => l.type === 'avatar' && `${l.avatar}/${l.emotion}`))).toEqual(
      Array(4).fill('noah/casual/happy'),
    );
    expect(doc.scenes.every((s) => s.script.every((g) => g.voice === 'espeak:en-us'))).toBe(true);
  });

  it('drops the price tag without a price, the presenter without an avatar, and scenes the script is too short for', () => {
    const doc = applyTemplate(
      template,
      fill({
        avatar: null,
        script: 'Meet Lumen, the desk lamp that dims by touch. Buy yours today and light up your evenings.',
        product: { ...fill().product, price: null },
      }),
    );
    expect(doc.scenes).toHaveLength(2);
    expect(doc.scenes[1].layers.some((l) => l.id === 'cta')).toBe(true); // the call to action stays
    const ids = doc.scenes.flatMap((s) => s.layers.map((l) => l.id));
    expect(ids).not.toContain('price');
    expect(ids).not.toContain('price-tag');
    expect(ids).not.toContain('avatar');
  });

  it('shares a long script over the scenes in order, the last paragraph with the call to action', () => {
    const script = Array.from({ length: 9 }, (_, i) => `Paragraph number ${i + 1}.`).join('\n\n');
    const doc = applyTemplate(template, fill({ script }));
    const spoken = doc.scenes.map((s) => s.script.map((g) => g.text).join(' '));
    expect(spoken.join(' ')).toBe(Array.from({ length: 9 }, (_, i) => `Paragraph number ${i + 1}.`).join(' '));
    expect(spoken[3]).toContain('Paragraph number 9.');
    expect(spoken.every((s) => s.length > 0)).toBe(true);
  });
});
