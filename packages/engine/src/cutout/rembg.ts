import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { engineRequest } from '../speech/http-engine.js';
import type { BackgroundRemover } from './types.js';

export interface RembgOptions {
  /** Base URL of `rembg s`, e.g. http://rembg:7000. */
  url: string;
  /** One of rembg's session names (u2net, isnet-general-use, birefnet-general, …); the server's default when unset. */
  model?: string;
  apiKey?: string;
  timeoutMs?: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Background removal by a rembg server (ENGINE-PROTOCOLS.md §4): POST multipart to /api/remove, options
 * as form fields, the cut-out back as PNG. POST, not GET with a URL: rembg refuses loopback and private
 * addresses for GET, and the picture is on our disk anyway. The first call may wait for a model download.
 */
export class RembgBackgroundRemover implements BackgroundRemover {
  readonly id = 'rembg';
  private readonly base: string;

  constructor(private readonly opts: RembgOptions) {
    this.base = opts.url.replace(/\/+$/, '');
  }

  async remove(input: string, out: string): Promise<void> {
    const form = new FormData();
    form.set('file', new Blob([await readFile(input)]), basename(input));
    if (this.opts.model) form.set('model', this.opts.model);
    const { body } = await engineRequest({
      url: `${this.base}/api/remove`,
      method: 'POST',
      body: form,
      timeoutMs: this.opts.timeoutMs ?? 180_000,
      apiKey: this.opts.apiKey,
      what: 'Background removal engine',
    });
    if (!body.subarray(0, 8).equals(PNG)) throw new Error('Background removal engine returned no PNG');
    await writeFile(out, body);
  }
}
