import { describe, expect, it } from 'vitest';
import { FRAME_SIZES } from './schema.js';
import { newTalkingPhotoDoc, photoCover } from './talking-photo.js';

/** Where the layer puts the photo's point p (shares of the photo), in shares of the frame. */
function pointInFrame(aspectRatio: '9:16' | '16:9' | '1:1', photoAspect: number, p: { x: number; y: number }, face?: { x: number; y: number }) {
  const frame = FRAME_SIZES['720p'][aspectRatio];
  const c = photoCover(aspectRatio, '720p', photoAspect, face);
  const height = (c.width * frame.width) / photoAspect / frame.height;
  return { x: c.x - c.width / 2 + p.x * c.width, y: c.y - height / 2 + p.y * height, covers: c.width >= 1 && height >= 1 - 1e-9, c, height };
}

describe('photoCover', () => {
  it('fills the frame with a portrait and keeps a high face in the picture', () => {
    const face = { x: 0.5, y: 0.2 };
    const at = pointInFrame('16:9', 0.75, face, face);
    expect(at.covers).toBe(true);
    expect(at.x).toBeCloseTo(0.5, 5);
    // As near 0.4 down as a layer centre inside the frame allows (the schema keeps it within 0..1).
    expect(at.y).toBeGreaterThan(0.25);
    expect(at.y).toBeLessThan(0.45);
  });

  it('moves a wide photo across so the chosen face is in the middle, as far as the photo still covers', () => {
    const right = { x: 0.75, y: 0.35 };
    const at = pointInFrame('9:16', 1.5, right, right);
    expect(at.c.width).toBe(2);
    expect(at.x).toBeCloseTo(0.5, 5);
    expect(at.c.x - at.c.width / 2).toBeLessThanOrEqual(0);
    expect(at.c.x + at.c.width / 2).toBeGreaterThanOrEqual(1);
  });

  it('never leaves a gap when the face is at the edge', () => {
    const edge = { x: 0.02, y: 0.98 };
    const at = pointInFrame('16:9', 0.75, edge, edge);
    expect(at.c.y - at.height / 2).toBeLessThanOrEqual(1e-9);
    expect(at.c.y + at.height / 2).toBeGreaterThanOrEqual(1 - 1e-9);
  });
});

describe('newTalkingPhotoDoc', () => {
  it('makes one scene a sentence with the photo as the speaking avatar, keeping its own background', () => {
    const doc = newTalkingPhotoDoc({
      aspectRatio: '1:1',
      photo: 'asset:00000000-0000-4000-8000-000000000001',
      photoAspect: 0.8,
      face: { x: 0.4, y: 0.3 },
      voice: 'flite:slt',
      script: 'Hello there, this is the first thing I say. And this is the second one!',
    });
    expect(doc.scenes).toHaveLength(2);
    const layer = doc.scenes[0]!.layers[0]!;
    expect(layer).toMatchObject({ type: 'avatar', avatar: 'asset:00000000-0000-4000-8000-000000000001', removeBackground: false, face: { x: 0.4, y: 0.3 } });
    expect(doc.scenes[1]!.script[0]).toMatchObject({ text: 'And this is the second one!', voice: 'flite:slt' });
  });

  it('refuses a photo that is not a media reference and a script with nothing to say', () => {
    const base = { aspectRatio: '9:16', photoAspect: 1, voice: 'espeak:en-us' } as const;
    expect(() => newTalkingPhotoDoc({ ...base, photo: 'maya/support', script: 'Hi.' })).toThrow();
    expect(() => newTalkingPhotoDoc({ ...base, photo: 'asset:00000000-0000-4000-8000-000000000001', script: ' ... ' })).toThrow();
  });
});
