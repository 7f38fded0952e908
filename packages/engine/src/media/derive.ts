import { spawn } from 'node:child_process';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { imageThumbArgs, PeakReducer, pcmArgs, posterArgs } from './derive-args.js';

export const THUMB_WIDTH = 480;
export const WAVEFORM_BARS = 200;
const PCM_RATE = 8000;

export async function makePoster(input: string, output: string, durationSec: number): Promise<void> {
  await runFfmpeg({ args: posterArgs({ input, output, atSec: durationSec > 2 ? 1 : durationSec / 2, width: THUMB_WIDTH }), timeoutMs: 60_000 });
}

export async function makeImageThumb(input: string, output: string): Promise<void> {
  await runFfmpeg({ args: imageThumbArgs({ input, output, width: THUMB_WIDTH }), timeoutMs: 60_000 });
}

/** Waveform peaks of a file's audio, streamed through ffmpeg (never the whole decoded audio in memory). */
export async function waveformPeaks(input: string, durationSec: number, bars = WAVEFORM_BARS): Promise<number[]> {
  const reducer = new PeakReducer(bars, Math.max(1, Math.round(durationSec * PCM_RATE)));
  const child = spawn('ffmpeg', pcmArgs({ input, rate: PCM_RATE }), { stdio: ['ignore', 'pipe', 'pipe'] });
  const timer = setTimeout(() => child.kill('SIGKILL'), 5 * 60_000);
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  for await (const chunk of child.stdout) reducer.push(chunk as Buffer);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`ffmpeg could not decode the audio: ${stderr.trim()}`);
  return reducer.result();
}
