import type { Voice } from '@framecast/contract';
import { describe, expect, it } from 'vitest';
import { initialSettings, needsBackgroundWarning, settingsFields, voiceFor } from './settings';

describe('the settings', () => {
  it('start in the interface language when scripts are written in it', () => {
    expect(initialSettings('zh').language).toBe('zh');
    expect(initialSettings('xx').language).toBe('en');
  });

  it('are sent once a voice is chosen, the presenter with its emotion', () => {
    expect(settingsFields(initialSettings())).toBeNull();
    const fields = settingsFields({ ...initialSettings(), voice: 'espeak:en-us', avatar: 'maya/support', emotion: 'happy' });
    expect(fields).toEqual({
      aspect_ratio: '9:16',
      length: '30s',
      language: 'en',
      avatar: { id: 'maya/support', emotion: 'happy' },
      voice: 'espeak:en-us',
      subtitles: true,
    });
  });
});

describe('the background-removal warning', () => {
  it('applies to a cut-out template with one of the space’s own looks only', () => {
    const look = 'look:33333333-3333-4333-8333-333333333333';
    expect(needsBackgroundWarning({ cuts_out_avatar: true }, look)).toBe(true);
    expect(needsBackgroundWarning({ cuts_out_avatar: true }, 'maya/support')).toBe(false);
    expect(needsBackgroundWarning({ cuts_out_avatar: true }, null)).toBe(false);
    expect(needsBackgroundWarning({ cuts_out_avatar: false }, look)).toBe(false);
    expect(needsBackgroundWarning(undefined, look)).toBe(false);
  });
});

describe('voiceFor', () => {
  const voice = (id: string, language: string, quality: Voice['quality'] = 'basic') => ({ id, language, quality }) as Voice;
  const VOICES = [voice('espeak:de', 'de'), voice('espeak:en-gb', 'en-gb'), voice('flite:slt', 'en-us', 'standard'), voice('espeak:cmn', 'cmn')];

  it('picks the most natural voice of the usual accent of the language', () => {
    expect(voiceFor(VOICES, 'en', null)).toBe('flite:slt');
    expect(voiceFor(VOICES, 'zh', null)).toBe('espeak:cmn');
  });

  it('keeps a chosen voice of the language, and takes the avatar’s suggestion when it speaks it', () => {
    expect(voiceFor(VOICES, 'en', 'espeak:en-gb')).toBe('espeak:en-gb');
    expect(voiceFor(VOICES, 'en', null, 'espeak:en-gb')).toBe('espeak:en-gb');
    expect(voiceFor(VOICES, 'de', 'flite:slt', 'espeak:en-gb')).toBe('espeak:de');
  });

  it('keeps the voice there was when no voice speaks the language', () => {
    expect(voiceFor(VOICES, 'ko', 'flite:slt')).toBe('flite:slt');
    expect(voiceFor(VOICES, 'ko', null)).toBeNull();
  });
});
