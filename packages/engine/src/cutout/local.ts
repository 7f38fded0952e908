import { spawn } from 'node:child_process';
import { open } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { type BackgroundRemover, CutoutError } from './types.js';

const CHILD = fileURLToPath(new URL('./imgly-child.mjs', import.meta.url));
/** One model run at a time per process: each takes ~0.9 GB and both cores. */
const oneAtATime = pLimit(1);
const MIME: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

export interface LocalCutoutOptions {
  /** imgly's models: `small` (44 MB) or `medium` (88 MB, the cleaner edge; ~5 s a picture on 2 cores). */
  model?: 'small' | 'medium';
  timeoutMs?: number;
}

/**
 * The local background remover: IMG.LY's segmentation model (ISNet, shipped inside the npm package) on
 * onnxruntime's CPU backend, in a child process so its memory is given back after each picture and a
 * crash cannot take the server with it.
 */
export class LocalBackgroundRemover implements BackgroundRemover {
  readonly id = 'local';

  constructor(private readonly opts: LocalCutoutOptions = {}) {}

  remove(input: string, out: string, signal?: AbortSignal): Promise<void> {
    return oneAtATime(() => this.run(input, out, signal));
  }

  private async run(input: string, out: string, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    const mime = MIME[await sniff(input)];
    if (!mime) throw new CutoutError('unreadable');
    const child = spawn(process.execPath, [CHILD, input, mime, out, this.opts.model ?? 'medium'], { stdio: ['ignore', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < 4000) stderr += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), this.opts.timeoutMs ?? 120_000);
    try {
      const code = await new Promise<number | null>((resolve, reject) => {
        child.on('error', reject);
        child.on('close', resolve);
      });
      if (code !== 0) throw new Error(`Background removal failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The picture's format by its first bytes (the model's decoder is told what it gets). */
async function sniff(file: string): Promise<string> {
  const fh = await open(file, 'r');
  try {
    const { buffer } = await fh.read(Buffer.alloc(12), 0, 12, 0);
    if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
    if (buffer[0] === 0xff && buffer[1] === 0xd8) return 'jpeg';
    if (buffer.toString('ascii', 0, 4) === 'RIFF' && buffer.toString('ascii', 8, 12) === 'WEBP') return 'webp';
    return '';
  } finally {
    await fh.close();
  }
}
