import type { Voice } from '@framecast/contract';
import { i18n } from '../i18n/instance';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { languageRank, PREFERRED_LANGUAGES } from './languages';
import { filterVoices, rankVoices, suggestVoice, voiceMismatch } from './voice-search';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

const voice = (id: string, name: string, language: string, language_name: string, gender: Voice['gender'], accent: string | null = null): Voice => ({
  id,
  name,
  language,
  language_name,
  gender,
  accent,
  engine: 'espeak',
  quality: 'basic',
  age: null,
  use_cases: [],
  multilingual: false,
  pronunciation: true,
  favorite: false,
  preview_url: `/p/${id}.wav`,
});

const voices = [
  voice('espeak:en-us+f3', 'Ava', 'en-us', 'English (America)', 'female', 'American'),
  voice('espeak:en-gb+m1', 'Oliver', 'en-gb', 'English (Great Britain)', 'male', 'British'),
  voice('espeak:cmn-latn-pinyin+f2', 'Mei', 'cmn', 'Chinese (Mandarin)', 'female'),
];

describe('filterVoices', () => {
  it('keeps everything without filters', () => {
    expect(filterVoices(voices, { q: '', language: null, gender: null })).toHaveLength(3);
  });

  it('matches every word of the search against name, language and accent', () => {
    expect(filterVoices(voices, { q: 'english brit', language: null, gender: null }).map((v) => v.name)).toEqual(['Oliver']);
    expect(filterVoices(voices, { q: 'MANDARIN', language: null, gender: null }).map((v) => v.name)).toEqual(['Mei']);
  });

  it('finds the Mandarin voice by its Chinese names too', () => {
    for (const q of ['普通话', '中文', '中文 普通话', '中文普通话'])
      expect(
        filterVoices(voices, { q, language: null, gender: null }).map((v) => v.name),
        q,
      ).toEqual(['Mei']);
    expect(filterVoices(voices, { q: '英国英语', language: null, gender: null }).map((v) => v.name)).toEqual(['Oliver']);
  });

  it('filters by language and gender', () => {
    expect(filterVoices(voices, { q: '', language: 'cmn', gender: null }).map((v) => v.name)).toEqual(['Mei']);
    expect(filterVoices(voices, { q: '', language: null, gender: 'female' }).map((v) => v.name)).toEqual(['Ava', 'Mei']);
  });
});

describe('languageRank', () => {
  it('ranks a language by the first preferred prefix it speaks', () => {
    expect(languageRank('yue', PREFERRED_LANGUAGES.zh!)).toBe(1);
    expect(languageRank('cmn', PREFERRED_LANGUAGES.zh!)).toBe(0);
    expect(languageRank('en-us-nyc', PREFERRED_LANGUAGES.en!)).toBe(0);
    expect(languageRank('af', PREFERRED_LANGUAGES.en!)).toBe(3);
  });
});

describe('rankVoices', () => {
  it('puts the preferred languages first and keeps the order otherwise', () => {
    const list = [voice('espeak:af', 'Af', 'af', 'Afrikaans', 'male'), ...voices];
    expect(rankVoices(list, ['cmn']).map((v) => v.name)).toEqual(['Mei', 'Af', 'Ava', 'Oliver']);
    expect(rankVoices(list, ['en-gb', 'en']).map((v) => v.name)).toEqual(['Oliver', 'Ava', 'Af', 'Mei']);
    expect(rankVoices(list, []).map((v) => v.name)).toEqual(['Af', 'Ava', 'Oliver', 'Mei']);
  });
});

describe('suggestVoice and voiceMismatch', () => {
  const look = { voice: 'espeak:en-us+f3', gender: 'female' as const };
  const mandarinMale = voice('espeak:cmn-latn-pinyin', 'Mandarin male', 'cmn-latn-pinyin', 'Chinese (Mandarin)', 'male');
  const list = [...voices, mandarinMale];

  it('keeps the avatar’s own voice for other scripts', () => {
    expect(suggestVoice(look, list, 'Hello there.', 'zh')).toBe('espeak:en-us+f3');
    expect(suggestVoice(look, list, '', 'en')).toBe('espeak:en-us+f3');
    expect(suggestVoice({ ...look, voice: 'espeak:gone' }, list, '', 'en')).toBeNull();
  });

  it('picks a Mandarin voice of the avatar’s gender for Chinese', () => {
    expect(suggestVoice(look, list, '', 'zh')).toBe('espeak:cmn-latn-pinyin+f2');
    expect(suggestVoice({ ...look, gender: 'male' }, list, '大家好。', 'en')).toBe('espeak:cmn-latn-pinyin');
  });

  it('flags Chinese text with a voice of another language', () => {
    expect(voiceMismatch('大家好', voices[0])).toBe(true);
    expect(voiceMismatch('大家好', voices[2])).toBe(false);
    expect(voiceMismatch('Hello', voices[0])).toBe(false);
    expect(voiceMismatch('大家好', undefined)).toBe(false);
  });
});
