import type { Viseme } from './expressions.js';

/**
 * Phoneme → viseme (mouth shape class). Reads espeak-ng `-x` mnemonics ("h@l'oU", "D'e@", "tS", "i:")
 * and common IPA symbols, since HTTP engines that give phonemes tend to give IPA.
 */

const TWO: Record<string, Viseme> = {
  tS: 'etc',
  dZ: 'etc',
  aI: 'ai',
  aU: 'ai',
  oU: 'o',
  OI: 'o',
  eI: 'e',
  'e@': 'e',
  'i@': 'e',
  'U@': 'u',
  'O@': 'o',
  'A@': 'ai',
  'o@': 'o',
};

const ONE: Record<string, Viseme> = {
  m: 'mbp',
  b: 'mbp',
  p: 'mbp',
  f: 'fv',
  v: 'fv',
  l: 'l',
  t: 'l',
  d: 'l',
  n: 'l',
  T: 'l',
  D: 'l',
  w: 'u',
  u: 'u',
  U: 'u',
  O: 'o',
  o: 'o',
  '0': 'o',
  a: 'ai',
  A: 'ai',
  V: 'ai',
  e: 'e',
  E: 'e',
  i: 'e',
  I: 'e',
  j: 'e',
  '3': 'etc',
  '@': 'etc',
  s: 'etc',
  z: 'etc',
  S: 'etc',
  Z: 'etc',
  k: 'etc',
  g: 'etc',
  h: 'etc',
  r: 'etc',
  N: 'etc',
  x: 'etc',
  C: 'etc',
  '?': 'etc',
  R: 'etc',
  // IPA
  ɑ: 'ai',
  æ: 'ai',
  ʌ: 'ai',
  ɐ: 'ai',
  ə: 'etc',
  ɚ: 'etc',
  ɜ: 'etc',
  ɛ: 'e',
  ɪ: 'e',
  ɔ: 'o',
  ɒ: 'o',
  ʊ: 'u',
  θ: 'l',
  ð: 'l',
  ɹ: 'etc',
  ʃ: 'etc',
  ʒ: 'etc',
  ŋ: 'etc',
  ɾ: 'l',
  ʔ: 'etc',
  ɡ: 'etc',
};

/** Stress, length and syllable marks that carry no mouth shape. */
const MARKS = /[ˈˌ'",%=:ː.\-#!|]/g;

/** The viseme for one phoneme; pauses and unknown symbols give 'rest'. */
export function visemeOf(phoneme: string): Viseme {
  const p = phoneme.replace(MARKS, '').trim();
  if (!p || p.startsWith('_')) return 'rest';
  const two = TWO[p.slice(0, 2)];
  if (two) return two;
  return ONE[p[0]!] ?? ONE[p.normalize('NFD')[0]!] ?? 'etc';
}
