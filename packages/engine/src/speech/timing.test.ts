import { describe, expect, it } from 'vitest';
import { Break, spreadByShare, spreadUnits, type WeightedUnit } from './timing.js';
import type { Span } from './voiced.js';

const unit = (weight: number, breakBefore: Break = Break.None): WeightedUnit => ({ weight, breakBefore });

function expectOrderedWithin(times: Span[], from: number, to: number) {
  let last = from;
  for (const t of times) {
    expect(t.start).toBeGreaterThanOrEqual(last - 1e-9);
    expect(t.end).toBeGreaterThanOrEqual(t.start);
    last = t.end;
  }
  expect(last).toBeLessThanOrEqual(to + 1e-9);
}

describe('spreadUnits', () => {
  it('shares one voiced stretch by weight', () => {
    const t = spreadUnits([unit(1), unit(2), unit(1)], [{ start: 1, end: 2 }]);
    expect(t).toEqual([
      { start: 1, end: 1.25 },
      { start: 1.25, end: 1.75 },
      { start: 1.75, end: 2 },
    ]);
  });

  it('never puts speech on silence, and lands clause breaks on the pauses', () => {
    // Two clauses of unequal weight; the audio has a pause at 1.0–1.5 s.
    const units = [unit(1), unit(1), unit(1), unit(1, Break.Clause), unit(1)];
    const spans = [
      { start: 0.1, end: 1 },
      { start: 1.5, end: 2 },
    ];
    const t = spreadUnits(units, spans);
    expect(t[2]!.end).toBe(1);
    expect(t[3]!.start).toBe(1.5);
    expect(t[0]!.start).toBe(0.1);
    expect(t[4]!.end).toBe(2);
    expectOrderedWithin(t, 0.1, 2);
  });

  it('leaves short gaps (stop closures) to the units around them when no word break is near', () => {
    const units = [unit(2), unit(1, Break.Word), unit(2), unit(2)];
    const spans = [
      { start: 0, end: 0.45 },
      { start: 0.5, end: 1.2 },
    ];
    const t = spreadUnits(units, spans);
    expectOrderedWithin(t, 0, 1.2);
    const voiced = 0.45 + 0.7;
    // Proportional positions in voiced time: unit 1 starts at 2/7 of it (inside the first stretch).
    expect(t[1]!.start).toBeCloseTo((2 / 7) * voiced, 6);
  });

  it('pulls a nearby word break onto a silence', () => {
    const units = [unit(1), unit(1), unit(1, Break.Word), unit(1)];
    // Expected break at 0.5 voiced-seconds; a gap sits at 0.47.
    const spans = [
      { start: 0, end: 0.47 },
      { start: 0.6, end: 1.13 },
    ];
    const t = spreadUnits(units, spans);
    expect(t[1]!.end).toBe(0.47);
    expect(t[2]!.start).toBe(0.6);
  });

  it('keeps order over many clauses whose weights drift from the audio', () => {
    const units: WeightedUnit[] = [];
    const spans: Span[] = [];
    let t = 0;
    for (let c = 0; c < 40; c++) {
      for (let k = 0; k < 10; k++) units.push(unit(1 + (k % 3), k === 0 && c > 0 ? Break.Clause : k % 4 === 0 ? Break.Word : Break.None));
      const len = 0.8 + (c % 5) * 0.3; // real clause lengths vary a lot
      spans.push({ start: t, end: t + len });
      t += len + 0.25;
    }
    const times = spreadUnits(units, spans);
    expectOrderedWithin(times, 0, spans.at(-1)!.end);
    // Every clause starts exactly where its stretch of audio starts.
    for (let c = 1; c < 40; c++) expect(times[c * 10]!.start).toBe(spans[c]!.start);
  });

  it('refuses audio without sound and answers nothing for nothing', () => {
    expect(() => spreadUnits([unit(1)], [])).toThrow();
    expect(spreadUnits([], [{ start: 0, end: 1 }])).toEqual([]);
  });
});

describe('spreadByShare', () => {
  it('gives each piece its share of the units timeline', () => {
    const units = [unit(1), unit(1), unit(1), unit(1)];
    const times = [
      { start: 0, end: 1 },
      { start: 1, end: 2 },
      { start: 3, end: 4 },
      { start: 4, end: 5 },
    ];
    const t = spreadByShare([1, 1], units, times);
    expect(t).toEqual([
      { start: 0, end: 2 },
      { start: 3, end: 5 },
    ]);
  });
});
