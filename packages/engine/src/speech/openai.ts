import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCRIPT_INPUT_ERROR } from '@framecast/timeline';
import { ScriptError, type SpeechEngine, type SpeechRequest, type SpeechResult, type VoiceInfo } from '../types.js';
import { normaliseToSpeechWav, SPEECH_SAMPLE_RATE } from './normalise.js';
import { endpoint, errorMessageOf, parseVoiceListing, speechRequestBody, voiceInfoOf } from './openai-protocol.js';
import { speakableScript } from './script-text.js';
import { MIN_VOICED_SEC, totalDuration, voicedSpans } from './voiced.js';
import { encodeWav, parseWav, readWav } from './wav.js';

export interface OpenAiSpeechOptions {
  /** Server root, with or without `/v1` (e.g. `http://kokoro:8880`). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey?: string;
  /** Kokoro accepts tts-1, tts-1-hd, kokoro, gpt-4o-mini-tts; speaches needs an installed model id. */
  model?: string;
  /** Whole request, body included (default 120 s: long scripts on a CPU server are slow). */
  timeoutMs?: number;
  /** Voice listing (default 15 s). */
  voicesTimeoutMs?: number;
  /** How long a voice listing is reused (default 5 min): every voice picker asks, the server rarely changes. */
  voicesTtlMs?: number;
}

const isRiffWave = (b: Buffer) => b.length >= 12 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WAVE';

/**
 * Any server speaking OpenAI's `POST /v1/audio/speech` (Kokoro-FastAPI, speaches, LocalAI, chatterbox,
 * OpenAI itself). Asks for WAV, reads the whole body (Kokoro streams it chunked, with placeholder
 * sizes in the header), decodes the header instead of trusting a sample rate, and stores the standard
 * 24 kHz mono WAV. These servers give no phoneme or word timings here, so lip sync uses loudness.
 */
export class OpenAiSpeechEngine implements SpeechEngine {
  readonly id = 'http';
  private readonly model: string;

  constructor(private readonly opts: OpenAiSpeechOptions) {
    this.model = opts.model?.trim() || 'tts-1';
  }

  /** Another server or model says the same words differently. */
  get version(): string {
    return `${this.opts.baseUrl.replace(/\/+$/, '')}|${this.model}`;
  }

  private listing: { at: number; voices: Promise<VoiceInfo[]> } | null = null;

  /** The server's voices, asked once per `voicesTtlMs` (callers at the same moment share one request); a failure is not kept. */
  voices(): Promise<VoiceInfo[]> {
    const ttl = this.opts.voicesTtlMs ?? 5 * 60_000;
    if (this.listing && Date.now() - this.listing.at < ttl) return this.listing.voices;
    const listing = { at: Date.now(), voices: this.fetchVoices() };
    this.listing = listing;
    listing.voices.catch(() => {
      if (this.listing === listing) this.listing = null;
    });
    return listing.voices;
  }

  private async fetchVoices(): Promise<VoiceInfo[]> {
    // LocalAI (some versions) and openedai-speech have no listing: no voices to offer, not a failure.
    const res = await this.request('GET', '/v1/audio/voices', undefined, this.opts.voicesTimeoutMs ?? 15_000, true);
    if (res.status === 404) return [];
    let listing: unknown;
    try {
      listing = JSON.parse(res.body.toString('utf8'));
    } catch {
      throw new Error('Speech engine answered the voice list with something other than JSON');
    }
    return parseVoiceListing(listing).map((v) => ({ ...voiceInfoOf(v), quality: 'natural' as const }));
  }

  async synthesize(req: SpeechRequest, outPath: string): Promise<Omit<SpeechResult, 'wavPath'>> {
    const input = speakableScript(req.text);
    const body = speechRequestBody(this.model, input, req.voice, req.speed);
    const res = await this.request('POST', '/v1/audio/speech', body, this.opts.timeoutMs ?? 120_000);
    if (!res.body.length) throw new Error('Speech engine returned no audio');
    const samples = await this.store(res.body, outPath);

    if (totalDuration(voicedSpans(samples, SPEECH_SAMPLE_RATE)) < MIN_VOICED_SEC) {
      await rm(outPath, { force: true });
      throw new ScriptError(SCRIPT_INPUT_ERROR);
    }
    return { durationSec: samples.length / SPEECH_SAMPLE_RATE, sampleRate: SPEECH_SAMPLE_RATE };
  }

  /** Writes the standard WAV (as is when it already is one, else through ffmpeg) and answers its samples. */
  private async store(bytes: Buffer, outPath: string): Promise<Int16Array> {
    const wav = isRiffWave(bytes) ? parseWav(bytes) : null;
    if (wav && wav.channels === 1 && wav.sampleRate === SPEECH_SAMPLE_RATE) {
      await writeFile(outPath, encodeWav(wav.samples, SPEECH_SAMPLE_RATE));
      return wav.samples;
    }
    const dir = await mkdtemp(join(tmpdir(), 'framecast-tts-'));
    try {
      // A decoded WAV is re-written with true sizes (a streamed header has placeholders); anything
      // else (a server that ignored response_format) is left for ffmpeg to recognise.
      const input = join(dir, wav ? 'engine.wav' : 'engine.audio');
      await writeFile(input, wav ? encodeWav(wav.samples, wav.sampleRate, wav.channels) : bytes);
      await normaliseToSpeechWav(input, outPath, this.opts.timeoutMs ?? 120_000).catch((err: Error) => {
        throw new Error(`Speech engine returned audio that could not be decoded: ${err.message}`);
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return (await readWav(outPath)).samples;
  }

  private async request(method: 'GET' | 'POST', path: string, json: unknown, timeoutMs: number, allow404 = false) {
    const url = endpoint(this.opts.baseUrl, path);
    const headers: Record<string, string> = { accept: method === 'GET' ? 'application/json' : 'audio/wav, */*' };
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (this.opts.apiKey) headers.authorization = `Bearer ${this.opts.apiKey}`;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      const res = await fetch(url, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), signal: abort.signal });
      // The whole body, under the same deadline: Kokoro sends it sentence by sentence.
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok && !(allow404 && res.status === 404)) {
        throw new Error(`Speech engine error (HTTP ${res.status}): ${errorMessageOf(body.toString('utf8')) || res.statusText}`);
      }
      return { status: res.status, body };
    } catch (err) {
      if (abort.signal.aborted) throw new Error(`Speech engine at ${url} did not answer within ${timeoutMs / 1000} s`);
      if (err instanceof TypeError) {
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        throw new Error(`Speech engine at ${url} is unreachable: ${cause?.code ?? cause?.message ?? err.message}`);
      }
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }
}
