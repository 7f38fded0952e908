import { describe, expect, it } from 'vitest';
import { newAvatarVideoDoc } from './avatar-video.js';
import { avatarBox, edgeMargin, layLayer, layLayerAt, mediaBox, percentBox, sceneLayout, WATERMARK_TEXT } from './layout.js';
import { ASPECT_RATIOS, type AspectRatio, type Background, Layer } from './schema.js';

const BACKGROUNDS: Record<string, Background | undefined> = {
  none: undefined,
  color: { type: 'color', color: '#336699' },
  image: { type: 'image', src: 'asset:bg', fit: 'cover' },
};
const LOGO = { src: 'asset:logo' };

const docOf = (aspectRatio: AspectRatio, background: Background | undefined, logo: boolean) =>
  newAvatarVideoDoc({
    aspectRatio,
    avatar: 'maya/support',
    voice: 'espeak:en-us',
    script: 'Hello there. Second line.',
    background,
    logo: logo ? LOGO : undefined,
  });

/** What the video shows for the avatar tool's documents, per aspect ratio (720p, 3:4 avatar). */
const EXPECTED: Record<AspectRatio, { frame: [number, number]; avatar: [number, number, number, number]; cutout: boolean }> = {
  // Portrait: the look's own room fills the frame, its sides cropped.
  '9:16': { frame: [720, 1280], avatar: [-120, 0, 960, 1280], cutout: false },
  // Landscape and square: the person cut out, bottom-centre on the document's background.
  '16:9': { frame: [1280, 720], avatar: [371, 3, 538, 718], cutout: true },
  '1:1': { frame: [720, 720], avatar: [90, 0, 540, 720], cutout: true },
  // 3:4 is the avatar's own shape: its room fills the frame exactly; 4:3 stands it cut out like landscape.
  '3:4': { frame: [720, 960], avatar: [0, 0, 720, 960], cutout: false },
  '4:3': { frame: [960, 720], avatar: [210, 0, 540, 720], cutout: true },
};

describe('sceneLayout', () => {
  for (const aspect of ASPECT_RATIOS) {
    for (const [bgName, bg] of Object.entries(BACKGROUNDS)) {
      for (const logo of [false, true]) {
        it(`${aspect}, background ${bgName}, ${logo ? 'a logo' : 'no logo'}`, () => {
          const doc = docOf(aspect, bg, logo);
          const layout = sceneLayout(doc, doc.scenes[0]!, { watermark: false, logoAspect: 2 });
          const want = EXPECTED[aspect];
          expect([layout.width, layout.height]).toEqual(want.frame);
          expect(layout.background).toEqual(bg ?? { type: 'color', color: '#1f2937' });
          expect(layout.layers).toHaveLength(1);
          const avatar = layout.layers[0]!;
          expect(avatar.type).toBe('avatar');
          if (avatar.type !== 'avatar') return;
          const { x, y, width, height } = avatar.box;
          expect([x, y, width, height]).toEqual(want.avatar);
          expect(avatar.cutout).toBe(want.cutout);
          // Bottom-centre: the avatar stands on the frame's bottom edge, centred within a pixel.
          expect(Math.abs(y + height - layout.height)).toBeLessThanOrEqual(1);
          expect(Math.abs(x + width / 2 - layout.width / 2)).toBeLessThanOrEqual(1);
          if (!logo) {
            expect(layout.logo).toBeNull();
            return;
          }
          // The default logo: 12 % of the width, top-right, 3.5 % of the short side from the edges.
          const margin = Math.round(Math.min(...want.frame) * 0.035);
          const w = Math.round(want.frame[0] * 0.12);
          expect(layout.logo).toMatchObject({ corner: 'top-right', width: w, margin, box: { x: want.frame[0] - w - margin, y: margin, width: w } });
          expect(layout.logo!.box!.height % 2).toBe(0);
        });
      }
    }
  }

  it('places the logo in each corner and has no box without the image aspect', () => {
    const doc = docOf('16:9', undefined, true);
    const at = (position: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right') =>
      sceneLayout({ ...doc, logo: { src: 'asset:logo', position, width: 0.1, opacity: 1 } }, doc.scenes[0]!, { watermark: false, logoAspect: 1 }).logo!.box;
    expect(at('top-left')).toEqual({ x: 25, y: 25, width: 128, height: 128 });
    expect(at('bottom-right')).toEqual({ x: 1280 - 128 - 25, y: 720 - 128 - 25, width: 128, height: 128 });
    expect(at('bottom-left')).toMatchObject({ x: 25, y: 720 - 128 - 25 });
    expect(sceneLayout(doc, doc.scenes[0]!, { watermark: false }).logo!.box).toBeUndefined();
  });

  it('adds the watermark only when asked, and the subtitle band only when subtitles are on', () => {
    const doc = docOf('1:1', undefined, false);
    const free = sceneLayout(doc, doc.scenes[0]!, { watermark: true });
    expect(free.watermark).toEqual({ text: WATERMARK_TEXT, corner: 'bottom-right', fontPx: 29, margin: 25 });
    expect(sceneLayout(doc, doc.scenes[0]!, { watermark: false }).watermark).toBeNull();
    expect(free.subtitles).toEqual({ position: 'bottom', fontPx: 32, marginH: 50, marginV: 72 });
    expect(sceneLayout({ ...doc, subtitles: { ...doc.subtitles, enabled: false } }, doc.scenes[0]!, { watermark: false }).subtitles).toBeNull();
  });

  it('keeps an explicit backdrop choice: a 16:9 avatar with its room is not cut out', () => {
    const doc = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hi.', backdrop: true });
    const avatar = sceneLayout(doc, doc.scenes[0]!, { watermark: false }).layers[0]!;
    expect(avatar.type === 'avatar' && avatar.cutout).toBe(false);
  });

  it('uses a scene background over the document one', () => {
    const doc = docOf('16:9', BACKGROUNDS.color, false);
    const scene = { ...doc.scenes[0]!, background: { type: 'color' as const, color: '#000000' } };
    expect(sceneLayout(doc, scene, { watermark: false }).background).toEqual({ type: 'color', color: '#000000' });
  });
});

describe('layout helpers', () => {
  it('sizes avatars on even pixels and follows the renderer aspect', () => {
    expect(avatarBox({ x: 0.5, y: 0.5, width: 0.333 }, { width: 1280, height: 720 }, 1)).toEqual({ x: 427, y: 147, width: 426, height: 426 });
  });
  it('edge margins follow the short side', () => {
    expect(edgeMargin({ width: 1920, height: 1080 })).toBe(38);
    expect(edgeMargin({ width: 720, height: 1280 })).toBe(25);
  });
  it('gives CSS percentages of the frame', () => {
    expect(percentBox({ x: -120, y: 0, width: 960, height: 1280 }, { width: 720, height: 1280 })).toEqual({
      left: '-16.666666666666664%',
      top: '0%',
      width: '133.33333333333331%',
      height: '100%',
    });
  });
});

describe('media boxes', () => {
  const frame = { width: 720, height: 1280 };
  const lay = (input: object) => layLayer(Layer.parse({ id: 'm', type: 'image', src: 'asset:1', ...input }), frame, 1);

  it('keeps a v2 layer as it was: the media keeps its aspect, no motion', () => {
    const laid = lay({ x: 0.25, y: 0.5, width: 0.5 });
    expect(laid).toEqual({ type: 'image', id: 'm', src: 'asset:1', opacity: 1, cx: 180, cy: 640, width: 360, fit: 'cover', motion: 'none' });
    expect(laid.type === 'image' && mediaBox(laid, 1.5)).toEqual({ x: 0, y: 520, width: 360, height: 240 });
  });

  it('sizes the box from the frame height and fills it by fit', () => {
    const cover = lay({ width: 1, height: 0.5 });
    expect(cover).toMatchObject({ width: 720, height: 640, fit: 'cover' });
    if (cover.type !== 'image') return;
    expect(mediaBox(cover, 16 / 9)).toEqual({ x: 0, y: 320, width: 720, height: 640 });
    // Contain: the whole picture inside the box, centred; the rest of the box stays clear.
    const contain = lay({ width: 1, height: 0.5, fit: 'contain' });
    expect(contain.type === 'image' && mediaBox(contain, 16 / 9)).toEqual({ x: 0, y: 438, width: 720, height: 405 });
    expect(contain.type === 'image' && mediaBox(contain, 0.5)).toEqual({ x: 200, y: 320, width: 320, height: 640 });
  });

  it('makes a moving picture cover its box', () => {
    expect(lay({ height: 0.3, fit: 'contain', motion: 'zoom-in' })).toMatchObject({ height: 384, fit: 'cover', motion: 'zoom-in' });
    expect(layLayer(Layer.parse({ id: 'v', type: 'video', src: 'asset:2', motion: 'pan-up' }), frame, 1)).toMatchObject({ fit: 'cover', motion: 'pan-up' });
  });
});

describe('layouts at a time (v4 keyframes)', () => {
  const frame = { width: 1280, height: 720 };
  const keyed = Layer.parse({
    type: 'shape',
    id: 'box',
    shape: 'rect',
    fill: '#ffffff',
    x: 0.25,
    width: 0.1,
    height: 0.2,
    start: 2,
    keyframes: [
      { t: 0, x: 0.25, opacity: 1 },
      { t: 1, x: 0.75, scale: 2, opacity: 0 },
    ],
  });

  it('lays a keyframed layer where, how big and how opaque it is at scene time t', () => {
    expect(layLayerAt(keyed, frame, 1, 2)).toEqual({ type: 'shape', id: 'box', opacity: 1, cx: 320, cy: 360, width: 128, height: 144 });
    // Half way: x 0.5, scale 1.5 about the centre, opacity 0.5.
    expect(layLayerAt(keyed, frame, 1, 2.5)).toEqual({ type: 'shape', id: 'box', opacity: 0.5, cx: 640, cy: 360, width: 192, height: 216 });
    expect(layLayerAt(keyed, frame, 1, 9)).toMatchObject({ cx: 960, width: 256, height: 288, opacity: 0 });
  });

  it('scales text by its font size, and leaves layers without keyframes as layLayer lays them', () => {
    const text = Layer.parse({ type: 'text', id: 't', text: 'Hi', size: 0.05, keyframes: [{ t: 0, scale: 2 }] });
    expect(layLayerAt(text, frame, 1, 0)).toMatchObject({ fontPx: 72, width: 1280 });
    const plain = Layer.parse({ type: 'image', id: 'i', src: 'asset:1', height: 0.3 });
    expect(layLayerAt(plain, frame, 1, 5)).toEqual(layLayer(plain, frame, 1));
  });

  it('sceneLayout takes the time as an option; without it keyframed layers sit where they start from', () => {
    const doc = docOf('16:9', undefined, false);
    const scene = { background: undefined, layers: [keyed] };
    expect(sceneLayout(doc, scene, { watermark: false, at: 2.5 }).layers[0]).toMatchObject({ cx: 640, opacity: 0.5 });
    expect(sceneLayout(doc, scene, { watermark: false }).layers[0]).toMatchObject({ cx: 320, opacity: 1, width: 128 });
  });
});
