import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SPEECH_SAMPLE_RATE } from '@framecast/engine';

/**
 * The recordings of a clone joined into one mono WAV at the speech rate (what the engine enrols, and
 * what the My Voices list plays back), with its length. Video samples give their sound track.
 */
export async function joinSamples(files: string[]): Promise<{ wav: string; seconds: number; dir: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'framecast-clone-'));
  const wav = path.join(dir, 'samples.wav');
  const inputs = files.flatMap((f) => ['-i', f]);
  const chain = `${files.map((_, i) => `[${i}:a:0]`).join('')}concat=n=${files.length}:v=0:a=1[a]`;
  await new Promise<void>((resolve, reject) =>
    execFile(
      'ffmpeg',
      [
        '-v',
        'error',
        '-nostdin',
        '-y',
        ...inputs,
        '-filter_complex',
        chain,
        '-map',
        '[a]',
        '-ac',
        '1',
        '-ar',
        String(SPEECH_SAMPLE_RATE),
        '-c:a',
        'pcm_s16le',
        wav,
      ],
      { timeout: 120_000 },
      (err, _out, stderr) => (err ? reject(new Error(String(stderr).trim() || err.message)) : resolve()),
    ),
  );
  const { size } = await fs.stat(wav);
  return { wav, seconds: Math.max(0, size - 44) / 2 / SPEECH_SAMPLE_RATE, dir };
}
