import { frameSize, ShapeLayer, STICKERS } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { ELEMENT_SHAPES, elementKind, newElement } from './elements';

const DOCS = [
  { aspectRatio: '16:9', resolution: '720p' },
  { aspectRatio: '9:16', resolution: '1080p' },
] as const;

describe('newElement', () => {
  it('makes a valid shape layer of every kind the panel offers', () => {
    for (const kind of [...ELEMENT_SHAPES, ...STICKERS, 'progress'] as const) {
      const layer = ShapeLayer.parse({ id: 'x', ...newElement(kind, DOCS[0]) });
      expect(elementKind(layer), kind).toBe(kind);
    }
  });

  it('keeps stickers and circles square in pixels on any frame', () => {
    for (const doc of DOCS) {
      const { width: W, height: H } = frameSize(doc);
      for (const kind of ['ellipse', ...STICKERS] as const) {
        const layer = ShapeLayer.parse({ id: 'x', ...newElement(kind, doc) });
        expect(layer.width * W, `${kind} ${doc.aspectRatio}`).toBeCloseTo(layer.height * H, 6);
      }
    }
  });

  it('lays a progress bar along the bottom, filling over what it is asked to', () => {
    expect(newElement('progress', DOCS[0], 'video')).toMatchObject({ shape: 'progress', y: 0.975, width: 1, progress: { over: 'video' } });
    expect(newElement('progress', DOCS[0])).toMatchObject({ progress: { over: 'scene' } });
  });
});
