import type { Viseme } from '../avatar/expressions.js';
import { visemeOf } from '../avatar/visemes.js';
import type { TimedUnit } from '../types.js';

/**
 * Reads flite's phone output. `-psdur` prints one line per utterance, each phone as `name:end`, the end
 * in seconds from the start of THAT utterance (times restart at 0 on every line), e.g.
 * `pau:0.164 hh:0.255 ax:0.304 l:0.412 ow:0.548 … pau:1.238`. Phone names are flite's US English set
 * (CMU/ARPAbet, lower case, no stress digits) plus `pau` for silence.
 *
 * The avatar's lip sync reads espeak-ng mnemonics (`visemeOf`), so timed phones are handed on as the
 * espeak mnemonic of the same sound (`ow` → `oU`, `iy` → `i:`, `pau` → `_`).
 */

/** flite's US English phone → the espeak-ng mnemonic of the same sound. */
const TO_ESPEAK: Record<string, string> = {
  aa: 'A:',
  ae: 'a',
  ah: 'V',
  ao: 'O:',
  aw: 'aU',
  ax: '@',
  axr: '3',
  ay: 'aI',
  b: 'b',
  ch: 'tS',
  d: 'd',
  dh: 'D',
  dx: 't',
  eh: 'E',
  el: 'l',
  em: 'm',
  en: 'n',
  er: '3:',
  ey: 'eI',
  f: 'f',
  g: 'g',
  hh: 'h',
  hv: 'h',
  ih: 'I',
  iy: 'i:',
  jh: 'dZ',
  k: 'k',
  l: 'l',
  m: 'm',
  n: 'n',
  nx: 'n',
  ng: 'N',
  ow: 'oU',
  oy: 'OI',
  p: 'p',
  r: 'r',
  s: 's',
  sh: 'S',
  t: 't',
  th: 'T',
  uh: 'U',
  uw: 'u:',
  v: 'v',
  w: 'w',
  y: 'j',
  z: 'z',
  zh: 'Z',
  pau: '_',
  'h#': '_',
  brth: '_',
};

/** Every phone flite's US English phoneset defines (what its English voices print). */
export const FLITE_PHONES: readonly string[] = Object.keys(TO_ESPEAK);

/** Silence and breath: time in the audio, but no sound to shape a mouth for. */
export function isFlitePause(phone: string): boolean {
  return TO_ESPEAK[phone] === '_';
}

/**
 * The espeak-ng mnemonic for a flite phone. A name outside the US English set (flite's own voices
 * never print one) is read as a neutral schwa.
 */
export function fliteToEspeak(phone: string): string {
  return TO_ESPEAK[phone.toLowerCase()] ?? '@';
}

/** The mouth shape for a flite phone. */
export function fliteVisemeOf(phone: string): Viseme {
  return visemeOf(fliteToEspeak(phone));
}

/** One phone of `-psdur` output: its name and when it ends, in seconds from its utterance's start. */
export interface FliteSegment {
  phone: string;
  end: number;
}

const SEGMENT = /^([a-z#]+):(\d+(?:\.\d+)?)$/i;

/**
 * `-psdur` output as utterances of segments. Lines that are not wholly `name:end` pairs (a warning on
 * stdout) are skipped; an end before its predecessor's is raised to it, so ends never go back.
 */
export function parseFlitePsdur(output: string): FliteSegment[][] {
  const out: FliteSegment[][] = [];
  for (const line of output.split(/\r?\n/)) {
    const tokens = line.trim().split(/\s+/).filter(Boolean);
    const matches = tokens.map((t) => SEGMENT.exec(t));
    if (!tokens.length || matches.some((m) => !m)) continue;
    let last = 0;
    out.push(
      matches.map((m) => {
        last = Math.max(last, Number(m![2]));
        return { phone: m![1]!.toLowerCase(), end: last };
      }),
    );
  }
  return out;
}

/**
 * The phones of each line of `-ps` output (names only), pauses dropped: the pronunciation of each
 * word when the words were sent one per utterance. Null when the line count is not `lines`.
 */
export function parseFlitePhoneLines(output: string, lines: number): string[][] | null {
  const rows = output
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (rows.length !== lines) return null;
  return rows.map((row) =>
    row
      .split(/\s+/)
      .map((p) => p.toLowerCase())
      .filter((p) => !isFlitePause(p)),
  );
}

const ms = (t: number) => Math.round(t * 1000) / 1000;

/**
 * Every segment with its start and end in the whole clip (text = flite's phone name), start = the
 * previous segment's end. Utterances are laid end to end. flite's WAV is a little shorter than the
 * summed utterance ends: each utterance's audio stops inside its closing pause (the clustergen voices
 * round down to their 5 ms frame, the diphone voice kal drops half of the closing pause), so the
 * difference to the real `durationSec` comes off each utterance's last segment in equal shares.
 */
export function timeFliteSegments(utterances: FliteSegment[][], durationSec: number): TimedUnit[] {
  const filled = utterances.filter((u) => u.length);
  if (!filled.length) return [];
  const total = filled.reduce((sum, u) => sum + u.at(-1)!.end, 0);
  const share = (total - durationSec) / filled.length;
  const out: TimedUnit[] = [];
  let offset = 0;
  for (const utterance of filled) {
    let start = offset;
    utterance.forEach((seg, i) => {
      const inUtterance = i === utterance.length - 1 ? Math.max(seg.end - share, i ? utterance[i - 1]!.end : 0) : seg.end;
      const end = Math.min(durationSec, offset + inUtterance);
      out.push({ text: seg.phone, start: ms(start), end: ms(Math.max(start, end)) });
      start = Math.max(start, end);
    });
    offset = start;
  }
  return out;
}
