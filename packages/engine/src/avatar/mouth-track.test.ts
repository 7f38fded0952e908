import { describe, expect, it } from 'vitest';
import { blinkTrack, frameLoudness, motionTrack, mouthTrack, opennessFromLoudness, visemeTrack, type SpeechAudio } from './mouth-track.js';
import { visemeOf } from './visemes.js';

const RATE = 16000;
const FPS = 25;

/** Silence with tone bursts at the given [start, end, amplitude] (seconds, 0..1). */
function audio(seconds: number, bursts: [number, number, number][]): SpeechAudio {
  const samples = new Int16Array(Math.round(seconds * RATE));
  for (const [a, b, amp] of bursts) {
    for (let i = Math.round(a * RATE); i < Math.round(b * RATE); i++) samples[i] = Math.round(amp * 32767 * Math.sin((2 * Math.PI * 220 * i) / RATE));
  }
  return { samples, sampleRate: RATE };
}

const opts = (frames: number, leadIn = 0) => ({ fps: FPS, frames, leadIn, seed: 7 });

describe('openness from loudness', () => {
  it('keeps the mouth closed in silence and in low noise', () => {
    expect(mouthTrack(audio(2, []), opts(50)).every((f) => f.open === 0)).toBe(true);
    const noisy = audio(2, [[0, 2, 0.0005]]);
    expect(Math.max(...opennessFromLoudness(frameLoudness(noisy, opts(50)), FPS))).toBe(0);
  });

  it('opens for a loud burst and closes again after it', () => {
    const t = mouthTrack(audio(3, [[1, 1.6, 0.5]]), opts(75));
    expect(t.slice(0, 25).every((f) => f.open === 0)).toBe(true);
    expect(Math.max(...t.slice(25, 40).map((f) => f.open))).toBeGreaterThan(0.9);
    expect(t.slice(50).every((f) => f.open === 0)).toBe(true);
  });

  it('normalises to the clip, so a quiet voice opens as wide as a loud one', () => {
    const quiet = mouthTrack(audio(2, [[0.5, 1.5, 0.03]]), opts(50));
    const loud = mouthTrack(audio(2, [[0.5, 1.5, 0.6]]), opts(50));
    expect(Math.max(...quiet.map((f) => f.open))).toBeCloseTo(Math.max(...loud.map((f) => f.open)), 2);
  });

  it('smooths: opens fast, closes over a few frames, never jumps shut from wide open', () => {
    const rms = new Float32Array(30);
    rms.fill(0.3, 5, 15);
    const y = opennessFromLoudness(rms, FPS);
    expect(y[5]).toBeGreaterThan(0.8);
    expect(y[15]).toBeGreaterThan(0.2);
    expect(y[15]).toBeLessThan(y[14]!);
    expect(y[20]).toBe(0);
  });

  it('respects the lead-in: the speech starts leadIn seconds into the clip', () => {
    const t = mouthTrack(audio(1, [[0, 0.5, 0.5]]), opts(50, 1));
    expect(t.slice(0, 25).every((f) => f.open === 0)).toBe(true);
    expect(t[27]!.open).toBeGreaterThan(0.5);
  });
});

describe('visemes', () => {
  it('maps espeak mnemonics and IPA to mouth shapes', () => {
    expect(['m', 'b', 'p'].map(visemeOf)).toEqual(['mbp', 'mbp', 'mbp']);
    expect(["'aI", 'a', 'A:', 'V'].map(visemeOf)).toEqual(['ai', 'ai', 'ai', 'ai']);
    expect(['i:', 'I', 'E', ',e@'].map(visemeOf)).toEqual(['e', 'e', 'e', 'e']);
    expect(["'oU", 'O:', '0'].map(visemeOf)).toEqual(['o', 'o', 'o']);
    expect(['u:', 'U', 'w'].map(visemeOf)).toEqual(['u', 'u', 'u']);
    expect(['f', 'v', 'l', 'T', 'D', 't'].map(visemeOf)).toEqual(['fv', 'fv', 'l', 'l', 'l', 'l']);
    expect(['tS', 's', 'k', '@'].map(visemeOf)).toEqual(['etc', 'etc', 'etc', 'etc']);
    expect(['_:', '', "'"].map(visemeOf)).toEqual(['rest', 'rest', 'rest']);
    expect(['ə', 'ɑ', 'ʊ', 'θ'].map(visemeOf)).toEqual(['etc', 'ai', 'u', 'l']);
  });

  it('takes the phoneme under each frame, shifted by the lead-in', () => {
    const open = new Float32Array(10).fill(0.5);
    const v = visemeTrack(
      [
        { text: 'm', start: 0, end: 0.1 },
        { text: 'oU', start: 0.1, end: 0.2 },
      ],
      open,
      { fps: FPS, leadIn: 0.04 },
    );
    // Frame middles fall at -0.02, 0.02, 0.06, 0.10 … s of speech; outside the phonemes the openness decides.
    expect(v.slice(0, 5)).toEqual(['etc', 'mbp', 'mbp', 'o', 'o']);
    expect(v[8]).toBe('etc');
  });

  it('rests in silence with no phoneme', () => {
    expect(visemeTrack(undefined, new Float32Array(3), { fps: FPS, leadIn: 0 })).toEqual(['rest', 'rest', 'rest']);
  });
});

describe('blinks and head motion', () => {
  it('blinks every 2–6 s for about 120 ms, fully closing each time, the same for the same seed', () => {
    const b = blinkTrack(25 * 60, FPS, 42);
    expect(blinkTrack(25 * 60, FPS, 42)).toEqual(b);
    const starts: number[] = [];
    for (let f = 0; f < b.length; f++) if (b[f]! > 0 && (f === 0 || b[f - 1] === 0)) starts.push(f);
    expect(starts.length).toBeGreaterThanOrEqual(10);
    expect(starts.length).toBeLessThanOrEqual(35);
    let run = 0;
    for (let f = 0; f < b.length; f++) {
      run = b[f]! > 0 ? run + 1 : 0;
      expect(run).toBeLessThanOrEqual(6);
    }
    expect(b.filter((v) => v === 1).length).toBeGreaterThanOrEqual(starts.length);
  });

  it('sways a few units, more while speaking', () => {
    const quiet = motionTrack(new Float32Array(500), FPS, 3);
    const talking = motionTrack(new Float32Array(500).fill(0.6), FPS, 3);
    const range = (a: Float32Array) => Math.max(...a) - Math.min(...a);
    expect(Math.max(...quiet.dx.map(Math.abs))).toBeLessThan(4);
    expect(Math.max(...talking.dx.map(Math.abs), ...talking.dy.map(Math.abs))).toBeLessThan(8);
    expect(range(talking.dx)).toBeGreaterThan(range(quiet.dx));
    for (let f = 1; f < 500; f++) expect(Math.abs(talking.dx[f]! - talking.dx[f - 1]!)).toBeLessThan(1);
    // At rest at both ends, so clips cut together never make the head jump.
    for (const m of [quiet, talking]) expect([m.dx[0], m.dy[0], m.dx[499], m.dy[499]].map(Math.abs)).toEqual([0, 0, 0, 0]);
  });

  it('gives an idle track with the mouth at rest', () => {
    const t = mouthTrack(null, opts(100));
    expect(t).toHaveLength(100);
    expect(t.every((f) => f.open === 0 && f.viseme === 'rest')).toBe(true);
  });
});
