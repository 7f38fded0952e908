import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeWav } from '../wav.js';

/**
 * A local stand-in for an OpenAI-compatible speech server, for adapter tests. By default it behaves
 * like Kokoro-FastAPI (ENGINE-PROTOCOLS.md §1.1, §8): WAV streamed with chunked transfer and a header
 * whose sizes are placeholders, FastAPI `{detail:{…}}` errors, 400 for an unknown voice or model,
 * voices as `{voices:[{id,name}]}` or, in legacy mode, plain strings. It speaks a tone, not words:
 * 0.06 s per input character divided by speed, at 22050 Hz so callers must resample.
 */

export interface FakeTtsOptions {
  voices?: string[];
  /** Kokoro (default), Kokoro before 0.3 / `?legacy=true` (strings), speaches (language/gender), none (404). */
  listing?: 'kokoro' | 'legacy' | 'speaches' | 'none';
  /** Error body shape: Kokoro/speaches FastAPI (default) or OpenAI/LocalAI. */
  errors?: 'fastapi' | 'openai';
  models?: string[];
  sampleRate?: number;
  channels?: number;
  /** Required Bearer key; a missing or wrong one answers 403 like speaches. */
  apiKey?: string;
  /** Answer with silence (an engine that "spoke" nothing). */
  silent?: boolean;
  /** Wait this long before answering speech requests (ms). */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body?: Record<string, unknown>;
}

export interface FakeTtsServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const KOKORO_MODELS = ['tts-1', 'tts-1-hd', 'kokoro', 'gpt-4o-mini-tts'];

/** Header as a streaming muxer sends it: RIFF and data sizes unknown (0xFFFFFFFF), a LIST chunk between. */
function streamingWavHeader(sampleRate: number, channels: number): Buffer {
  const riffFmt = encodeWav(new Int16Array(0), sampleRate, channels).subarray(0, 36);
  riffFmt.writeUInt32LE(0xffffffff, 4);
  const list = Buffer.from('INFOISFT\x0e\x00\x00\x00Lavf60.16.100\x00', 'latin1');
  const chunk = (id: string, size: number) => {
    const h = Buffer.alloc(8);
    h.write(id, 0, 'ascii');
    h.writeUInt32LE(size, 4);
    return h;
  };
  return Buffer.concat([riffFmt, chunk('LIST', list.length), list, chunk('data', 0xffffffff)]);
}

/** A warbling 220 Hz tone, interleaved for `channels`. */
function tone(seconds: number, sampleRate: number, channels: number, silent: boolean): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const out = Buffer.alloc(frames * channels * 2);
  for (let i = 0; i < frames; i++) {
    const t = i / sampleRate;
    const v = silent ? 0 : Math.round(8000 * Math.sin(2 * Math.PI * 220 * t) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 3 * t)));
    for (let c = 0; c < channels; c++) out.writeInt16LE(v, (i * channels + c) * 2);
  }
  return out;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  if (!chunks.length) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

export async function startFakeTts(opts: FakeTtsOptions = {}): Promise<FakeTtsServer> {
  const voices = opts.voices ?? ['af_heart', 'am_adam'];
  const models = opts.models ?? KOKORO_MODELS;
  const rate = opts.sampleRate ?? 22050;
  const channels = opts.channels ?? 1;
  const requests: RecordedRequest[] = [];

  const fail = (res: ServerResponse, status: number, code: string, message: string) => {
    const body =
      opts.errors === 'openai'
        ? { error: { message, type: 'invalid_request_error', param: null, code } }
        : { detail: { error: code, message, type: status >= 500 ? 'server_error' : 'invalid_request_error' } };
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readJson(req);
    requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization, body });
    if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) {
      res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Invalid API key' }));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/v1/audio/voices') {
      const listing = url.searchParams.get('legacy') === 'true' ? 'legacy' : (opts.listing ?? 'kokoro');
      if (listing === 'none') return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not Found"}');
      const list =
        listing === 'legacy'
          ? { voices: voices }
          : listing === 'speaches'
            ? { voices: voices.map((v, i) => ({ id: v, name: v, language: 'en-US', gender: i % 2 ? 'male' : 'female' })), object: 'list' }
            : { voices: voices.map((v) => ({ id: v, name: v })) };
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/audio/speech') return void fail(res, 404, 'not_found', 'Not Found');
    if (!body || typeof body.input !== 'string') return void fail(res, 422, 'validation_error', 'input is required');
    if (!models.includes(String(body.model))) return void fail(res, 400, 'invalid_model', `Unsupported model: ${body.model}`);
    if (!voices.includes(String(body.voice))) return void fail(res, 400, 'validation_error', `Voice '${body.voice}' not found`);
    if (body.response_format !== 'wav') return void fail(res, 400, 'validation_error', 'this fake only speaks wav');
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));

    const speed = typeof body.speed === 'number' ? body.speed : 1;
    const pcm = tone((0.06 * body.input.length) / speed, rate, channels, opts.silent ?? false);
    res.writeHead(200, { 'content-type': 'audio/wav', 'content-disposition': 'attachment; filename=speech.wav', 'transfer-encoding': 'chunked' });
    res.write(streamingWavHeader(rate, channels));
    // One chunk per "sentence", as Kokoro streams; odd sizes so a chunk can split a sample.
    const piece = 4097;
    for (let at = 0; at < pcm.length; at += piece) {
      res.write(pcm.subarray(at, at + piece));
      await new Promise((r) => setImmediate(r));
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // fetch keeps connections alive
      }),
  };
}
