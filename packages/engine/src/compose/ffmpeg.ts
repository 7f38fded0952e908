import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';

/** ffmpeg failed: exit code plus the end of its stderr, which names the cause. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
    readonly exitCode: number | null,
  ) {
    super(stderrTail ? `${message}\n${stderrTail}` : message);
  }
}

export interface FfmpegRun {
  args: string[];
  /**
   * Raw streams to write into ffmpeg, by file descriptor: 0 is stdin (`-i pipe:0`), 3 and up are extra
   * pipes (`-i pipe:3`). Written with backpressure, so a slow encoder slows the producer.
   */
  inputs?: Record<number, AsyncIterable<Buffer>>;
  /** Seconds of output expected, for progress. */
  durationSec?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Kill ffmpeg after this long (default 30 minutes). */
  timeoutMs?: number;
  binary?: string;
}

const STDERR_TAIL = 4000;

/** Seconds of output written so far, from a `-progress` block (`out_time_us`, µs). */
export function parseProgressSeconds(block: string): number | null {
  const match = /(?:^|\n)out_time_us=(\d+)/.exec(block);
  return match ? Number(match[1]) / 1e6 : null;
}

/**
 * Runs ffmpeg without a shell. Adds `-progress pipe:1 -nostats`, feeds the piped inputs, reports progress
 * and rejects with the stderr tail when ffmpeg fails, times out or the signal aborts.
 */
export async function runFfmpeg(run: FfmpegRun): Promise<void> {
  run.signal?.throwIfAborted();
  const fds = Object.keys(run.inputs ?? {}).map(Number);
  const maxFd = Math.max(2, ...fds);
  const stdio = Array.from({ length: maxFd + 1 }, (_, fd) => (fd === 1 || fd === 2 || fds.includes(fd) ? 'pipe' : 'ignore'));
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-progress', 'pipe:1', '-nostats', ...run.args];
  const child = spawn(run.binary ?? 'ffmpeg', args, { stdio: stdio as ('pipe' | 'ignore')[] });

  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => {
    stderr = (stderr + d).slice(-STDERR_TAIL);
  });
  let progressBuf = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => {
    progressBuf += d;
    const end = progressBuf.lastIndexOf('progress=');
    if (end < 0) return;
    const seconds = parseProgressSeconds(progressBuf.slice(0, end));
    progressBuf = progressBuf.slice(end + 'progress='.length);
    if (seconds === null || !run.durationSec || !run.onProgress) return;
    try {
      run.onProgress(Math.min(1, seconds / run.durationSec));
    } catch (err) {
      kill(err instanceof Error ? err : new Error(String(err))); // a failing listener fails the run, not the process
    }
  });

  let killedFor: Error | null = null;
  const kill = (why: Error) => {
    if (killedFor) return;
    killedFor = why;
    child.kill('SIGKILL');
  };
  const timer = setTimeout(() => kill(new FfmpegError(`ffmpeg timed out after ${run.timeoutMs ?? 1_800_000} ms`, '', null)), run.timeoutMs ?? 1_800_000);
  const onAbort = () => kill(run.signal!.reason instanceof Error ? run.signal!.reason : new Error('Render cancelled'));
  run.signal?.addEventListener('abort', onAbort, { once: true });

  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  let done = false;
  const feeders = fds.map((fd) => feed(child.stdio[fd] as Writable, run.inputs![fd], () => done));
  try {
    const code = await exited;
    done = true;
    const feedErrors = (await Promise.allSettled(feeders)).filter((r) => r.status === 'rejected');
    if (killedFor) throw killedFor;
    if (code !== 0) throw new FfmpegError(`ffmpeg exited with code ${code}`, stderr.trim(), code);
    if (feedErrors.length) throw (feedErrors[0] as PromiseRejectedResult).reason;
    run.onProgress?.(1);
  } finally {
    done = true;
    clearTimeout(timer);
    run.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Writes a stream of buffers into a pipe; stops quietly when ffmpeg closes the pipe. Each buffer is
 * handed to the kernel before the next one is asked for, so a producer may reuse its frame buffers.
 */
async function feed(pipe: Writable, source: AsyncIterable<Buffer>, stopped: () => boolean): Promise<void> {
  let closed = false;
  pipe.on('error', () => {
    closed = true; // EPIPE: ffmpeg has what it needs (or failed, which its exit code reports)
  });
  pipe.on('close', () => {
    closed = true;
  });
  try {
    for await (const chunk of source) {
      if (closed || stopped()) break;
      await written(pipe, chunk);
    }
  } finally {
    if (!closed) pipe.end();
  }
}

/** Resolves once the chunk is written out (or the pipe is gone), leaving no listeners behind. */
function written(pipe: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      pipe.off('close', done);
      resolve();
    };
    pipe.on('close', done);
    pipe.write(chunk, done);
  });
}
