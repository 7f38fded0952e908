export { DEFAULT_VOICES, checkEspeak, createSpeechRegistry, type SpeechRegistryOptions } from './registry.js';
export { EspeakEngine, ESPEAK_INSTALL_HINT, type EspeakEngineOptions } from './espeak.js';
export { listEspeakVoices, parseEspeakVoiceList, espeakVoicesFrom, type EspeakVoiceRow } from './espeak-voices.js';
export { OpenAiSpeechEngine, type OpenAiSpeechOptions } from './openai.js';
export { SPEECH_SAMPLE_RATE, normaliseToSpeechWav } from './normalise.js';
export { encodeWav, parseWav, readWav, rmsPerFrame, wavDurationSec, writeWav, type WavAudio } from './wav.js';
export { scriptWords, speakableScript, type ScriptWord } from './script-text.js';
export { voicedSpans } from './voiced.js';
