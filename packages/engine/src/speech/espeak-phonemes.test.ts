import { describe, expect, it } from 'vitest';
import { isolatedWordPhonemes, parseEspeakPhonemes, phonemeWeight } from './espeak-phonemes.js';
import { Break } from './timing.js';

const Z = '\u200c';
// Captured from `espeak-ng -x --sep=z` (1.51); U+200C shown as · and restored below.
const EN = `h·@·l·'oU w·'3:·l·d
D·I·s I·z a# t·'E·s·t
`.replaceAll('·', Z);
const DASH = `I·t·s t·'u: T·'aU·z·@·n·d tw·'E·n·t2·i f·'o@·_:·_: r·'i@·l·i
j·'E·s
`.replaceAll('·', Z);
const CMN = `n·'i35·_| X·'Au214·_|
s.·'i.51·_| tS;·'iE51·_|
`.replaceAll('·', Z);

describe('parseEspeakPhonemes', () => {
  it('reads phonemes without stress marks, numbering words and marking clause breaks at line ends', () => {
    const p = parseEspeakPhonemes(EN);
    expect(p.map((x) => x.text).join(' ')).toBe('h @ l oU w 3: l d D I s I z a# t E s t');
    expect(p.map((x) => x.word)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 5, 5, 5]);
    expect(p[0]!.breakBefore).toBe(Break.None);
    expect(p[4]!.breakBefore).toBe(Break.Word);
    expect(p[5]!.breakBefore).toBe(Break.None);
    expect(p[8]!.breakBefore).toBe(Break.Clause);
  });

  it('keeps multi-letter and tone phonemes whole and drops pause and syllable marks', () => {
    const p = parseEspeakPhonemes(CMN);
    expect(p.map((x) => x.text)).toEqual(['n', 'i35', 'X', 'Au214', 's.', 'i.51', 'tS;', 'iE51']);
    expect(p.map((x) => x.word)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    const dash = parseEspeakPhonemes(DASH);
    expect(dash.some((x) => x.text.startsWith('_'))).toBe(false);
    // "--" (`_:_:`) is a word break, not a clause break: espeak often leaves no silence there.
    expect(dash.find((x) => x.text === 'r')!.breakBefore).toBe(Break.Word);
  });

  it('ignores language-switch markers', () => {
    const p = parseEspeakPhonemes(`(en)h${Z}'aI(cmn) n${Z}'i35\n`);
    expect(p.map((x) => x.text)).toEqual(['h', 'aI', 'n', 'i35']);
  });

  it('weighs vowels above consonants, long vowels and diphthongs most', () => {
    expect(phonemeWeight('t')).toBe(1);
    expect(phonemeWeight('tS;')).toBe(1);
    expect(phonemeWeight('E')).toBe(2);
    expect(phonemeWeight('i35')).toBe(2);
    expect(phonemeWeight('3:')).toBeGreaterThan(2);
    expect(phonemeWeight('aU')).toBeGreaterThan(2);
  });
});

describe('isolatedWordPhonemes', () => {
  it('reads one line per script word, empty lines included, and refuses misaligned output', () => {
    const out = `I${Z}t${Z}s\nt${Z}'u: T${Z}'aU${Z}z${Z}@${Z}n${Z}d\n\nj${Z}'E${Z}s\n`;
    expect(isolatedWordPhonemes(out, 4)).toEqual([['I', 't', 's'], ['t', 'u:', 'T', 'aU', 'z', '@', 'n', 'd'], [], ['j', 'E', 's']]);
    expect(isolatedWordPhonemes(out, 3)).toBeNull();
  });
});
