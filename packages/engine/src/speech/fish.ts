import { readFile, rm } from 'node:fs/promises';
import { SCRIPT_INPUT_ERROR } from '@framecast/timeline';
import { ScriptError, type SpeechEngine, type SpeechRequest, type SpeechResult, type VoiceInfo } from '../types.js';
import { engineRequest, storeEngineAudio } from './http-engine.js';
import { SPEECH_SAMPLE_RATE } from './normalise.js';
import { endpoint } from './openai-protocol.js';
import { speakableScript } from './script-text.js';
import { MIN_VOICED_SEC, totalDuration, voicedSpans } from './voiced.js';

export interface FishSpeechOptions {
  /** Server root, e.g. `http://fish:8080`. */
  baseUrl: string;
  /** `--api-key` of the server, sent as a Bearer token. */
  apiKey?: string;
  timeoutMs?: number;
}

/** fish-speech takes reference ids of letters, digits, '-', '_' and spaces (ours are uuids). */
const REFERENCE_ID = /^[a-zA-Z0-9_-]{1,255}$/;

/**
 * Cloned voices on fish-speech's HTTP API (ENGINE-PROTOCOLS §3.1): a voice is enrolled once as a stored
 * reference (`POST /v1/references/add`, the recording and what it says), then `POST /v1/tts` speaks
 * with `reference_id`. Voice ids are `clone:<reference id>`; which ids a space may use is the server's
 * business, so the engine lists no voices of its own. No timings come back: lip sync uses loudness.
 */
export class FishSpeechEngine implements SpeechEngine {
  readonly id = 'clone';

  constructor(private readonly opts: FishSpeechOptions) {}

  get version(): string {
    return `fish|${this.opts.baseUrl.replace(/\/+$/, '')}`;
  }

  async voices(): Promise<VoiceInfo[]> {
    return [];
  }

  private call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: string | FormData, accept = 'application/json') {
    const headers: Record<string, string> = { accept };
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    return engineRequest({
      url: endpoint(this.opts.baseUrl, path),
      method,
      headers,
      body,
      timeoutMs: this.opts.timeoutMs ?? 180_000,
      apiKey: this.opts.apiKey,
      what: 'Voice-clone engine',
    });
  }

  /** The engine answers its health check. */
  async health(): Promise<boolean> {
    const res = await this.call('GET', '/v1/health').catch(() => null);
    return res?.status === 200;
  }

  /** Stores a recording as the voice `id`; `text` is what the recording says, when known (it helps the engine). */
  async enroll(id: string, wavPath: string, text = ''): Promise<void> {
    if (!REFERENCE_ID.test(id)) throw new Error(`Invalid voice id '${id}'`);
    const form = new FormData();
    form.set('id', id);
    form.set('text', text);
    form.set('audio', new Blob([await readFile(wavPath)], { type: 'audio/wav' }), 'sample.wav');
    const res = await this.call('POST', '/v1/references/add?format=json', form);
    const answer = JSON.parse(res.body.toString('utf8') || '{}') as { success?: boolean; message?: string };
    if (answer.success === false) throw new Error(`Voice-clone engine refused the recording: ${answer.message ?? 'no reason given'}`);
  }

  /** Forgets the voice at the engine (nothing happens when it is not there). */
  async remove(id: string): Promise<void> {
    if (!REFERENCE_ID.test(id)) return;
    await engineRequest({
      url: endpoint(this.opts.baseUrl, '/v1/references/delete?format=json'),
      method: 'DELETE',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ reference_id: id }),
      timeoutMs: 30_000,
      apiKey: this.opts.apiKey,
      allow404: true,
      what: 'Voice-clone engine',
    });
  }

  async synthesize(req: SpeechRequest, outPath: string): Promise<Omit<SpeechResult, 'wavPath'>> {
    if (!REFERENCE_ID.test(req.voice)) throw new Error(`Invalid cloned voice '${req.voice}'`);
    const text = speakableScript(req.text);
    const res = await this.call('POST', '/v1/tts', JSON.stringify({ text, reference_id: req.voice, format: 'wav', normalize: true }), 'audio/wav, */*');
    if (!res.body.length) throw new Error('Voice-clone engine returned no audio');
    const samples = await storeEngineAudio(res.body, outPath, this.opts.timeoutMs ?? 180_000, 'Voice-clone engine');
    if (totalDuration(voicedSpans(samples, SPEECH_SAMPLE_RATE)) < MIN_VOICED_SEC) {
      await rm(outPath, { force: true });
      throw new ScriptError(SCRIPT_INPUT_ERROR);
    }
    return { durationSec: samples.length / SPEECH_SAMPLE_RATE, sampleRate: SPEECH_SAMPLE_RATE };
  }
}
