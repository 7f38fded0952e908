import { engineRequest } from '../speech/http-engine.js';

/**
 * Image generation over HTTP: the OpenAI `POST /v1/images/generations` shape that LocalAI, Ollama,
 * stable-diffusion.cpp's sd-server and OpenAI answer (ENGINE-PROTOCOLS.md §1.4). We ask for b64_json
 * (Ollama and sd.cpp return nothing else), take `url` as a fallback (LocalAI's default), and loop for
 * several images, since Ollama ignores `n`.
 */

export interface ImageEngineOptions {
  /** Base URL, e.g. http://localai:8080 (with or without /v1). */
  url: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}

export interface ImageRequest {
  prompt: string;
  /** Things to keep out of the picture (LocalAI splits `positive|negative`; others read it in the prompt). */
  negative?: string;
  width: number;
  height: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const WEBP = (b: Buffer) => b.length > 12 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP';
const isImage = (b: Buffer) => b.subarray(0, 4).equals(PNG) || b.subarray(0, 3).equals(JPEG) || WEBP(b);

/** What generates a picture from words. */
export interface ImageEngine {
  readonly id: string;
  generate(req: ImageRequest): Promise<Buffer>;
}

export class OpenAiImageEngine implements ImageEngine {
  readonly id = 'openai-images';
  private readonly base: string;

  constructor(private readonly opts: ImageEngineOptions) {
    this.base = opts.url.replace(/\/+$/, '').replace(/\/v1$/, '');
  }

  /** One image's bytes (PNG, JPEG or WebP as the engine made it). */
  async generate(req: ImageRequest): Promise<Buffer> {
    const prompt = req.negative ? `${req.prompt}|${req.negative}` : req.prompt;
    const { body } = await engineRequest({
      url: `${this.base}/v1/images/generations`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: this.opts.model ?? 'stablediffusion', prompt, n: 1, size: `${req.width}x${req.height}`, response_format: 'b64_json' }),
      timeoutMs: this.opts.timeoutMs ?? 300_000,
      apiKey: this.opts.apiKey,
      what: 'Image engine',
    });
    let item: { b64_json?: string; url?: string } | undefined;
    try {
      item = (JSON.parse(body.toString('utf8')) as { data?: { b64_json?: string; url?: string }[] }).data?.[0];
    } catch {
      throw new Error('Image engine answered something that is not JSON');
    }
    const bytes = item?.b64_json
      ? Buffer.from(item.b64_json, 'base64')
      : item?.url
        ? (await engineRequest({ url: new URL(item.url, this.base).href, method: 'GET', timeoutMs: 60_000, apiKey: this.opts.apiKey, what: 'Image engine' }))
            .body
        : null;
    if (!bytes || !isImage(bytes)) throw new Error('Image engine returned no image');
    return bytes;
  }
}
