import { runProcess } from './process.js';

/** Every speech engine's output is stored as WAV, 16-bit PCM, mono, at this rate. */
export const SPEECH_SAMPLE_RATE = 24000;

/** A file, or audio of a known container format arriving on stdin. */
export type AudioInput = { path: string } | { stdinFormat: string };

/**
 * ffmpeg arguments that turn any audio into the standard speech WAV. Bit-exact output and no
 * metadata, so the same input always gives the same bytes (outputs are cached by content hash).
 * `file:` keeps a path that starts with '-' or holds ':' from being read as an option or protocol.
 */
export function normaliseArgs(input: AudioInput, output: string): string[] {
  const from = 'path' in input ? ['-i', `file:${input.path}`] : ['-f', input.stdinFormat, '-i', 'pipe:0'];
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    ...from,
    '-map',
    '0:a:0',
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(SPEECH_SAMPLE_RATE),
    '-c:a',
    'pcm_s16le',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-f',
    'wav',
    `file:${output}`,
  ];
}

/** Converts `input` to the standard speech WAV at `output`. */
export async function normaliseToSpeechWav(input: string, output: string, timeoutMs = 60_000): Promise<void> {
  await runProcess('ffmpeg', normaliseArgs({ path: input }, output), { timeoutMs });
}
