import { describe, expect, it } from 'vitest';
import { keyframeExpressions, layerStateAt } from './keyframes.js';
import { Layer } from './schema.js';

/** Evaluates the subset of ffmpeg's expression language keyframeExpressions writes, so the test reads what ffmpeg reads. */
function evaluate(expr: string, vars: Record<string, number>): number {
  const tokens = expr.match(/\d+(?:\.\d+)?(?:e[+-]?\d+)?|[A-Za-z_]+|[-+*/(),]/g) ?? [];
  expect(tokens.join('')).toBe(expr.replace(/\s/g, ''));
  let i = 0;
  const take = (want?: string) => {
    const token = tokens[i++];
    if (want !== undefined && token !== want) throw new Error(`Expected ${want} at ${i} of ${expr}`);
    return token!;
  };
  const calls: Record<string, (...a: number[]) => number> = {
    if: (c, a, b) => (c ? a! : b!),
    lt: (a, b) => (a! < b! ? 1 : 0),
    clip: (v, lo, hi) => Math.min(hi!, Math.max(lo!, v!)),
  };
  const primary = (): number => {
    const token = take();
    if (token === '(') {
      const v = sum();
      take(')');
      return v;
    }
    if (token === '-') return -primary();
    if (/^\d/.test(token)) return Number(token);
    if (token in vars) return vars[token]!;
    const fn = calls[token];
    if (!fn) throw new Error(`Unknown name ${token}`);
    take('(');
    const args = [sum()];
    while (tokens[i] === ',') {
      take(',');
      args.push(sum());
    }
    take(')');
    return fn(...args);
  };
  const product = (): number => {
    let v = primary();
    while (tokens[i] === '*' || tokens[i] === '/') v = take() === '*' ? v * primary() : v / primary();
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (tokens[i] === '+' || tokens[i] === '-') v = take() === '+' ? v + product() : v - product();
    return v;
  };
  const value = sum();
  expect(i).toBe(tokens.length);
  return value;
}

const shape = (keyframes: unknown[], extra: Record<string, unknown> = {}) =>
  Layer.parse({ type: 'shape', id: 'box', shape: 'rect', fill: '#ff0000', x: 0.2, y: 0.3, opacity: 0.9, keyframes, ...extra });

describe('Keyframe schema', () => {
  it('takes sorted keyframes with partial properties and refuses disorder, repeats and bad ranges with paths', () => {
    expect(shape([{ t: 0 }, { t: 1, x: 0.8, ease: 'ease-in-out' }]).keyframes).toEqual([{ t: 0 }, { t: 1, x: 0.8, ease: 'ease-in-out' }]);
    const issues = (keys: unknown[]) => Layer.safeParse({ type: 'shape', id: 'b', shape: 'rect', fill: '#000000', keyframes: keys }).error?.issues;
    expect(issues([{ t: 1 }, { t: 1 }])).toMatchObject([{ path: ['keyframes', 1, 't'], message: 'Keyframes go in time order, each at its own time' }]);
    expect(issues([{ t: 2 }, { t: 1 }])?.[0]?.path).toEqual(['keyframes', 1, 't']);
    expect(issues([{ t: 0, scale: 6 }])?.[0]?.path).toEqual(['keyframes', 0, 'scale']);
    expect(issues([{ t: -1 }])?.[0]?.path).toEqual(['keyframes', 0, 't']);
    expect(issues(Array.from({ length: 51 }, (_, t) => ({ t })))?.[0]?.path).toEqual(['keyframes']);
    expect(Layer.parse({ type: 'shape', id: 'b', shape: 'rect', fill: '#000000' })).not.toHaveProperty('keyframes');
  });
});

describe('layerStateAt', () => {
  it('is the layer itself without keyframes', () => {
    expect(layerStateAt(shape([]), 3)).toEqual({ x: 0.2, y: 0.3, scale: 1, opacity: 0.9 });
    expect(layerStateAt(Layer.parse({ type: 'text', id: 't', text: 'Hi' }), 1)).toEqual({ x: 0.5, y: 0.5, scale: 1, opacity: 1 });
  });

  it('holds before the first keyframe and after the last, and interpolates linearly between', () => {
    const layer = shape([
      { t: 1, x: 0.4 },
      { t: 3, x: 0.8, opacity: 0.1 },
    ]);
    expect(layerStateAt(layer, 0)).toEqual({ x: 0.4, y: 0.3, scale: 1, opacity: 0.9 });
    expect(layerStateAt(layer, 2).x).toBeCloseTo(0.6, 12);
    expect(layerStateAt(layer, 2).opacity).toBeCloseTo(0.5, 12);
    expect(layerStateAt(layer, 9)).toEqual({ x: 0.8, y: 0.3, scale: 1, opacity: 0.1 });
  });

  it('keeps the previous value where a keyframe leaves a property out', () => {
    const layer = shape([
      { t: 0, scale: 2 },
      { t: 1, x: 0.6 },
      { t: 2, scale: 1 },
    ]);
    // scale: 2 at 0, still 2 at 1 (held), 1 at 2; x: the layer's 0.2 at 0, 0.6 at 1 and after.
    expect(layerStateAt(layer, 0.5)).toMatchObject({ scale: 2 });
    expect(layerStateAt(layer, 0.5).x).toBeCloseTo(0.4, 12);
    expect(layerStateAt(layer, 1.5)).toMatchObject({ x: 0.6, scale: 1.5 });
  });

  it('eases in and out on the way from a keyframe marked so: slower near both ends, half way at the middle', () => {
    const layer = shape([
      { t: 0, x: 0, ease: 'ease-in-out' },
      { t: 1, x: 1 },
    ]);
    expect(layerStateAt(layer, 0.5).x).toBeCloseTo(0.5, 12);
    expect(layerStateAt(layer, 0.1).x).toBeCloseTo(0.028, 12);
    expect(layerStateAt(layer, 0.9).x).toBeCloseTo(0.972, 12);
  });
});

describe('keyframeExpressions', () => {
  const layer = shape(
    [
      { t: 0.5, x: 0.1, opacity: 0, ease: 'ease-in-out' },
      { t: 1.25, x: 0.9, scale: 2 },
      { t: 2, opacity: 1, scale: 0.5, ease: 'ease-in-out' },
      { t: 3.5, x: 0.3, y: 0.7 },
    ],
    { start: 1 },
  );

  it('evaluates as ffmpeg would to layerStateAt at every frame, in windows that start inside the layer', () => {
    for (const shift of [0, 1.3, -0.4]) {
      const exprs = keyframeExpressions(layer, shift);
      for (let n = 0; n <= 110; n++) {
        const t = n / 25;
        const want = layerStateAt(layer, t + shift);
        for (const prop of ['x', 'y', 'scale', 'opacity'] as const) {
          const e = exprs[prop];
          const got = typeof e === 'number' ? e : evaluate(e, { t });
          expect(Math.abs(got - want[prop]), `${prop} at ${t}+${shift}`).toBeLessThan(1e-9);
        }
      }
    }
  });

  it('names the clock it is given, and is numbers for what never changes', () => {
    const exprs = keyframeExpressions(layer, 2, 'T');
    expect(exprs.opacity).toMatch(/^if\(lt\(\(T\+2\),1\.25\)/);
    expect(String(exprs.opacity)).not.toMatch(/\bt\b/);
    expect(
      keyframeExpressions(
        shape([
          { t: 0, x: 0.5 },
          { t: 1, x: 0.7 },
        ]),
        0,
      ),
    ).toMatchObject({ y: 0.3, scale: 1, opacity: 0.9 });
    expect(keyframeExpressions(shape([]), 0)).toEqual({ x: 0.2, y: 0.3, scale: 1, opacity: 0.9 });
  });
});
