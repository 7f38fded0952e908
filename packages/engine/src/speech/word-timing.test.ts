import { describe, expect, it } from 'vitest';
import { alignWordPhonemes, spokenWordSpans, timeScriptWords } from './word-timing.js';
import { Break } from './timing.js';

describe('alignWordPhonemes', () => {
  it('finds each script word in connected speech where espeak joined words ("from the" → frVmD@2)', () => {
    const isolated = [
      ['f', 'r', 'V', 'm'],
      ['D', 'i:'],
      ['p', 'O@', 'tS'],
    ];
    const spoken = ['f', 'r', 'V', 'm', 'D', '@2', 'p', 'O@', 'tS'];
    expect(alignWordPhonemes(isolated, spoken)).toEqual([
      [0, 3],
      [4, 5],
      [6, 8],
    ]);
  });

  it('gives an expanded number all of its spoken words', () => {
    const isolated = [
      ['I', 'n'],
      ['t', 'u:', 'T', 'aU', 'z', '@', 'n', 'd'],
      ['s', 'eI', 'l', 'z'],
    ];
    const spoken = ['I', 'n', 't', 'u:', 'T', 'aU', 'z', '@', 'n', 'd', 's', 'eI', 'l', 'z'];
    expect(alignWordPhonemes(isolated, spoken)).toEqual([
      [0, 1],
      [2, 9],
      [10, 13],
    ]);
  });

  it('answers null for a word that left no phoneme', () => {
    expect(alignWordPhonemes([['a'], [], ['b']], ['a', 'b'])).toEqual([[0, 0], null, [1, 1]]);
  });
});

describe('timeScriptWords', () => {
  const units = [0, 0, 1, 1, 2].map((word, i) => ({ word, weight: 1, breakBefore: i === 0 ? Break.None : Break.Word }));
  const times = [0, 1, 2, 3, 4].map((s) => ({ start: s / 10, end: (s + 1) / 10 }));
  const words = [
    { text: 'a', written: 'a' },
    { text: 'b', written: 'b,' },
    { text: 'c', written: 'c' },
  ];

  it('uses the alignment when there is one', () => {
    const t = timeScriptWords(
      words,
      [
        [0, 1],
        [2, 3],
        [4, 4],
      ],
      spokenWordSpans(units, times),
      units,
      times,
    );
    expect(t).toEqual([
      { text: 'a', start: 0, end: 0.2 },
      { text: 'b', start: 0.2, end: 0.4 },
      { text: 'c', start: 0.4, end: 0.5 },
    ]);
  });

  it('pairs words one to one without an alignment when the counts agree, else shares by length', () => {
    expect(timeScriptWords(words, null, spokenWordSpans(units, times), units, times).map((w) => w.end)).toEqual([0.2, 0.4, 0.5]);
    const two = [
      { text: 'ab', written: 'ab' },
      { text: 'cde', written: 'cde' },
    ];
    expect(timeScriptWords(two, null, spokenWordSpans(units, times), units, times)).toEqual([
      { text: 'ab', start: 0, end: 0.2 },
      { text: 'cde', start: 0.2, end: 0.5 },
    ]);
  });
});
