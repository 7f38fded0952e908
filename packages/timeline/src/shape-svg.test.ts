import { describe, expect, it } from 'vitest';
import { ShapeLayer, STICKERS } from './schema.js';
import { progressAt, shapeSvg, svgDataUrl } from './shape-svg.js';

describe('shapeSvg', () => {
  it('draws rects and ellipses at their pixel size, as before stickers', () => {
    expect(shapeSvg({ shape: 'rect', width: 100, height: 40, fill: '#ff0000', radius: 0.5 })).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40"><rect width="100" height="40" rx="10" fill="#ff0000"/></svg>',
    );
    expect(shapeSvg({ shape: 'ellipse', width: 10, height: 20, fill: '#00ff00', radius: 0 })).toContain(
      '<ellipse cx="5" cy="10" rx="5" ry="10" fill="#00ff00"/>',
    );
  });

  it('draws every sticker in its fill, keeping its own shape in any box', () => {
    for (const shape of STICKERS) {
      const svg = shapeSvg({ shape, width: 200, height: 100, fill: '#123456', radius: 0 });
      expect(svg).toContain('fill="#123456"');
      expect(svg).toContain('preserveAspectRatio="xMidYMid meet"');
      expect(svg).toMatch(/^<svg [^>]*width="200" height="100"/);
    }
    expect(new Set(STICKERS.map((shape) => shapeSvg({ shape, width: 50, height: 50, fill: '#000000', radius: 0 }))).size).toBe(STICKERS.length);
  });

  it("draws a progress bar's track only, or nothing without one", () => {
    expect(shapeSvg({ shape: 'progress', width: 300, height: 10, fill: '#ff0000', radius: 0, track: '#333333' })).toContain(
      '<rect width="300" height="10" fill="#333333"/>',
    );
    expect(shapeSvg({ shape: 'progress', width: 300, height: 10, fill: '#ff0000', radius: 0 })).not.toContain('#ff0000');
  });

  it('makes an address an image can load', () => {
    expect(svgDataUrl('<svg a="#1"/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%22%231%22%2F%3E');
  });
});

describe('progressAt', () => {
  it('grows from empty to full over the length and stays within 0..1', () => {
    expect([progressAt(-1, 10), progressAt(0, 10), progressAt(2.5, 10), progressAt(10, 10), progressAt(12, 10)]).toEqual([0, 0, 0.25, 1, 1]);
    expect(progressAt(3, 0)).toBe(1);
  });
});

describe('shape layers', () => {
  it('take stickers and progress bars, and old shapes parse as before', () => {
    const old = ShapeLayer.parse({ id: 'a', type: 'shape', shape: 'rect', fill: '#ffffff' });
    expect(old).not.toHaveProperty('progress');
    expect(ShapeLayer.parse({ id: 'b', type: 'shape', shape: 'heart', fill: '#ff0000' }).shape).toBe('heart');
    expect(ShapeLayer.parse({ id: 'c', type: 'shape', shape: 'progress', fill: '#ff0000', progress: { track: '#000000' } }).progress).toEqual({
      over: 'scene',
      track: '#000000',
    });
    expect(() => ShapeLayer.parse({ id: 'd', type: 'shape', shape: 'blob', fill: '#ff0000' })).toThrow();
    expect(() => ShapeLayer.parse({ id: 'e', type: 'shape', shape: 'progress', fill: '#ff0000', progress: { over: 'forever' } })).toThrow();
  });
});
