/** A stretch of time in seconds. */
export interface Span {
  start: number;
  end: number;
}

/** Less sound than this (s) means an engine produced no real speech. */
export const MIN_VOICED_SEC = 0.05;

export interface VoicedOptions {
  /** Analysis window (s). */
  hopSec?: number;
  /** Quieter than this fraction of the loudest window counts as silence. */
  relativeThreshold?: number;
  /** Silences shorter than this are bridged (s). */
  minGapSec?: number;
  /** Sound shorter than this on its own is dropped as a click (s). */
  minVoicedSec?: number;
}

/**
 * The stretches of a mono clip that carry sound, found by windowed RMS against a threshold relative
 * to the loudest window (synthetic speech has digital silence between clauses, so this is reliable
 * for engine output; it is not a voice-activity detector for noisy recordings).
 */
export function voicedSpans(samples: Int16Array, sampleRate: number, opts: VoicedOptions = {}): Span[] {
  const hop = Math.max(1, Math.round((opts.hopSec ?? 0.01) * sampleRate));
  const windows = Math.ceil(samples.length / hop);
  const rms = new Float64Array(windows);
  let peak = 0;
  for (let w = 0; w < windows; w++) {
    const to = Math.min(samples.length, (w + 1) * hop);
    let sum = 0;
    for (let i = w * hop; i < to; i++) sum += samples[i]! * samples[i]!;
    rms[w] = Math.sqrt(sum / (to - w * hop));
    if (rms[w]! > peak) peak = rms[w]!;
  }
  // The absolute floor (about -70 dBFS) keeps dither and rounding noise from counting as speech.
  const threshold = Math.max(peak * (opts.relativeThreshold ?? 0.01), 10);
  const runs: Span[] = [];
  for (let w = 0; w < windows; w++) {
    if (rms[w]! < threshold) continue;
    const start = (w * hop) / sampleRate;
    const end = Math.min(samples.length, (w + 1) * hop) / sampleRate;
    const last = runs.at(-1);
    if (last && start - last.end < (opts.minGapSec ?? 0.03)) last.end = end;
    else runs.push({ start, end });
  }
  return runs.filter((r) => r.end - r.start >= (opts.minVoicedSec ?? 0.015));
}

export function totalDuration(spans: Span[]): number {
  return spans.reduce((sum, s) => sum + (s.end - s.start), 0);
}
