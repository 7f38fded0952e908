import type { TimedUnit } from '../types.js';
import type { ScriptWord } from './script-text.js';
import { spreadByShare, type WeightedUnit } from './timing.js';
import type { Span } from './voiced.js';

/** Largest alignment table (cells) attempted; about three minutes of speech. */
const MAX_CELLS = 4_000_000;

const ms = (t: number) => Math.round(t * 1000) / 1000;

/**
 * Which spoken phonemes each script word covers: an edit-distance alignment of the words' phonemes
 * said one by one with the phonemes of the whole text said at once (connected speech joins words,
 * "from the" → `frVmD@2`, and numbers expand, "2024" → four words). Answers [first, last] phoneme
 * index per word, null for a word with no aligned phoneme; null overall when the table is too big.
 */
export function alignWordPhonemes(isolated: string[][], spoken: string[]): Array<[number, number] | null> | null {
  // Phonemes as small integers (ids) plus their first letter, so the inner loop compares numbers.
  const ids = new Map<string, number>();
  const id = (p: string) => ids.get(p) ?? (ids.set(p, ids.size), ids.size - 1);
  const a: number[] = [];
  const aFirst: number[] = [];
  const wordOf: number[] = [];
  isolated.forEach((ph, w) => ph.forEach((p) => (a.push(id(p)), aFirst.push(p.charCodeAt(0)), wordOf.push(w))));
  const b = spoken.map(id);
  const bFirst = spoken.map((p) => p.charCodeAt(0));
  const n = a.length;
  const m = b.length;
  if ((n + 1) * (m + 1) > MAX_CELLS) return null;
  // Costs in half units: same phoneme 0, same first letter 1 (`@2`/`@`), else 2; a skip costs 2.
  const cols = m + 1;
  const move = new Uint8Array((n + 1) * cols); // 0 = pair, 1 = word phoneme unspoken, 2 = extra spoken phoneme
  let prev = Int32Array.from({ length: cols }, (_, j) => 2 * j);
  let row = new Int32Array(cols);
  move.fill(2, 1, cols);
  for (let i = 1; i <= n; i++) {
    row[0] = 2 * i;
    move[i * cols] = 1;
    const x = a[i - 1]!;
    const xf = aFirst[i - 1]!;
    for (let j = 1; j <= m; j++) {
      const pair = prev[j - 1]! + (x === b[j - 1] ? 0 : xf === bFirst[j - 1] ? 1 : 2);
      const skipA = prev[j]! + 2;
      const skipB = row[j - 1]! + 2;
      const best = pair <= skipA && pair <= skipB ? pair : Math.min(skipA, skipB);
      row[j] = best;
      move[i * cols + j] = best === pair ? 0 : best === skipA ? 1 : 2;
    }
    [prev, row] = [row, prev];
  }
  const out: Array<[number, number] | null> = isolated.map(() => null);
  for (let i = n, j = m; i > 0 && j > 0; ) {
    const how = move[i * cols + j];
    if (how === 0) {
      const w = wordOf[--i]!;
      const at = --j;
      const range = out[w];
      out[w] = range ? [at, range[1]] : [at, at];
    } else if (how === 1) i--;
    else j--;
  }
  return out;
}

/**
 * The script's words with times, from the phonemes' times. With an alignment each word spans its
 * phonemes; else words pair one to one with spoken words when the counts agree; else each word takes
 * its share of the speech by length.
 */
export function timeScriptWords(
  words: ScriptWord[],
  alignment: Array<[number, number] | null> | null,
  spokenWords: Span[],
  units: WeightedUnit[],
  unitTimes: Span[],
): TimedUnit[] {
  let times: Span[];
  if (alignment && alignment.length === words.length && unitTimes.length) {
    let last = unitTimes[0]!.start;
    times = alignment.map((range) => {
      if (!range) return { start: last, end: last };
      const span = { start: unitTimes[range[0]]!.start, end: unitTimes[range[1]]!.end };
      last = span.end;
      return span;
    });
  } else if (spokenWords.length === words.length) {
    times = spokenWords;
  } else {
    times = spreadByShare(
      words.map((w) => [...w.text].length),
      units,
      unitTimes,
    );
  }
  if (times.length !== words.length) return [];
  return words.map((w, i) => ({ text: w.text, start: ms(times[i]!.start), end: ms(times[i]!.end) }));
}

/** Start and end of each spoken word, from units that know which word they belong to. */
export function spokenWordSpans(units: { word: number }[], times: Span[]): Span[] {
  const out: Span[] = [];
  units.forEach((u, i) => {
    if (out[u.word]) out[u.word]!.end = times[i]!.end;
    else out[u.word] = { ...times[i]! };
  });
  return out;
}
