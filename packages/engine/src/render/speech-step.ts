import fs from 'node:fs/promises';
import path from 'node:path';
import { isSpeakable, SCRIPT_INPUT_ERROR, type ScriptSegment } from '@framecast/timeline';
import { stepKey } from '../cache/hash.js';
import { ScriptError, type SpeechRegistry, type SpeechResult, type StepCache } from '../types.js';

/** Bump when synthesis output changes for the same voice, text and speed. */
export const SPEECH_VERSION = 1;

export interface SpeechTakeResult {
  /** Key of the WAV; the JSON sidecar shares it with `.json`. */
  key: string;
  result: SpeechResult;
  cached: boolean;
}

type Sidecar = Omit<SpeechResult, 'wavPath'>;

/** The take's key: what is said, by which voice, at what speed, and by which engine build (see SpeechEngine.version). */
export const speechKey = (segment: Pick<ScriptSegment, 'voice' | 'text' | 'speed'>, registry: SpeechRegistry) =>
  stepKey('speech', SPEECH_VERSION, { voice: segment.voice, text: segment.text, speed: segment.speed, engine: engineVersion(registry, segment.voice) }, 'wav');

function engineVersion(registry: SpeechRegistry, voice: string): string {
  try {
    const { engine } = registry.resolve(voice);
    return `${engine.id}@${engine.version ?? ''}`;
  } catch {
    return ''; // an unknown voice fails when it is spoken, with the registry's own message
  }
}

const sidecarKey = (wavKey: string) => wavKey.replace(/\.wav$/, '.json');

/** Refuses a script with a segment that has nothing to say, before any engine runs. */
export function assertSpeakable(segments: readonly Pick<ScriptSegment, 'text'>[]): void {
  if (segments.some((s) => !isSpeakable(s.text))) throw new ScriptError(SCRIPT_INPUT_ERROR);
}

/**
 * The segment's take when the cache holds it (WAV and sidecar), without running any engine: what the
 * editor's preview answers at once, and the hit path of `speakSegment`.
 */
export async function findSpeech(opts: {
  segment: Pick<ScriptSegment, 'voice' | 'text' | 'speed'>;
  registry: SpeechRegistry;
  cache: StepCache;
}): Promise<SpeechTakeResult | null> {
  const key = speechKey(opts.segment, opts.registry);
  const metaPath = await opts.cache.get(sidecarKey(key));
  const wavPath = metaPath && (await opts.cache.get(key));
  if (!metaPath || !wavPath) return null;
  const meta = JSON.parse(await fs.readFile(metaPath, 'utf8')) as Sidecar;
  return { key, result: { ...meta, wavPath }, cached: true };
}

/**
 * One segment's speech: from the cache (WAV + JSON sidecar with duration, phonemes, words) or from its
 * engine. The sidecar is stored last, so a take counts as cached only when both files are there.
 */
export async function speakSegment(opts: {
  segment: Pick<ScriptSegment, 'id' | 'voice' | 'text' | 'speed'>;
  registry: SpeechRegistry;
  cache: StepCache;
  tmpDir: string;
}): Promise<SpeechTakeResult> {
  const { segment, cache } = opts;
  const found = await findSpeech(opts);
  if (found) return found;
  const key = speechKey(segment, opts.registry);
  const { engine, voice } = opts.registry.resolve(segment.voice);
  await fs.mkdir(opts.tmpDir, { recursive: true });
  const tmpWav = path.join(opts.tmpDir, `${segment.id}-${key.slice(7, 19)}.wav`);
  const meta = await engine.synthesize({ text: segment.text, voice, speed: segment.speed }, tmpWav);
  const sidecar: Sidecar = { durationSec: meta.durationSec, sampleRate: meta.sampleRate, phonemes: meta.phonemes, words: meta.words };
  const stored = await cache.put(key, tmpWav);
  const tmpMeta = `${tmpWav}.json`;
  await fs.writeFile(tmpMeta, JSON.stringify(sidecar));
  await cache.put(sidecarKey(key), tmpMeta);
  return { key, result: { ...sidecar, wavPath: stored }, cached: false };
}
