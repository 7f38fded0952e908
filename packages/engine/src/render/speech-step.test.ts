import { describe, expect, it } from 'vitest';
import { EspeakEngine } from '../speech/espeak.js';
import { OpenAiSpeechEngine } from '../speech/openai.js';
import type { SpeechEngine, SpeechRegistry } from '../types.js';
import { speechKey } from './speech-step.js';

const registryOf = (engine: SpeechEngine): SpeechRegistry => ({ resolve: (voice) => ({ engine, voice }), voices: async () => [] });
const line = { voice: 'http:af_bella', text: 'Hello there.', speed: 1 };

describe('speechKey', () => {
  it('changes with the text, voice and speed, and with the engine that speaks them', () => {
    const a = registryOf(new OpenAiSpeechEngine({ baseUrl: 'http://127.0.0.1:8880' }));
    const key = speechKey(line, a);
    expect(speechKey({ ...line }, a)).toBe(key);
    expect(speechKey({ ...line, text: 'Hello.' }, a)).not.toBe(key);
    expect(speechKey({ ...line, speed: 1.2 }, a)).not.toBe(key);
    // Another model or server says the same words differently: its takes are not reused.
    expect(speechKey(line, registryOf(new OpenAiSpeechEngine({ baseUrl: 'http://127.0.0.1:8880', model: 'kokoro' })))).not.toBe(key);
    expect(speechKey(line, registryOf(new OpenAiSpeechEngine({ baseUrl: 'http://127.0.0.1:9000' })))).not.toBe(key);
  });
  it('knows the espeak-ng build it runs', () => {
    expect(new EspeakEngine().version).toMatch(/eSpeak NG.*\d+\.\d+/);
    expect(new EspeakEngine().version).not.toMatch(/Data at/);
    expect(new EspeakEngine({ binary: 'no-such-espeak' }).version).toBe('');
  });
  it('still keys a voice no engine knows (its render fails when it is spoken)', () => {
    const none: SpeechRegistry = {
      resolve: () => {
        throw new Error('Unknown voice');
      },
      voices: async () => [],
    };
    expect(speechKey(line, none)).toMatch(/^speech-/);
  });
});
