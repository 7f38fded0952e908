import { describe, expect, it } from 'vitest';
import type { Viseme } from '../avatar/expressions.js';
import { visemeOf } from '../avatar/visemes.js';
import { FLITE_PHONES, fliteToEspeak, fliteVisemeOf, isFlitePause, parseFlitePhoneLines, parseFlitePsdur, timeFliteSegments } from './flite-phonemes.js';

/**
 * Captured from Debian's flite 2.2 (flite-2.2-current Sep 2018):
 * `flite -voice slt -psdur -f <"Hello world. Mouth shapes.\n"> -o out.wav`. Two utterances, each
 * line's times from its own start. out.wav: 37680 samples at 16 kHz = 2.355 s (the sum of the line
 * ends is 2.361: each utterance's audio stops at its last whole 5 ms frame).
 */
const SLT_SAMPLE =
  'pau:0.164 hh:0.255 ax:0.304 l:0.412 ow:0.548 w:0.663 er:0.789 l:0.971 d:1.071 pau:1.238 \n' +
  'pau:0.224 m:0.260 aw:0.473 th:0.553 sh:0.702 ey:0.849 p:0.928 s:1.039 pau:1.123 \n';
const SLT_WAV_SEC = 2.355;

/** Same text, the diphone voice kal: 20266 samples at 8 kHz = 2.533 s, each utterance ~0.119 s short. */
const KAL_SAMPLE =
  'pau:0.220 hh:0.295 ax:0.342 l:0.426 ow:0.590 w:0.666 er:0.801 l:0.892 d:0.974 pau:1.194 \n' +
  'pau:0.220 m:0.313 aw:0.566 th:0.687 sh:0.823 ey:1.131 p:1.228 s:1.357 pau:1.577 \n';
const KAL_WAV_SEC = 2.533;

describe('parseFlitePsdur', () => {
  it('reads each line as an utterance of phones with their end times', () => {
    const utterances = parseFlitePsdur(SLT_SAMPLE);
    expect(utterances).toHaveLength(2);
    expect(utterances[0]!.map((s) => s.phone).join(' ')).toBe('pau hh ax l ow w er l d pau');
    expect(utterances[1]!.map((s) => s.phone).join(' ')).toBe('pau m aw th sh ey p s pau');
    expect(utterances[0]![1]).toEqual({ phone: 'hh', end: 0.255 });
    expect(utterances[1]!.at(-1)).toEqual({ phone: 'pau', end: 1.123 });
  });

  it('skips lines that are not phone output, and never lets an end go back', () => {
    const utterances = parseFlitePsdur('Some warning: text\n\npau:0.2 m:0.19 aa:0.4\n');
    expect(utterances).toEqual([
      [
        { phone: 'pau', end: 0.2 },
        { phone: 'm', end: 0.2 },
        { phone: 'aa', end: 0.4 },
      ],
    ]);
    expect(parseFlitePsdur('')).toEqual([]);
  });
});

describe('timeFliteSegments', () => {
  it('lays utterances end to end, each starting where the one before ends, ending with the audio', () => {
    const units = timeFliteSegments(parseFlitePsdur(SLT_SAMPLE), SLT_WAV_SEC);
    expect(units).toHaveLength(19);
    expect(units[0]).toEqual({ text: 'pau', start: 0, end: 0.164 });
    expect(units[1]).toEqual({ text: 'hh', start: 0.164, end: 0.255 });
    for (let i = 1; i < units.length; i++) {
      expect(units[i]!.start).toBe(units[i - 1]!.end);
      expect(units[i]!.end).toBeGreaterThan(units[i - 1]!.end);
    }
    // 6 ms missing from the audio: 3 ms off each utterance's closing pause.
    expect(units[9]).toEqual({ text: 'pau', start: 1.071, end: 1.235 });
    expect(units[11]).toEqual({ text: 'm', start: 1.459, end: 1.495 });
    expect(units.at(-1)!.end).toBe(SLT_WAV_SEC);
  });

  it("takes kal's shorter audio off the closing pauses, leaving the phones where flite put them", () => {
    const units = timeFliteSegments(parseFlitePsdur(KAL_SAMPLE), KAL_WAV_SEC);
    const d = units.findIndex((u) => u.text === 'd');
    expect(units[d]!.end).toBe(0.974);
    expect(units[d + 1]!.end).toBeCloseTo(1.194 - (1.194 + 1.577 - KAL_WAV_SEC) / 2, 3);
    expect(units.at(-1)!.end).toBe(KAL_WAV_SEC);
  });

  it('never runs past the audio or backwards, even when the audio is far too short', () => {
    const units = timeFliteSegments(parseFlitePsdur(SLT_SAMPLE), 1);
    expect(units.at(-1)!.end).toBeLessThanOrEqual(1);
    for (let i = 1; i < units.length; i++) expect(units[i]!.start).toBeGreaterThanOrEqual(units[i - 1]!.start);
    expect(timeFliteSegments([], 1)).toEqual([]);
  });
});

describe('parseFlitePhoneLines', () => {
  it('answers each line’s phones without pauses, or null when the lines do not match the words', () => {
    const out = 'pau hh ax l ow pau \npau w er l d pau \npau \n';
    expect(parseFlitePhoneLines(out, 3)).toEqual([['hh', 'ax', 'l', 'ow'], ['w', 'er', 'l', 'd'], []]);
    expect(parseFlitePhoneLines(out, 4)).toBeNull();
  });
});

describe('flite phones and mouth shapes', () => {
  // What each phone of flite's US English set looks like on the mouth.
  const EXPECTED: Record<string, Viseme> = {
    aa: 'ai',
    ae: 'ai',
    ah: 'ai',
    ao: 'o',
    aw: 'ai',
    ax: 'etc',
    axr: 'etc',
    ay: 'ai',
    b: 'mbp',
    ch: 'etc',
    d: 'l',
    dh: 'l',
    dx: 'l',
    eh: 'e',
    el: 'l',
    em: 'mbp',
    en: 'l',
    er: 'etc',
    ey: 'e',
    f: 'fv',
    g: 'etc',
    hh: 'etc',
    hv: 'etc',
    ih: 'e',
    iy: 'e',
    jh: 'etc',
    k: 'etc',
    l: 'l',
    m: 'mbp',
    n: 'l',
    nx: 'l',
    ng: 'etc',
    ow: 'o',
    oy: 'o',
    p: 'mbp',
    r: 'etc',
    s: 'etc',
    sh: 'etc',
    t: 'l',
    th: 'l',
    uh: 'u',
    uw: 'u',
    v: 'fv',
    w: 'u',
    y: 'e',
    z: 'etc',
    zh: 'etc',
    pau: 'rest',
    'h#': 'rest',
    brth: 'rest',
  };

  it('gives every flite phone a sensible mouth shape', () => {
    expect([...FLITE_PHONES].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const phone of FLITE_PHONES) expect([phone, fliteVisemeOf(phone)]).toEqual([phone, EXPECTED[phone]]);
    // The cases lip sync depends on most.
    for (const p of ['m', 'b', 'p']) expect(fliteVisemeOf(p)).toBe('mbp');
    for (const p of ['f', 'v']) expect(fliteVisemeOf(p)).toBe('fv');
    for (const p of ['aa', 'ae', 'ay']) expect(fliteVisemeOf(p)).toBe('ai');
    for (const p of ['iy', 'eh']) expect(fliteVisemeOf(p)).toBe('e');
    for (const p of ['ow', 'ao']) expect(fliteVisemeOf(p)).toBe('o');
    for (const p of ['uw', 'w']) expect(fliteVisemeOf(p)).toBe('u');
    expect(fliteVisemeOf('l')).toBe('l');
    expect(fliteVisemeOf('pau')).toBe('rest');
  });

  it('hands phones on as espeak mnemonics, which the lip sync reads the same way', () => {
    expect(fliteToEspeak('ow')).toBe('oU');
    expect(fliteToEspeak('iy')).toBe('i:');
    expect(fliteToEspeak('ch')).toBe('tS');
    expect(fliteToEspeak('pau')).toBe('_');
    expect(fliteToEspeak('AO')).toBe('O:');
    expect(fliteToEspeak('qq')).toBe('@');
    // Read raw, several flite names would land on the wrong shape.
    expect(visemeOf('pau')).toBe('mbp');
    expect(visemeOf('ao')).toBe('ai');
    expect(visemeOf('jh')).toBe('e');
    for (const phone of FLITE_PHONES) expect(visemeOf(fliteToEspeak(phone))).toBe(fliteVisemeOf(phone));
    expect(FLITE_PHONES.filter(isFlitePause)).toEqual(['pau', 'h#', 'brth']);
  });
});
