import type { MusicMood } from './library/styles.js';

/**
 * The library's music beds, synthesised here (no recordings are shipped): a four-chord progression as a
 * soft plucked arpeggio, with a light kick for the upbeat and pulse moods. Plain, license-free, and
 * looped by the renderer under the voice. Deterministic: the same mood gives the same bytes.
 */

const RATE = 22050;
const SECONDS = 16;
// I–V–vi–IV in C (as MIDI notes), one chord a bar.
const CHORDS = [
  [60, 64, 67, 72],
  [55, 59, 62, 67],
  [57, 60, 64, 69],
  [53, 57, 60, 65],
];
const MOODS: Record<MusicMood, { bpm: number; octave: number; kick: boolean; decay: number; level: number }> = {
  upbeat: { bpm: 120, octave: 0, kick: true, decay: 6, level: 0.22 },
  calm: { bpm: 80, octave: -12, kick: false, decay: 2.5, level: 0.2 },
  elegant: { bpm: 90, octave: 0, kick: false, decay: 3.5, level: 0.18 },
  pulse: { bpm: 124, octave: -12, kick: true, decay: 9, level: 0.22 },
};

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** A mono 16-bit WAV of the mood's bed. */
export function musicWav(mood: MusicMood): Buffer {
  const m = MOODS[mood];
  const samples = RATE * SECONDS;
  const step = 60 / m.bpm / 2; // eighth notes
  const bar = step * 8;
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / RATE;
    const chord = CHORDS[Math.floor(t / bar) % CHORDS.length];
    const n = Math.floor(t / step);
    const since = t - n * step;
    const f = hz(chord[n % chord.length] + m.octave);
    // A plucked note: sine plus a little octave, decaying; a held pad of the chord's root under it.
    let v = Math.exp(-m.decay * since) * (Math.sin(2 * Math.PI * f * t) + 0.3 * Math.sin(4 * Math.PI * f * t));
    v += 0.25 * Math.sin(2 * Math.PI * hz(chord[0] - 12 + m.octave) * t);
    if (m.kick) {
      const beat = t % (step * 2);
      v += 0.8 * Math.exp(-18 * beat) * Math.sin(2 * Math.PI * (50 + 60 * Math.exp(-30 * beat)) * beat);
    }
    // Fade the loop's ends so the seam does not click.
    const edge = Math.min(1, t / 0.05, (SECONDS - t) / 0.05);
    pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v * m.level * edge)) * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
