import { spawn } from 'node:child_process';

/**
 * The raw frames ffmpeg writes to its stdout (`-f rawvideo pipe:1` in `args`), one buffer of
 * `frameBytes` each, in order. A consumer that stops early leaves no ffmpeg running.
 */
export async function* ffmpegFrames(args: string[], frameBytes: number): AsyncGenerator<Buffer> {
  const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let pending: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length >= frameBytes) {
        yield Buffer.from(pending.subarray(0, frameBytes));
        pending = pending.subarray(frameBytes);
      }
    }
  } finally {
    child.kill();
  }
}
