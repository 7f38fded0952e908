import { totalDuration, type Span } from './voiced.js';

/**
 * Timing for engines that say WHAT they spoke but not WHEN (espeak-ng's CLI prints phonemes but no
 * timings for its own voices). Units (phonemes) are laid end to end over the voiced stretches of the
 * audio, each taking time in proportion to its weight, so silences are never covered by speech. Unit
 * boundaries that are clause or word breaks are pulled onto silences in the audio when one is close:
 * a monotonic alignment (dynamic programming) of breaks to gaps, where a break left off a gap and a
 * long gap left without a break both cost something. This is an approximation, good for lip sync and
 * word highlighting, not a forced alignment.
 */

/** What separates a unit from the one before it: inside a word, between words, between clauses (or a pause). */
export const Break = { None: 0, Word: 1, Clause: 2 } as const;
export type Break = (typeof Break)[keyof typeof Break];

export interface WeightedUnit {
  weight: number;
  /** What separates this unit from the one before it. */
  breakBefore: Break;
}

/** A silence is a pause (rather than a stop consonant's closure) from this length on (s). */
const PAUSE_SEC = 0.09;
/** How far (in voiced seconds) a word break may move to land on a silence. */
const WORD_SNAP_SEC = 0.08;
/** Alignments bigger than this are not attempted at word level (memory of the DP table). */
const MAX_CELLS = 4_000_000;

interface Voiced {
  spans: Span[];
  /** Voiced seconds before each span. */
  before: number[];
  total: number;
}

function voicedTimeline(spans: Span[]): Voiced {
  const before: number[] = [];
  let acc = 0;
  for (const s of spans) {
    before.push(acc);
    acc += s.end - s.start;
  }
  return { spans, before, total: acc };
}

/** Real time at voiced time `x`; at a gap, `side` picks the end of the span before or the start after. */
function realTime(v: Voiced, x: number, side: 'end' | 'start'): number {
  const { spans, before } = v;
  const reaches = (k: number) => {
    const endsAt = before[k]! + (spans[k]!.end - spans[k]!.start);
    return side === 'end' ? x <= endsAt : x < endsAt;
  };
  let lo = 0;
  let hi = spans.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (reaches(mid)) hi = mid;
    else lo = mid + 1;
  }
  return reaches(lo) ? spans[lo]!.start + Math.max(0, x - before[lo]!) : spans.at(-1)!.end;
}

/** For each break (index into units), the gap index it lands on, or -1. */
function snapBreaks(units: WeightedUnit[], expected: number[], v: Voiced): Map<number, number> {
  const gaps = v.spans.slice(1).map((s, j) => ({ at: v.before[j + 1]!, dur: s.start - v.spans[j]!.end }));
  const full = 0.3 + 0.2 * v.total; // big enough that clause breaks find their pauses despite drift
  let breaks = units.map((u, i) => i).filter((i) => i > 0 && units[i]!.breakBefore !== Break.None);
  if (breaks.length * gaps.length > MAX_CELLS) breaks = breaks.filter((i) => units[i]!.breakBefore === Break.Clause);
  const snapped = new Map<number, number>();
  const m = breaks.length;
  const k = gaps.length;
  if (!m || !k || m * k > MAX_CELLS) return snapped;

  const miss = (i: number) => (units[breaks[i]!]!.breakBefore === Break.Clause ? full : WORD_SNAP_SEC);
  const unused = (j: number) => (gaps[j]!.dur >= PAUSE_SEC ? full : 0);
  const cols = k + 1;
  const cost = new Float64Array((m + 1) * cols);
  const move = new Uint8Array((m + 1) * cols); // 1 = break unsnapped, 2 = gap unused, 3 = matched
  for (let i = 0; i <= m; i++) {
    for (let j = 0; j <= k; j++) {
      if (!i && !j) continue;
      let best = Infinity;
      let how = 0;
      if (i > 0 && cost[(i - 1) * cols + j]! + miss(i - 1) < best) {
        best = cost[(i - 1) * cols + j]! + miss(i - 1);
        how = 1;
      }
      if (j > 0 && cost[i * cols + j - 1]! + unused(j - 1) < best) {
        best = cost[i * cols + j - 1]! + unused(j - 1);
        how = 2;
      }
      if (i > 0 && j > 0) {
        const c = cost[(i - 1) * cols + j - 1]! + Math.abs(expected[breaks[i - 1]!]! - gaps[j - 1]!.at);
        if (c < best) {
          best = c;
          how = 3;
        }
      }
      cost[i * cols + j] = best;
      move[i * cols + j] = how;
    }
  }
  for (let i = m, j = k; i > 0 || j > 0; ) {
    const how = move[i * cols + j];
    if (how === 3) snapped.set(breaks[--i]!, --j);
    else if (how === 1) i--;
    else j--;
  }
  return snapped;
}

/**
 * Start and end (s) of each unit, in order, inside the voiced spans. Starts and ends never decrease
 * and stay within the first span's start and the last span's end.
 */
export function spreadUnits(units: WeightedUnit[], spans: Span[]): Span[] {
  if (!units.length) return [];
  if (!spans.length || totalDuration(spans) <= 0) throw new Error('No voiced audio to spread units over');
  const v = voicedTimeline(spans);
  const cum = [0];
  for (const u of units) cum.push(cum.at(-1)! + Math.max(u.weight, 1e-6));
  const weightSum = cum.at(-1)!;
  const expected = cum.map((c) => (v.total * c) / weightSum);
  const snapped = snapBreaks(units, expected, v);

  // Voiced position of every boundary: snapped ones sit on their gap, the rest are re-spread by
  // weight between the nearest fixed neighbours, which cancels drift from the weights.
  const pos = expected.slice();
  const anchors = [0, ...[...snapped.keys()].sort((a, b) => a - b), units.length];
  const fixedAt = (i: number) => (i === 0 ? 0 : i === units.length ? v.total : v.before[snapped.get(i)! + 1]!);
  for (let a = 0; a + 1 < anchors.length; a++) {
    const from = anchors[a]!;
    const to = anchors[a + 1]!;
    const [p0, p1] = [fixedAt(from), fixedAt(to)];
    for (let i = from; i <= to; i++) pos[i] = p0 + ((p1 - p0) * (cum[i]! - cum[from]!)) / (cum[to]! - cum[from]! || 1);
  }

  // A boundary on a gap ends the unit before it at the gap's start and starts the next at its end.
  return units.map((_, i) => {
    const start = realTime(v, pos[i]!, 'start');
    return { start, end: Math.max(start, realTime(v, pos[i + 1]!, 'end')) };
  });
}

/**
 * Times pieces of text (e.g. the script's words) that cover the same speech as `units` but may not
 * match them one to one: each piece takes the share of the timeline its weight says.
 */
export function spreadByShare(weights: number[], units: WeightedUnit[], times: Span[]): Span[] {
  if (!weights.length || !units.length) return [];
  const unitCum = [0];
  for (const u of units) unitCum.push(unitCum.at(-1)! + Math.max(u.weight, 1e-6));
  const at = (share: number, side: 'start' | 'end'): number => {
    const w = share * unitCum.at(-1)!;
    let i = 0;
    while (i < units.length - 1 && (side === 'end' ? unitCum[i + 1]! < w : unitCum[i + 1]! <= w)) i++;
    const frac = Math.min(1, Math.max(0, (w - unitCum[i]!) / (unitCum[i + 1]! - unitCum[i]!)));
    return times[i]!.start + frac * (times[i]!.end - times[i]!.start);
  };
  const total = weights.reduce((s, w) => s + w, 0);
  let acc = 0;
  return weights.map((w) => {
    const start = at(acc / total, 'start');
    acc += w;
    const end = at(acc / total, 'end');
    return { start, end: Math.max(start, end) };
  });
}
