import type { SpeechResult, TimedUnit } from '../types.js';
import { readWav } from '../speech/wav.js';
import type { Viseme } from './expressions.js';
import { seededRandom } from './random.js';
import { visemeOf } from './visemes.js';

/**
 * The per-video-frame animation of an avatar: how open the mouth is (from the loudness of the speech),
 * which mouth shape (from the phonemes), blinks, and a gentle sway of the head. Pure apart from
 * `loadSpeechAudio`; the same inputs always give the same track.
 */

export interface TrackFrame {
  /** 0 closed .. 1 fully open. */
  open: number;
  viseme: Viseme;
  /** 0 open .. 1 closed. */
  blink: number;
  /** Head offset in viewBox units (600×800). */
  dx: number;
  dy: number;
}

export interface SpeechAudio {
  /** Mono 16-bit samples. */
  samples: Int16Array;
  sampleRate: number;
  phonemes?: TimedUnit[];
}

export interface TrackOptions {
  fps: number;
  frames: number;
  /** Seconds before the speech starts. */
  leadIn: number;
  /** Picks the blink times and sway phases. */
  seed: number;
}

export async function loadSpeechAudio(speech: SpeechResult): Promise<SpeechAudio> {
  const wav = await readWav(speech.wavPath);
  let samples = wav.samples;
  if (wav.channels > 1) {
    samples = new Int16Array(Math.floor(wav.samples.length / wav.channels));
    for (let i = 0; i < samples.length; i++) {
      let sum = 0;
      for (let c = 0; c < wav.channels; c++) sum += wav.samples[i * wav.channels + c]!;
      samples[i] = Math.round(sum / wav.channels);
    }
  }
  return { samples, sampleRate: wav.sampleRate, phonemes: speech.phonemes };
}

/** RMS (0..1 of full scale) of the speech under each video frame; frames before `leadIn` are 0. */
export function frameLoudness(audio: SpeechAudio, o: Pick<TrackOptions, 'fps' | 'frames' | 'leadIn'>): Float32Array {
  const out = new Float32Array(o.frames);
  const { samples, sampleRate } = audio;
  for (let f = 0; f < o.frames; f++) {
    const from = Math.max(0, Math.round((f / o.fps - o.leadIn) * sampleRate));
    const to = Math.min(samples.length, Math.round(((f + 1) / o.fps - o.leadIn) * sampleRate));
    if (to <= from) continue;
    let sum = 0;
    for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
    out[f] = Math.sqrt(sum / (to - from)) / 32768;
  }
  return out;
}

/** Quieter than this (about -56 dBFS) is never speech. */
const FLOOR = 0.0015;

/**
 * Mouth openness from loudness: a noise gate, normalised to this clip's speech level (so quiet and loud
 * voices both move the mouth fully), compressed so soft syllables still show, then smoothed with a fast
 * attack and a slower release so it neither flickers nor lags, and snapped shut in silence.
 */
export function opennessFromLoudness(rms: Float32Array, fps: number): Float32Array {
  const voiced = Array.from(rms)
    .filter((v) => v > FLOOR)
    .sort((a, b) => a - b);
  const out = new Float32Array(rms.length);
  if (!voiced.length) return out;
  const level = Math.max(voiced[Math.floor(voiced.length * 0.85)]!, FLOOR * 4);
  const gate = Math.max(FLOOR, level * 0.12);
  const dt = 1 / fps;
  const attack = 1 - Math.exp(-dt / 0.02);
  const release = 1 - Math.exp(-dt / 0.06);
  let y = 0;
  for (let f = 0; f < rms.length; f++) {
    const x = rms[f]! <= gate ? 0 : Math.min(1, (rms[f]! - gate) / (level - gate)) ** 0.6;
    y += (x - y) * (x > y ? attack : release);
    if (x === 0 && y < 0.08) y = 0;
    out[f] = y;
  }
  return out;
}

/** The viseme at each frame: the phoneme under the frame's middle, else a guess from the openness. */
export function visemeTrack(phonemes: TimedUnit[] | undefined, open: Float32Array, o: Pick<TrackOptions, 'fps' | 'leadIn'>): Viseme[] {
  const units = [...(phonemes ?? [])].sort((a, b) => a.start - b.start);
  let k = 0;
  return Array.from(open, (v, f) => {
    const t = (f + 0.5) / o.fps - o.leadIn;
    while (k < units.length && units[k]!.end <= t) k++;
    const unit = units[k];
    const fromPhoneme = unit && unit.start <= t ? visemeOf(unit.text) : undefined;
    if (fromPhoneme && fromPhoneme !== 'rest') return fromPhoneme;
    if (v === 0) return 'rest';
    return v > 0.65 ? 'ai' : v > 0.35 ? 'etc' : 'e';
  });
}

/** Blinks every 2–6 s (sometimes a double blink), each about 120 ms: 0 open .. 1 closed. */
export function blinkTrack(frames: number, fps: number, seed: number): Float32Array {
  const rand = seededRandom(seed ^ 0x5bd1e995);
  const out = new Float32Array(frames);
  const len = Math.max(2, Math.round(0.12 * fps));
  const blinkAt = (start: number) => {
    const f0 = Math.round(start * fps);
    for (let i = 0; i < len; i++) {
      if (f0 + i >= frames) break;
      const v = i === Math.floor(len / 2) ? 1 : 1 - Math.abs((2 * (i + 0.5)) / len - 1);
      out[f0 + i] = Math.max(out[f0 + i]!, v);
    }
  };
  for (let t = 0.8 + rand() * 1.7; t * fps < frames; t += 2 + rand() * 4) {
    blinkAt(t);
    if (rand() < 0.15) blinkAt(t + 0.28);
  }
  return out;
}

/** Seconds over which the sway eases in at a clip's start and out at its end. */
const EASE_SEC = 0.6;

/**
 * Head sway and bob (viewBox units): slow, out-of-step sines, livelier and nodding a little while
 * speaking. A video is cut from many clips, so the sway eases to rest at both ends of each clip and the
 * head never jumps at a cut.
 */
export function motionTrack(open: Float32Array, fps: number, seed: number): { dx: Float32Array; dy: Float32Array } {
  const rand = seededRandom(seed ^ 0x27d4eb2f);
  const ph = [rand(), rand(), rand(), rand()].map((r) => r * 2 * Math.PI);
  const dx = new Float32Array(open.length);
  const dy = new Float32Array(open.length);
  const follow = 1 - Math.exp(-1 / fps / 0.6);
  let speaking = 0;
  for (let f = 0; f < open.length; f++) {
    const t = f / fps;
    speaking += ((open[f]! > 0 ? 1 : 0) - speaking) * follow;
    const ax = 2.5 + 3 * speaking;
    const ay = 1.2 + 1.6 * speaking;
    const edge = Math.min(f, open.length - 1 - f) / fps / EASE_SEC;
    const ease = edge >= 1 ? 1 : edge * edge * (3 - 2 * edge);
    dx[f] = ease * ax * (0.6 * Math.sin(2 * Math.PI * 0.23 * t + ph[0]!) + 0.4 * Math.sin(2 * Math.PI * 0.51 * t + ph[1]!));
    dy[f] = ease * (ay * (0.6 * Math.sin(2 * Math.PI * 0.31 * t + ph[2]!) + 0.4 * Math.sin(2 * Math.PI * 0.77 * t + ph[3]!)) + 1.4 * open[f]!);
  }
  return { dx, dy };
}

/** The whole track; `audio` null gives an idle avatar (blinking and swaying, mouth at rest). */
export function mouthTrack(audio: SpeechAudio | null, o: TrackOptions): TrackFrame[] {
  const open = audio ? opennessFromLoudness(frameLoudness(audio, o), o.fps) : new Float32Array(o.frames);
  const visemes = visemeTrack(audio?.phonemes, open, o);
  const blink = blinkTrack(o.frames, o.fps, o.seed);
  const { dx, dy } = motionTrack(open, o.fps, o.seed);
  return Array.from({ length: o.frames }, (_, f) => ({ open: open[f]!, viseme: visemes[f]!, blink: blink[f]!, dx: dx[f]!, dy: dy[f]! }));
}
