import type { SpeechEngine, SpeechRegistry, VoiceInfo } from '../types.js';
import { ESPEAK_INSTALL_HINT, EspeakEngine } from './espeak.js';
import { FishSpeechEngine } from './fish.js';
import { FliteEngine } from './flite.js';
import { OpenAiSpeechEngine } from './openai.js';
import { runProcess } from './process.js';

/** Voices used when a script names none: the local engine, so a fresh install speaks. */
export const DEFAULT_VOICES = { en: 'espeak:en-us', zh: 'espeak:cmn-latn-pinyin' } as const;

export interface SpeechRegistryOptions {
  /** OpenAI-compatible speech server (`ENGINE_TTS_URL`). */
  httpUrl?: string;
  httpKey?: string;
  httpModel?: string;
  /** Offer espeak-ng voices (default true). */
  espeak?: boolean;
  /** A fish-speech server for cloned voices (`ENGINE_VOICE_CLONE_URL`); its voices are `clone:<id>`. */
  cloneUrl?: string;
  cloneKey?: string;
  /** Offer flite's English voices (default true); listed only where flite is installed. */
  flite?: boolean;
  /** Told when one engine's voice list fails; the other engines' voices are still answered. */
  onVoicesError?: (engine: string, err: unknown) => void;
}

/** `espeak:en-us+f3` → engine `espeak`, voice `en-us+f3`; `flite:slt` → engine `flite`, voice `slt`. */
export function createSpeechRegistry(opts: SpeechRegistryOptions = {}): SpeechRegistry {
  const engines = new Map<string, SpeechEngine>();
  if (opts.espeak !== false) engines.set('espeak', new EspeakEngine());
  if (opts.flite !== false) engines.set('flite', new FliteEngine());
  if (opts.httpUrl?.trim()) {
    engines.set('http', new OpenAiSpeechEngine({ baseUrl: opts.httpUrl, apiKey: opts.httpKey || undefined, model: opts.httpModel }));
  }
  const cloner = opts.cloneUrl?.trim() ? new FishSpeechEngine({ baseUrl: opts.cloneUrl, apiKey: opts.cloneKey || undefined }) : undefined;
  if (cloner) engines.set('clone', cloner);
  const onVoicesError =
    opts.onVoicesError ??
    ((engine: string, err: unknown) => console.warn(`Speech engine '${engine}' listed no voices:`, err instanceof Error ? err.message : err));

  return {
    cloner,
    resolve(voiceId: string) {
      const at = voiceId.indexOf(':');
      const prefix = at > 0 ? voiceId.slice(0, at) : '';
      const voice = at > 0 ? voiceId.slice(at + 1) : '';
      if (!prefix || !voice) throw new Error(`Voice id '${voiceId}' must look like '<engine>:<voice>', e.g. '${DEFAULT_VOICES.en}'`);
      const engine = engines.get(prefix);
      if (engine) return { engine, voice };
      if (prefix === 'http') {
        throw new Error(`Voice '${voiceId}' needs an OpenAI-compatible speech server: set ENGINE_TTS_URL (e.g. http://localhost:8880 for Kokoro-FastAPI)`);
      }
      if (prefix === 'espeak') throw new Error(`Voice '${voiceId}' needs espeak-ng, which is turned off here`);
      if (prefix === 'flite') throw new Error(`Voice '${voiceId}' needs flite, which is turned off here`);
      if (prefix === 'clone') throw new Error(`Voice '${voiceId}' is a cloned voice: it needs the voice-clone engine (ENGINE_VOICE_CLONE_URL)`);
      throw new Error(`Unknown speech engine '${prefix}' in voice '${voiceId}' (known: espeak, flite, http, clone)`);
    },

    async voices(): Promise<VoiceInfo[]> {
      const lists = await Promise.all(
        [...engines.values()].map((engine) =>
          engine.voices().catch((err: unknown) => {
            onVoicesError(engine.id, err);
            return [] as VoiceInfo[];
          }),
        ),
      );
      return lists.flat();
    },
  };
}

/** Is espeak-ng installed? With the version, or the command that installs it. */
export async function checkEspeak(binary = 'espeak-ng'): Promise<{ ok: boolean; version?: string; hint?: string }> {
  try {
    const { stdout } = await runProcess(binary, ['--version'], { timeoutMs: 10_000 });
    // "eSpeak NG text-to-speech: 1.51  Data at: /usr/lib/x86_64-linux-gnu/espeak-ng-data"
    const version = /text-to-speech:\s*([\w.-]+)/.exec(stdout)?.[1];
    return { ok: true, ...(version ? { version } : {}) };
  } catch {
    // Missing, or installed without its data: (re)installing the package fixes both.
    return { ok: false, hint: ESPEAK_INSTALL_HINT };
  }
}
