import { describe, expect, it } from 'vitest';
import { endpoint, errorMessageOf, parseVoiceListing, speechRequestBody, voiceInfoOf } from './openai-protocol.js';

describe('speechRequestBody', () => {
  it('sends only standard fields, always WAV, speed within OpenAI range', () => {
    expect(speechRequestBody('kokoro', 'Hi', 'af_heart', 1.2)).toEqual({ model: 'kokoro', input: 'Hi', voice: 'af_heart', response_format: 'wav', speed: 1.2 });
    expect(speechRequestBody('tts-1', 'Hi', 'x', 9).speed).toBe(4);
    expect(speechRequestBody('tts-1', 'Hi', 'x', 0.1).speed).toBe(0.25);
  });
});

describe('endpoint', () => {
  it('accepts the server root with or without /v1 and trailing slashes', () => {
    for (const base of ['http://k:8880', 'http://k:8880/', 'http://k:8880/v1', 'http://k:8880/v1/']) {
      expect(endpoint(base, '/v1/audio/speech')).toBe('http://k:8880/v1/audio/speech');
    }
    expect(endpoint('https://gw.example/tts/', '/v1/audio/voices')).toBe('https://gw.example/tts/v1/audio/voices');
  });
});

describe('parseVoiceListing', () => {
  it('reads Kokoro objects, legacy strings, speaches entries and bare arrays', () => {
    expect(parseVoiceListing({ voices: [{ id: 'af_heart', name: 'af_heart' }] })).toEqual([
      { id: 'af_heart', name: 'af_heart', language: undefined, gender: undefined },
    ]);
    expect(parseVoiceListing({ voices: ['af_heart', 'am_adam'] })).toEqual([{ id: 'af_heart' }, { id: 'am_adam' }]);
    expect(parseVoiceListing({ voices: [{ name: 'en_US-amy', language: 'en-US', gender: 'female', id: 'en_US-amy' }], object: 'list' })[0]).toEqual({
      id: 'en_US-amy',
      name: 'en_US-amy',
      language: 'en-US',
      gender: 'female',
    });
    expect(parseVoiceListing(['alloy', { id: 'nova' }, 7, null, { name: '' }])).toEqual([
      { id: 'alloy' },
      { id: 'nova', name: undefined, language: undefined, gender: undefined },
    ]);
  });

  it('refuses an unknown shape', () => {
    expect(() => parseVoiceListing({ data: [] })).toThrow(/unknown shape/);
  });
});

describe('voiceInfoOf', () => {
  it('uses the listing language and gender, else und/female', () => {
    expect(voiceInfoOf({ id: 'af_heart' })).toEqual({ id: 'http:af_heart', name: 'af_heart', language: 'und', languageName: 'Unknown', gender: 'female' });
    expect(voiceInfoOf({ id: 'amy', name: 'Amy', language: 'en_US', gender: 'M' })).toEqual({
      id: 'http:amy',
      name: 'Amy',
      language: 'en-us',
      languageName: 'American English',
      gender: 'male',
    });
    expect(voiceInfoOf({ id: 'x', language: 'not a tag!' }).languageName).toBe('not a tag!');
  });
});

describe('errorMessageOf', () => {
  it('finds the message in every error shape the engines use', () => {
    expect(errorMessageOf('{"error":{"message":"bad voice","type":"invalid_request_error","param":"voice","code":null}}')).toBe('bad voice');
    expect(errorMessageOf('{"detail":{"error":"validation_error","message":"Voice x not found","type":"invalid_request_error"}}')).toBe('Voice x not found');
    expect(errorMessageOf('{"detail":"Invalid API key"}')).toBe('Invalid API key');
    expect(errorMessageOf('{"detail":[{"loc":["body","input"],"msg":"Field required","type":"missing"}]}')).toBe('Field required');
    expect(errorMessageOf('{"message":"voice not mapped","code":400,"type":"x","param":null}')).toBe('voice not mapped');
    expect(errorMessageOf('{"error":"no model"}')).toBe('no model');
    expect(errorMessageOf('<html>502 Bad Gateway</html>')).toBe('<html>502 Bad Gateway</html>');
  });
});
