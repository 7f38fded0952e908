import { rm } from 'node:fs/promises';
import { SCRIPT_INPUT_ERROR } from '@framecast/timeline';
import { ScriptError, type SpeechEngine, type SpeechRequest, type SpeechResult, type VoiceInfo } from '../types.js';
import { engineRequest, storeEngineAudio } from './http-engine.js';
import { SPEECH_SAMPLE_RATE } from './normalise.js';
import { endpoint, parseVoiceListing, speechRequestBody, voiceInfoOf } from './openai-protocol.js';
import { speakableScript } from './script-text.js';
import { MIN_VOICED_SEC, totalDuration, voicedSpans } from './voiced.js';

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
    const samples = await storeEngineAudio(res.body, outPath, this.opts.timeoutMs ?? 120_000, 'Speech engine');

    if (totalDuration(voicedSpans(samples, SPEECH_SAMPLE_RATE)) < MIN_VOICED_SEC) {
      await rm(outPath, { force: true });
      throw new ScriptError(SCRIPT_INPUT_ERROR);
    }
    return { durationSec: samples.length / SPEECH_SAMPLE_RATE, sampleRate: SPEECH_SAMPLE_RATE };
  }

  private request(method: 'GET' | 'POST', path: string, json: unknown, timeoutMs: number, allow404 = false) {
    return engineRequest({
      url: endpoint(this.opts.baseUrl, path),
      method,
      headers: { accept: method === 'GET' ? 'application/json' : 'audio/wav, */*', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
      timeoutMs,
      apiKey: this.opts.apiKey,
      allow404,
      what: 'Speech engine',
    });
  }
}
