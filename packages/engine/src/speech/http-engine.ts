import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normaliseToSpeechWav, SPEECH_SAMPLE_RATE } from './normalise.js';
import { errorMessageOf } from './openai-protocol.js';
import { encodeWav, parseWav, readWav } from './wav.js';

/** What the speech engines over HTTP share: one request with a deadline and plain errors, and their audio stored as our WAV. */

const isRiffWave = (b: Buffer) => b.length >= 12 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WAVE';

export interface EngineRequest {
  url: string;
  method: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | FormData;
  timeoutMs: number;
  /** Bearer token, when the engine has one. */
  apiKey?: string;
  /** Answer a 404 instead of failing (an engine without that route). */
  allow404?: boolean;
  /** How errors name the engine ("Speech engine", "Voice-clone engine"). */
  what: string;
}

export async function engineRequest(r: EngineRequest): Promise<{ status: number; body: Buffer }> {
  const headers = { ...r.headers };
  if (r.apiKey) headers.authorization = `Bearer ${r.apiKey}`;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), r.timeoutMs);
  try {
    const res = await fetch(r.url, { method: r.method, headers, body: r.body, signal: abort.signal });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok && !(r.allow404 && res.status === 404)) {
      throw new Error(`${r.what} error (HTTP ${res.status}): ${errorMessageOf(body.toString('utf8')) || res.statusText}`);
    }
    return { status: res.status, body };
  } catch (err) {
    if (abort.signal.aborted) throw new Error(`${r.what} at ${r.url} did not answer within ${r.timeoutMs / 1000} s`);
    if (err instanceof TypeError) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      throw new Error(`${r.what} at ${r.url} is unreachable: ${cause?.code ?? cause?.message ?? err.message}`);
    }
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** Writes an engine's audio as the standard WAV (as is when it already is one, else through ffmpeg) and answers its samples. */
export async function storeEngineAudio(bytes: Buffer, outPath: string, timeoutMs: number, what: string): Promise<Int16Array> {
  const wav = isRiffWave(bytes) ? parseWav(bytes) : null;
  if (wav && wav.channels === 1 && wav.sampleRate === SPEECH_SAMPLE_RATE) {
    await writeFile(outPath, encodeWav(wav.samples, SPEECH_SAMPLE_RATE));
    return wav.samples;
  }
  const dir = await mkdtemp(join(tmpdir(), 'framecast-tts-'));
  try {
    const input = join(dir, wav ? 'engine.wav' : 'engine.audio');
    await writeFile(input, wav ? encodeWav(wav.samples, wav.sampleRate, wav.channels) : bytes);
    await normaliseToSpeechWav(input, outPath, timeoutMs).catch((err: Error) => {
      throw new Error(`${what} returned audio that could not be decoded: ${err.message}`);
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return (await readWav(outPath)).samples;
}
