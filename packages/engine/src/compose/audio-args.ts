import { round } from './escape.js';

/** A stretch of the soundtrack: silence, or one speech WAV starting `leadSamples` in. */
export interface AudioPiece {
  wavPath?: string;
  leadSamples: number;
  totalSamples: number;
}

export interface AudioMixSpec {
  /** Sample rate the piece positions count in (the speech rate, 24 kHz). */
  sampleRate: number;
  pieces: AudioPiece[];
  music?: { path: string; volume: number; duck: boolean };
  output: string;
}

/** The final track's format: what players and uploads expect. */
export const OUTPUT_RATE = 48000;

/**
 * Lays the speech on the timeline sample-exactly (delay + pad + trim per piece, then concat), adds
 * looped music at its volume, ducked under the speech by a sidechain compressor, and encodes AAC once.
 */
export function audioMixArgs(spec: AudioMixSpec): string[] {
  const { sampleRate: rate } = spec;
  const total = spec.pieces.reduce((sum, p) => sum + p.totalSamples, 0);
  const totalSec = total / rate;
  const inputs: string[] = [];
  const graph: string[] = [];
  let count = 0;
  const labels = spec.pieces.map((piece, k) => {
    const label = `p${k}`;
    if (piece.wavPath) {
      inputs.push('-i', piece.wavPath);
      graph.push(
        `[${count++}:a]aresample=${rate},aformat=sample_fmts=fltp:channel_layouts=mono,` +
          `adelay=delays=${piece.leadSamples}S:all=1,apad=whole_len=${piece.totalSamples},atrim=end_sample=${piece.totalSamples}[${label}]`,
      );
    } else {
      graph.push(`anullsrc=r=${rate}:cl=mono,aformat=sample_fmts=fltp,atrim=end_sample=${piece.totalSamples}[${label}]`);
    }
    return `[${label}]`;
  });
  // Speech alone is mono; music brings stereo.
  const layout = spec.music ? 'stereo' : 'mono';
  const toOutput = `aresample=${OUTPUT_RATE},aformat=sample_fmts=fltp:channel_layouts=${layout}`;
  graph.push(`${labels.join('')}concat=n=${labels.length}:v=0:a=1,${toOutput}[speech]`);

  let out = 'speech';
  if (spec.music) {
    inputs.push('-stream_loop', '-1', '-t', round(totalSec + 0.1, 4), '-i', spec.music.path);
    const m = count++;
    graph.push(`[${m}:a]${toOutput},volume=${round(spec.music.volume, 3)}[music]`);
    if (spec.music.duck) {
      graph.push('[speech]asplit=2[voice][key]');
      graph.push('[music][key]sidechaincompress=threshold=0.02:ratio=8:attack=20:release=400[ducked]');
      graph.push('[voice][ducked]amix=inputs=2:duration=first:normalize=0[mix]');
    } else {
      graph.push('[speech][music]amix=inputs=2:duration=first:normalize=0[mix]');
    }
    out = 'mix';
  }
  graph.push(`[${out}]atrim=end_sample=${Math.round(totalSec * OUTPUT_RATE)}[aout]`);
  // The default AAC coder (twoloop) costs several times more CPU than the whole audio mix for no audible gain on speech.
  const bitrate = spec.music ? '128k' : '96k';
  return [...inputs, '-filter_complex', graph.join(';'), '-map', '[aout]', '-c:a', 'aac', '-aac_coder', 'fast', '-b:a', bitrate, '-f', 'mp4', spec.output];
}
