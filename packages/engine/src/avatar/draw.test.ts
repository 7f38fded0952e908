import { Resvg } from '@resvg/resvg-js';
import { EMOTIONS } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { avatarLayers, avatarSvg, type AvatarState } from './draw.js';
import { VISEMES } from './expressions.js';
import { EYE_BOX, MOUTH_BOX, type Box } from './geometry.js';
import { AVATAR_LOOKS, findLook } from './library.js';
import type { AvatarLook } from './look.js';

const W = 300;
const SMALL = 240;
const rest = (extra: Partial<AvatarState> = {}): AvatarState => ({
  emotion: 'default',
  mouthOpen: 0,
  viseme: 'rest',
  blink: 0,
  removeBackground: false,
  ...extra,
});

function pixels(look: AvatarLook, state: AvatarState, width = W): Buffer {
  const img = new Resvg(avatarSvg(look, state), { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render();
  expect([img.width, img.height]).toEqual([width, (width * 4) / 3]);
  return img.pixels;
}

/** Pixels that differ, split into inside / outside the given boxes (scaled to W). */
function diff(a: Buffer, b: Buffer, boxes: Box[], width = W): { inside: number; outside: number } {
  const K = width / 600;
  const px = boxes.map((bx) => ({ x0: Math.floor(bx.x * K), y0: Math.floor(bx.y * K), x1: Math.ceil((bx.x + bx.w) * K), y1: Math.ceil((bx.y + bx.h) * K) }));
  let inside = 0;
  let outside = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i] === b[i] && a[i + 1] === b[i + 1] && a[i + 2] === b[i + 2] && a[i + 3] === b[i + 3]) continue;
    const x = (i / 4) % width;
    const y = Math.floor(i / 4 / width);
    if (px.some((p) => x >= p.x0 && x < p.x1 && y >= p.y0 && y < p.y1)) inside++;
    else outside++;
  }
  return { inside, outside };
}

describe('avatar drawing', () => {
  it('rasterises every look in every emotion', () => {
    for (const look of AVATAR_LOOKS) {
      for (const emotion of EMOTIONS) pixels(look, rest({ emotion }), 90);
    }
  });

  it('uses no clip paths, masks or element opacity (resvg 2.6 aborts on such layers off the canvas)', () => {
    for (const look of AVATAR_LOOKS) {
      for (const state of [rest({ emotion: 'happy', viseme: 'o', mouthOpen: 1 }), rest({ emotion: 'sad', blink: 0.5 })]) {
        const l = avatarLayers(look, state);
        expect(`${l.back}${l.figure}${l.front}`).not.toMatch(/clip-path|<clipPath|<mask|\sopacity=/);
      }
    }
  });

  it('opens the mouth of every look, and only the mouth', () => {
    for (const look of AVATAR_LOOKS) {
      const d = diff(pixels(look, rest()), pixels(look, rest({ viseme: 'ai', mouthOpen: 1 })), [MOUTH_BOX]);
      expect(d.inside, look.id).toBeGreaterThan(150);
      expect(d.outside, look.id).toBe(0);
    }
  });

  it('keeps every mouth shape inside MOUTH_BOX and every blink inside EYE_BOX', () => {
    // Every emotion on one look; the widest mouths and eyes on a bearded and a hijab look.
    const cases = [
      ...EMOTIONS.map((emotion) => [findLook('maya/office')!, emotion] as const),
      ...(['excited', 'surprised'] as const).flatMap((emotion) => [
        [findLook('robert/counsel')!, emotion] as const,
        [findLook('layla/anchor')!, emotion] as const,
      ]),
    ];
    for (const [look, emotion] of cases) {
      const base = pixels(look, rest({ emotion }), SMALL);
      const changed = (state: Partial<AvatarState>, box: Box) => diff(base, pixels(look, rest({ emotion, ...state }), SMALL), [box], SMALL);
      for (const viseme of VISEMES) {
        for (const mouthOpen of viseme === 'rest' || viseme === 'mbp' ? [0] : [0.4, 1]) {
          expect(changed({ viseme, mouthOpen }, MOUTH_BOX).outside, `${look.id} ${emotion} ${viseme} ${mouthOpen}`).toBe(0);
        }
      }
      expect(changed({ viseme: 'e', mouthOpen: 0 }, MOUTH_BOX).outside).toBe(0);
      for (const blink of [0.5, 1]) {
        const d = changed({ blink }, EYE_BOX);
        expect(d.outside, `${look.id} ${emotion} blink`).toBe(0);
        expect(d.inside, `${look.id} ${emotion} blink`).toBeGreaterThan(10);
      }
    }
  });

  it('gives each emotion its own face', () => {
    const look = findLook('james/manager')!;
    const faces = EMOTIONS.map((emotion) => pixels(look, rest({ emotion })));
    for (let i = 0; i < faces.length; i++) {
      for (let j = i + 1; j < faces.length; j++) {
        expect(diff(faces[i]!, faces[j]!, []).outside, `${EMOTIONS[i]} vs ${EMOTIONS[j]}`).toBeGreaterThan(40);
      }
    }
  });

  it('shows a desk for sitting looks and drops the scene when the background is removed', () => {
    for (const look of AVATAR_LOOKS) {
      expect(avatarLayers(look, rest()).front === '', look.id).toBe(look.pose === 'standing');
      const cut = pixels(look, rest({ removeBackground: true }), 60);
      expect(cut[3], look.id).toBe(0); // the top-left corner is transparent
      expect(pixels(look, rest(), 60)[3]).toBe(255);
    }
  });
});
