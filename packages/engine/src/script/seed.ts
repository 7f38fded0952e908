/**
 * Choices of phrasing that are the same every time for the same facts: a product's scripts should not
 * change each time the page is opened, and tests can pin them. FNV-1a for the seed, mulberry32 to draw.
 */

export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface Draw {
  /** 0 ≤ n < 1 */
  next(): number;
  /** A copy of `items` in a drawn order. */
  shuffle<T>(items: readonly T[]): T[];
}

export function drawFrom(seed: number): Draw {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return { next, shuffle };
}
